/**
 * The dashboard's queries on a year of demo orders read orders and order lines through indexes. Each query checked is
 * the one the dashboard runs (built by `insightQueries`, its SQL taken with `.toSQL()`), planned by SQLite as the
 * server would plan it (no ANALYZE statistics). What matters:
 *   - a question about a date range SEARCHes orders and order lines, so its cost follows the range, not the history;
 *   - an all-time question, which needs every counted order, may scan a covering index but never the table itself;
 *   - the kitchen's time looks up each order's own events, never all events of a status.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf as planOfQuery } from '../../tests/query-plans.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { seedDemoData } from '../demo/seed.ts';
import { insightQueries, type Window } from './insights-service.ts';
import { addDays, DAY_MS, localDate, offsetPeriods, startOfLocalDay } from './restaurant-clock.ts';

const TIME_ZONE = 'Asia/Karachi';
const NOW = Date.parse('2025-06-30T15:00:00Z');

let t: TestApp;
let seededOrders: number;
beforeAll(async () => {
  t = await createTestApp();
  const summary = await seedDemoData(t.app.db, {
    now: NOW,
    imagesTargetDir: path.join(t.dataDir, 'uploads'),
    passwords: { customer: 'customer-pass', worker: 'worker-pass', rider: 'rider-pass' },
    hashPassword: async (plain) => `not-a-hash:${plain}`,
    historyDays: 365,
  });
  seededOrders = summary.orders;
});
afterAll(() => t.close());

/** The local days from `first` to `last`, as the dashboard's date filter turns them into instants. */
function days(first: string, last: string): Window {
  return { from: startOfLocalDay(first, TIME_ZONE), to: startOfLocalDay(addDays(last, 1), TIME_ZONE) };
}

const planOf = (query: Parameters<typeof planOfQuery>[1]) => planOfQuery(t.app.sqlite, query);

/** The plan's steps that read orders or order lines, e.g. "SEARCH orders USING COVERING INDEX ... (confirmed_at>?)". */
const readsOfOrders = (plan: string[]) => plan.filter((step) => /^(SCAN|SEARCH) (orders|order_lines)\b/.test(step));

/**
 * Order events are read once per counted order (when the kitchen finished it): each read must go straight to that
 * order's events, or the query grows with the square of the history.
 */
function expectEventsReadByOrder(name: string, plan: string[]) {
  for (const step of plan.filter((s) => /^(SCAN|SEARCH) order_events\b/.test(s))) {
    expect(step, `${name}: ${plan.join(' | ')}`).toMatch(/^SEARCH order_events USING .*\(order_id=\?/);
  }
}

function queriesOver(window: Window) {
  const queries = insightQueries(t.app.db);
  const periods = offsetPeriods(NOW - 365 * DAY_MS, NOW, TIME_ZONE);
  return {
    'first and last confirmation': queries.span(window),
    'revenue per day': queries.revenueByDay(window, periods),
    'dishes sold': queries.itemsSold(window),
    'orders per hour': queries.ordersByHour(window, periods),
    'orders per sector': queries.ordersBySector(window),
    "today's takings": queries.takings(window),
    'kitchen time': queries.kitchenTime(window),
  };
}

it('has a year of orders to plan against', () => {
  expect(seededOrders).toBeGreaterThan(5_000);
  const { n } = t.app.sqlite.prepare<[], { n: number }>('SELECT count(*) AS n FROM order_lines').get()!;
  expect(n).toBeGreaterThan(seededOrders);
});

describe('a date range', () => {
  const today = localDate(NOW, TIME_ZONE);
  const ranges: Record<string, () => Window> = {
    'the revenue chart’s default 30 days': () => days(addDays(today, -29), today),
    'one day (the KPI strip)': () => days(today, today),
    'the kitchen’s last 7 days': () => ({ from: NOW - 7 * DAY_MS }),
  };
  for (const [range, windowOf] of Object.entries(ranges)) {
    it(`searches orders and order lines by index for ${range}, never scanning them`, () => {
      for (const [name, query] of Object.entries(queriesOver(windowOf()))) {
        const plan = planOf(query);
        const reads = readsOfOrders(plan);
        expect(reads, `${name}: ${plan.join(' | ')}`).not.toEqual([]);
        for (const step of reads) expect(step, `${name}: ${plan.join(' | ')}`).toMatch(/^SEARCH .* USING /);
        expectEventsReadByOrder(name, plan);
      }
    });
  }
});

describe('all time (the charts unfiltered)', () => {
  it('reads orders and order lines through a covering index, never the tables row by row', () => {
    for (const [name, query] of Object.entries(queriesOver({}))) {
      const plan = planOf(query);
      const reads = readsOfOrders(plan);
      expect(reads, `${name}: ${plan.join(' | ')}`).not.toEqual([]);
      for (const step of reads) {
        // A SEARCH by the primary key (one order per line) is a lookup; any scan must be of a covering index.
        expect(step, `${name}: ${plan.join(' | ')}`).toMatch(/^SEARCH .* USING |^SCAN \w+ USING COVERING INDEX /);
      }
      expectEventsReadByOrder(name, plan);
    }
  });
});

describe("the week's ratings", () => {
  it('search feedback by the time it was given, never scanning it', () => {
    const today = localDate(NOW, TIME_ZONE);
    const plan = planOf(insightQueries(t.app.db).averageStars(days(addDays(today, -6), today)));
    expect(plan.filter((step) => /^(SCAN|SEARCH) feedback\b/.test(step))).toEqual([
      expect.stringMatching(/^SEARCH feedback USING INDEX feedback_created_idx \(created_at>\? AND created_at<\?\)$/),
    ]);
  });
});

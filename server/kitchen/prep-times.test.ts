import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { planOf } from '../../tests/query-plans.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { trackedOrdersOf } from '../../tests/answers.ts';
import { DAY_MS, HOUR_MS } from '../insights/restaurant-clock.ts';
import {
  DEFAULT_COOK_MINUTES,
  DEFAULT_QUEUE_MINUTES,
  kitchenTimesForOrder,
  travelMinutes,
} from '../orders/estimated-time.ts';
import { recordEvent } from '../orders/order-events.ts';
import {
  localHour,
  measurePrepTimes,
  median,
  MIN_DISH_TICKETS,
  MIN_HOUR_TICKETS,
  orderKitchenMinutes,
  percentile,
  PREP_TIMES_TTL_MS,
  prepTimes,
  ticketQuery,
  type Measure,
  type PrepTimes,
} from './prep-times.ts';

const MINUTE = 60_000;
const travel = timeTravel();

let t: TestApp;
let customerId: number;
type Dish = ReturnType<typeof createProduct>;
let a: Dish;
let b: Dish;
let c: Dish;
beforeAll(async () => {
  t = await createTestApp();
  customerId = (await createUser(t.app)).id;
  [a, b, c] = [createProduct(t.app, { name: 'Dal' }), createProduct(t.app, { name: 'Biryani' }), createProduct(t.app)];
});
afterAll(() => t.close());

/**
 * An order of these dishes confirmed at `confirmedAt`, started a minute later and ready `minutes` after confirmation
 * (null: still at the stove), as the kitchen board records it.
 */
function ticket(on: TestApp, dishes: Dish[], confirmedAt: number, minutes: number | null, customer = customerId) {
  const order = createOrder(on.app, {
    customerId: customer,
    status: 'PROCESSING',
    lines: dishes.map((product) => ({ product, quantity: 1 })),
    at: confirmedAt,
  });
  recordEvent(on.app.db, {
    orderId: order.id,
    from: 'PROCESSING',
    to: 'PREPARING',
    actorId: null,
    at: confirmedAt + MINUTE,
  });
  if (minutes !== null) {
    const readyAt = confirmedAt + minutes * MINUTE;
    recordEvent(on.app.db, { orderId: order.id, from: 'PREPARING', to: 'COMPLETED', actorId: null, at: readyAt });
    on.app.db.update(orders).set({ status: 'COMPLETED', updatedAt: readyAt }).where(eq(orders.id, order.id)).run();
  }
  return order.id;
}

/** Each test measures its own stretch of time in the shared database: 60 days apart, more than the 28 read. */
let stretches = 0;
const stretch = () => Date.parse('2031-01-01T00:00:00Z') + ++stretches * 60 * DAY_MS;

describe('median and percentile', () => {
  it('take the middle and the nearest rank', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 0.9)).toBe(9);
    expect(percentile([...ten, 11], 0.9)).toBe(10);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.9)).toBeNull();
  });
});

describe('measurePrepTimes', () => {
  it('measures confirmation to first ready per dish, over every ticket the dish was on', () => {
    const now = stretch();
    for (let i = 0; i < 5; i++) ticket(t, [a], now - (i + 1) * HOUR_MS, 10 + i);
    for (let i = 0; i < 3; i++) ticket(t, [a, b], now - (i + 10) * HOUR_MS, 30);
    // Two lines of one dish are one dish on the ticket.
    ticket(t, [c, c], now - 20 * HOUR_MS, 8);
    const prep = measurePrepTimes(t.app.db, { timeZone: 'UTC', now });
    expect(prep.byDish.get(a.id)).toEqual({ minutes: 13.5, tickets: 8 });
    expect(prep.byDish.get(b.id)).toEqual({ minutes: 30, tickets: 3 });
    expect(prep.byDish.get(c.id)).toEqual({ minutes: 8, tickets: 1 });
    expect(prep.overall).toEqual({ minutes: 13, tickets: 9 });
  });

  it('leaves out tickets still open, confirmed before the four weeks, and a second ready after a return', () => {
    const now = stretch();
    ticket(t, [a], now - 2 * HOUR_MS, null);
    ticket(t, [a], now - 29 * DAY_MS, 5);
    const returned = ticket(t, [a], now - 3 * HOUR_MS, 12);
    const events = { orderId: returned, actorId: null };
    recordEvent(t.app.db, { ...events, from: 'COMPLETED', to: 'OUT_FOR_DELIVERY', at: now - 2.5 * HOUR_MS });
    recordEvent(t.app.db, { ...events, from: 'OUT_FOR_DELIVERY', to: 'PREPARING', at: now - 2.4 * HOUR_MS });
    recordEvent(t.app.db, { ...events, from: 'PREPARING', to: 'COMPLETED', at: now - 2 * HOUR_MS });
    const prep = measurePrepTimes(t.app.db, { timeZone: 'UTC', now });
    expect(prep.overall).toEqual({ minutes: 12, tickets: 1 });
    expect(prep.byDish.get(a.id)).toEqual({ minutes: 12, tickets: 1 });
  });

  it("buckets tickets by the hour of confirmation on the restaurant's clock", () => {
    const now = stretch();
    // 12:30 UTC: 17:30 in Karachi (UTC+5 all year), 07:30 or 08:30 in New York.
    const noonThirty = now - DAY_MS + 12.5 * HOUR_MS;
    ticket(t, [a], noonThirty, 20);
    ticket(t, [a], noonThirty + 10 * MINUTE, 24);
    ticket(t, [b], noonThirty + 2 * HOUR_MS, 40);
    const karachi = measurePrepTimes(t.app.db, { timeZone: 'Asia/Karachi', now });
    expect(karachi.byHour[17]).toEqual({ minutes: 22, tickets: 2 });
    expect(karachi.byHour[19]).toEqual({ minutes: 40, tickets: 1 });
    expect(karachi.byHour[12]).toBeNull();
    const utc = measurePrepTimes(t.app.db, { timeZone: 'UTC', now });
    expect(utc.byHour[12]).toEqual({ minutes: 22, tickets: 2 });
    expect(localHour(noonThirty, 'Asia/Karachi')).toBe(17);
    expect(localHour(Date.parse('2031-07-01T12:30:00Z'), 'America/New_York')).toBe(8);
    expect(localHour(Date.parse('2031-01-01T12:30:00Z'), 'America/New_York')).toBe(7);
  });

  it("reads each confirmation's ready through the order's own events", () => {
    const plan = planOf(t.app.sqlite, ticketQuery(t.app.db, { from: 0, to: 1 }));
    const steps = plan.join(' | ');
    expect(steps).toMatch(
      /SEARCH order_events USING (COVERING )?INDEX order_events_status_at_idx \(to_status=\? AND at>\?/,
    );
    expect(steps).toMatch(/SEARCH ready USING COVERING INDEX order_events_order_idx \(order_id=\? AND to_status=\?\)/);
    expect(plan.filter((step) => /^SCAN order_events/.test(step))).toEqual([]);
  });
});

describe('orderKitchenMinutes', () => {
  const measure = (minutes: number, tickets: number): Measure => ({ minutes, tickets });
  const HOUR = 19;
  const confirmedAt = Date.parse('2031-03-03T19:10:00Z');
  function table(overrides: Partial<Pick<PrepTimes, 'overall' | 'byDish' | 'byHour'>> = {}): PrepTimes {
    return {
      timeZone: 'UTC',
      from: 0,
      to: confirmedAt,
      overall: measure(20, 200),
      byDish: new Map([
        [1, measure(12, MIN_DISH_TICKETS)],
        [2, measure(30, 40)],
        [3, measure(50, MIN_DISH_TICKETS - 1)],
      ]),
      byHour: Array.from({ length: 24 }, (_, hour) => (hour === HOUR ? measure(25, MIN_HOUR_TICKETS) : null)),
      ...overrides,
    };
  }
  const quietHour = () => table({ byHour: Array.from({ length: 24 }, () => measure(25, MIN_HOUR_TICKETS - 1)) });

  it("takes the slowest dish's median, scaled by the hour's factor", () => {
    // The hour runs at 25 / 20 of the day's median.
    expect(orderKitchenMinutes(table(), { productIds: [1], confirmedAt })).toEqual({ minutes: 15, basis: 'dish' });
    expect(orderKitchenMinutes(table(), { productIds: [1, 2], confirmedAt })).toEqual({ minutes: 37.5, basis: 'dish' });
    // An hour with too few tickets scales nothing.
    expect(orderKitchenMinutes(quietHour(), { productIds: [1, 2], confirmedAt })).toEqual({
      minutes: 30,
      basis: 'dish',
    });
    // Another hour of the day has no tickets at all.
    expect(orderKitchenMinutes(table(), { productIds: [1], confirmedAt: confirmedAt + 3 * HOUR_MS })).toEqual({
      minutes: 12,
      basis: 'dish',
    });
  });

  it("falls back from a dish on too few tickets to the hour's median, then to every ticket's", () => {
    expect(orderKitchenMinutes(table(), { productIds: [3], confirmedAt })).toEqual({ minutes: 25, basis: 'hour' });
    expect(orderKitchenMinutes(table(), { productIds: [99], confirmedAt })).toEqual({ minutes: 25, basis: 'hour' });
    expect(orderKitchenMinutes(quietHour(), { productIds: [3], confirmedAt })).toEqual({
      minutes: 20,
      basis: 'all orders',
    });
    // A dish measured faster than the hour does not make the order faster than its unmeasured dish.
    expect(orderKitchenMinutes(table(), { productIds: [1, 99], confirmedAt })).toEqual({ minutes: 25, basis: 'hour' });
    expect(orderKitchenMinutes(table(), { productIds: [], confirmedAt })).toEqual({ minutes: 25, basis: 'hour' });
  });

  it('has nothing to say without tickets, and the estimate keeps the week (or the defaults)', () => {
    const empty = table({ overall: null, byDish: new Map(), byHour: Array.from({ length: 24 }, () => null) });
    expect(orderKitchenMinutes(empty, { productIds: [1], confirmedAt })).toBeNull();
    const week = { queueMinutes: DEFAULT_QUEUE_MINUTES, cookMinutes: DEFAULT_COOK_MINUTES, riderWaitMinutes: 5 };
    expect(kitchenTimesForOrder(week, empty, { productIds: [1], confirmedAt })).toBe(week);
  });

  it("splits the order's time into queue and cooking as the week's medians split theirs", () => {
    const week = { queueMinutes: 4, cookMinutes: 12, riderWaitMinutes: 6 };
    expect(kitchenTimesForOrder(week, table(), { productIds: [2], confirmedAt })).toEqual({
      queueMinutes: 37.5 / 4,
      cookMinutes: (37.5 * 3) / 4,
      riderWaitMinutes: 6,
    });
  });
});

describe('prepTimes', () => {
  it('reads the history again once a minute, or when the time zone changes', () => {
    const now = stretch();
    ticket(t, [a], now - HOUR_MS, 10);
    const first = prepTimes(t.app.db, 'UTC', now);
    expect(first.overall).toEqual({ minutes: 10, tickets: 1 });
    ticket(t, [a], now - HOUR_MS, 30);
    expect(prepTimes(t.app.db, 'UTC', now + PREP_TIMES_TTL_MS)).toBe(first);
    expect(prepTimes(t.app.db, 'Asia/Karachi', now + PREP_TIMES_TTL_MS).overall).toEqual({ minutes: 20, tickets: 2 });
    const later = prepTimes(t.app.db, 'Asia/Karachi', now + 3 * PREP_TIMES_TTL_MS);
    expect(later).not.toBe(first);
    expect(later.overall).toEqual({ minutes: 20, tickets: 2 });
  });
});

describe("the customer's arrival estimate on GET /api/orders/track", () => {
  it('follows the recorded prep times of the dishes ordered', async () => {
    const fresh = await createTestApp();
    try {
      const dal = createProduct(fresh.app, { name: 'Dal' });
      const biryani = createProduct(fresh.app, { name: 'Biryani' });
      const customer = await createUser(fresh.app);
      const headers = { authorization: `Bearer ${sessionToken(fresh.app, customer)}` };
      const ride = travelMinutes(
        fresh.app.restaurant.profile().location,
        { latitude: 33.71, longitude: 73.03 },
        fresh.config.restaurant.speedKmh,
      );
      /** A new order of these dishes, confirmed now: its estimate, as the customer's tracker reads it. */
      async function estimate(dishes: Dish[] = [dal]) {
        const orderId = createOrder(fresh.app, {
          customerId: customer.id,
          status: 'PROCESSING',
          lines: dishes.map((product) => ({ product, quantity: 1 })),
        }).id;
        const res = await fresh.app.inject({ url: '/api/orders/track', headers });
        expect(res.statusCode).toBe(200);
        return trackedOrdersOf(res).find((order) => order.order_id === orderId)!.estimated_minutes;
      }
      /** The estimate is the kitchen's minutes and the ride, rounded up; a few ms pass between the order and the read. */
      const expectKitchen = (minutes: number, kitchen: number) =>
        expect([Math.ceil(kitchen + ride) - 1, Math.ceil(kitchen + ride)]).toContain(minutes);

      // Nothing recorded yet: the defaults.
      expectKitchen(await estimate(), DEFAULT_QUEUE_MINUTES + DEFAULT_COOK_MINUTES);

      // Other customers' dal came out in about 10 minutes, on six days at this hour; biryani in 40.
      const regular = await createUser(fresh.app);
      const now = Date.now();
      for (let day = 1; day <= 6; day++) ticket(fresh, [dal], now - day * DAY_MS, 9 + (day % 3), regular.id);
      for (let day = 1; day <= 5; day++) ticket(fresh, [biryani], now - day * DAY_MS - 3 * HOUR_MS, 40, regular.id);
      travel(PREP_TIMES_TTL_MS + 1000);
      expectKitchen(await estimate(), 10);
      // Dishes cook side by side: dal with biryani takes as long as the biryani.
      expectKitchen(await estimate([dal, biryani]), 40);

      // Then dal slows down: twelve more days of half an hour, earlier in the day.
      for (let day = 1; day <= 12; day++) ticket(fresh, [dal], now - day * DAY_MS - 6 * HOUR_MS, 30, regular.id);
      // Measured once a minute: the same estimate until then.
      expectKitchen(await estimate(), 10);
      travel(PREP_TIMES_TTL_MS + 1000);
      expectKitchen(await estimate(), 30);
    } finally {
      await fresh.close();
    }
  });
});

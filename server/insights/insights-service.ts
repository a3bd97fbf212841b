/**
 * The dashboard's figures, each one grouped query. An order counts once it is confirmed and unless it was
 * cancelled, on the day and at the hour of its confirmation in the restaurant's time zone; a rating counts on the
 * day the customer gave it.
 */
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { feedback, orderEvents, orderLines, orders } from '../../drizzle/schema.ts';
import {
  KITCHEN_TIME_WINDOW_DAYS,
  RATING_WINDOW_DAYS,
  REVENUE_DEFAULT_DAYS,
  REVENUE_MAX_DAYS,
  TICKET_TIMES_WEEKS_BEFORE,
  type InsightKpis,
  type InsightSeries,
  type InsightsRange,
  type InsightTicketTimes,
  type TicketTimesSummary,
} from '../../shared/insights.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { percentile, ticketsConfirmed, type Ticket } from '../kitchen/prep-times.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import {
  addDays,
  DAY_MS,
  daysBetween,
  HOUR_MS,
  localDate,
  offsetPeriods,
  startOfLocalDay,
  type OffsetPeriod,
} from './restaurant-clock.ts';

/** The instants a day range covers: from its first local midnight up to the one after its last day. */
export interface Window {
  from?: number | undefined;
  to?: number | undefined;
}

/** `column` moved onto the zone's wall clock: the epoch ms a UTC clock would show at the same local time. */
function wallTime(column: SQLiteColumn, periods: OffsetPeriod[]): SQL {
  const [first, ...later] = periods;
  if (!first) throw new Error('wallTime needs at least one offset period');
  if (later.length === 0) return sql`(${column} + ${first.offset})`;
  const branches = later.map((period, i) => sql`when ${column} < ${period.from} then ${periods[i]!.offset}`);
  return sql`(${column} + case ${sql.join(branches, sql` `)} else ${later.at(-1)!.offset} end)`;
}

// Bound numbers reach SQLite as REAL, so whole days and hours are cut with an explicit cast.
const wholeUnits = (time: SQL, unitMs: number) => sql`cast(${time} / ${unitMs} as integer)`;

/** Orders that count: confirmed in the window and not cancelled. */
const counted = ({ from, to }: Window) =>
  and(
    isNotNull(orders.confirmedAt),
    ne(orders.status, 'CANCELLED'),
    from === undefined ? undefined : gte(orders.confirmedAt, from),
    to === undefined ? undefined : lt(orders.confirmedAt, to),
  );

/**
 * Every query behind the dashboard, built but not run: the service runs them, and a test holds their plans
 * (`.toSQL()` then EXPLAIN QUERY PLAN) to the indexes on a year of orders.
 */
/** Food sales: what orders took less their delivery fees, which the dashboard counts apart. */
const foodCents = sql`${orders.totalCents} - ${orders.deliveryFeeCents}`;

export function insightQueries(db: Db) {
  return {
    /** When the first and the last counted order of the window were confirmed. */
    span: (window: Window) =>
      db
        .select({
          first: sql<number | null>`min(${orders.confirmedAt})`,
          last: sql<number | null>`max(${orders.confirmedAt})`,
        })
        .from(orders)
        .where(counted(window)),

    revenueByDay: (window: Window, periods: OffsetPeriod[]) => {
      const day = wholeUnits(wallTime(orders.confirmedAt, periods), DAY_MS);
      return db
        .select({ day: sql<number>`${day}`.as('day'), cents: sql<number>`sum(${foodCents})`.as('cents') })
        .from(orders)
        .where(counted(window))
        .groupBy(sql`day`);
    },

    itemsSold: (window: Window) => {
      const sold = sql<number>`sum(${orderLines.quantity})`.as('sold');
      return db
        .select({ name: orderLines.productName, sold })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(counted(window))
        .groupBy(orderLines.productName)
        .orderBy(desc(sql`sold`), asc(orderLines.productName));
    },

    ordersByHour: (window: Window, periods: OffsetPeriod[]) => {
      const hour = sql`${wholeUnits(wallTime(orders.confirmedAt, periods), HOUR_MS)} % 24`;
      return db
        .select({ hour: sql<number>`${hour}`.as('hour'), orders: count().as('orders') })
        .from(orders)
        .where(counted(window))
        .groupBy(sql`hour`)
        .orderBy(desc(sql`orders`), asc(sql`hour`));
    },

    // A restaurant that keeps no areas asks for none: its orders have no area to count by.
    ordersBySector: (window: Window) =>
      db
        .select({ sector: orders.sector, orders: count().as('orders') })
        .from(orders)
        .where(and(counted(window), ne(orders.sector, '')))
        .groupBy(orders.sector)
        .orderBy(desc(sql`orders`), asc(orders.sector)),

    takings: (window: Window) =>
      db
        .select({
          cents: sql<number>`coalesce(sum(${foodCents}), 0)`,
          feeCents: sql<number>`coalesce(sum(${orders.deliveryFeeCents}), 0)`,
          orders: count(),
        })
        .from(orders)
        .where(counted(window)),

    /** Per order, the first time the kitchen finished it: a failed delivery sends it back to be prepared again. */
    kitchenTime: (window: Window) => {
      const finishedAt = sql`(select min(${orderEvents.at}) from ${orderEvents}
        where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'COMPLETED')`;
      return db
        .select({ averageMs: sql<number | null>`avg(${finishedAt} - ${orders.confirmedAt})` })
        .from(orders)
        .where(counted(window));
    },

    /** The mean stars of the feedback given in the window; words-only feedback has none and does not count. */
    averageStars: ({ from, to }: Window) =>
      db
        .select({ average: sql<number | null>`avg(${feedback.stars})` })
        .from(feedback)
        .where(
          and(
            isNotNull(feedback.stars),
            from === undefined ? undefined : gte(feedback.createdAt, from),
            to === undefined ? undefined : lt(feedback.createdAt, to),
          ),
        ),
  };
}

const oneDecimal = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10) / 10);

/** Average, 90th percentile and late count of some tickets; late from `redMinutes`, as the kitchen's card turns red. */
export function summarizeTickets(tickets: readonly Ticket[], redMinutes: number): TicketTimesSummary {
  const minutes = tickets.map((ticket) => ticket.minutes);
  return {
    tickets: minutes.length,
    averageMinutes: minutes.length ? oneDecimal(minutes.reduce((sum, m) => sum + m, 0) / minutes.length) : null,
    p90Minutes: oneDecimal(percentile(minutes, 0.9)),
    lateTickets: minutes.filter((m) => m >= redMinutes).length,
  };
}

/**
 * `timeZone` is asked on every question: the administrator may change the restaurant's zone while it runs.
 * `redMinutes`: when a kitchen card turns red (KITCHEN_RED_MINUTES); a ticket that long is late.
 */
export function createInsights(db: Db, options: { timeZone: () => string; redMinutes: number; now?: () => number }) {
  const { timeZone: zone, redMinutes, now = Date.now } = options;
  const queries = insightQueries(db);

  const windowOf = ({ startDate, endDate }: InsightsRange): Window => ({
    from: startDate ? startOfLocalDay(startDate, zone()) : undefined,
    to: endDate ? startOfLocalDay(addDays(endDate, 1), zone()) : undefined,
  });

  /** The zone's offsets over the counted orders in the window; null when there are none. */
  function periodsOver(window: Window): OffsetPeriod[] | null {
    const span = queries.span(window).get();
    if (span?.first == null || span.last == null) return null;
    return offsetPeriods(span.first, span.last, zone());
  }

  return {
    /** Each day's takings, every day of the range present; with no range, the last 30 days ending today. */
    revenue(range: InsightsRange): InsightSeries {
      const today = localDate(now(), zone());
      const end = range.endDate ?? (range.startDate && range.startDate > today ? range.startDate : today);
      const start = range.startDate ?? addDays(end, 1 - REVENUE_DEFAULT_DAYS);
      const days = daysBetween(start, end) + 1;
      if (days > REVENUE_MAX_DAYS) {
        throw badRequest(`Choose a revenue range of at most ${REVENUE_MAX_DAYS} days.`, {
          fields: { endDate: `At most ${REVENUE_MAX_DAYS} days after startDate.` },
        });
      }
      const window = windowOf({ startDate: start, endDate: end });
      const periods = periodsOver(window);
      const cents = new Map<string, number>();
      if (periods) {
        for (const row of queries.revenueByDay(window, periods).all()) {
          cents.set(new Date(row.day * DAY_MS).toISOString().slice(0, 10), row.cents);
        }
      }
      return Object.fromEntries(
        Array.from({ length: days }, (_, i) => {
          const date = addDays(start, i);
          return [date, centsToPrice(cents.get(date) ?? 0)];
        }),
      );
    },

    /** Dishes by portions sold, most first; by the name on the order, so renamed or deleted dishes keep their history. */
    topSoldItems(range: InsightsRange): InsightSeries {
      const rows = queries.itemsSold(windowOf(range)).all();
      return Object.fromEntries(rows.map((row) => [row.name, row.sold]));
    },

    /** Orders by the local hour they were confirmed in, keyed by the hour ("0" to "23"). */
    topBusinessHours(range: InsightsRange): InsightSeries {
      const window = windowOf(range);
      const periods = periodsOver(window);
      if (!periods) return {};
      const rows = queries.ordersByHour(window, periods).all();
      return Object.fromEntries(rows.map((row) => [String(row.hour), row.orders]));
    },

    /** Orders by delivery sector, most first. */
    ordersBySector(range: InsightsRange): InsightSeries {
      const rows = queries.ordersBySector(windowOf(range)).all();
      return Object.fromEntries(rows.map((row) => [row.sector, row.orders]));
    },

    /** Today's takings and orders, how long the kitchen has been taking lately, and this week's ratings. */
    kpis(): InsightKpis {
      const at = now();
      const timeZone = zone();
      const date = localDate(at, timeZone);
      const today = queries.takings(windowOf({ startDate: date, endDate: date })).get() ?? {
        cents: 0,
        feeCents: 0,
        orders: 0,
      };
      const kitchen = queries.kitchenTime({ from: at - KITCHEN_TIME_WINDOW_DAYS * DAY_MS }).get();
      const averageMs = kitchen?.averageMs ?? null;
      const weekStart = addDays(date, 1 - RATING_WINDOW_DAYS);
      const thisWeek = windowOf({ startDate: weekStart, endDate: date });
      const weekBefore = windowOf({
        startDate: addDays(weekStart, -RATING_WINDOW_DAYS),
        endDate: addDays(weekStart, -1),
      });
      return {
        date,
        timeZone,
        todayRevenue: centsToPrice(today.cents),
        todayDeliveryFees: centsToPrice(today.feeCents),
        todayOrders: today.orders,
        averageOrderValue: today.orders ? centsToPrice(today.cents / today.orders) : null,
        averageKitchenMinutes: averageMs === null ? null : Math.round(averageMs / 6000) / 10,
        averageRating: oneDecimal(queries.averageStars(thisWeek).get()?.average),
        averageRatingWeekBefore: oneDecimal(queries.averageStars(weekBefore).get()?.average),
      };
    },

    /**
     * The kitchen's tickets (confirmation to ready) confirmed today, against those confirmed on the same weekday in
     * each of the 4 weeks before, pooled; each day read on its own, so the cost follows five days of orders.
     */
    ticketTimes(): InsightTicketTimes {
      const timeZone = zone();
      const date = localDate(now(), timeZone);
      const ticketsOf = (day: string) =>
        ticketsConfirmed(db, {
          from: startOfLocalDay(day, timeZone),
          to: startOfLocalDay(addDays(day, 1), timeZone),
        });
      const dates = Array.from({ length: TICKET_TIMES_WEEKS_BEFORE }, (_, i) => addDays(date, -7 * (i + 1)));
      return {
        date,
        timeZone,
        redMinutes,
        today: summarizeTickets(ticketsOf(date), redMinutes),
        sameWeekdayBefore: { ...summarizeTickets(dates.flatMap(ticketsOf), redMinutes), dates },
      };
    },
  };
}

export type Insights = ReturnType<typeof createInsights>;

/**
 * How long the kitchen really takes, measured from the order history (issue 34, docs/decisions/0039). A ticket is
 * one order's time from confirmation (its first move to PROCESSING) to ready (its first move to COMPLETED: a
 * delivery sent back to the kitchen does not start a second ticket). Over the last four weeks, its median per dish
 * and per hour of the day in the restaurant's time zone feed the customer's arrival estimate
 * (server/orders/estimated-time.ts); the dashboard's ticket times read the same tickets (server/insights).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { orderEvents, orderLines } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';
import { DAY_MS, HOUR_MS, offsetPeriods, utcOffset, type OffsetPeriod } from '../insights/restaurant-clock.ts';

const MINUTE = 60_000;
/** The history the measure reads: four weeks, so every weekday and hour has had a few evenings. */
export const PREP_HISTORY_DAYS = 28;
/** A dish's own median counts once it is on this many tickets; with fewer, it goes by the hour's median. */
export const MIN_DISH_TICKETS = 5;
/** An hour's median (and its factor over the day) counts once that hour has this many tickets. */
export const MIN_HOUR_TICKETS = 10;
/** The measure is read again at most this often per database: four weeks of history move slowly. */
export const PREP_TIMES_TTL_MS = 60_000;

/** One order's time in the kitchen. */
export interface Ticket {
  orderId: number;
  confirmedAt: number;
  readyAt: number;
  /** From confirmation to ready. */
  minutes: number;
}

/**
 * Per order confirmed in [from, to): when, and when it was first ready (null while it is not). Reads the confirmations
 * of the range by status and time, then each one's own first COMPLETED through the order's index.
 */
export function ticketQuery(db: Db, range: { from: number; to: number }) {
  // Spelled out: Drizzle leaves the table off columns in a select list, and both sides here are order_events.
  const readyAt = sql<number | null>`(select min("ready"."at") from "order_events" "ready"
    where "ready"."order_id" = "order_events"."order_id" and "ready"."to_status" = 'COMPLETED')`;
  return db
    .select({
      orderId: orderEvents.orderId,
      confirmedAt: sql<number>`min(${orderEvents.at})`.as('confirmed_at'),
      readyAt: readyAt.as('ready_at'),
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.toStatus, 'PROCESSING'), gte(orderEvents.at, range.from), lt(orderEvents.at, range.to)))
    .groupBy(orderEvents.orderId);
}

const toTicket = (row: { orderId: number; confirmedAt: number; readyAt: number | null }): Ticket | null =>
  row.readyAt === null
    ? null
    : {
        orderId: row.orderId,
        confirmedAt: row.confirmedAt,
        readyAt: row.readyAt,
        // A clock set back between the two moves must not make a negative ticket.
        minutes: Math.max(0, row.readyAt - row.confirmedAt) / MINUTE,
      };

/** The finished tickets of orders confirmed in [from, to): orders still in the kitchen have none yet. */
export function ticketsConfirmed(db: Db, range: { from: number; to: number }): Ticket[] {
  return ticketQuery(db, range)
    .all()
    .map(toTicket)
    .filter((ticket) => ticket !== null);
}

/** The finished tickets of orders confirmed in [from, to), each with the distinct dishes (product ids) it held. */
export function ticketDishQuery(db: Db, range: { from: number; to: number }) {
  const tickets = ticketQuery(db, range).as('tickets');
  return db
    .selectDistinct({
      orderId: tickets.orderId,
      confirmedAt: tickets.confirmedAt,
      readyAt: tickets.readyAt,
      productId: orderLines.productId,
    })
    .from(tickets)
    .innerJoin(orderLines, eq(orderLines.orderId, tickets.orderId))
    .where(sql`${tickets.readyAt} is not null`);
}

/** A median and how many tickets it is over. */
export interface Measure {
  minutes: number;
  tickets: number;
}

/** The measured table the estimate reads. */
export interface PrepTimes {
  /** The zone the hours are in, and the instants the tickets were confirmed between. */
  timeZone: string;
  from: number;
  to: number;
  /** Median over every ticket; null when the kitchen finished none in the window. */
  overall: Measure | null;
  /** Per product id: the median of the tickets the dish was on. */
  byDish: ReadonlyMap<number, Measure>;
  /** Per local hour of confirmation, 0 to 23; null for an hour without tickets. */
  byHour: readonly (Measure | null)[];
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The smallest ticket time that at least `share` (0 to 1) of the tickets are within: the nearest-rank percentile,
 * so "90% within 22 min" holds for the tickets as recorded.
 */
export function percentile(values: readonly number[], share: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length))) - 1]!;
}

const measureOf = (values: readonly number[]): Measure | null => {
  const middle = median(values);
  return middle === null ? null : { minutes: middle, tickets: values.length };
};

/** The local hour (0 to 23) of an instant, from the zone's offsets over a stretch that holds it (oldest first). */
function hourIn(periods: readonly OffsetPeriod[], at: number): number {
  let offset = periods[0]!.offset;
  for (const period of periods) {
    if (period.from > at) break;
    offset = period.offset;
  }
  return Math.floor((at + offset) / HOUR_MS) % 24;
}

/** The local hour (0 to 23) an instant falls in, in the zone. */
export function localHour(at: number, timeZone: string): number {
  return hourIn([{ from: at, offset: utcOffset(at, timeZone) }], at);
}

/** Reads the tickets of the `days` before `now` and measures them by dish and by hour. */
export function measurePrepTimes(db: Db, options: { timeZone: string; now?: number; days?: number }): PrepTimes {
  const { timeZone, now = Date.now(), days = PREP_HISTORY_DAYS } = options;
  const from = now - days * DAY_MS;
  const to = now + 1;
  const all = new Map<number, number>();
  const dishes = new Map<number, number[]>();
  const hours = Array.from({ length: 24 }, () => [] as number[]);
  let periods: OffsetPeriod[] | null = null;
  for (const row of ticketDishQuery(db, { from, to }).all()) {
    const ticket = toTicket(row);
    if (!ticket) continue;
    if (!all.has(ticket.orderId)) {
      all.set(ticket.orderId, ticket.minutes);
      periods ??= offsetPeriods(from, to, timeZone);
      hours[hourIn(periods, ticket.confirmedAt)]!.push(ticket.minutes);
    }
    const list = dishes.get(row.productId) ?? [];
    list.push(ticket.minutes);
    dishes.set(row.productId, list);
  }
  return {
    timeZone,
    from,
    to,
    overall: measureOf([...all.values()]),
    byDish: new Map([...dishes].map(([productId, minutes]) => [productId, measureOf(minutes)!])),
    byHour: hours.map(measureOf),
  };
}

const measured = new WeakMap<Db, PrepTimes & { at: number }>();

/**
 * The measure for this database, read again once it is older than PREP_TIMES_TTL_MS or the restaurant's time zone
 * changed: the estimate is asked on every customer read and every status event, so a busy evening reads four weeks
 * of history once a minute, not once per request.
 */
export function prepTimes(db: Db, timeZone: string, now = Date.now()): PrepTimes {
  const cached = measured.get(db);
  if (cached && cached.timeZone === timeZone && Math.abs(now - cached.at) <= PREP_TIMES_TTL_MS) return cached;
  const fresh = { ...measurePrepTimes(db, { timeZone, now }), at: now };
  measured.set(db, fresh);
  return fresh;
}

/** Where an order's kitchen time came from, from the most particular to the most general. */
export type KitchenBasis = 'dish' | 'hour' | 'all orders';

/**
 * The minutes from confirmation to ready to expect for an order with these dishes, confirmed at that instant. Dishes
 * cook side by side, so the order takes as long as its slowest dish:
 *   - a dish on at least MIN_DISH_TICKETS tickets takes its own median, scaled by the hour's factor (the hour's median
 *     over the overall median) when the hour of confirmation has at least MIN_HOUR_TICKETS tickets;
 *   - a dish with fewer tickets (a new dish, a rare one) takes the hour's median, when the hour has enough tickets;
 *   - else the overall median of the window.
 * Null when the kitchen finished no ticket in the window: the caller falls back on its own (estimated-time.ts).
 */
export function orderKitchenMinutes(
  prep: PrepTimes,
  order: { productIds: readonly number[]; confirmedAt: number },
): { minutes: number; basis: KitchenBasis } | null {
  const { overall } = prep;
  if (!overall) return null;
  const hourly = prep.byHour[localHour(order.confirmedAt, prep.timeZone)];
  const hour = hourly && hourly.tickets >= MIN_HOUR_TICKETS ? hourly : null;
  // An overall median of 0 (tickets recorded ready the moment they were confirmed) has no factor to give.
  const factor = hour && overall.minutes > 0 ? hour.minutes / overall.minutes : 1;
  const general = hour
    ? { minutes: hour.minutes, basis: 'hour' as const }
    : { minutes: overall.minutes, basis: 'all orders' as const };
  let slowest: { minutes: number; basis: KitchenBasis } | null = null;
  for (const productId of new Set(order.productIds)) {
    const dish = prep.byDish.get(productId);
    const time =
      dish && dish.tickets >= MIN_DISH_TICKETS ? { minutes: dish.minutes * factor, basis: 'dish' as const } : general;
    if (!slowest || time.minutes > slowest.minutes) slowest = time;
  }
  return slowest ?? general;
}

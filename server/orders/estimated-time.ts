/**
 * How long until an order arrives: what is left of its kitchen time, measured from recent orders, plus the ride
 * from the restaurant. No routing service: straight-line distance times a road factor, at an average speed.
 *
 * The kitchen time of an order in the queue or at the stove is its measured ticket time (server/kitchen/prep-times.ts:
 * the median of its slowest dish over four weeks, scaled to the hour of the day it was confirmed in), split into
 * queue and cooking as the week's medians split them. Falling back, in order (docs/decisions/0039): a dish on too few
 * tickets goes by the median of its hour of confirmation; an hour with too few tickets scales no dish and gives way to
 * the median of all tickets; a kitchen that finished no ticket in four weeks keeps the week's medians of queue and
 * cooking, which are DEFAULT_QUEUE_MINUTES and DEFAULT_COOK_MINUTES while nothing is measured.
 */
import { and, gt, inArray } from 'drizzle-orm';
import { orderEvents } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';
import { median, orderKitchenMinutes, type PrepTimes } from '../kitchen/prep-times.ts';

const MINUTE = 60_000;
/** Roads are longer than the straight line; 1.3 is a common urban average. */
export const ROAD_FACTOR = 1.3;
/** When there is no recent history: a few minutes in the queue, a quarter of an hour at the stove. */
export const DEFAULT_QUEUE_MINUTES = 5;
export const DEFAULT_COOK_MINUTES = 15;
/** When there is no recent history: how long a ready order waits on the pass for a rider to take it. */
export const DEFAULT_RIDER_WAIT_MINUTES = 5;
/** A rider's position older than this says little about where they are now: the estimate goes by the pick-up. */
export const POSITION_FRESH_MS = 2 * 60_000;
const HISTORY_WINDOW_MS = 7 * 24 * 60 * MINUTE;
/** An estimate never promises less than this while the order is still on its way. */
const MIN_REMAINING_MINUTES = 2;

export interface Point {
  latitude: number;
  longitude: number;
}

export function haversineKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function travelMinutes(from: Point, to: Point, speedKmh: number): number {
  return (haversineKm(from, to) * ROAD_FACTOR * 60) / speedKmh;
}

export interface KitchenTimes {
  queueMinutes: number;
  cookMinutes: number;
  /** From ready on the pass to a rider taking it. */
  riderWaitMinutes: number;
}

/**
 * Median minutes from confirmation to the start of cooking, from there to ready, and from ready to a rider taking
 * it, over the last week.
 */
export function kitchenTimes(db: Db, now = Date.now()): KitchenTimes {
  const rows = db
    .select({ orderId: orderEvents.orderId, to: orderEvents.toStatus, at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        gt(orderEvents.at, now - HISTORY_WINDOW_MS),
        inArray(orderEvents.toStatus, ['PROCESSING', 'PREPARING', 'COMPLETED', 'OUT_FOR_DELIVERY']),
      ),
    )
    .orderBy(orderEvents.id)
    .all();
  const firstAt = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.orderId}:${row.to}`;
    if (!firstAt.has(key)) firstAt.set(key, row.at);
  }
  const queue: number[] = [];
  const cook: number[] = [];
  const wait: number[] = [];
  for (const [key, confirmedAt] of firstAt) {
    if (!key.endsWith(':PROCESSING')) continue;
    const orderId = key.slice(0, key.indexOf(':'));
    const startedAt = firstAt.get(`${orderId}:PREPARING`);
    const readyAt = firstAt.get(`${orderId}:COMPLETED`);
    if (startedAt !== undefined) queue.push((startedAt - confirmedAt) / MINUTE);
    const takenAt = firstAt.get(`${orderId}:OUT_FOR_DELIVERY`);
    if (startedAt !== undefined && readyAt !== undefined) cook.push((readyAt - startedAt) / MINUTE);
    if (readyAt !== undefined && takenAt !== undefined) wait.push((takenAt - readyAt) / MINUTE);
  }
  return {
    queueMinutes: median(queue) ?? DEFAULT_QUEUE_MINUTES,
    cookMinutes: median(cook) ?? DEFAULT_COOK_MINUTES,
    riderWaitMinutes: median(wait) ?? DEFAULT_RIDER_WAIT_MINUTES,
  };
}

/** The statuses whose estimate still counts kitchen time (queue and cooking): only these need an order's dishes. */
export function inTheKitchen(status: string): boolean {
  return status === 'PROCESSING' || status === 'PREPARING';
}

/**
 * One order's kitchen times: `week` (kitchenTimes) with its queue and cooking replaced by the order's measured
 * ticket time (orderKitchenMinutes), split in the week's proportion. Without a measured ticket, `week` as it is.
 */
export function kitchenTimesForOrder(
  week: KitchenTimes,
  prep: PrepTimes,
  order: { productIds: readonly number[]; confirmedAt: number },
): KitchenTimes {
  const measured = orderKitchenMinutes(prep, order);
  if (!measured) return week;
  const total = week.queueMinutes + week.cookMinutes;
  const queueShare = total > 0 ? week.queueMinutes / total : 0;
  return {
    queueMinutes: measured.minutes * queueShare,
    cookMinutes: measured.minutes * (1 - queueShare),
    riderWaitMinutes: week.riderWaitMinutes,
  };
}

export interface EstimateInput {
  status: string;
  /** When the order entered its current status. */
  statusSince: number;
  destination: Point;
  /** The delivery zone's extra minutes, for a place farther than its distance says (a toll road, a gate). */
  extraMinutes?: number;
  /** Where the rider of an order that is out was last, and when. */
  riderPosition?: (Point & { at: number }) | null;
}

export function estimateMinutes(
  order: EstimateInput,
  kitchen: KitchenTimes,
  restaurant: Point & { speedKmh: number },
  now = Date.now(),
): number {
  const ride = travelMinutes(restaurant, order.destination, restaurant.speedKmh) + (order.extraMinutes ?? 0);
  const elapsed = Math.max(0, (now - order.statusSince) / MINUTE);
  const left = (minutes: number) => Math.max(0, minutes - elapsed);
  let remaining: number;
  switch (order.status) {
    case 'PROCESSING':
      remaining = left(kitchen.queueMinutes) + kitchen.cookMinutes + ride;
      break;
    case 'PREPARING':
      remaining = left(kitchen.cookMinutes) + ride;
      break;
    case 'COMPLETED':
      // Ready on the pass: a rider usually takes a few minutes to come for it.
      remaining = left(kitchen.riderWaitMinutes) + ride;
      break;
    case 'OUT_FOR_DELIVERY': {
      // Counted from the pick-up; a fresh position from the rider's phone knows better than the clock.
      const position = order.riderPosition;
      remaining =
        position && now - position.at < POSITION_FRESH_MS
          ? travelMinutes(position, order.destination, restaurant.speedKmh) + (order.extraMinutes ?? 0)
          : left(ride);
      break;
    }
    default:
      return 0;
  }
  return Math.max(MIN_REMAINING_MINUTES, Math.ceil(remaining));
}

export function describeMinutes(minutes: number): string {
  if (minutes <= 0) return 'Delivered';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

/**
 * The order-events table: one row per status change, written in the same transaction as the change. A customer's
 * address correction after a failed delivery is a row too (its sequence number carries the change live), but one
 * that leaves the status as it was: its `reason` keeps the address it replaced.
 */
import { sql } from 'drizzle-orm';
import { orderEvents } from '../../drizzle/schema.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import type { FailedDeliveryOutcome } from '../../shared/staff-orders.ts';
import type { Db } from '../db/database.ts';

export interface OrderEvent {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actorId: number | null;
  /** The rider a move gives the order to (see orders.rider_id). */
  riderId?: number | null;
  at: number;
  reason?: string;
}

/** Every confirmation and move writes one: compiled once per database. */
const inserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

function prepareInsert(db: Db) {
  const p = sql.placeholder;
  return db
    .insert(orderEvents)
    .values({
      orderId: p('orderId'),
      fromStatus: p('from'),
      toStatus: p('to'),
      actorId: p('actorId'),
      riderId: p('riderId'),
      reason: p('reason'),
      at: p('at'),
    })
    .returning({ id: orderEvents.id })
    .prepare();
}

/**
 * Records a status change and returns its row id, the sequence number live updates carry. Call it inside the
 * transaction that changes the status: it runs on the same connection, so both are saved together or not at all.
 */
export function recordEvent(db: Db, event: OrderEvent): number {
  let insert = inserts.get(db);
  if (!insert) {
    insert = prepareInsert(db);
    inserts.set(db, insert);
  }
  return insert.get({ ...event, riderId: event.riderId ?? null, reason: event.reason ?? null })!.id;
}

/** Whether an event is a customer's address correction rather than a move: the status stays what it was. */
export function isAddressCorrection(event: { fromStatus: OrderStatus | null; toStatus: OrderStatus }): boolean {
  return event.fromStatus === event.toStatus;
}

/** In a query: the events that moved an order, leaving address corrections out. */
export const movesOnly = sql`${orderEvents.fromStatus} is not ${orderEvents.toStatus}`;

/**
 * Whether an order's latest move was a delivery coming back: from the riders to the kitchen again. From Ready it is a
 * return only with the rider's reason (always required of a failed delivery): without one it is the kitchen's own
 * "Recall" of a ticket it made ready by mistake (shared/order-status.ts `recallToPreparing`).
 */
export function isReturn(
  move: { fromStatus: OrderStatus | null; toStatus: OrderStatus; reason: string | null } | undefined,
): boolean {
  if (move?.toStatus !== 'PREPARING') return false;
  return move.fromStatus === 'OUT_FOR_DELIVERY' || (move.fromStatus === 'COMPLETED' && move.reason !== null);
}

/**
 * Whether a move was a rider's failed attempt at the door, and what the rider chose for the food. A move from the
 * pass straight to the kitchen is the spec's client reporting one; back on the pass without a reason is a plain
 * hand-back, with one it is "Try again".
 */
export function failedAttempt(move: {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  reason: string | null;
}): FailedDeliveryOutcome | null {
  if (isReturn(move)) return 'KITCHEN';
  if (move.fromStatus !== 'OUT_FOR_DELIVERY') return null;
  if (move.toStatus === 'DELIVERY_FAILED') return 'GIVE_UP';
  return move.toStatus === 'COMPLETED' && move.reason !== null ? 'RETRY' : null;
}

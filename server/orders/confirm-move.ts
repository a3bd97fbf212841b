/**
 * The one way an order leaves UNCONFIRMED for the kitchen's queue, whatever confirmed it: the e-mailed code, the
 * mail's button, or a regular customer's order confirmed as it is placed (docs/decisions/0034). One event row, so the
 * kitchen board and the customer's tracker hear of every confirmation alike, once its transaction is committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from './order-events.ts';

/** Run inside the transaction that spends what confirmed the order; answers the event's sequence number. */
export type ConfirmMove = (orderId: number, by: number, now: number) => number;

export function createConfirmMove(db: Db): ConfirmMove {
  const p = sql.placeholder;
  const markConfirmed = db
    .update(orders)
    .set({ status: 'PROCESSING', confirmedAt: sql`${p('now')}`, updatedAt: sql`${p('now')}` })
    .where(and(eq(orders.id, p('orderId')), eq(orders.status, 'UNCONFIRMED')))
    .prepare();

  return (orderId, by, now) => {
    if (markConfirmed.run({ orderId, now }).changes !== 1) throw conflict('This order can no longer be confirmed.');
    return recordEvent(db, { orderId, from: 'UNCONFIRMED', to: 'PROCESSING', actorId: by, at: now });
  };
}

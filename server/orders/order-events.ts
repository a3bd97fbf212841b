/** The order-events table: one row per status change, written in the same transaction as the change. */
import { orderEvents } from '../../drizzle/schema.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import type { Writer } from '../db/database.ts';

/** Records a status change and returns its row id, the sequence number live updates carry. */
export function recordEvent(
  tx: Writer,
  event: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    actorId: number | null;
    at: number;
    reason?: string;
  },
): number {
  return tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      fromStatus: event.from,
      toStatus: event.to,
      actorId: event.actorId,
      reason: event.reason ?? null,
      at: event.at,
    })
    .returning({ id: orderEvents.id })
    .get().id;
}

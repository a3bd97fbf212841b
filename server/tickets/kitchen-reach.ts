/**
 * Which orders a kitchen login may read the ticket of: those on the board's Queue and Preparing, and those it made
 * ready or a rider handed over in the last hour, for a reprint. A shared kitchen tablet must not page through every
 * customer's address and phone number by counting order numbers. The kitchen's line ticks and recalls
 * (server/kitchen/routes.ts) answer any other order as missing too, so they cannot be used to count orders either.
 */
import { and, eq, max, or, sql } from 'drizzle-orm';
import { orderEvents, orders } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';

/** How long after it was made ready or handed over an order's ticket stays within the kitchen's reach. */
export const KITCHEN_TICKET_WINDOW_MS = 60 * 60 * 1000;

export function createKitchenReach(db: Db) {
  const p = sql.placeholder;
  const statusOf = db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, p('orderId')))
    .prepare();
  const lastFinished = db
    .select({ at: max(orderEvents.at) })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, p('orderId')),
        or(
          and(eq(orderEvents.fromStatus, 'PREPARING'), eq(orderEvents.toStatus, 'COMPLETED')),
          eq(orderEvents.toStatus, 'DELIVERED'),
        ),
      ),
    )
    .prepare();

  return function kitchenMayRead(orderId: number, now = Date.now()): boolean {
    const status = statusOf.get({ orderId })?.status;
    if (status === 'PROCESSING' || status === 'PREPARING') return true;
    // Unconfirmed orders do not exist for the kitchen, and a cancelled one is nothing to cook or reprint.
    if (status === undefined || status === 'UNCONFIRMED' || status === 'CANCELLED') return false;
    const at = lastFinished.get({ orderId })?.at;
    return at != null && now - at < KITCHEN_TICKET_WINDOW_MS;
  };
}

/**
 * A cook plating a big order ticks its lines done one by one (issue 34). A tick is kept on the order's line
 * (`order_lines.done_at`), only while the order is in the Queue or on the stove, and told at once to every kitchen
 * screen as `kitchen.lines`, with every line of the order now ticked. Ticks are not order events: they carry no
 * sequence number and are not replayed, so a kitchen screen that reconnects reads its board again.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders } from '../../drizzle/schema.ts';
import { ROOMS } from '../../shared/events.ts';
import { STATUS_LABELS, type OrderStatus } from '../../shared/order-status.ts';
import type { LineTicks } from '../../shared/staff-orders.ts';
import { conflict, notFound } from '../errors.ts';
import { createKitchenReach } from '../tickets/kitchen-reach.ts';

/** Where a ticket's lines are still being cooked and plated. */
const ON_THE_STOVE: readonly OrderStatus[] = ['PROCESSING', 'PREPARING'];

export function createLineTicks(app: FastifyInstance) {
  const kitchenMayRead = createKitchenReach(app.db);

  /** The ids of an order's ticked lines, in line order. */
  const doneLineIdsOf = (orderId: number) =>
    app.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.doneAt)))
      .orderBy(asc(orderLines.id))
      .all()
      .map((line) => line.id);

  /**
   * Ticks line `lineId` of order `orderId` done, or takes the tick back; ticking a ticked line again changes nothing
   * (it keeps the time of the first tick). Answers every line of the order now ticked.
   */
  return function tickLine(orderId: number, lineId: number, done: boolean): LineTicks {
    // Beyond the kitchen's reach an order is answered like a missing one, as its ticket is.
    if (!kitchenMayRead(orderId)) throw notFound(`There is no order #${orderId}.`);
    const { changed, doneLineIds } = app.db.transaction((tx) => {
      const order = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
      if (!order) throw notFound(`There is no order #${orderId}.`);
      if (!ON_THE_STOVE.includes(order.status))
        throw conflict(`Order #${orderId} is not on the stove: it is ${STATUS_LABELS[order.status]}.`);
      const line = tx
        .select({ doneAt: orderLines.doneAt })
        .from(orderLines)
        .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
        .get();
      if (!line) throw notFound(`Order #${orderId} has no line #${lineId}.`);
      const changed = done !== (line.doneAt !== null);
      if (changed)
        tx.update(orderLines)
          .set({ doneAt: done ? Date.now() : null })
          .where(eq(orderLines.id, lineId))
          .run();
      return { changed, doneLineIds: doneLineIdsOf(orderId) };
    });
    const ticks = { orderId, doneLineIds };
    // A repeated tick tells the other screens nothing new.
    if (changed) app.realtime.publish([{ rooms: [ROOMS.kitchen], event: 'kitchen.lines', payload: ticks }]);
    return ticks;
  };
}
export type LineTicker = ReturnType<typeof createLineTicks>;

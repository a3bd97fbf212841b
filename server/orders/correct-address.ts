/**
 * A customer corrects where an order goes after the rider brought it back (a wrong address, a house not found).
 * Only between the return and the order's next trip out: once it is out again, the rider already has it. The new
 * destination and an order-event row recording the change are written together, then published, so the kitchen,
 * the admin and the customer's other screens see it live (and a reconnecting screen gets it replayed).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orders } from '../../drizzle/schema.ts';
import { STATUS_LABELS } from '../../shared/order-status.ts';
import { conflict, notFound } from '../errors.ts';
import { failedAttempt, movesOnly, recordEvent } from './order-events.ts';
import { chosenArea, requireDeliverable } from './delivery-point.ts';

export interface CorrectedDestination {
  orderId: number;
  latitude: number;
  longitude: number;
  address: string;
  sector: string;
}

/**
 * The order keeps the fee it was placed with: a corrected point must still be one the restaurant delivers to, but the
 * customer is not charged again for the rider's second trip. Its zone and extra minutes are the new point's.
 */
export function createAddressCorrector(app: FastifyInstance) {
  return function correctAddress(customerId: number, input: CorrectedDestination): void {
    requireDeliverable(app, input);
    const sector = chosenArea(app, input.sector);
    const newZone = (order: { totalCents: number; deliveryFeeCents: number }) => {
      const terms = requireDeliverable(app, input, order.totalCents - order.deliveryFeeCents);
      return { deliveryZone: terms.zone, deliveryExtraMinutes: terms.extraMinutes };
    };
    const { orderId } = input;
    const now = Date.now();
    const eventId = app.db.transaction((tx) => {
      const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      // Someone else's order is answered like a missing one: its existence is none of this customer's business.
      if (!order || order.customerId !== customerId || order.status === 'UNCONFIRMED')
        throw notFound(`You have no order #${orderId}.`);
      const lastMove = tx
        .select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, reason: orderEvents.reason })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), movesOnly))
        .orderBy(desc(orderEvents.id))
        .limit(1)
        .get();
      // Only a failed attempt, until the order goes out again: the rider may already be on the way to the old one.
      if (!lastMove || lastMove.toStatus !== order.status || !failedAttempt(lastMove))
        throw conflict(
          `Order #${orderId} is ${STATUS_LABELS[order.status]}. The delivery address can be changed only after ` +
            'a rider could not deliver it, until it goes out again.',
        );
      tx.update(orders)
        .set({
          address: input.address,
          sector,
          latitude: input.latitude,
          longitude: input.longitude,
          pointFromSector: false,
          ...newZone(order),
          updatedAt: now,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
        .run();
      return recordEvent(app.db, {
        orderId,
        from: order.status,
        to: order.status,
        actorId: customerId,
        at: now,
        reason: `${order.address} (${order.sector})`,
      });
    });
    app.orderFeed.publish([eventId]);
  };
}

/**
 * Confirming an order with its e-mailed code (UNCONFIRMED -> PROCESSING), sending a fresh code,
 * and cancelling orders nobody confirmed within 30 minutes.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oneTimeCodes, orders } from '../../drizzle/schema.ts';
import { describeCodeFailure } from '../codes/one-time-codes.ts';
import { badRequest, conflict, notFound, serviceUnavailable } from '../errors.ts';
import { codeLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { recordEvent } from './order-events.ts';

export const UNCONFIRMED_ORDER_TTL_MS = 30 * 60 * 1000;

type Customer = { id: number; name: string; email: string };

export function createOrderConfirmation(app: FastifyInstance) {
  const resendLimiter = new RateLimiter(LIMITS.codeResendPerAddress);

  /** The order the customer means: the one named, or their latest unconfirmed one (the spec's client sends only the code). */
  function pendingOrder(customerId: number, orderId: number | undefined) {
    const order = orderId
      ? app.db
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
          .get()
      : app.db
          .select()
          .from(orders)
          .where(and(eq(orders.customerId, customerId), eq(orders.status, 'UNCONFIRMED')))
          .orderBy(desc(orders.id))
          .limit(1)
          .get();
    // Another customer's order looks exactly like one that does not exist.
    if (!order) throw orderId ? notFound('No such order.') : badRequest('You have no order waiting for confirmation.');
    if (order.status === 'CANCELLED')
      throw conflict('This order was cancelled because it was not confirmed in time. Please place it again.');
    if (order.status !== 'UNCONFIRMED') throw conflict('This order is already confirmed.');
    return order;
  }

  return {
    confirm(customer: Customer, input: { otp: string; orderId?: number | undefined }): { orderId: number } {
      const order = pendingOrder(customer.id, input.orderId);
      let eventId = 0;
      const check = app.codes.check({ purpose: 'order', userId: customer.id, orderId: order.id }, input.otp, (tx) => {
        const now = Date.now();
        const moved = tx
          .update(orders)
          .set({ status: 'PROCESSING', confirmedAt: now, updatedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'UNCONFIRMED')))
          .run();
        if (moved.changes !== 1) throw conflict('This order can no longer be confirmed.');
        eventId = recordEvent(tx, {
          orderId: order.id,
          from: 'UNCONFIRMED',
          to: 'PROCESSING',
          actorId: customer.id,
          at: now,
        });
      });
      if (!check.ok) throw badRequest(describeCodeFailure(check));
      app.orderFeed.publish([eventId]);
      return { orderId: order.id };
    },

    async resend(customer: Customer, input: { orderId?: number | undefined }): Promise<{ orderId: number }> {
      const order = pendingOrder(customer.id, input.orderId);
      resendLimiter.consume(`order:${order.id}`, 'A code for this order was sent very recently.');
      const code = app.db.transaction((tx) =>
        app.codes.issue(tx, { purpose: 'order', userId: customer.id, orderId: order.id }),
      );
      const sent = await app.mail.send({
        to: customer.email,
        purpose: 'order-code',
        ...codeLetter({ name: customer.name, code, purpose: 'order', orderId: order.id }),
      });
      if (!sent.ok)
        throw serviceUnavailable("We couldn't send the e-mail right now. Please try again in a few minutes.");
      return { orderId: order.id };
    },
  };
}

/** Cancels every order left unconfirmed for 30 minutes, and kills its code. Returns how many were cancelled. */
export function cancelExpiredOrders(app: FastifyInstance, now = Date.now()): number {
  const eventIds = app.db.transaction((tx) => {
    const expired = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'UNCONFIRMED'), lt(orders.createdAt, now - UNCONFIRMED_ORDER_TTL_MS)))
      .all();
    return expired.map(({ id }) => {
      tx.update(orders).set({ status: 'CANCELLED', updatedAt: now }).where(eq(orders.id, id)).run();
      tx.update(oneTimeCodes)
        .set({ usedAt: now })
        .where(eq(oneTimeCodes.orderId, id))
        .run();
      return recordEvent(tx, {
        orderId: id,
        from: 'UNCONFIRMED',
        to: 'CANCELLED',
        actorId: null,
        at: now,
        reason: 'Not confirmed within 30 minutes',
      });
    });
  });
  app.orderFeed.publish(eventIds);
  return eventIds.length;
}

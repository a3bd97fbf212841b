/**
 * Confirming an order with its e-mailed code or its mail's button (UNCONFIRMED -> PROCESSING), sending a fresh code
 * and button, and cancelling orders nobody confirmed within 30 minutes.
 */
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  oneTimeCodes,
  optionChoices,
  orderEvents,
  orderLineChoices,
  orderLines,
  orders,
  products,
} from '../../drizzle/schema.ts';
import { ORDER_ALREADY_CONFIRMED } from '../../shared/order-confirmation.ts';
import { soldOutSincePlacedMessage } from '../../shared/orders.ts';
import { describeCodeFailure, describeLinkFailure, LINK_NOT_VALID, type CodeCheck } from '../codes/one-time-codes.ts';
import { groupCommit } from '../db/group-commit.ts';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../errors.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createConfirmMove } from './confirm-move.ts';
import { mailOrderCode } from './order-code-mail.ts';
import { recordEvent } from './order-events.ts';
import { soldOutRefusal } from './place-order.ts';

export const UNCONFIRMED_ORDER_TTL_MS = 30 * 60 * 1000;

type Customer = { id: number; name: string; email: string };

export function createOrderConfirmation(app: FastifyInstance) {
  const resendLimiter = new RateLimiter(LIMITS.codeResendPerAddress);
  const linkLimiter = new RateLimiter(LIMITS.confirmLinksPerIp);
  const commits = groupCommit(app.db);
  const confirmMove = createConfirmMove(app.db);
  const p = sql.placeholder;
  const pending = { id: orders.id, status: orders.status };
  const anyOrder = app.db
    .select({ ...pending, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, p('orderId')))
    .prepare();
  const namedOrder = app.db
    .select(pending)
    .from(orders)
    .where(and(eq(orders.id, p('orderId')), eq(orders.customerId, p('customerId'))))
    .prepare();
  const latestUnconfirmed = app.db
    .select(pending)
    .from(orders)
    .where(and(eq(orders.customerId, p('customerId')), eq(orders.status, 'UNCONFIRMED')))
    .orderBy(desc(orders.id))
    .limit(1)
    .prepare();

  /** The order's dishes the kitchen has sold out, or taken off the menu, since it was placed. */
  const soldOutLines = app.db
    .select({ id: products.id, name: orderLines.productName })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, p('orderId')), or(eq(products.available, false), isNotNull(products.deletedAt))))
    .prepare();
  /** The order's choices sold out, or no longer offered, since it was placed. */
  const soldOutChoices = app.db
    .select({ id: orderLineChoices.choiceId, choice: orderLineChoices.choiceName, dish: orderLines.productName })
    .from(orderLineChoices)
    .innerJoin(orderLines, eq(orderLines.id, orderLineChoices.orderLineId))
    .leftJoin(optionChoices, eq(optionChoices.id, orderLineChoices.choiceId))
    .where(and(eq(orderLines.orderId, p('orderId')), or(isNull(optionChoices.id), eq(optionChoices.available, false))))
    .prepare();
  const cancellation = app.db
    .select({ fromStatus: orderEvents.fromStatus, actorId: orderEvents.actorId, reason: orderEvents.reason })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, p('orderId')), eq(orderEvents.toStatus, 'CANCELLED')))
    .orderBy(desc(orderEvents.id))
    .limit(1)
    .prepare();

  /** Who cancelled the order, in the words its customer is told: the clock, the customer, or the restaurant. */
  function whyCancelled(orderId: number, customerId: number): string {
    const event = cancellation.get({ orderId });
    if (!event || event.fromStatus === 'UNCONFIRMED')
      return 'This order was cancelled because it was not confirmed in time. Please place it again.';
    if (event.actorId === customerId) return 'You cancelled this order. Place it again if you would still like it.';
    return `The restaurant cancelled this order${event.reason ? `: ${event.reason}` : '.'}`;
  }

  /** The order the customer means: the one named, or their latest unconfirmed one (the spec's client sends only the code). */
  function pendingOrder(customerId: number, orderId: number | undefined) {
    const order = orderId ? namedOrder.get({ orderId, customerId }) : latestUnconfirmed.get({ customerId });
    // Another customer's order looks exactly like one that does not exist.
    if (!order) throw orderId ? notFound('No such order.') : badRequest('You have no order waiting for confirmation.');
    if (order.status === 'CANCELLED') throw conflict(whyCancelled(order.id, customerId));
    if (order.status !== 'UNCONFIRMED') throw conflict('This order is already confirmed.');
    return order;
  }

  /**
   * Sends the order to the kitchen when `check` finds what confirms it, in the check's own transaction. A dish sold
   * out since the order was placed refuses it, and the refusal undoes the check: the credential stays unspent and the
   * order unconfirmed, for when the dish is back.
   */
  function confirmChecked(orderId: number, by: number, check: (onSuccess: () => void) => CodeCheck) {
    let eventId = 0;
    const result = check(() => {
      const gone = soldOutLines.all({ orderId });
      const goneChoices = soldOutChoices.all({ orderId });
      if (gone.length > 0 || goneChoices.length > 0) {
        const names = [...gone.map((dish) => dish.name), ...goneChoices.map((c) => `${c.choice} (${c.dish})`)];
        throw soldOutRefusal(
          gone,
          soldOutSincePlacedMessage(names),
          goneChoices.flatMap((choice) => (choice.id === null ? [] : [choice.id])),
        );
      }
      eventId = confirmMove(orderId, by, Date.now());
    });
    return { check: result, eventId };
  }

  return {
    /** Answers once the spent code and the order's new status are committed together (a wrong try counts too). */
    async confirm(
      customer: Customer,
      input: { otp: string; orderId?: number | undefined },
    ): Promise<{ orderId: number }> {
      const { orderId, check, eventId } = await commits.write(() => {
        const order = pendingOrder(customer.id, input.orderId);
        const subject = { purpose: 'order', userId: customer.id, orderId: order.id } as const;
        return {
          orderId: order.id,
          ...confirmChecked(order.id, customer.id, (onSuccess) => app.codes.check(subject, input.otp, onSuccess)),
        };
      });
      if (!check.ok) throw badRequest(describeCodeFailure(check));
      app.orderFeed.publish([eventId]);
      return { orderId };
    },

    /**
     * Confirms with the token of the mail's button, for whoever holds it, signed in or not: the order's customer is
     * its actor. A wrong token counts as a wrong try at the order's code. What became of an order already confirmed or
     * cancelled is told only to a holder of one of its links.
     */
    async confirmByLink(input: { orderId: number; token: string }, ip: string) {
      linkLimiter.consume(ip, 'Too many confirmations from your network.');
      const { subject, check, eventId } = await commits.write(() => {
        const order = anyOrder.get({ orderId: input.orderId });
        if (!order) throw badRequest(LINK_NOT_VALID);
        const subject = { purpose: 'order', userId: order.customerId, orderId: order.id } as const;
        if (order.status !== 'UNCONFIRMED') {
          if (!app.codes.linkWasIssued(subject, input.token)) throw badRequest(LINK_NOT_VALID);
          if (order.status === 'CANCELLED') throw conflict(whyCancelled(order.id, order.customerId));
          throw new AppError(409, `Order #${order.id} is already confirmed.`, { code: ORDER_ALREADY_CONFIRMED });
        }
        return {
          subject,
          ...confirmChecked(order.id, order.customerId, (onSuccess) =>
            app.codes.checkLink(subject, input.token, onSuccess),
          ),
        };
      });
      if (!check.ok) throw badRequest(describeLinkFailure(check, app.codes.linkWasIssued(subject, input.token)));
      app.orderFeed.publish([eventId]);
      return { orderId: subject.orderId, customerId: subject.userId };
    },

    async resend(customer: Customer, input: { orderId?: number | undefined }): Promise<{ orderId: number }> {
      const order = pendingOrder(customer.id, input.orderId);
      resendLimiter.consume(`order:${order.id}`, 'A code for this order was sent very recently.');
      // Retiring the old code and link and storing the new ones go together.
      const credential = app.db.transaction(() =>
        app.codes.issueWithLink({ purpose: 'order', userId: customer.id, orderId: order.id }),
      );
      const sent = await mailOrderCode(app, customer, order.id, credential);
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
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.status, 'UNCONFIRMED'), lt(orders.createdAt, now - UNCONFIRMED_ORDER_TTL_MS)))
      .all();
    return expired.map(({ id, customerId }) => {
      tx.update(orders).set({ status: 'CANCELLED', updatedAt: now }).where(eq(orders.id, id)).run();
      // Named by its whole subject, so the lookup uses the codes' index rather than reading every code.
      tx.update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(eq(oneTimeCodes.purpose, 'order'), eq(oneTimeCodes.userId, customerId), eq(oneTimeCodes.orderId, id)),
        )
        .run();
      return recordEvent(app.db, {
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

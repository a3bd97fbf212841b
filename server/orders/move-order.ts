/**
 * Staff moves an order along (prepare, complete, deliver, report a failed delivery). Each move is checked by the
 * shared state machine, writes the status and its order-event row in one transaction, is published once
 * committed, and tells the customer (and, for a failed delivery, the restaurant) by e-mail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, users } from '../../drizzle/schema.ts';
import { checkMove, ORDER_MOVES, STATUS_LABELS, type OrderMove } from '../../shared/order-status.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { failedDeliveryLetter, orderNoticeLetter, type OrderNotice } from '../mail/templates.ts';
import { recordEvent } from './order-events.ts';

const NOTICE_FOR: Record<OrderMove, OrderNotice> = {
  prepare: 'preparing',
  complete: 'on-the-way',
  deliver: 'delivered',
  failDelivery: 'delayed',
};

const DONE_AS: Record<OrderMove, string> = {
  prepare: 'start being prepared',
  complete: 'be marked completed',
  deliver: 'be marked delivered',
  failDelivery: 'be reported as not delivered',
};

export function createOrderMover(app: FastifyInstance, options: { publicUrl: string }) {
  function notify(
    move: OrderMove,
    order: typeof orders.$inferSelect,
    actor: AuthenticatedUser,
    reason: string | undefined,
  ) {
    const customer = app.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.customerId))
      .get();
    if (customer) {
      const letter = orderNoticeLetter({
        name: customer.name,
        orderId: order.id,
        notice: NOTICE_FOR[move],
        trackUrl: `${options.publicUrl}/track-order`,
      });
      app.mail.sendLater({ to: customer.email, purpose: `order-${NOTICE_FOR[move]}`, ...letter });
    }
    if (move !== 'failDelivery') return;
    const admins = app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.deactivatedAt)))
      .all();
    const letter = failedDeliveryLetter({
      orderId: order.id,
      reason: reason ?? '',
      reportedBy: `${actor.name} <${actor.email}>`,
      address: `${order.address} (${order.sector})`,
      customerName: customer?.name ?? 'unknown',
    });
    for (const admin of admins) app.mail.sendLater({ to: admin.email, purpose: 'failed-delivery', ...letter });
  }

  return function moveOrder(actor: AuthenticatedUser, move: OrderMove, orderId: number, reason?: string): void {
    const rule = ORDER_MOVES[move];
    const now = Date.now();
    const { order, eventId } = app.db.transaction((tx) => {
      const current = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      // Unconfirmed orders are the customer's business until confirmed: to staff they do not exist yet.
      if (!current || current.status === 'UNCONFIRMED') throw notFound(`There is no order #${orderId}.`);
      const check = checkMove(move, current.status, actor.role);
      if (!check.ok) {
        if (check.reason === 'role') throw forbidden();
        throw conflict(
          `Order #${orderId} is ${current.status} (${STATUS_LABELS[current.status]}), so it can't ${DONE_AS[move]}.`,
        );
      }
      const moved = tx
        .update(orders)
        .set({ status: rule.to, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, rule.from)))
        .returning()
        .get();
      if (!moved) throw conflict(`Order #${orderId} was just moved by someone else.`);
      return {
        order: moved,
        eventId: recordEvent(app.db, {
          orderId,
          from: rule.from,
          to: rule.to,
          actorId: actor.id,
          at: now,
          ...(reason ? { reason } : {}),
        }),
      };
    });
    app.orderFeed.publish([eventId]);
    notify(move, order, actor, reason);
  };
}
export type OrderMover = ReturnType<typeof createOrderMover>;

/**
 * People move an order along (prepare, complete, deliver, report a failed delivery, cancel). Each move is checked by
 * the shared state machine, writes the status and its order-event row in one transaction, is published once
 * committed, and tells the customer (and, for a failed delivery, the restaurant) by e-mail. A customer moves only
 * their own orders, and needs no mail about what they did themselves.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, users } from '../../drizzle/schema.ts';
import { checkMove, ORDER_MOVES, STATUS_LABELS, type OrderMove, type OrderStatus } from '../../shared/order-status.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import {
  failedDeliveryLetter,
  orderCancelledLetter,
  orderNoticeLetter,
  type Letter,
  type OrderNotice,
  type Sender,
} from '../mail/templates.ts';
import { recordEvent } from './order-events.ts';

const NOTICE_FOR: Partial<Record<OrderMove, OrderNotice>> = {
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
  cancel: 'be cancelled',
  cancelByRestaurant: 'be cancelled',
};

/** What a refused move cannot do, with the reason that is true of the status the order is in. */
function cannot(move: OrderMove, status: OrderStatus): string {
  if (move !== 'cancel') return DONE_AS[move];
  if (status === 'PREPARING' || status === 'COMPLETED')
    return 'be cancelled any more: the kitchen has started it. Please call the restaurant';
  if (status === 'UNCONFIRMED')
    return 'be cancelled: the kitchen never sees an order before its code is entered, and it lapses by itself';
  return DONE_AS[move];
}

/** What the customer is told of a move, if anything: the restaurant's cancellation comes with its reason. */
function customerLetter(
  move: OrderMove,
  about: { sender: Sender; name: string; orderId: number; reason: string; trackUrl: string },
): (Letter & { purpose: string }) | null {
  if (move === 'cancelByRestaurant') return { purpose: 'order-cancelled', ...orderCancelledLetter(about) };
  const notice = NOTICE_FOR[move];
  return notice ? { purpose: `order-${notice}`, ...orderNoticeLetter({ ...about, notice }) } : null;
}

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
    const letter =
      customer &&
      customerLetter(move, {
        sender: app.restaurant.profile(),
        name: customer.name,
        orderId: order.id,
        reason: reason ?? '',
        trackUrl: `${options.publicUrl}/track-order`,
      });
    if (customer && letter) app.mail.sendLater({ to: customer.email, ...letter });
    if (move !== 'failDelivery') return;
    const admins = app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.deactivatedAt)))
      .all();
    const report = failedDeliveryLetter({
      sender: app.restaurant.profile(),
      orderId: order.id,
      reason: reason ?? '',
      reportedBy: `${actor.name} <${actor.email}>`,
      address: `${order.address} (${order.sector})`,
      customerName: customer?.name ?? 'unknown',
    });
    for (const admin of admins) app.mail.sendLater({ to: admin.email, purpose: 'failed-delivery', ...report });
  }

  return function moveOrder(actor: AuthenticatedUser, move: OrderMove, orderId: number, reason?: string): void {
    const { to } = ORDER_MOVES[move];
    const now = Date.now();
    const { order, eventId } = app.db.transaction((tx) => {
      const current = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      const customer = actor.role === 'CUSTOMER';
      // Someone else's order is answered like a missing one: its existence is none of this customer's business.
      if (customer && current?.customerId !== actor.id) throw notFound(`You have no order #${orderId}.`);
      // Unconfirmed orders are the customer's business until confirmed: to staff they do not exist yet.
      if (!current || (!customer && current.status === 'UNCONFIRMED')) throw notFound(`There is no order #${orderId}.`);
      const check = checkMove(move, current.status, actor.role);
      if (!check.ok) {
        if (check.reason === 'role') throw forbidden();
        throw conflict(
          `Order #${orderId} is ${current.status} (${STATUS_LABELS[current.status]}), so it can't ${cannot(move, current.status)}.`,
        );
      }
      const moved = tx
        .update(orders)
        .set({ status: to, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, current.status)))
        .returning()
        .get();
      if (!moved) throw conflict(`Order #${orderId} was just moved by someone else.`);
      return {
        order: moved,
        eventId: recordEvent(app.db, {
          orderId,
          from: current.status,
          to,
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

/**
 * People move an order along (prepare, complete, deliver, report a failed delivery, cancel). Each move is checked by
 * the shared state machine, writes the status and its order-event row in one transaction, is published once
 * committed, and tells the customer (and, for a failed delivery, the restaurant) by e-mail. A customer moves only
 * their own orders, and needs no mail about what they did themselves.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, riderPositions, users } from '../../drizzle/schema.ts';
import { checkMove, ORDER_MOVES, STATUS_LABELS, type OrderMove, type OrderStatus } from '../../shared/order-status.ts';
import type { FailedDeliveryOutcome } from '../../shared/staff-orders.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
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
  // The customer hears "on its way" when a rider has the bag, not when the food reaches the pass.
  take: 'on-the-way',
  assign: 'on-the-way',
  deliver: 'delivered',
  failDelivery: 'delayed',
  retryDelivery: 'retrying',
  giveUpDelivery: 'undelivered',
};

/** A failed attempt's move, by what the rider chose for the food. */
export const FAILED_ATTEMPT_MOVES: Record<FailedDeliveryOutcome, OrderMove> = {
  RETRY: 'retryDelivery',
  KITCHEN: 'failDelivery',
  GIVE_UP: 'giveUpDelivery',
};
const OUTCOME_OF: Partial<Record<OrderMove, FailedDeliveryOutcome>> = {
  retryDelivery: 'RETRY',
  failDelivery: 'KITCHEN',
  giveUpDelivery: 'GIVE_UP',
};

const DONE_AS: Record<OrderMove, string> = {
  prepare: 'start being prepared',
  complete: 'be marked completed',
  take: 'be taken',
  handBack: 'be handed back',
  assign: 'be given to a rider',
  deliver: 'be marked delivered',
  failDelivery: 'be reported as not delivered',
  retryDelivery: 'be reported as not delivered',
  giveUpDelivery: 'be reported as not delivered',
  cancel: 'be cancelled',
  cancelByRestaurant: 'be cancelled',
};

/** Moves only the rider who has the bag may make. */
const HOLDER_ONLY = new Set<OrderMove>(['handBack', 'deliver', 'failDelivery', 'retryDelivery', 'giveUpDelivery']);

/** What a refused move cannot do, with the reason that is true of the status the order is in. */
function cannot(move: OrderMove, status: OrderStatus): string {
  if (move !== 'cancel') return DONE_AS[move];
  if (status === 'UNCONFIRMED')
    return 'be cancelled: the kitchen never sees an order before its code is entered, and it lapses by itself';
  if (status !== 'PROCESSING' && status !== 'DELIVERED' && status !== 'CANCELLED')
    return 'be cancelled any more: the kitchen has started it. Please call the restaurant';
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

export interface MoveDetails {
  /** A failed delivery's or a cancellation's reason. */
  reason?: string;
  /** For `assign`: the rider given the order. */
  riderId?: number;
}

type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createOrderMover(app: FastifyInstance, options: { publicUrl: string }) {
  const firstNameOf = (db: Db | Tx, userId: number) =>
    db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name.trim().split(/\s+/)[0] ??
    'another rider';

  function notify(move: OrderMove, order: OrderRow, actor: AuthenticatedUser, reason: string | undefined) {
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
    const next = OUTCOME_OF[move];
    if (!next) return;
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
      next,
    });
    for (const admin of admins) app.mail.sendLater({ to: admin.email, purpose: 'failed-delivery', ...report });
  }

  /** The rider an assignment names: active delivery staff, or a 404 that says so. */
  function assignee(tx: Tx, riderId: number | undefined): number {
    const rider =
      riderId === undefined
        ? undefined
        : tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, riderId), eq(users.role, 'DELIVERY_MAN'), isNull(users.deactivatedAt)))
            .get();
    if (!rider) throw notFound(`There is no active rider #${riderId ?? ''}.`);
    return rider.id;
  }

  /**
   * Who has the bag after the move, and the rows it writes: most moves write one event, but a delivery the spec's
   * client reports straight from the pass is recorded as taken first, and a change of rider as handed back first.
   */
  function steps(tx: Tx, actor: AuthenticatedUser, move: OrderMove, current: OrderRow, details: MoveDetails) {
    const { to } = ORDER_MOVES[move];
    const holder = current.riderId;
    const heldByOther = holder !== null && holder !== actor.id;
    const withWhom = () => `Order #${current.id} is with ${firstNameOf(tx, holder!)}.`;
    type Step = { from: OrderStatus; to: OrderStatus; riderId: number | null; reason?: string };
    const step = (from: OrderStatus, stepTo: OrderStatus, riderId: number | null, reason?: string): Step => ({
      from,
      to: stepTo,
      riderId,
      ...(reason ? { reason } : {}),
    });
    const { reason } = details;

    if (move === 'take') {
      if (heldByOther) throw conflict(withWhom());
      return { riderAfter: actor.id, steps: [step('COMPLETED', to, actor.id)] };
    }
    if (move === 'assign') {
      const riderId = assignee(tx, details.riderId);
      if (current.status === 'OUT_FOR_DELIVERY' && holder === riderId) throw conflict(withWhom());
      const before =
        current.status === 'OUT_FOR_DELIVERY'
          ? [step('OUT_FOR_DELIVERY', 'COMPLETED', null), step('COMPLETED', to, riderId)]
          : [step(current.status, to, riderId)];
      return { riderAfter: riderId, steps: before };
    }
    if (HOLDER_ONLY.has(move)) {
      if (heldByOther) throw conflict(`${withWhom()} Only that rider can report on it.`);
      // The spec's client has no "take": an order delivered (or brought back) from the pass was taken by its rider.
      const taken = current.status === 'COMPLETED' ? [step('COMPLETED', 'OUT_FOR_DELIVERY', actor.id)] : [];
      const keeps = move === 'deliver' || move === 'retryDelivery';
      return {
        riderAfter: keeps ? actor.id : null,
        steps: [...taken, step('OUT_FOR_DELIVERY', to, null, reason)],
      };
    }
    return { riderAfter: holder, steps: [step(current.status, to, null, reason)] };
  }

  return function moveOrder(
    actor: AuthenticatedUser,
    move: OrderMove,
    orderId: number,
    details: MoveDetails = {},
  ): void {
    const { to } = ORDER_MOVES[move];
    const now = Date.now();
    const { order, eventIds } = app.db.transaction((tx) => {
      const current = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      const customer = actor.role === 'CUSTOMER';
      // Someone else's order is answered like a missing one: its existence is none of this customer's business.
      if (customer && current?.customerId !== actor.id) throw notFound(`You have no order #${orderId}.`);
      // Unconfirmed orders are the customer's business until confirmed: to staff they do not exist yet.
      if (!current || (!customer && current.status === 'UNCONFIRMED')) throw notFound(`There is no order #${orderId}.`);
      // Two riders tapping "I'm taking it" at once: the one who finds it gone is told who has it.
      if (move === 'take' && actor.role === 'DELIVERY_MAN' && current.status === 'OUT_FOR_DELIVERY') {
        if (current.riderId === actor.id) throw conflict(`Order #${orderId} is with you already.`);
        throw conflict(`Order #${orderId} is with ${firstNameOf(tx, current.riderId!)}.`);
      }
      const check = checkMove(move, current.status, actor.role);
      if (!check.ok) {
        if (check.reason === 'role') throw forbidden();
        throw conflict(
          `Order #${orderId} is ${current.status} (${STATUS_LABELS[current.status]}), so it can't ${cannot(move, current.status)}.`,
        );
      }
      const plan = steps(tx, actor, move, current, details);
      // Guarded by the status and the holder read above: of two riders taking one order at once, one finds it moved.
      const moved = tx
        .update(orders)
        .set({ status: to, riderId: plan.riderAfter, updatedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, current.status),
            current.riderId === null ? isNull(orders.riderId) : eq(orders.riderId, current.riderId),
          ),
        )
        .returning()
        .get();
      if (!moved) throw conflict(`Order #${orderId} was just moved by someone else.`);
      // A position belongs to one trip: whatever the move, the last one is no longer where this order's rider is.
      tx.delete(riderPositions).where(eq(riderPositions.orderId, orderId)).run();
      return {
        order: moved,
        eventIds: plan.steps.map((step) => recordEvent(app.db, { orderId, ...step, actorId: actor.id, at: now })),
      };
    });
    app.orderFeed.publish(eventIds);
    notify(move, order, actor, details.reason);
  };
}
export type OrderMover = ReturnType<typeof createOrderMover>;

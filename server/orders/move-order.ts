/**
 * People move an order along (prepare, complete, deliver, report a failed delivery, cancel), and the kitchen recalls
 * its last bump. Each move is checked by the shared state machine, writes the status and its order-event row in one
 * transaction, is published once committed, and tells the customer (and, for a failed delivery, the restaurant) by
 * e-mail. A customer moves only their own orders, and needs no mail about what they did themselves; a recall, and a
 * second start after one, tell nobody.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orderLines, orders, riderPositions, users } from '../../drizzle/schema.ts';
import {
  checkMove,
  isRecall,
  ORDER_MOVES,
  recallFrom,
  STATUS_LABELS,
  type OrderMove,
  type OrderStatus,
  type RecallMove,
} from '../../shared/order-status.ts';
import { RECALL_WINDOW_MS, type FailedDeliveryOutcome } from '../../shared/staff-orders.ts';
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
import { movesOnly, recordEvent } from './order-events.ts';

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
  recallToQueue: 'be recalled',
  recallToPreparing: 'be recalled',
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

/**
 * Asks for the kitchen's "Recall" of an order's last bump: `recallToQueue` or `recallToPreparing`, whichever undoes a
 * bump into the status the order is in when the move is made.
 */
export const RECALL = 'recall';
export type MoveRequest = OrderMove | typeof RECALL;

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
   * Refuses a recall unless the order's last move (an address correction is none) is the bump it undoes, made less
   * than `RECALL_WINDOW_MS` ago.
   */
  function refuseLateRecall(tx: Tx, move: RecallMove, current: OrderRow, now: number) {
    const bump = ORDER_MOVES[ORDER_MOVES[move].recalls];
    const last = tx
      .select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, current.id), movesOnly))
      .orderBy(desc(orderEvents.id))
      .limit(1)
      .get();
    if (last?.fromStatus !== bump.from || last.toStatus !== bump.to)
      throw conflict(
        `Order #${current.id} can't be recalled: only the kitchen's last move of a ticket can be, within ` +
          `${RECALL_WINDOW_MS / 1000} seconds.`,
      );
    if (now - last.at >= RECALL_WINDOW_MS)
      throw conflict(
        `Too late to recall order #${current.id}: it was bumped more than ${RECALL_WINDOW_MS / 1000} seconds ago.`,
      );
  }

  /** Whether the customer already heard that this order is being prepared: a recall and a second start say nothing. */
  const startedBefore = (orderId: number) =>
    (app.db
      .select({ n: count() })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.fromStatus, ORDER_MOVES.prepare.from),
          eq(orderEvents.toStatus, ORDER_MOVES.prepare.to),
        ),
      )
      .get()?.n ?? 0) > 1;

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

  /** Makes the move (a recall: the one that fits the order's status) and answers which move it made. */
  return function moveOrder(
    actor: AuthenticatedUser,
    request: MoveRequest,
    orderId: number,
    details: MoveDetails = {},
  ): OrderMove {
    const now = Date.now();
    const { order, eventIds, move } = app.db.transaction((tx) => {
      const current = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      // An order in no status a recall starts from is refused by the state machine as the queue's recall.
      const move = request === RECALL ? (current && recallFrom(current.status)) || 'recallToQueue' : request;
      const { to } = ORDER_MOVES[move];
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
      // A ticket a rider took (or keeps, to try the door again) is the rider's now: the kitchen is told whose.
      const mayRecall = isRecall(move) && (check.ok || check.reason === 'status');
      const withRider = current.status === 'OUT_FOR_DELIVERY' || current.status === 'COMPLETED';
      if (mayRecall && withRider && current.riderId !== null)
        throw conflict(`Order #${orderId} is with ${firstNameOf(tx, current.riderId)}.`);
      if (!check.ok) {
        if (check.reason === 'role') throw forbidden();
        throw conflict(
          `Order #${orderId} is ${current.status} (${STATUS_LABELS[current.status]}), so it can't ${cannot(move, current.status)}.`,
        );
      }
      if (isRecall(move)) refuseLateRecall(tx, move, current, now);
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
      // Food sent back to be made again is cooked afresh: no line of it is done any more.
      if (move === 'failDelivery')
        tx.update(orderLines).set({ doneAt: null }).where(eq(orderLines.orderId, orderId)).run();
      return {
        move,
        order: moved,
        eventIds: plan.steps.map((step) => recordEvent(app.db, { orderId, ...step, actorId: actor.id, at: now })),
      };
    });
    app.orderFeed.publish(eventIds);
    if (!(move === 'prepare' && startedBefore(orderId))) notify(move, order, actor, details.reason);
    return move;
  };
}
export type OrderMover = ReturnType<typeof createOrderMover>;

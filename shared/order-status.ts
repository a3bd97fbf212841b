/**
 * The order state machine: every status, every move, and who may make it. The server refuses what this refuses
 * (403 for the wrong role, 409 for the wrong status), and the kitchen board allows only the drops it allows.
 */
import type { Role } from './constants.ts';

export const ORDER_STATUSES = [
  'UNCONFIRMED',
  'PROCESSING',
  'PREPARING',
  /** Ready on the pass, waiting for a rider; or with the rider who will try the door again (`riderId` kept). */
  'COMPLETED',
  /** A rider has the bag and is on the way (docs/decisions/0037). */
  'OUT_FOR_DELIVERY',
  /** The rider gave up at the door: the restaurant decides, usually to cancel. */
  'DELIVERY_FAILED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the spec's API knows. Answers shaped by the spec say one of these (see `specStatus`). */
export const SPEC_STATUSES = ['UNCONFIRMED', 'PROCESSING', 'PREPARING', 'COMPLETED', 'DELIVERED', 'CANCELLED'] as const;
export type SpecStatus = (typeof SPEC_STATUSES)[number];

/**
 * The spec's name for a status: an order with a rider, or back from one, is still COMPLETED ("In Transit") to the
 * spec's four-step tracker, which knows no other step between ready and delivered.
 */
export function specStatus(status: OrderStatus): SpecStatus {
  return status === 'OUT_FOR_DELIVERY' || status === 'DELIVERY_FAILED' ? 'COMPLETED' : status;
}

/** The statuses of an order on the riders' shelf: ready, out, or given up at the door. */
export const DELIVERY_STATUSES = ['COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'] as const satisfies OrderStatus[];
/** Confirmed and not yet delivered or cancelled. */
export const UNDER_WAY_STATUSES = [
  'PROCESSING',
  'PREPARING',
  'COMPLETED',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
] as const satisfies OrderStatus[];

/** Moves people make through the API. Confirmation and expiry have their own paths (the code, the clock). */
export const ORDER_MOVES = {
  prepare: { from: 'PROCESSING', to: 'PREPARING', role: 'WORKER' },
  complete: { from: 'PREPARING', to: 'COMPLETED', role: 'WORKER' },
  /** "I'm taking it": a ready order nobody holds, or one the same rider will try again, leaves with this rider. */
  take: { from: 'COMPLETED', to: 'OUT_FOR_DELIVERY', role: 'DELIVERY_MAN' },
  /** The rider puts the bag back on the pass for another rider. */
  handBack: { from: 'OUT_FOR_DELIVERY', to: 'COMPLETED', role: 'DELIVERY_MAN' },
  /**
   * The restaurant gives an order to a rider. From OUT_FOR_DELIVERY it changes rider: recorded as a hand-back by the
   * restaurant, then this, so no event leaves an order where it was (that is an address correction's shape).
   */
  assign: { from: ['COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'], to: 'OUT_FOR_DELIVERY', role: 'ADMIN' },
  /** From COMPLETED only for the spec's client, which has no "take": recorded as taken, then delivered. */
  deliver: { from: ['OUT_FOR_DELIVERY', 'COMPLETED'], to: 'DELIVERED', role: 'DELIVERY_MAN' },
  /** "Back to the kitchen": the food has to be made again. */
  failDelivery: { from: ['OUT_FOR_DELIVERY', 'COMPLETED'], to: 'PREPARING', role: 'DELIVERY_MAN' },
  /** "Try again": the rider keeps the bag and the order waits to go out again with them. */
  retryDelivery: { from: 'OUT_FOR_DELIVERY', to: 'COMPLETED', role: 'DELIVERY_MAN' },
  /** "Give up": the restaurant decides what happens, with the rider's reason. */
  giveUpDelivery: { from: 'OUT_FOR_DELIVERY', to: 'DELIVERY_FAILED', role: 'DELIVERY_MAN' },
  /** A customer takes back an order still waiting in the queue: once the kitchen has started it, only the restaurant can. */
  cancel: { from: 'PROCESSING', to: 'CANCELLED', role: 'CUSTOMER' },
  /** The restaurant calls off any confirmed order not yet delivered, and tells the customer why. */
  cancelByRestaurant: { from: UNDER_WAY_STATUSES, to: 'CANCELLED', role: 'ADMIN' },
  /**
   * "Recall": the kitchen takes back a bump it made by mistake, within `RECALL_WINDOW_MS` (shared/staff-orders.ts).
   * Only the last move of the order, and only that kitchen move, can be recalled: never a drop on the board.
   */
  recallToQueue: { from: 'PREPARING', to: 'PROCESSING', role: 'WORKER', recalls: 'prepare' },
  /** A ready order no rider has taken goes back on the stove (recorded as a recall, not a rider's return). */
  recallToPreparing: { from: 'COMPLETED', to: 'PREPARING', role: 'WORKER', recalls: 'complete' },
} as const satisfies Record<
  string,
  {
    from: OrderStatus | readonly OrderStatus[];
    to: OrderStatus;
    role: Role;
    /** A recall undoes the named move: it is made only by asking for it, never picked by `moveBetween`. */
    recalls?: string;
  }
>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** The kitchen's recalls, each undoing one of its bumps. */
export type RecallMove = {
  [Move in OrderMove]: (typeof ORDER_MOVES)[Move] extends { recalls: string } ? Move : never;
}[OrderMove];

/** Whether a move is a recall: it undoes the last bump rather than moving the order on. */
export function isRecall(move: OrderMove): move is RecallMove {
  return 'recalls' in ORDER_MOVES[move];
}

/** The recall that takes back a bump into `status`, if one can: Preparing back to the Queue, Ready back to Preparing. */
export function recallFrom(status: OrderStatus): RecallMove | null {
  for (const name of Object.keys(ORDER_MOVES) as OrderMove[])
    if (isRecall(name) && startsFrom(name, status)) return name;
  return null;
}

/** Whether `move` can start from `status` (some moves start from several). */
export function startsFrom(move: OrderMove, status: OrderStatus): boolean {
  const from: OrderStatus | readonly OrderStatus[] = ORDER_MOVES[move].from;
  return typeof from === 'string' ? from === status : from.includes(status);
}

export type MoveCheck = { ok: true } | { ok: false; reason: 'role' | 'status' };

/** Whether `role` may make `move` on an order that is now `status`. The role is checked first, as the server does. */
export function checkMove(move: OrderMove, status: OrderStatus, role: Role): MoveCheck {
  const rule = ORDER_MOVES[move];
  if (rule.role !== role) return { ok: false, reason: 'role' };
  if (!startsFrom(move, status)) return { ok: false, reason: 'status' };
  return { ok: true };
}

/**
 * The move that takes an order from one status to another for this role, if there is one (the board's drops).
 * Recalls are left out: a card dragged back to the Queue is not a recall, which only a "Recall" asks for.
 */
export function moveBetween(from: OrderStatus, to: OrderStatus, role: Role): OrderMove | null {
  for (const [name, rule] of Object.entries(ORDER_MOVES) as [OrderMove, (typeof ORDER_MOVES)[OrderMove]][]) {
    if (!isRecall(name) && startsFrom(name, from) && rule.to === to && rule.role === role) return name;
  }
  return null;
}

/** How a status reads to a person: in messages, on the board and on the tracker. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  UNCONFIRMED: 'waiting for its confirmation code',
  PROCESSING: 'in the queue',
  PREPARING: 'being prepared',
  COMPLETED: 'ready, waiting for a rider',
  OUT_FOR_DELIVERY: 'out for delivery',
  DELIVERY_FAILED: 'back from a failed delivery, waiting for the restaurant',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

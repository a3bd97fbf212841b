/**
 * The order state machine: every status, every move, and who may make it. The server refuses what this refuses
 * (403 for the wrong role, 409 for the wrong status), and the kitchen board allows only the drops it allows.
 */
import type { Role } from './constants.ts';

export const ORDER_STATUSES = [
  'UNCONFIRMED',
  'PROCESSING',
  'PREPARING',
  'COMPLETED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Moves people make through the API. Confirmation and expiry have their own paths (the code, the clock). */
export const ORDER_MOVES = {
  prepare: { from: 'PROCESSING', to: 'PREPARING', role: 'WORKER' },
  complete: { from: 'PREPARING', to: 'COMPLETED', role: 'WORKER' },
  deliver: { from: 'COMPLETED', to: 'DELIVERED', role: 'DELIVERY_MAN' },
  /** A failed delivery goes back to the kitchen to be prepared again. */
  failDelivery: { from: 'COMPLETED', to: 'PREPARING', role: 'DELIVERY_MAN' },
  /** A customer takes back an order still waiting in the queue: once the kitchen has started it, only the restaurant can. */
  cancel: { from: 'PROCESSING', to: 'CANCELLED', role: 'CUSTOMER' },
  /** The restaurant calls off any confirmed order not yet delivered, and tells the customer why. */
  cancelByRestaurant: { from: ['PROCESSING', 'PREPARING', 'COMPLETED'], to: 'CANCELLED', role: 'ADMIN' },
} as const satisfies Record<string, { from: OrderStatus | readonly OrderStatus[]; to: OrderStatus; role: Role }>;
export type OrderMove = keyof typeof ORDER_MOVES;

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

/** The move that takes an order from one status to another for this role, if there is one (the board's drops). */
export function moveBetween(from: OrderStatus, to: OrderStatus, role: Role): OrderMove | null {
  for (const [name, rule] of Object.entries(ORDER_MOVES) as [OrderMove, (typeof ORDER_MOVES)[OrderMove]][]) {
    if (startsFrom(name, from) && rule.to === to && rule.role === role) return name;
  }
  return null;
}

/** How a status reads to a person: in messages, on the board and on the tracker. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  UNCONFIRMED: 'waiting for its confirmation code',
  PROCESSING: 'in the queue',
  PREPARING: 'being prepared',
  COMPLETED: 'out for delivery',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

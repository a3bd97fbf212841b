/**
 * The administrator's orders desk: every order, filtered and paged, and one order with its whole history and who
 * made each move (docs/decisions/0026).
 */
import { z } from 'zod';
import { PAYMENT_METHODS, ROLES } from './constants.ts';
import { dayRangeInOrder, dayRangeParams } from './insights.ts';
import { numberOrNumeral, pathId } from './numerals.ts';
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { orderItem } from './orders.ts';
import { plainLine } from './plain-text.ts';
import { riderRef } from './staff-orders.ts';

/** Orders on one page of the desk. */
export const DESK_PAGE_SIZE = 25;
export const DESK_SEARCH_MAX = 100;
/** The `code` of a 400 for a page past the last one: the list shrank (or the link is old), so start again at page 1. */
export const PAGE_OUT_OF_RANGE = 'PAGE_OUT_OF_RANGE';

// A form sends an empty value for "any", so it means the same as leaving the parameter out.
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * `?status=&startDate=&endDate=&q=&page=`. Without a status, the orders the restaurant received (confirmed ones);
 * with one, every order in it, so UNCONFIRMED orders and those that expired unconfirmed show only when asked for.
 */
export const deskListQuery = z
  .object({
    status: z.preprocess(
      blankAsMissing,
      z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}.` }).optional(),
    ),
    ...dayRangeParams,
    q: z.preprocess(
      blankAsMissing,
      z
        .string({ message: 'q must be text.' })
        .overwrite(plainLine)
        .trim()
        .max(DESK_SEARCH_MAX, { message: `The search must be at most ${DESK_SEARCH_MAX} characters.` })
        .optional()
        .transform((q) => q || undefined),
    ),
    page: z.preprocess(
      blankAsMissing,
      numberOrNumeral(
        z
          .number({ message: 'page must be a number.' })
          .int({ message: 'page must be a whole number.' })
          .min(1, { message: 'page starts at 1.' }),
      ).default(1),
    ),
  })
  .refine(...dayRangeInOrder);
export type DeskListQuery = z.input<typeof deskListQuery>;
export type DeskFilters = z.output<typeof deskListQuery>;

export const deskCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Digits, calling code first; null when none was given. */
  phone: z.string().nullable(),
});

export const deskOrderRow = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** ISO time the customer placed it. */
  placedAt: z.string(),
  /** ISO time the customer confirmed it with the code; null for an order never confirmed. */
  confirmedAt: z.string().nullable(),
  customer: deskCustomer,
  sector: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number(),
  /** The delivery fee included in the total; 0 where the restaurant charges none. */
  deliveryFee: z.number(),
  /** Portions in the order, all lines together. */
  itemCount: z.number().int(),
});
export type DeskOrderRow = z.infer<typeof deskOrderRow>;

export const deskPage = z.object({
  orders: z.array(deskOrderRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching the filters, on every page. */
  total: z.number().int(),
  /** Pages of them; 0 when nothing matches. */
  pages: z.number().int(),
});
export type DeskPage = z.infer<typeof deskPage>;

export const deskListAnswer = z.object({ message: z.string(), data: deskPage, seq: z.number().int() });

/** Whoever made a move; the history says null where nobody did (the clock cancelling an unconfirmed order). */
export const deskActor = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });
export type DeskActor = z.infer<typeof deskActor>;

export const deskHistoryEntry = z.object({
  /** The order event's id: the sequence number live updates carry. */
  seq: z.number().int(),
  at: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: deskActor.nullable(),
  /** The rider this move gave the order to (taken, assigned, delivered by the spec's client); null otherwise. */
  rider: riderRef.nullable(),
  /**
   * A failed delivery's reason, a cancellation's reason, or, for an address correction (from and to the same
   * status), the address it replaced.
   */
  reason: z.string().nullable(),
});
export type DeskHistoryEntry = z.infer<typeof deskHistoryEntry>;

export const deskOrder = deskOrderRow.extend({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** No map point came with the order: its point is the sector's centre, and the written address is what counts. */
  pointFromSector: z.boolean(),
  items: z.array(orderItem),
  /** The customer's words for the rider; null when none. */
  deliveryNote: z.string().nullable(),
  /** Every status change and address correction, oldest first. */
  history: z.array(deskHistoryEntry),
  /** Who started and finished it in the kitchen, each once, in the order they did. */
  cookedBy: z.array(deskActor),
  /** Who handed it over; null until it is delivered. */
  deliveredBy: deskActor.nullable(),
  /** The rider who has the bag now (out, or keeping it to try again); null otherwise. */
  rider: riderRef.nullable(),
});
export type DeskOrder = z.infer<typeof deskOrder>;

export const deskOrderAnswer = z.object({ message: z.string(), data: deskOrder, seq: z.number().int() });

/** The order number in the address of an order's page, as the desk's links write it. */
export const deskOrderParams = z.object({
  id: pathId('The order number must be a whole number written as digits, such as 1510.'),
});

/**
 * What a history entry records: riders' moves, the kitchen's recalls and an address correction read differently from
 * other moves.
 */
export type HistoryKind = 'address-corrected' | 'delivery-failed' | 'taken' | 'handed-back' | 'recalled' | 'move';

export function historyKind(entry: { from: OrderStatus | null; to: OrderStatus; reason: string | null }): HistoryKind {
  const { from, to } = entry;
  if (from === to) return 'address-corrected';
  // The kitchen took back its bump (shared/order-status.ts): back to the Queue, or from Ready to the stove with no
  // rider's reason, which a failed delivery always has.
  if (from === 'PREPARING' && to === 'PROCESSING') return 'recalled';
  if (from === 'COMPLETED' && to === 'PREPARING' && entry.reason === null) return 'recalled';
  const backToKitchen = to === 'PREPARING' && (from === 'COMPLETED' || from === 'OUT_FOR_DELIVERY');
  // "Try again" and a plain hand-back make the same move; only a failed attempt says why.
  const tryAgain = from === 'OUT_FOR_DELIVERY' && to === 'COMPLETED' && entry.reason !== null;
  if (backToKitchen || tryAgain || to === 'DELIVERY_FAILED') return 'delivery-failed';
  if (to === 'OUT_FOR_DELIVERY') return 'taken';
  if (from === 'OUT_FOR_DELIVERY' && to === 'COMPLETED') return 'handed-back';
  return 'move';
}

/** Whether a history entry is the kitchen starting or finishing the order (not a rider bringing it back). */
export function isKitchenMove(entry: { from: OrderStatus | null; to: OrderStatus }): boolean {
  return [ORDER_MOVES.prepare, ORDER_MOVES.complete].some((move) => move.from === entry.from && move.to === entry.to);
}

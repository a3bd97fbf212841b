/**
 * The printed kitchen ticket of one order (GET /api/order/ticket/:id): everything the 80 mm slip shows, for the
 * kitchen and the administrator. See docs/decisions/0027-tickets.md.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './constants.ts';
import { pathId } from './numerals.ts';
import { chosenOptionSchema } from './options.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** The order number in the address, as the board's links write it. */
export const ticketParams = z.object({
  id: pathId('The order number must be a whole number written as digits, such as 1510.'),
});

export const ticketLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Price times quantity, as the customer was charged for the line. */
  amount: z.number(),
  /** The choices made, printed under the line. */
  options: z.array(chosenOptionSchema),
  /** The customer's words for the kitchen; null when none. */
  note: z.string().nullable(),
});
export type TicketLine = z.infer<typeof ticketLine>;

export const orderTicket = z.object({
  orderId: z.number().int(),
  /** The slip says so plainly when the order is not one to cook: cancelled, or not confirmed yet. */
  status: z.enum(ORDER_STATUSES),
  /** ISO time the customer placed the order. */
  placedAt: z.string(),
  /** ISO time the customer confirmed it; null while it is not confirmed. */
  confirmedAt: z.string().nullable(),
  /** The restaurant's time zone (an IANA name): the slip prints its times on the restaurant's clock. */
  timeZone: z.string(),
  lines: z.array(ticketLine),
  /** The delivery fee included in the total; 0 where the restaurant charges none. */
  deliveryFee: z.number(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  address: z.string(),
  sector: z.string(),
  /**
   * The delivery point in words ("near Jinnah Super Market, F-7"); null when it is far from the city's grid, or when
   * the point is only the sector's centre.
   */
  nearestPlace: z.string().nullable(),
  /** No map point came with the order: its point is the sector's centre, and the written address is what counts. */
  pointFromSector: z.boolean(),
  customerFirstName: z.string(),
  /** The customer's words for the rider; null when none. */
  deliveryNote: z.string().nullable(),
  /** The number the customer gave at sign-up; null when none was given. */
  customerPhone: z.string().nullable(),
  /** Why the rider brought the order back, when its last trip ended that way; null otherwise. */
  returnedReason: z.string().nullable(),
  /** Whether the customer corrected the address since it came back: the address above is the new one. */
  addressCorrected: z.boolean(),
});
export type OrderTicket = z.infer<typeof orderTicket>;

/** What the kitchen board and the delivery screen show of an order, and the bodies of the staff moves. */
import { z } from 'zod';
import { numberOrNumeral, numeralId } from './numerals.ts';
import { lineOfText, saysSomething } from './plain-text.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { ingredientSchema } from './menu.ts';
import { chosenOptionSchema } from './options.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** What staff screens and the ticket say of an order whose map point is its sector's centre (docs/decisions/0029). */
export const NO_PIN_NOTE = 'No map pin: go by the written address.';

/** The reasons a rider gives at the door in one tap; "Other" types one instead. */
export const FAILED_DELIVERY_REASONS = [
  'No answer',
  'Wrong or incomplete address',
  'Refused',
  'Unsafe to deliver',
  "Rider's vehicle problem",
] as const;

/** What happens to the food after a failed attempt (docs/decisions/0037). */
export const FAILED_DELIVERY_OUTCOMES = ['RETRY', 'KITCHEN', 'GIVE_UP'] as const;
export type FailedDeliveryOutcome = (typeof FAILED_DELIVERY_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<FailedDeliveryOutcome, { label: string; explained: string }> = {
  RETRY: { label: 'Try again', explained: 'You keep the bag; the order waits to go out again with you.' },
  KITCHEN: { label: 'Back to the kitchen', explained: 'The food has to be made again.' },
  GIVE_UP: { label: 'Give up', explained: 'The restaurant decides what happens, usually to cancel.' },
};

/** Who has an order's bag: the rider who took it (or was given it), while it is out or waiting to go again. */
export const riderRef = z.object({ id: z.number().int(), firstName: z.string() });
export type RiderRef = z.infer<typeof riderRef>;

export const FAILED_DELIVERY_REASON_MIN = 3;
export const FAILED_DELIVERY_REASON_MAX = 500;
/** Completed orders stay in the board's Completed column this long. */
export const KITCHEN_COMPLETED_WINDOW_MS = 3 * 60 * 60 * 1000;
/** A delivered order leaves the Completed column this long after it was handed over: the kitchen is done with it. */
export const KITCHEN_DELIVERED_WINDOW_MS = 5 * 60 * 1000;
/** "Recall" takes back the kitchen's last bump of an order (started, or made ready) for this long after it. */
export const RECALL_WINDOW_MS = 30_000;

export const staffLineItem = z.object({
  /** The order line's id, as the original backend's line id (the same dish with other choices is a line of its own). */
  id: z.number().int(),
  name: z.string(),
  imageLink: z.string(),
  quantity: z.number().int(),
  ingredients: z.array(ingredientSchema),
  /** The choices made (a size, extras), in the order the dish's page shows its groups. */
  options: z.array(chosenOptionSchema),
  /** The customer's words for the kitchen ("no onions"); null when none. */
  note: z.string().nullable(),
});
export type StaffLineItem = z.infer<typeof staffLineItem>;

export const kitchenOrder = z.object({
  orderId: numeralId,
  status: z.enum(ORDER_STATUSES),
  lineItems: z.array(staffLineItem),
  /** ISO time the customer confirmed the order: the board counts the order's age from it. */
  confirmedAt: z.string(),
  /** ISO time the kitchen last completed it; null until then. The Completed column shows it for three hours. */
  completedAt: z.string().nullable(),
  /** ISO time the rider handed it over; null until then. The card leaves the board a few minutes later. */
  deliveredAt: z.string().nullable(),
  /** Why the rider brought it back, while it is being prepared again after a failed delivery; null otherwise. */
  returnedReason: z.string().nullable(),
  /** The address (with its sector) the customer gave after the order came back; null while it is unchanged. */
  correctedAddress: z.string().nullable(),
  customerFirstName: z.string(),
  /** No map point came with the order: its point is the sector's centre, and the written address is what counts. */
  pointFromSector: z.boolean(),
  /** The rider who has the bag (out, or keeping it to try again); null while it waits on the pass. */
  rider: riderRef.nullable(),
  /** The ids of the lines (`lineItems[].id`) a cook has ticked done, in line order; empty when none is. */
  doneLineIds: z.array(z.number().int()),
});
export type KitchenOrder = z.infer<typeof kitchenOrder>;

/**
 * Whether a finished order still belongs in the Completed column at `now`: finished in the last three hours, and not
 * handed over more than a few minutes ago. A time not known yet (a move this screen made, before the server's news
 * of it) keeps the card.
 */
export function stillCompleted(order: KitchenOrder, now: number): boolean {
  const within = (at: string | null, windowMs: number) => at === null || now - Date.parse(at) < windowMs;
  return (
    within(order.completedAt, KITCHEN_COMPLETED_WINDOW_MS) &&
    (order.status !== 'DELIVERED' || within(order.deliveredAt, KITCHEN_DELIVERED_WINDOW_MS))
  );
}

export const kitchenBoard = z.object({
  processing: z.array(kitchenOrder),
  preparing: z.array(kitchenOrder),
  /** Orders the kitchen finished in the last three hours, less those delivered more than a few minutes ago. */
  completed: z.array(kitchenOrder),
});
export type KitchenBoard = z.infer<typeof kitchenBoard>;

export const deliveryOrder = z.object({
  orderId: numeralId,
  status: z.enum(ORDER_STATUSES),
  /** What the rider collects for a cash order: food and the delivery fee. */
  price: z.number(),
  /** The delivery fee included in the total; 0 where the restaurant charges none. */
  deliveryFee: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  sector: z.string(),
  customerFirstName: z.string(),
  /** The number the customer gave at sign-up, for the rider to call from the door; null when none was given. */
  customerPhone: z.string().nullable(),
  lineItems: z.array(staffLineItem),
  /** The customer's words for the rider ("ring the bell, gate 2"); null when none. */
  deliveryNote: z.string().nullable(),
  /** Whether the customer corrected the address after the last failed delivery: the rider should not go back there. */
  addressCorrected: z.boolean(),
  /** No map point came with the order: its point is the sector's centre, and the written address is what counts. */
  pointFromSector: z.boolean(),
  /** Who has the bag; null while the order waits on the pass (or was given up). */
  rider: riderRef.nullable(),
  /** ISO time the holding rider took it; null while nobody has it. */
  takenAt: z.string().nullable(),
  /** Why the last attempt at the door failed, while the order waits to go out again or for the restaurant. */
  failedReason: z.string().nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrder>;

/** What a rider handed over today (the restaurant's day), for the cash count at the end of the shift. */
export const deliveredToday = z.object({
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      price: z.number(),
      paymentMethod: z.enum(PAYMENT_METHODS),
      sector: z.string(),
      deliveredAt: z.string(),
    }),
  ),
  /** What the rider should hand in: the cash orders' total. */
  cashTotal: z.number(),
});
export type DeliveredToday = z.infer<typeof deliveredToday>;

const orderId = numberOrNumeral(
  z
    .number({ message: 'orderId must be a number.' })
    .int({ message: 'orderId must be a whole number.' })
    .positive({ message: 'orderId must be positive.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'No such order.' }),
);

export const orderMoveBody = z.object({ orderId });
export type OrderMoveBody = z.infer<typeof orderMoveBody>;

/** A cook ticks one line of an order done (`done: true`), or takes the tick back (`done: false`). */
export const lineDoneBody = z.object({
  orderId,
  lineId: numberOrNumeral(
    z
      .number({ message: 'lineId must be a number.' })
      .int({ message: 'lineId must be a whole number.' })
      .positive({ message: 'lineId must be positive.' })
      .max(Number.MAX_SAFE_INTEGER, { message: 'No such line.' }),
  ),
  done: z.boolean({ message: 'done must be true or false.' }),
});
export type LineDoneBody = z.infer<typeof lineDoneBody>;

/** An order's ticked lines, as the tick's answer and the kitchen's live `kitchen.lines` event carry them. */
export const lineTicks = z.object({ orderId: z.number().int(), doneLineIds: z.array(z.number().int()) });
export type LineTicks = z.infer<typeof lineTicks>;

export const failedDeliveryBody = z.object({
  orderId,
  reason: lineOfText(z.string({ message: 'reason is required.' }))
    .min(FAILED_DELIVERY_REASON_MIN, { message: `reason must be at least ${FAILED_DELIVERY_REASON_MIN} characters.` })
    .max(FAILED_DELIVERY_REASON_MAX, { message: `reason must be at most ${FAILED_DELIVERY_REASON_MAX} characters.` })
    .refine(...saysSomething('reason')),
  /** What happens to the food; the spec's client sends none, which is the spec's move back to the kitchen. */
  outcome: z
    .enum(FAILED_DELIVERY_OUTCOMES, { message: `outcome must be one of ${FAILED_DELIVERY_OUTCOMES.join(', ')}.` })
    .default('KITCHEN'),
});
export type FailedDeliveryBody = z.infer<typeof failedDeliveryBody>;

export const assignRiderBody = z.object({
  orderId,
  riderId: numberOrNumeral(
    z
      .number({ message: 'riderId must be a number.' })
      .int({ message: 'riderId must be a whole number.' })
      .positive({ message: 'riderId must be positive.' })
      .max(Number.MAX_SAFE_INTEGER, { message: 'No such rider.' }),
  ),
});
export type AssignRiderBody = z.infer<typeof assignRiderBody>;

/** A rider the restaurant can give an order to: active delivery staff, with what they hold now. */
export const assignableRider = riderRef.extend({ name: z.string(), holding: z.number().int() });
export type AssignableRider = z.infer<typeof assignableRider>;

/** How often a rider's phone sends its position while out, and the fastest the server stores them. */
export const POSITION_INTERVAL_MS = 15_000;
export const POSITION_MIN_GAP_MS = 5_000;

const coordinate = (name: string, limit: number) =>
  z
    .number({ message: `${name} must be a number.` })
    .min(-limit, { message: `${name} must be between -${limit} and ${limit}.` })
    .max(limit, { message: `${name} must be between -${limit} and ${limit}.` });

/** Where the rider's phone is, from the browser's Geolocation API. */
export const riderPositionBody = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  /** Metres, as the browser reports it. */
  accuracy: z.number().nonnegative({ message: 'accuracy must not be negative.' }).max(100_000).optional(),
});
export type RiderPositionBody = z.infer<typeof riderPositionBody>;

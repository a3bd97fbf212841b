/** Placing, confirming and reading orders: request and answer schemas shared by the server and the checkout. */
import { z } from 'zod';
import { numberOrNumeral, numeralId } from './numerals.ts';
import { lineOfText, saysSomething } from './plain-text.ts';
import { chosenOptionSchema, DELIVERY_NOTE_MAX, LINE_NOTE_MAX, OPTIONS_PER_LINE_MAX } from './options.ts';
import { OTP_LENGTH, PAYMENT_METHODS } from './constants.ts';
import { PLACE_NAME_MAX } from './places.ts';
import { ORDER_STATUSES, SPEC_STATUSES } from './order-status.ts';
import { FAILED_DELIVERY_OUTCOMES } from './staff-orders.ts';

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 500;

/** The delivery area: a box of [south-west, north-east] corners, by default the spec's city box. */
export type DeliveryArea = [[number, number], [number, number]];
export const DEFAULT_DELIVERY_AREA: DeliveryArea = [
  [33.598441, 72.96007],
  [33.752439, 73.104726],
];

const coordinate = (name: string) =>
  numberOrNumeral(
    z
      .number({ message: `${name} must be a number.` })
      .refine(Number.isFinite, { message: `${name} must be a finite number.` }),
  );

export const orderLineInput = z.object({
  productId: numberOrNumeral(
    z
      .number({ message: 'productId must be a number.' })
      .int({ message: 'productId must be a whole number.' })
      .positive({ message: 'productId must be positive.' }),
  ),
  quantity: numberOrNumeral(
    z
      .number({ message: 'quantity must be a number.' })
      .int({ message: 'quantity must be a whole number.' })
      .min(1, { message: 'quantity must be at least 1.' })
      .max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}.` }),
  ),
  /**
   * The ids of the choices made for the dish's option groups. Left out (the spec's original client), each required
   * group takes its default.
   */
  choices: z
    .array(
      numberOrNumeral(
        z
          .number({ message: 'choices must be a list of choice ids.' })
          .int({ message: 'choices must be a list of choice ids.' })
          .positive({ message: 'choices must be a list of choice ids.' }),
      ),
      { message: 'choices must be a list of choice ids.' },
    )
    .max(OPTIONS_PER_LINE_MAX, { message: `A dish can have at most ${OPTIONS_PER_LINE_MAX} choices.` })
    .optional(),
  /** For the kitchen ("no onions, extra raita"). */
  note: optionalNote('note', LINE_NOTE_MAX),
});

/** A short note that may be left out or blank, cleaned as one line of text. */
function optionalNote(label: string, max: number) {
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    lineOfText(z.string({ message: `${label} must be text.` }))
      .max(max, { message: `${label} must be at most ${max} characters.` })
      .optional()
      .transform((text) => text || undefined),
  );
}

/**
 * Where an order goes: the map point, the address the rider reads and the sector. Checkout and the customer's
 * correction after a failed delivery validate it alike; the server also checks the point against its delivery area.
 */
export const deliveryDestination = {
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  address: lineOfText(z.string({ message: 'address is required.' }))
    .min(ADDRESS_MIN, { message: `address must be at least ${ADDRESS_MIN} characters.` })
    .max(ADDRESS_MAX, { message: `address must be at most ${ADDRESS_MAX} characters.` })
    .refine(...saysSomething('address')),
  /** One of the restaurant's areas (the server checks which); left out where the restaurant keeps none. */
  sector: lineOfText(z.string({ message: 'sector must be text.' }))
    .max(PLACE_NAME_MAX, { message: 'sector must be one of the delivery areas.' })
    .default(''),
};

/**
 * A coordinate of a new order as clients send it: a number or a numeral, or nothing (left out, blank or null) when
 * the client has no point. Whether the point is on Earth is the server's question (server/orders/delivery-point.ts).
 */
const sentCoordinate = (name: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), coordinate(name).optional());

/** Leaflet's LatLng: what the original client puts in `latitude` after a click on its map, with no `longitude`. */
export const mapPointObject = z.object({ lat: z.number(), lng: z.number() });

export const placeOrderBody = z.object({
  latitude: z.union([mapPointObject, sentCoordinate('latitude')], { error: 'latitude must be a number.' }),
  longitude: sentCoordinate('longitude'),
  address: deliveryDestination.address,
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'paymentMethod must be CASH or CARD.' }),
  lineItems: z
    .array(orderLineInput, { message: 'lineItems must be a list of {productId, quantity}.' })
    .min(1, { message: 'lineItems must hold at least one item.' })
    .max(MAX_ORDER_LINES, { message: `lineItems may hold at most ${MAX_ORDER_LINES} items.` }),
  sector: deliveryDestination.sector,
  /** For the rider ("ring the bell, gate 2"). */
  deliveryNote: optionalNote('deliveryNote', DELIVERY_NOTE_MAX),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const placeOrderAnswer = z.object({
  message: z.string(),
  data: z.object({
    orderId: z.number().int(),
    total: z.number(),
    /**
     * True when the order went to the kitchen as it was placed (a regular's, where the restaurant lets them skip the
     * code): there is no code to ask for. False while it waits for its code (docs/decisions/0034).
     */
    confirmed: z.boolean(),
  }),
});

const orderIdInput = numberOrNumeral(
  z.number({ message: 'orderId must be a number.' }).int().positive({ message: 'orderId must be positive.' }),
);
/** Which order a code is for; left out, the customer's newest order waiting for its code. */
const optionalOrderId = orderIdInput.optional();

export const confirmOrderBody = z.object({
  otp: z
    .string({ message: 'otp is required.' })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: `The code is ${OTP_LENGTH} digits.` }),
  orderId: optionalOrderId,
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;

export const resendOrderCodeBody = z.object({ orderId: optionalOrderId });

/** A new destination for an order that came back from its delivery, given by its customer before it goes out again. */
export const correctAddressBody = z.object({ orderId: orderIdInput, ...deliveryDestination });
export type CorrectAddressBody = z.input<typeof correctAddressBody>;

export const orderItem = z.object({
  /** The dish on the menu, so "Order again" finds it even if it was renamed. */
  productId: z.number().int(),
  imageURL: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** The dish's price with its choices, as charged. */
  unitPrice: z.number(),
  /** The choices made, with what each added. */
  options: z.array(chosenOptionSchema),
  /** The customer's words for the kitchen; null when none. */
  note: z.string().nullable(),
});

export type OrderItem = z.infer<typeof orderItem>;

const customerOrderBase = z.object({
  order_id: numeralId,
  /** The spec's status: an order with a rider is COMPLETED ("In Transit") here; `stage` says which. */
  order_status: z.enum(SPEC_STATUSES),
  /** Where the order really is, with the steps the spec has no name for (out with a rider, given up at the door). */
  stage: z.enum(ORDER_STATUSES),
  delivery_address: z.string(),
  total_price: z.number(),
  /** ISO time the order was confirmed (or placed, for one never confirmed). */
  order_date: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  order_items: z.array(orderItem),
  /** The customer's words for the rider; null when none. */
  delivery_note: z.string().nullable(),
  /** The delivery fee included in total_price; 0 where the restaurant charges none. */
  delivery_fee: z.number(),
  /** The delivery zone the order went to; null for a restaurant without zones. */
  delivery_zone: z.string().nullable(),
});

/** A rider's last shared position and how far it is from the door, straight line. */
export const riderPosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** ISO time the phone reported it. */
  at: z.string(),
  distance_km: z.number(),
});
export type RiderPosition = z.infer<typeof riderPosition>;

export const trackedOrder = customerOrderBase.extend({
  latitude: z.number(),
  longitude: z.number(),
  sector: z.string(),
  estimated_minutes: z.number().int(),
  /** Readable, e.g. "25 minutes". */
  estimated_time: z.string(),
  /** Why the rider brought the order back, while the kitchen prepares it again; null otherwise. */
  returned_reason: z.string().nullable(),
  /** Whether the customer corrected the delivery address since the order came back; false when it did not come back. */
  address_corrected: z.boolean(),
  /**
   * The first name of the rider who has the order, or delivered it; null while nobody has it
   * (docs/decisions/0022, 0037).
   */
  rider_first_name: z.string().nullable(),
  /** Where the rider was last, while the order is out and the rider's phone shares it; null otherwise. */
  rider_position: riderPosition.nullable(),
  /** The last attempt at the door that failed, while the order waits to go again or for the restaurant. */
  failed_attempt: z.object({ reason: z.string(), next: z.enum(FAILED_DELIVERY_OUTCOMES) }).nullable(),
  /** Why the restaurant cancelled the order; null otherwise, also when its customer cancelled it. */
  cancel_reason: z.string().nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

export const pastOrder = customerOrderBase.extend({
  /** Each line with its id, which a rating's thumb for that dish names. */
  order_items: z.array(orderItem.extend({ orderLineId: z.number().int() })),
  /** The customer's words (empty when they gave only stars) and stars (null when they gave none). */
  feedback: z.object({ content: z.string(), stars: z.number().int().nullable(), created_at: z.string() }).nullable(),
});
export type PastOrder = z.infer<typeof pastOrder>;

/** The `code` of a refused order that holds sold-out dishes; its `productIds` name them. */
export const SOLD_OUT = 'SOLD_OUT';
/** The `code` of a refused order whose food is below its delivery zone's minimum. */
export const BELOW_MINIMUM = 'BELOW_MINIMUM';

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A code entered for an order holding dishes that sold out after it was placed: the kitchen cannot make it, so it is
 * not confirmed (docs/decisions/0030).
 */
export function soldOutSincePlacedMessage(names: readonly string[]): string {
  return `${listed(names)} sold out after you placed this order, so it was not sent to the kitchen. Remove ${names.length === 1 ? 'it' : 'them'} from your cart and place the order again.`;
}

/** "A is sold out. …" or "A, B and C are sold out. …": what the server refuses with and the checkout shows. */
export function soldOutMessage(names: readonly string[]): string {
  const list = listed(names);
  return names.length === 1
    ? `${list} is sold out. Remove it from your cart to order.`
    : `${list} are sold out. Remove them from your cart to order.`;
}

/** Cancelling an order: by its customer while it waits in the queue, by the restaurant, with a reason, until delivered. */
import { z } from 'zod';
import { lineOfText, saysSomething } from './plain-text.ts';
import { orderMoveBody } from './staff-orders.ts';

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

/** The customer names only the order: cancelling their own queued order needs no explanation. */
export const cancelOrderBody = orderMoveBody;
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

/** The restaurant says why: the customer reads it on the tracker and in the e-mail. */
export const restaurantCancelBody = orderMoveBody.extend({
  reason: lineOfText(z.string({ message: 'reason is required: tell the customer why the order is cancelled.' }))
    .min(CANCEL_REASON_MIN, { message: `reason must be at least ${CANCEL_REASON_MIN} characters.` })
    .max(CANCEL_REASON_MAX, { message: `reason must be at most ${CANCEL_REASON_MAX} characters.` })
    .refine(...saysSomething('reason')),
});
export type RestaurantCancelBody = z.input<typeof restaurantCancelBody>;

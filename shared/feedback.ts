/**
 * Feedback a customer leaves on a delivered order (words, stars, or both, and a thumb per dish), and the admin's view
 * of it with follow-up e-mails.
 */
import { z } from 'zod';
import { numberOrNumeral, numeralId } from './numerals.ts';
import { paragraphsOfText } from './plain-text.ts';
import { EMOTIONS, PAYMENT_METHODS, type Emotion } from './constants.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { MAX_ORDER_LINES, orderItem } from './orders.ts';

export const FEEDBACK_MAX = 2000;
export const FOLLOW_UP_MAX = 5000;
export const STARS_MAX = 5;
/** The original client's words for an empty feedback (spec point 8); ours adds the stars it offers. */
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter feedback or choose a star rating.';

const STARS_MESSAGE = `stars must be a whole number from 1 to ${STARS_MAX}.`;
const stars = z
  .number({ message: STARS_MESSAGE })
  .int({ message: STARS_MESSAGE })
  .min(1, { message: STARS_MESSAGE })
  .max(STARS_MAX, { message: STARS_MESSAGE });

const dishRating = z.object({
  orderLineId: z
    .number({ message: 'orderLineId must be a number.' })
    .int({ message: 'orderLineId must be a whole number.' })
    .positive({ message: 'orderLineId must be positive.' }),
  liked: z.boolean({ message: 'liked must be true or false.' }),
});

const hasNoRepeatedLine = (dishes: { orderLineId: number }[]) =>
  new Set(dishes.map((dish) => dish.orderLineId)).size === dishes.length;

/**
 * The original client sends `{order_id, content}`; Forkcast's own adds stars for the order and a thumb up or down for
 * single dishes, and may leave the words out when it gives stars.
 */
export const createFeedbackBody = z
  .object({
    order_id: numberOrNumeral(
      z.number({ message: 'order_id must be a number.' }).int().positive({ message: 'order_id must be positive.' }),
    ),
    content: paragraphsOfText(z.string({ message: 'Please enter feedback' }))
      .max(FEEDBACK_MAX, { message: `Feedback must be at most ${FEEDBACK_MAX} characters.` })
      .optional(),
    stars: stars.optional(),
    dishes: z
      .array(dishRating, { message: 'dishes must be a list of {orderLineId, liked}.' })
      .max(MAX_ORDER_LINES, { message: `dishes may hold at most ${MAX_ORDER_LINES} dishes.` })
      .refine(hasNoRepeatedLine, { message: 'Each dish can be rated only once.' })
      .optional(),
  })
  .refine((body) => Boolean(body.content) || body.stars !== undefined, {
    message: FEEDBACK_EMPTY_MESSAGE,
    path: ['content'],
  });
export type CreateFeedbackBody = z.input<typeof createFeedbackBody>;
export type FeedbackToSave = z.output<typeof createFeedbackBody>;

export const createFeedbackAnswer = z.object({
  message: z.string(),
  data: z.object({ feedback_id: numeralId, emotion: z.enum(EMOTIONS) }),
});

const id = (name: string) =>
  numberOrNumeral(
    z
      .number({ message: `${name} must be a number.` })
      .int({ message: `${name} must be a whole number.` })
      .positive({ message: `${name} must be positive.` }),
  );

export const followUpEmailBody = z.object({
  customer_id: id('customer_id'),
  feedback_id: id('feedback_id'),
  order_id: id('order_id'),
  body: paragraphsOfText(z.string({ message: 'Please write a message.' }))
    .min(1, { message: 'Please write a message.' })
    .max(FOLLOW_UP_MAX, { message: `The message must be at most ${FOLLOW_UP_MAX} characters.` }),
});
export type FollowUpEmailBody = z.input<typeof followUpEmailBody>;

/** When a follow-up e-mail went out and the name of the admin who sent it. */
export const followUp = z.object({ sent_at: z.string(), sent_by: z.string() });
export type FollowUp = z.infer<typeof followUp>;

/** A customer's thumb on one dish of the order, with the dish's name as the order has it. */
export const ratedDish = z.object({ orderLineId: z.number().int(), productName: z.string(), liked: z.boolean() });
export type RatedDish = z.infer<typeof ratedDish>;

export const adminFeedback = z.object({
  feedback_id: numeralId,
  customer_id: z.number().int(),
  customer_name: z.string(),
  /** Empty when the customer gave only stars. */
  content: z.string(),
  /** 1 to 5; null when the customer gave none (the original client sends words only). */
  stars: z.number().int().min(1).max(STARS_MAX).nullable(),
  /** Read from the words; neutral when there are none. */
  emotion: z.enum(EMOTIONS),
  /** The dishes the customer gave a thumb, in the order's line order. */
  dishes: z.array(ratedDish),
  created_at: z.string(),
  /** The latest follow-up e-mail, or null when nobody has followed up yet. */
  follow_up: followUp.nullable(),
  order: z.object({
    order_id: numeralId,
    order_date: z.string(),
    customer_email: z.string(),
    delivery_address: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    order_status: z.enum(ORDER_STATUSES),
    total_price: z.number(),
    order_items: z.array(orderItem),
    /**
     * Failed deliveries and what followed, oldest first: each time a rider brought the order back (with the rider's
     * reason) and each address correction by the customer (with the address it replaced; the order's
     * delivery_address is the one now in force).
     */
    delivery_history: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('returned'), at: z.string(), reason: z.string() }),
        z.object({ kind: z.literal('address-corrected'), at: z.string(), previous_address: z.string() }),
      ]),
    ),
  }),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

export const feedbackListAnswer = z.object({ message: z.string(), data: z.array(adminFeedback) });

export const followUpAnswer = z.object({
  message: z.string(),
  data: z.object({ feedback_id: numeralId, follow_up: followUp }),
});

/** Emotions that read as a complaint. */
export const NEGATIVE_EMOTIONS: readonly Emotion[] = ['sadness', 'disgust', 'fear', 'anger'];
/** The most stars a rating can have and still count as a complaint. */
export const LOW_STARS = 2;

/** A complaint (low stars or unhappy words) that nobody has followed up on yet. */
export function needsReply(item: Pick<AdminFeedback, 'stars' | 'emotion' | 'follow_up'>): boolean {
  if (item.follow_up) return false;
  return (item.stars !== null && item.stars <= LOW_STARS) || NEGATIVE_EMOTIONS.includes(item.emotion);
}

/** Feedback a customer leaves on a delivered order, and the admin's view of it with follow-up e-mails. */
import { z } from 'zod';
import { numberOrNumeral, numeralId } from './numerals.ts';
import { paragraphsOfText } from './plain-text.ts';
import { EMOTIONS, PAYMENT_METHODS } from './constants.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { orderItem } from './orders.ts';

export const FEEDBACK_MAX = 2000;
export const FOLLOW_UP_MAX = 5000;

export const createFeedbackBody = z.object({
  order_id: numberOrNumeral(
    z.number({ message: 'order_id must be a number.' }).int().positive({ message: 'order_id must be positive.' }),
  ),
  content: paragraphsOfText(z.string({ message: 'Please enter feedback' }))
    .min(1, { message: 'Please enter feedback' })
    .max(FEEDBACK_MAX, { message: `Feedback must be at most ${FEEDBACK_MAX} characters.` }),
});
export type CreateFeedbackBody = z.input<typeof createFeedbackBody>;

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

export const adminFeedback = z.object({
  feedback_id: numeralId,
  customer_id: z.number().int(),
  customer_name: z.string(),
  content: z.string(),
  emotion: z.enum(EMOTIONS),
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

/** Feedback a customer leaves on a delivered order. */
import { z } from 'zod';
import { EMOTIONS } from './constants.ts';

export const FEEDBACK_MAX = 2000;

export const createFeedbackBody = z.object({
  order_id: z
    .number({ message: 'order_id must be a number.' })
    .int()
    .positive({ message: 'order_id must be positive.' }),
  content: z
    .string({ message: 'Please enter feedback' })
    .trim()
    .min(1, { message: 'Please enter feedback' })
    .max(FEEDBACK_MAX, { message: `Feedback must be at most ${FEEDBACK_MAX} characters.` }),
});
export type CreateFeedbackBody = z.input<typeof createFeedbackBody>;

export const createFeedbackAnswer = z.object({
  message: z.string(),
  data: z.object({ feedback_id: z.number().int(), emotion: z.enum(EMOTIONS) }),
});

/** The envelope every JSON answer uses (spec point 7): `{message, data}`; errors are `{message}`. */
import { z } from 'zod';

export const errorBody = z.object({
  message: z.string(),
  /** Field name -> what is wrong with it, for validation errors shown next to form fields. */
  fields: z.record(z.string(), z.string()).optional(),
  /** A stable machine-readable reason where the client must act on it, e.g. EMAIL_NOT_VERIFIED. */
  code: z.string().optional(),
  /** The dishes a refusal is about (an order holding sold-out dishes), so the client can offer to remove them. */
  productIds: z.array(z.number().int()).optional(),
  /** The choices of a dish it is about (a size sold out), so the client can mark the cart lines holding them. */
  choiceIds: z.array(z.number().int()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const messageOnly = z.object({ message: z.string() });

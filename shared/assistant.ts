/** The assistant's request and answer (spec point 7, /recommendation/recommend). */
import { z } from 'zod';
import { productSchema } from './menu.ts';

export const RECOMMEND_TEXT_MAX = 500;
/** How many turns a conversation carries at most: past that, a follow-up is refused and the customer asks afresh. */
export const MAX_TURNS = 12;

/**
 * How a cheaper answer carries the price it undercut on in its request ("no cheese, cheaper than 8.99"): a plain
 * number the chat reads back on every later turn, and the client writes as money ("cheaper than $8.99").
 */
export const carriedPrice = (amount: number) => `cheaper than ${Number(amount.toFixed(2))}`;
export const CARRIED_PRICE = /(?<=^|[,;])\s*cheaper than (\d+(?:\.\d+)?)\s*(?=[,;]|$)/g;

const dishIds = (field: string, most: number) =>
  z
    .array(
      z
        .number({ message: `${field} holds dish ids.` })
        .int()
        .positive(),
    )
    .max(most, { message: `${field} holds at most ${most} dishes.` });
export const ASSISTANT_ENGINES = ['built-in', 'ollama'] as const;

export const recommendBody = z.object({
  text: z
    .string({ message: 'Text cannot be empty' })
    .trim()
    .min(1, { message: 'Text cannot be empty' })
    .max(RECOMMEND_TEXT_MAX, { message: `Text must be at most ${RECOMMEND_TEXT_MAX} characters.` }),
  type: z
    .enum(['nutritional', 'emotional'], { message: 'type must be "nutritional" or "emotional".' })
    .default('nutritional'),
  /**
   * The answer this text follows up ("something cheaper", "without cheese", "more like the second one"): its
   * `request` as the server sent it and the dishes shown, in order. Absent for a new question.
   */
  previous: z
    .object({
      request: z
        .string({ message: 'previous.request must be the request of the answer you follow up.' })
        .trim()
        .min(1, { message: 'previous.request cannot be empty' })
        .max(RECOMMEND_TEXT_MAX * MAX_TURNS, { message: 'That conversation is too long to follow up; ask afresh.' }),
      shown: dishIds('previous.shown', 8).default([]),
      /** The set of a combination answer (its `bundle` ids), which "something cheaper" must undercut. */
      set: dishIds('previous.set', 8).default([]),
    })
    .optional(),
});
export type RecommendBody = z.input<typeof recommendBody>;

export const recommendedProduct = productSchema.extend({
  /** One short sentence on why this dish fits the request. */
  reason: z.string(),
});
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

export const recommendAnswer = z.object({
  /** What the assistant says, notes included ("I don't know 'xyz', so I couldn't leave it out."). */
  message: z.string(),
  data: z.array(recommendedProduct),
  /** What the customer should know besides the dishes: words not understood, wishes that had to be relaxed. */
  notes: z.array(z.string()),
  /** False when the request had no food meaning; `data` then holds this week's favourites. */
  understood: z.boolean(),
  /** Which engine produced this answer (the built-in one also answers when Ollama fails). */
  engine: z.enum(ASSISTANT_ENGINES),
  /**
   * The whole request this answer stands for, the limits of earlier turns included ("vegan under $10; without
   * cheese"). A follow-up sends it back as `previous.request`.
   */
  request: z.string(),
  /** How many people the customer orders for ("for two"): Add and Add all put this many of each dish in the cart. */
  servings: z.number().int().min(1),
  /**
   * For a combination request ("a main and a drink under $15"): one dish per course, its total within the budget,
   * priced like `data` (a dish with choices at its cheapest valid ones). Every dish of it is also in `data`.
   */
  bundle: z
    .object({
      items: z.array(z.object({ id: z.number().int(), quantity: z.number().int().min(1) })),
      total: z.number(),
    })
    .nullable(),
});
export type RecommendAnswer = z.infer<typeof recommendAnswer>;

export const assistantHealth = z.object({
  engine: z.enum(ASSISTANT_ENGINES),
  ollama: z
    .object({
      host: z.string(),
      model: z.string(),
      reachable: z.boolean(),
      modelInstalled: z.boolean(),
      error: z.string().optional(),
    })
    .nullable(),
});
export type AssistantHealth = z.infer<typeof assistantHealth>;

/** The assistant's request and answer (spec point 7, /recommendation/recommend). */
import { z } from 'zod';
import { productSchema } from './menu.ts';

export const RECOMMEND_TEXT_MAX = 500;
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

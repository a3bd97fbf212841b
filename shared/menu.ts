/** The product as the API shows it (spec point 3), plus the facts the assistant reasons with. */
import { z } from 'zod';
import { EMOTIONS, PRODUCT_TYPES } from './constants.ts';
import { pathId } from './numerals.ts';
import { optionGroupSchema } from './options.ts';

export const ingredientSchema = z.object({ id: z.number().int(), name: z.string() });

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** Currency units with two decimals, derived from cents on the server. */
  price: z.number(),
  emotion: z.enum(EMOTIONS),
  description: z.string(),
  ingredients: z.array(ingredientSchema),
  availability: z.boolean(),
  imageLink: z.string(),
  type: z.enum(PRODUCT_TYPES),
  calories: z.number().int().nullable(),
  /** 0 (not spicy) to 3 (very spicy). */
  spiceLevel: z.number().int().min(0).max(3),
  allergens: z.array(z.string()),
  /** Meal times (breakfast, lunch, dinner) and traits (hot, cold, light, heavy, sweet, high-protein). */
  tags: z.array(z.string()),
  /** Sizes, extras and the like, in the order the dish's page shows them; `price` above is the dish without them. */
  optionGroups: z.array(optionGroupSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product's id in a path, as written in its links: decimal digits only. Anything else ("0x10", "1e3", "-3")
 * names no product, rather than being read as some number.
 */
export const productIdParams = z.object({ id: pathId('No such product.').catch(0) });

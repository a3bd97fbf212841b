/**
 * What the assistant would take a dish to be, asked while the admin writes it: the draft as the product form holds
 * it, checked like a product, and the answer the form shows under "What the assistant will assume".
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { productFields } from './products.ts';
import { USUAL_PARTS } from './usual-parts.ts';

/** A draft has a name; what it has not been given yet reads as nothing said (and a type left out as non-veg). */
export const inferredTraitsBody = z.object({
  name: productFields.name,
  category: productFields.category.default(''),
  description: productFields.description.default(''),
  type: productFields.type.default('non-veg'),
  ingredients: productFields.ingredients.default([]),
  allergens: productFields.allergens.default([]),
  tags: productFields.tags.default([]),
});
export type InferredTraitsBody = z.input<typeof inferredTraitsBody>;
export type InferredTraitsDraft = z.output<typeof inferredTraitsBody>;

/** What the assistant reads a dish as, of what it reads: how it is served, whether it is fried, whether it is sweet. */
export const INFERRED_TRAITS = ['served-hot', 'served-cold', 'fried', 'sweet'] as const;
export type InferredTrait = (typeof INFERRED_TRAITS)[number];

export const inferredPart = z.object({
  part: z.enum(USUAL_PARTS),
  /** How many recipes of the matched dish hold it ("most" is what the assistant goes by); null when none say. */
  usually: z.enum(['most', 'some']).nullable(),
  /** The restaurant's own word: an allergen, an ingredient of that name, or a "<part>-free" tag. */
  said: z.enum(['contains', 'without']).nullable(),
  /**
   * What the assistant goes by: it leaves the dish out for someone who wants none ("holds"), or only never
   * promises the dish is free of it ("may-hold"), or neither.
   */
  assistant: z.enum(['holds', 'may-hold', 'free']),
});
export type InferredPart = z.infer<typeof inferredPart>;

export const inferredTraits = z.object({
  /** The dish of the food knowledge the name matches, with its kind ("hot-drink"); null for a dish it does not know. */
  dish: z.object({ name: z.string(), kind: z.string() }).nullable(),
  /** What the matched dish usually holds and what the restaurant said about such parts, the usual ones first. */
  parts: z.array(inferredPart),
  /** The traits the assistant reads the dish as having, each with whether the restaurant's own tags say so. */
  traits: z.array(z.object({ trait: z.enum(INFERRED_TRAITS), said: z.boolean() })),
});
export type InferredTraits = z.infer<typeof inferredTraits>;

export const inferredTraitsAnswer = envelope(inferredTraits);

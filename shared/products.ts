/**
 * The admin's product bodies (spec points 5 and 7: CREATE_PRODUCT, UPDATE_PRODUCT, DELETE_PRODUCT), checked the same
 * way by the Add and Update forms and by the server, so both show the same message for the same mistake.
 */
import { z } from 'zod';
import { numberOrNumeral } from './numerals.ts';
import { optionGroupIdsField } from './options.ts';
import { hasLetterOrDigit, lineOfText, paragraphsOfText, plainLine, saysSomething } from './plain-text.ts';
import { ALLERGENS, EMOTIONS, MEAL_TAGS, PRODUCT_TYPES, TEMPERATURES } from './constants.ts';
import { inWholeCents } from './money.ts';
import { WITHOUT_TAGS } from './usual-parts.ts';

export const PRODUCT_NAME_MAX = 100;
export const CATEGORY_MAX = 50;
export const DESCRIPTION_MAX = 1000;
export const INGREDIENT_MAX = 50;
export const INGREDIENTS_MAX = 40;
export const PRICE_MAX = 10_000;
export const CALORIES_MAX = 5000;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the server accepts, decided from the file's bytes; the file picker offers the same. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_REQUIRED = 'An image is required.';
export const NOT_AN_IMAGE = 'The image must be a PNG, JPEG, WebP or GIF file.';
export const IMAGE_TOO_LARGE = `The image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;

/** Meal times first (the menu's chips filter by them), then the traits the assistant reads. */
export const DISH_TAGS = [...MEAL_TAGS, ...TEMPERATURES, 'light', 'heavy', 'sweet', 'high-protein'] as const;

const TAGS_MESSAGE = `Tags must be a list of: ${[...DISH_TAGS, ...WITHOUT_TAGS].join(', ')}.`;

/** "X is required." for a missing value, else the message for a value of the wrong kind. */
const missingOr = (label: string, wrongKind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : wrongKind;

/** A one-line text of the menu (a name, a category), shown to every customer. */
const line = (label: string, max: number) =>
  lineOfText(z.string({ error: missingOr(label, `${label} must be text.`) }))
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .refine(...saysSomething(label));

/** Ingredient names as the menu keeps them: lowercase, single-spaced, no blanks and no repeats, in the given order. */
export function normalizeIngredients(names: readonly string[]): string[] {
  const cleaned = names
    .map((name) => plainLine(name).trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((name) => name !== '' && hasLetterOrDigit(name));
  return [...new Set(cleaned)];
}

/** Names, or the `{id, name}` objects the menu answers with (the id is ignored: names decide). */
const ingredientsField = z
  .array(
    z
      .union([z.string(), z.object({ name: z.string() }).transform((i) => i.name)], {
        message: 'Each ingredient must be a name.',
      })
      .pipe(
        z.string().max(INGREDIENT_MAX, { message: `Each ingredient must be at most ${INGREDIENT_MAX} characters.` }),
      ),
    { message: 'Ingredients must be a list of names.' },
  )
  .max(INGREDIENTS_MAX, { message: `A product can have at most ${INGREDIENTS_MAX} ingredients.` })
  .transform(normalizeIngredients);

/** Dollars with at most two decimals; the server keeps integer cents. */
export const priceField = numberOrNumeral(
  z
    .number({ error: missingOr('Price', 'Price must be a number.') })
    .positive({ message: 'Price must be greater than 0.' })
    .max(PRICE_MAX, { message: `Price must be at most ${PRICE_MAX}.` })
    .refine(inWholeCents, {
      message: 'Price can have at most two decimals.',
    }),
);

const fields = {
  name: line('Name', PRODUCT_NAME_MAX),
  category: line('Category', CATEGORY_MAX),
  price: priceField,
  emotion: z.enum(EMOTIONS, { error: missingOr('Emotion', `Emotion must be one of ${EMOTIONS.join(', ')}.`) }),
  description: paragraphsOfText(z.string({ error: missingOr('Description', 'Description must be text.') }))
    .min(1, { message: 'Description is required.' })
    .max(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters.` }),
  type: z.enum(PRODUCT_TYPES, { error: missingOr('Type', `Type must be one of ${PRODUCT_TYPES.join(', ')}.`) }),
  availability: z.boolean({ message: 'Availability must be true or false.' }),
  ingredients: ingredientsField,
  calories: z
    .number({ message: 'Calories must be a number.' })
    .int({ message: 'Calories must be a whole number.' })
    .min(0, { message: 'Calories cannot be negative.' })
    .max(CALORIES_MAX, { message: `Calories must be at most ${CALORIES_MAX}.` })
    .nullable(),
  spiceLevel: z
    .number({ message: 'Spice level must be a number from 0 to 3.' })
    .int({ message: 'Spice level must be a number from 0 to 3.' })
    .min(0, { message: 'Spice level must be a number from 0 to 3.' })
    .max(3, { message: 'Spice level must be a number from 0 to 3.' }),
  allergens: z
    .array(z.enum(ALLERGENS), { message: `Allergens must be a list of: ${ALLERGENS.join(', ')}.` })
    .transform((list) => [...new Set(list)]),
  // Besides its traits, what the restaurant's dish is made without that such a dish usually holds ("garlic-free").
  tags: z
    .array(z.enum([...DISH_TAGS, ...WITHOUT_TAGS], { message: TAGS_MESSAGE }), { message: TAGS_MESSAGE })
    .transform((list) => [...new Set(list)]),
};
/** The checks of each field, for other bodies about a product (a draft the assistant reads). */
export { fields as productFields };

/** The `product` part of CREATE_PRODUCT. Spec point 5: name, category, price, emotion and description are required. */
export const createProductBody = z.object({
  name: fields.name,
  category: fields.category,
  price: fields.price,
  emotion: fields.emotion,
  description: fields.description,
  // Optional, for the spec's original form, which has no Type field. Left out, a dish is not promised to
  // vegetarians or vegans: only what the admin states is.
  type: fields.type.default('non-veg'),
  availability: fields.availability.default(true),
  ingredients: fields.ingredients.default([]),
  calories: fields.calories.default(null),
  spiceLevel: fields.spiceLevel.default(0),
  allergens: fields.allergens.default([]),
  tags: fields.tags.default([]),
  /** The option groups the dish offers (a size, extras), in the order its page shows them. */
  optionGroupIds: optionGroupIdsField.default([]),
});
export type CreateProductBody = z.input<typeof createProductBody>;
export type ProductInput = z.output<typeof createProductBody>;

export const productIdField = numberOrNumeral(
  z
    .number({ error: missingOr('productId', 'productId must be a number.') })
    .int({ message: 'productId must be a whole number.' })
    .positive({ message: 'productId must be positive.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'No such product.' }),
);

/**
 * UPDATE_PRODUCT: the product (as the menu answers it, so `id` works as well as `productId`). Every field left out
 * keeps its current value; one that is sent must be valid (an empty name is still "Name is required."). The admin's
 * form always sends name, category, price and emotion (spec point 5).
 */
export const updateProductBody = z
  .object({
    productId: productIdField.optional(),
    id: productIdField.optional(),
    name: fields.name.optional(),
    category: fields.category.optional(),
    price: fields.price.optional(),
    emotion: fields.emotion.optional(),
    description: fields.description.optional(),
    type: fields.type.optional(),
    availability: fields.availability.optional(),
    ingredients: fields.ingredients.optional(),
    calories: fields.calories.optional(),
    spiceLevel: fields.spiceLevel.optional(),
    allergens: fields.allergens.optional(),
    tags: fields.tags.optional(),
    optionGroupIds: optionGroupIdsField.optional(),
  })
  .transform(({ productId, id, ...changes }, ctx) => {
    const target = productId ?? id;
    if (target === undefined) {
      ctx.issues.push({ code: 'custom', message: 'productId is required.', path: ['productId'], input: undefined });
      return z.NEVER;
    }
    return { productId: target, changes };
  });
export type UpdateProductBody = z.input<typeof updateProductBody>;
export type ProductChanges = z.output<typeof updateProductBody>['changes'];

export const deleteProductBody = z.object({ productId: productIdField });
export type DeleteProductBody = z.input<typeof deleteProductBody>;

export const PRODUCT_UPDATED = 'PRODUCT_UPDATED';
export const PRODUCT_DELETED = 'PRODUCT_DELETED';

export const productUpdatedAnswer = z.object({ message: z.string(), data: z.literal(PRODUCT_UPDATED) });
export const productDeletedAnswer = z.object({ message: z.string(), data: z.literal(PRODUCT_DELETED) });

/** The kitchen's "sold out" and "back on": availability alone, so a cook can change nothing else about a dish. */
export const productAvailabilityBody = z.object({ productId: productIdField, availability: fields.availability });
export type ProductAvailabilityBody = z.input<typeof productAvailabilityBody>;

export const productAvailabilityAnswer = z.object({
  message: z.string(),
  data: z.object({ productId: z.number().int(), name: z.string(), availability: z.boolean() }),
});

/**
 * What a customer asked for, as structured facts. The built-in parser fills it from text and the Ollama engine asks
 * a model to fill it through `z.toJSONSchema(intentSchema)`, so it stays flat, with plain enums and short notes.
 * Either way the same ranker enforces it against the menu data.
 */
import { z } from 'zod';
import { ALLERGENS, EMOTIONS, MEAL_TAGS, TEMPERATURES, type Allergen } from '../../shared/constants.ts';

export const DIETS = ['vegan', 'vegetarian', 'meat', 'seafood'] as const;
export type Diet = (typeof DIETS)[number];

export const WEIGHTS = ['light', 'heavy'] as const;

const spiceLevel = z.number().int().min(0).max(3);

export const intentSchema = z.object({
  mood: z.enum(EMOTIONS).nullable().describe('How the customer feels now; null when they do not say'),
  diet: z.enum(DIETS).nullable().describe('Only when asked: vegan, vegetarian, meat or seafood'),
  excludeAllergens: z.array(z.enum(ALLERGENS)).describe('Allergies and intolerances; "no nuts" means nuts and peanuts'),
  excludeIngredients: z
    .array(z.string())
    .describe('Other things not wanted, one ingredient word each, e.g. onion, chocolate, caffeine, beef'),
  excludeKinds: z
    .array(z.string())
    .describe('Kinds of dish not wanted, e.g. salad, sandwich, burger, pizza, wrap, soup, curry, rice, pasta, drink'),
  maxPrice: z.number().positive().nullable().describe('Highest acceptable price in US dollars'),
  minPrice: z
    .number()
    .positive()
    .nullable()
    .describe('Lowest price wanted in US dollars: "over $10", the low end of "$8-10", about two thirds of "around $6"'),
  cheap: z.boolean().describe('Asked for something cheap without naming a price'),
  mealTime: z.enum(MEAL_TAGS).nullable(),
  temperature: z.enum(TEMPERATURES).nullable().describe('Wants the food or drink served hot or cold'),
  weight: z.enum(WEIGHTS).nullable().describe('light (small, low calorie) or heavy (filling)'),
  maxCalories: z.number().positive().nullable(),
  minCalories: z.number().positive().nullable(),
  highProtein: z.boolean(),
  lowCarb: z.boolean().describe('Keto, low-carb or no carbs'),
  caffeine: z.boolean().describe('Wants caffeine: to stay awake, for a boost, a strong coffee'),
  spiceMin: spiceLevel.nullable().describe('0 to 3; "spicy" is 2, "spiciest" is 3'),
  spiceMax: spiceLevel.nullable().describe('0 to 3; "nothing spicy" is 0, "mild" or "not too spicy" is 1'),
  sweet: z.boolean().nullable().describe('true for sweet, false for savoury, null when not said'),
  categories: z
    .array(z.string())
    .describe('Kinds of dish asked for: a menu category or one of dessert, drink, main, side, snack, soup, salad'),
  dishNames: z.array(z.string()).describe('Dishes named in the request, e.g. biryani'),
  keywords: z.array(z.string()).describe('Other words worth matching against dish names, descriptions, ingredients'),
});
export type ModelIntent = z.infer<typeof intentSchema>;

/** One thing a shared budget buys: the dishes that are it, and how many. */
export interface BudgetPart {
  ids: readonly number[];
  count: number;
}

export interface Intent extends ModelIntent {
  /** Words the customer asked to leave out that the engine does not know: said in the answer, never dropped. */
  unknownExclusions: string[];
  /**
   * The allergens the customer named an allergy or intolerance to ("allergic to nuts", "celiac"): a medical limit,
   * for which a dish many versions of which hold one is left out too, not only one most versions hold.
   */
  allergies: Allergen[];
  /**
   * Ingredients left out for an allergy, by a rule one lives by or "at all" ("allergic to garlic", "pyaz lehsan nahi
   * khate", "garlic bilkul nahi"): a dish many versions of which hold one is left out too, as for alcohol and pork.
   */
  strictIngredients: string[];
  /** Whether a dish of exactly `maxPrice` is over it ("less than 3", "3 se kam"), not within it ("3 tak", "max 3"). */
  maxPriceExcluded: boolean;
  /**
   * What a budget shared by several dishes buys ("2 karak chai aur kuch snack, total $8"), by the parser; `maxPrice`
   * is then the share of one set.
   */
  budgetParts: readonly BudgetPart[];
  /**
   * Lower caps than `maxPrice` by dish id, by the constraint layer from `budgetParts`: a snack leaves room for two
   * of the cheapest chai the request's other limits allow.
   */
  priceCaps: Readonly<Record<number, number>>;
  /** The text says something about food or eating, even if it asks for nothing in particular. */
  saysFood: boolean;
  /** Stems of the request's own words, typos corrected: what the learned word association reads. */
  stems: string[];
}

/** An intent that asks for nothing: the start of every parse. */
export function emptyIntent(): Intent {
  return {
    mood: null,
    diet: null,
    excludeAllergens: [],
    excludeIngredients: [],
    excludeKinds: [],
    unknownExclusions: [],
    allergies: [],
    strictIngredients: [],
    saysFood: false,
    stems: [],
    maxPrice: null,
    maxPriceExcluded: false,
    budgetParts: [],
    priceCaps: {},
    minPrice: null,
    cheap: false,
    mealTime: null,
    temperature: null,
    weight: null,
    maxCalories: null,
    minCalories: null,
    highProtein: false,
    lowCarb: false,
    caffeine: false,
    spiceMin: null,
    spiceMax: null,
    sweet: null,
    categories: [],
    dishNames: [],
    keywords: [],
  };
}

/** The most `item` may cost: the budget, or less where a shared budget leaves room for other dishes; null for none. */
export function priceCapOf(intent: Intent, item: { id: number }): number | null {
  return intent.maxPrice === null ? null : Math.min(intent.maxPrice, intent.priceCaps[item.id] ?? Infinity);
}

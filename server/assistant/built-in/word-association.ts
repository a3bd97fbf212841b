/**
 * What the words of a request tend to ask for, learned from labelled requests: for each word and each general
 * property a dish can have (its course, kind, mood, heat, temperature, heaviness, protein, diet, price band), how
 * much more often dishes with that property were relevant when a request used that word. It reads what no rule
 * spells out ("leg day" leans to high protein, "promotion" to the dearer dishes), and because it learns
 * properties, never dish names, it carries over to a menu it has not seen and to dishes an admin adds later.
 * `npm run assistant:train-ranking` learns it from the tuning part of the evaluation suite.
 */
import { z } from 'zod';
import { MEAL_TAGS } from '../../../shared/constants.ts';
import { SWEET } from './constraints.ts';
import type { RecommendationType } from '../engine.ts';
import type { Intent } from '../intent.ts';
import type { DishProfile } from './dish-profile.ts';
import { DISH_KINDS } from './knowledge/dish-kinds.ts';
import stored from './knowledge/word-association-model.json' with { type: 'json' };
import { checkedModel, isTableOf, tableOf } from './learned-model.ts';

const KINDS = Object.keys(DISH_KINDS);

const isLift = (lift: unknown): lift is number => Number.isFinite(lift);
const isLiftPerProperty = (lifts: unknown): lifts is Record<string, number> => isTableOf(lifts, isLift);

const associationModel = z.strictObject({
  /** How much the association counts in a dish's score (chosen by cross-validation). */
  weight: z.number().nonnegative(),
  /** Per request word stem, per dish property, the log-lift of relevance; small lifts are left out. */
  lifts: tableOf(isLiftPerProperty, 'every word needs a number for each dish property'),
});
export type AssociationModel = z.infer<typeof associationModel>;

/** The association `npm run assistant:train-ranking` learned from the tuning part of the evaluation suite. */
export const ASSOCIATION_MODEL = checkedModel(associationModel, stored, 'knowledge/word-association-model.json');

/** A labelled request as training sees it: its word stems and, for each dish of its menu, the dish's properties. */
export interface AssociationExample {
  stems: readonly string[];
  dishes: readonly { properties: readonly string[]; relevant: boolean }[];
}

/** How strongly the rate for a word and property is pulled back to the word's overall rate. */
const PRIOR_STRENGTH = 4;
/** A word seen in fewer requests than this tells too little. */
const MIN_REQUESTS = 2;
/** The sum of lifts that counts as much as a fully met stated wish. */
const SCALE = 4;
/** Lifts closer to zero than this are noise, and left out of the model. */
const MIN_LIFT = 0.7;

/**
 * What the association reads in a request: its word stems, and what the parser made of them as a whole (the kind
 * of request, the mood, the meal), so that every way of saying "I'm low" shares what sad requests lean towards.
 */
export function associationWords(intent: Intent, type: RecommendationType): string[] {
  const read: string[] = [];
  if (intent.mood) read.push(`@mood:${intent.mood}:${type}`);
  if (intent.mealTime) read.push(`@meal:${intent.mealTime}`);
  return [...intent.stems, ...read];
}

/** Where a value falls among sorted thresholds: 0 below the first, and so on. */
function band(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value >= t).length;
}

/** The dish's prices, sorted, to place each dish in a price band of its own menu. */
export function priceScale(menu: readonly DishProfile[]): number[] {
  return menu.map((dish) => dish.item.price).sort((a, b) => a - b);
}

/** General properties of a dish: what the learned association is about. */
export function dishProperties(dish: DishProfile, prices: readonly number[]): string[] {
  const third = (k: number) => prices[Math.floor((prices.length * k) / 3)] ?? 0;
  const properties = [
    `course:${dish.course}`,
    `mood:${dish.item.emotion}`,
    `spice:${dish.item.spiceLevel}`,
    `temperature:${dish.temperature ?? 'either'}`,
    `heaviness:${band(dish.heaviness, [0.35, 0.6])}`,
    `protein:${band(dish.protein, [15, 30])}`,
    `sweet:${dish.sweetness >= SWEET}`,
    `diet:${dish.vegan ? 'vegan' : dish.vegetarian ? 'vegetarian' : dish.seafood ? 'seafood' : 'meat'}`,
    `price:${band(dish.item.price, [third(1), third(2)])}`,
  ];
  if (dish.fried) properties.push('fried');
  if (dish.caffeine) properties.push('caffeine');
  if (dish.forKids) properties.push('kids');
  if (dish.mainProtein) properties.push(`main:${dish.mainProtein}`);
  // Kinds of the knowledge base only: a kind taken from a dish's own name would be that dish, not a property.
  for (const kind of KINDS) if ((dish.kinds.get(kind) ?? 0) >= 0.8) properties.push(`kind:${kind}`);
  if (dish.kinds.has('desi')) properties.push('desi');
  for (const meal of MEAL_TAGS) if (dish.mealTimes[meal] >= 0.5) properties.push(`meal:${meal}`);
  return properties;
}

export function trainAssociation(examples: readonly AssociationExample[], weight: number): AssociationModel {
  const requests = new Map<string, number>();
  const totals = new Map<string, { relevant: number; all: number }>();
  const pairs = new Map<string, Map<string, { relevant: number; all: number }>>();
  for (const { stems, dishes } of examples) {
    const relevant = dishes.filter((dish) => dish.relevant).length;
    for (const s of new Set(stems)) {
      requests.set(s, (requests.get(s) ?? 0) + 1);
      const total = totals.get(s) ?? { relevant: 0, all: 0 };
      totals.set(s, { relevant: total.relevant + relevant, all: total.all + dishes.length });
      const byProperty = pairs.get(s) ?? new Map<string, { relevant: number; all: number }>();
      pairs.set(s, byProperty);
      for (const dish of dishes) {
        for (const property of dish.properties) {
          const count = byProperty.get(property) ?? { relevant: 0, all: 0 };
          byProperty.set(property, { relevant: count.relevant + (dish.relevant ? 1 : 0), all: count.all + 1 });
        }
      }
    }
  }
  const lifts: AssociationModel['lifts'] = {};
  for (const [s, byProperty] of pairs) {
    if ((requests.get(s) ?? 0) < MIN_REQUESTS) continue;
    const total = totals.get(s)!;
    const base = (total.relevant + 1) / (total.all + 2);
    const kept: Record<string, number> = {};
    for (const [property, count] of byProperty) {
      const rate = (count.relevant + PRIOR_STRENGTH * base) / (count.all + PRIOR_STRENGTH);
      const lift = Math.log(rate / base);
      if (Math.abs(lift) >= MIN_LIFT) kept[property] = Math.round(lift * 100) / 100;
    }
    if (Object.keys(kept).length) lifts[s] = kept;
  }
  return { weight, lifts };
}

/**
 * How much the request's words lean towards each dish (one list of properties per dish): the weakest at 0, and a
 * sum of lifts of `SCALE` more at 1. All zeros when the model knows none of the words.
 */
export function associationScores(
  model: AssociationModel,
  stems: readonly string[],
  properties: readonly (readonly string[])[],
): number[] {
  const known = [...new Set(stems)].filter((s) => Object.hasOwn(model.lifts, s)).map((s) => model.lifts[s]!);
  if (known.length === 0) return properties.map(() => 0);
  const raw = properties.map((list) => list.reduce((sum, p) => sum + known.reduce((x, l) => x + (l[p] ?? 0), 0), 0));
  // Measured from the weakest candidate, on the lifts' own scale: a weak lean stays weak against a stated wish.
  const low = Math.min(...raw);
  return raw.map((x) => (x - low) / SCALE);
}

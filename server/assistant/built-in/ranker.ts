/**
 * Ranks a menu for an intent. Hard constraints are checked against each dish's own data and never relaxed.
 * What the customer named (a dish, a food, a meal time, hot or cold, light or heavy) then narrows the list
 * when anything fits it, and the soft preferences order what is left.
 */
import type { MenuItem, Recommendation, RecommendationType } from '../engine.ts';
import type { Intent } from '../intent.ts';
import { allowedDishes, namesDish, withParsedText } from './constraints.ts';
import type { DishProfile } from './dish-profile.ts';
import { parseIntent } from './intent-parser.ts';
import { menuIndex } from './menu-index.ts';
import { reasonFor } from './reasons.ts';
import { COURSE_PRIOR, expandKeywords, mealFit, score } from './scoring.ts';

export const MAX_RECOMMENDATIONS = 8;
/** Dishes scoring under this share of the best one fit the request too loosely to show. */
const CUTOFF = 0.5;
/** What "heavy" and "light" ask for at least and at most, on the 0 to 1 heaviness scale (about 720 and 560 kcal). */
const HEAVY = 0.65;
const LIGHT = 0.45;

/**
 * Recommends up to eight available dishes for `intent`, best first. With `text`, the request is also read by
 * the built-in parser: its exclusions, diet and limits are added to the intent (a model that misses an allergy
 * must not cost the customer), and its leftover words feed free-text relevance.
 */
export function rankMenu(
  intent: Intent,
  type: RecommendationType,
  menu: readonly MenuItem[],
  text?: string,
): Recommendation[] {
  const index = menuIndex(menu);
  const wanted = text ? withParsedText(intent, parseIntent(text, type, menu)) : intent;
  const { dishes: allowed, categories } = allowedDishes(index, wanted);
  if (allowed.length === 0) return [];

  const keywords = expandKeywords(wanted, index);
  const holdsFood = (dish: DishProfile) => keywords.foods.some((food) => food.some((s) => dish.contentStems.has(s)));
  // A dish or food the menu has, asked for by name, is wanted like a course is: "mild biryani" is no biryani
  // when every biryani is hot, not a plate of something else.
  if (keywords.foods.length && !allowed.some(holdsFood) && index.profiles.some(holdsFood)) return [];
  let candidates = allowed;
  const narrow = (keep: (dish: DishProfile) => boolean) => {
    const kept = candidates.filter(keep);
    if (kept.length > 0) candidates = kept;
  };
  const named = wanted.dishNames.map(namesDish);
  if (named.length) narrow((dish) => named.some((names) => names(dish)));
  if (keywords.foods.length) narrow(holdsFood);
  if (wanted.mealTime) narrow((dish) => mealFit(dish, wanted, categories.length > 0) >= 0.5);
  if (wanted.temperature) narrow((dish) => dish.temperature === wanted.temperature);
  if (wanted.weight === 'heavy') narrow((dish) => dish.heaviness >= HEAVY);
  if (wanted.weight === 'light') narrow((dish) => dish.heaviness <= LIGHT);

  if (!hasPreference(wanted) && keywords.query.size === 0 && keywords.concepts.size === 0) {
    return varied(candidates, wanted);
  }

  const scored = score(candidates, wanted, type, index, keywords, categories);
  const best = scored[0]!.score;
  return scored
    .filter((entry) => entry.score >= best * CUTOFF)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ dish }) => ({ item: dish.item, reason: reasonFor(dish, wanted) }));
}

function hasPreference(intent: Intent): boolean {
  return (
    intent.mood !== null ||
    intent.diet !== null ||
    intent.excludeAllergens.length > 0 ||
    intent.excludeIngredients.length > 0 ||
    intent.maxPrice !== null ||
    intent.cheap ||
    intent.mealTime !== null ||
    intent.temperature !== null ||
    intent.weight !== null ||
    intent.maxCalories !== null ||
    intent.minCalories !== null ||
    intent.highProtein ||
    intent.spiceMin !== null ||
    intent.spiceMax !== null ||
    intent.sweet !== null ||
    intent.categories.length > 0 ||
    intent.dishNames.length > 0
  );
}

/** Nothing asked for: one dish from each category in menu order, mains first, so the answer shows the range. */
function varied(candidates: readonly DishProfile[], intent: Intent): Recommendation[] {
  const ordered = [...candidates].sort((a, b) => COURSE_PRIOR[b.course] - COURSE_PRIOR[a.course]);
  const byCategory = new Map<string, DishProfile[]>();
  for (const dish of ordered) byCategory.set(dish.item.category, [...(byCategory.get(dish.item.category) ?? []), dish]);
  const picks: DishProfile[] = [];
  for (let round = 0; picks.length < MAX_RECOMMENDATIONS && picks.length < ordered.length; round++) {
    for (const dishes of byCategory.values()) {
      const dish = dishes[round];
      if (dish && picks.length < MAX_RECOMMENDATIONS) picks.push(dish);
    }
  }
  return picks.map((dish) => ({ item: dish.item, reason: reasonFor(dish, intent) }));
}

/**
 * The hard constraints of an intent, checked against each dish's own data: diet, allergens, excluded
 * ingredients, budget, calories, spice limits, sweet or savoury, and the kinds of dish the menu serves.
 */
import type { Intent } from '../intent.ts';
import type { DishProfile } from './dish-profile.ts';
import { allergenOf, INGREDIENT_GROUPS } from './knowledge/ingredients.ts';
import { PHRASES } from './knowledge/request-lexicon.ts';
import type { MenuIndex } from './menu-index.ts';
import { lookup, stemPhrase, tokenize } from './text.ts';

/** A dish at least this sweet counts as sweet. */
const SWEET = 0.35;

const DIET_STRICTNESS = { vegan: 3, vegetarian: 2, seafood: 1, meat: 1 } as const;

/** Adds what the built-in parser read in the request to an intent from elsewhere; it only ever narrows. */
export function withParsedText(intent: Intent, parsed: Intent): Intent {
  const stricter = (a: Intent['diet'], b: Intent['diet']) =>
    !a ? b : !b ? a : DIET_STRICTNESS[b] > DIET_STRICTNESS[a] ? b : a;
  const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  return {
    ...intent,
    diet: stricter(intent.diet, parsed.diet),
    excludeAllergens: [...new Set([...intent.excludeAllergens, ...parsed.excludeAllergens])],
    excludeIngredients: [...new Set([...intent.excludeIngredients, ...parsed.excludeIngredients])],
    maxPrice: lower(intent.maxPrice, parsed.maxPrice),
    maxCalories: lower(intent.maxCalories, parsed.maxCalories),
    spiceMax: lower(intent.spiceMax, parsed.spiceMax),
    keywords: [...new Set([...intent.keywords, ...parsed.keywords])],
  };
}

export interface Allowed {
  dishes: DishProfile[];
  /** The requested kinds of dish the menu serves, as the keys `categoryStrength` takes. */
  categories: string[][];
}

/**
 * The available dishes that keep every hard constraint. A kind of dish the menu serves is one of them:
 * "gluten-free pasta" is no pasta rather than a salad. "Food" only rules out drinks and names no course.
 */
export function allowedDishes(index: MenuIndex, intent: Intent): Allowed {
  const isFood = (keys: string[]) => keys.length === 1 && keys[0] === 'food';
  const requested = intent.categories.map(categoryKeys);
  const categories = requested.filter(
    (keys) => !isFood(keys) && index.profiles.some((dish) => categoryStrength(dish, [keys]) > 0),
  );
  const food = requested.some(isFood);
  const excluded = intent.excludeIngredients.map(excludes);
  const dishes = index.profiles.filter(
    (dish) =>
      dish.item.available &&
      satisfies(dish, intent) &&
      !excluded.some((holds) => holds(dish)) &&
      (!food || dish.course !== 'drink') &&
      (categories.length === 0 || categoryStrength(dish, categories) > 0),
  );
  return { dishes, categories };
}

/** Whether a dish keeps the hard constraints of the intent other than excluded ingredients. */
function satisfies(dish: DishProfile, intent: Intent): boolean {
  const { item } = dish;
  if (intent.diet === 'vegan' && !dish.vegan) return false;
  if (intent.diet === 'vegetarian' && !dish.vegetarian) return false;
  if (intent.diet === 'meat' && !dish.meat) return false;
  if (intent.diet === 'seafood' && !dish.seafood) return false;
  if (intent.excludeAllergens.some((a) => dish.allergens.has(a))) return false;
  if (intent.maxPrice !== null && item.price > intent.maxPrice + 1e-9) return false;
  if (intent.maxCalories !== null && (item.calories === null || item.calories > intent.maxCalories)) return false;
  if (intent.minCalories !== null && (item.calories === null || item.calories < intent.minCalories)) return false;
  if (intent.spiceMax !== null && item.spiceLevel > intent.spiceMax) return false;
  // Wanting heat is a preference, but a dish with none is never what "spicy" means.
  if (intent.spiceMin !== null && intent.spiceMin > 0 && item.spiceLevel < Math.max(1, intent.spiceMin - 1)) {
    return false;
  }
  if (intent.sweet === true && dish.sweetness < SWEET) return false;
  if (intent.sweet === false && dish.sweetness >= SWEET) return false;
  return true;
}

/** What holds something the customer excluded by name ("onion", "caffeine", "nuts"). */
function excludes(ingredient: string): (dish: DishProfile) => boolean {
  const word = ingredient.toLowerCase().trim();
  if (word === 'caffeine') return (dish) => dish.caffeine;
  if (word === 'fried') return (dish) => dish.fried;
  if (word === 'meat') return (dish) => dish.meat;
  const group = lookup(INGREDIENT_GROUPS, word);
  if (group) return (dish) => dish.contents.some(group);
  const allergen = allergenOf(word);
  const stems = tokenize(word).map((t) => t.stem);
  return (dish) =>
    (allergen !== null && dish.allergens.has(allergen)) ||
    (stems.length > 0 && stems.every((s) => dish.contentStems.has(s)));
}

export function namesDish(name: string): (dish: DishProfile) => boolean {
  const wanted = tokenize(name).map((t) => t.stem);
  return (dish) =>
    name.toLowerCase() === dish.item.name.toLowerCase() ||
    (wanted.length > 0 && wanted.every((s) => dish.contentStems.has(s)));
}

const categoryPhrases = new Map(
  PHRASES.flatMap(([phrase, signals]) =>
    signals.flatMap((s) => (s.kind === 'category' ? [[stemPhrase(phrase.replace(/^=/, '')), s.category]] : [])),
  ),
);

/** The kinds a requested category may mean: "Main course" means main, "Desserts" dessert. */
function categoryKeys(category: string): string[] {
  const stemmed = stemPhrase(category.toLowerCase());
  const known = categoryPhrases.get(stemmed);
  if (known) return [known];
  return stemmed.split(' ').filter((s) => s.length > 2 && s !== 'and');
}

export function categoryStrength(dish: DishProfile, categories: readonly string[][]): number {
  let best = 0;
  for (const keys of categories) for (const key of keys) best = Math.max(best, dish.kinds.get(key) ?? 0);
  return best;
}

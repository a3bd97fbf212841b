/**
 * The hard constraints of an intent, checked against each dish's own data: diet, allergens, excluded
 * ingredients, budget, calories, spice limits, sweet or savoury, and the kinds of dish the menu serves.
 */
import type { Allergen } from '../../../shared/constants.ts';
import { priceCapOf, type Intent } from '../intent.ts';
import type { DishProfile } from './dish-profile.ts';
import { kindNamed } from './knowledge/dish-kinds.ts';
import { equivalentStems } from './knowledge/food-equivalents.ts';
import { allergenNamed, allergenOf, INGREDIENT_GROUPS } from './knowledge/ingredients.ts';
import { PHRASES } from './knowledge/request-lexicon.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { priceCaps } from './shared-budget.ts';
import { lookalikeOf, lookup, singular, stem, stemPhrase, tokenize } from './text.ts';

/** Words that ask for a drink by what it is. */
const DRINK_WORDS = new Set(['coffee', 'tea', 'latte', 'chai', 'juice', 'shake', 'smoothie', 'soda', 'lemonade']);

const DIET_STRICTNESS = { vegan: 3, vegetarian: 2, seafood: 1, meat: 1 } as const;

/** Adds what the built-in parser read in the request to an intent from elsewhere; it only ever narrows. */
export function withParsedText(intent: Intent, parsed: Intent): Intent {
  const stricter = (a: Intent['diet'], b: Intent['diet']) =>
    !a ? b : !b ? a : DIET_STRICTNESS[b] > DIET_STRICTNESS[a] ? b : a;
  const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  const excludeIngredients = [...new Set([...intent.excludeIngredients, ...parsed.excludeIngredients])];
  return {
    ...intent,
    diet: stricter(intent.diet, parsed.diet),
    excludeAllergens: [...new Set([...intent.excludeAllergens, ...parsed.excludeAllergens])],
    excludeIngredients,
    excludeKinds: [...new Set([...intent.excludeKinds, ...parsed.excludeKinds])],
    unknownExclusions: [...new Set([...intent.unknownExclusions, ...parsed.unknownExclusions])],
    allergies: [...new Set([...intent.allergies, ...parsed.allergies])],
    strictIngredients: [...new Set([...intent.strictIngredients, ...parsed.strictIngredients])],
    lowCarb: intent.lowCarb || parsed.lowCarb,
    caffeine: (intent.caffeine || parsed.caffeine) && !excludeIngredients.includes('caffeine'),
    saysFood: intent.saysFood || parsed.saysFood,
    stems: parsed.stems,
    maxPrice: lower(intent.maxPrice, parsed.maxPrice),
    // The text's own ceiling is exclusive only where it is the one that holds.
    maxPriceExcluded: parsed.maxPriceExcluded && lower(intent.maxPrice, parsed.maxPrice) === parsed.maxPrice,
    budgetParts: parsed.budgetParts.length > 0 ? parsed.budgetParts : intent.budgetParts,
    minPrice: intent.minPrice ?? parsed.minPrice,
    maxCalories: lower(intent.maxCalories, parsed.maxCalories),
    spiceMax: lower(intent.spiceMax, parsed.spiceMax),
    keywords: [...new Set([...intent.keywords, ...parsed.keywords])],
  };
}

/**
 * The intent with each dish's cap where its budget is shared (`shared-budget.ts`): the room a dish leaves is for the
 * cheapest dishes every other limit allows.
 */
export function withPriceCaps(index: Pick<MenuIndex, 'profiles'>, intent: Intent): Intent {
  if (intent.budgetParts.length === 0 || intent.maxPrice === null) return intent;
  const allowed = allowedDishes(index, { ...intent, priceCaps: {} });
  return { ...intent, priceCaps: priceCaps(intent.budgetParts, intent.maxPrice, index.profiles, allowed) };
}

/**
 * The available dishes that keep every hard constraint: diet, allergens, what the customer left out (ingredients,
 * kinds of dish, words the engine does not know), budget, calories and how much heat. Everything else a request
 * says is a wish the ranker may relax.
 */
export function allowedDishes(
  index: Pick<MenuIndex, 'profiles'>,
  intent: Intent,
  { doubting = true }: { doubting?: boolean } = {},
): DishProfile[] {
  const excluded = [
    ...intent.excludeIngredients.map((word) => excludes(word, doubting && leftOutInDoubt(intent).includes(word))),
    ...intent.excludeKinds.map((kind) => (dish: DishProfile) => isKind(dish, kind)),
    ...intent.unknownExclusions.map(resembles),
  ];
  // "Something to eat" is no drink, unless a drink is asked for too ("greasy food and strong coffee").
  const drinkToo =
    intent.caffeine ||
    intent.categories.some((c) => categoryKeys(c).join() === 'drink') ||
    intent.keywords.some((k) => DRINK_WORDS.has(k.toLowerCase()));
  const food = !drinkToo && intent.categories.some((c) => categoryKeys(c).join() === 'food');
  return index.profiles.filter(
    (dish) =>
      dish.item.available &&
      satisfies(dish, intent, doubting) &&
      !excluded.some((holds) => holds(dish)) &&
      (!food || dish.course !== 'drink'),
  );
}

/**
 * The requested kinds of dish the menu serves, as the keys `categoryStrength` takes: the categories asked for, and
 * kinds the knowledge base knows by a word of the request ("momos" are dumplings). "Food" names no course.
 */
export function requestedCategories(index: MenuIndex, intent: Intent): string[][] {
  const named = intent.keywords.flatMap((word) => {
    const kind = kindNamed(word);
    return kind ? [[kind]] : [];
  });
  return [...intent.categories.map(categoryKeys), ...named].filter(
    (keys) => keys.join() !== 'food' && index.profiles.some((dish) => categoryStrength(dish, [keys]) > 0),
  );
}

/**
 * When in doubt, leave it out: what the customer left out that many versions of the dish hold, beyond what most
 * hold. For an allergy, wherever it may hide (a nugget's egg); for any "no", in what is fried, whose batter,
 * breading and oil a recipe list rarely names (the egg of an onion ring's batter, the flour of a cheese sauce on
 * fries).
 */
export function doubtedAllergens(intent: Intent, dish: DishProfile): Allergen[] {
  const forAllergy = intent.allergies.filter((allergen) => dish.unsure.has(allergen));
  const inBatter = intent.excludeAllergens.filter((allergen) => dish.inBatter.has(allergen));
  return [...new Set([...forAllergy, ...inBatter])];
}

/**
 * Whether a dish keeps the hard constraints of the intent other than what was left out by name; `doubting: false`
 * asks it without what is left out only in doubt (`doubtedAllergens`).
 */
function satisfies(dish: DishProfile, intent: Intent, doubting = true): boolean {
  const { item } = dish;
  if (intent.diet === 'vegan' && !dish.vegan) return false;
  if (intent.diet === 'vegetarian' && !dish.vegetarian) return false;
  if (intent.diet === 'meat' && !dish.meat) return false;
  if (intent.diet === 'seafood' && !dish.seafood) return false;
  if (intent.excludeAllergens.some((a) => dish.allergens.has(a))) return false;
  if (doubting && doubtedAllergens(intent, dish).length > 0) return false;
  const cap = priceCapOf(intent, item);
  if (cap !== null && item.price > cap + (intent.maxPriceExcluded ? -1e-9 : 1e-9)) return false;
  // "Under 300 calories" leaves out a dish of exactly 300: at a limit, the safe side.
  if (intent.maxCalories !== null && (item.calories === null || item.calories >= intent.maxCalories)) return false;
  if (intent.minCalories !== null && (item.calories === null || item.calories < intent.minCalories)) return false;
  // "Nothing spicy", "mild" and "not too spicy" are limits: someone who cannot take heat is never offered it.
  if (intent.spiceMax !== null && item.spiceLevel > intent.spiceMax) return false;
  // "Low carb", "keto" and "carb free" are a limit, as "carbs nahi" is: a pasta is no "closest dish" to someone on one.
  if (intent.lowCarb && (dish.starchy || dish.sweetness >= SWEET)) return false;
  // "Meetha bilkul nahi" is a limit: nothing that tastes sweet, by its own words or by most recipes of it.
  if (intent.sweet === false && (dish.sweetness >= SWEET || dish.usuallySweet)) return false;
  return true;
}

/** Whether a dish is of a kind the knowledge base or the menu's own words know ("pasta", "dessert"). */
export function isKind(dish: DishProfile, kind: string): boolean {
  return (dish.kinds.get(kind) ?? 0) >= 0.8 || (dish.kinds.get(stem(kind)) ?? 0) >= 0.8;
}

/** Whether a dish holds a word that looks like `word`, one the engine does not know (`lookalikeOf`). */
function resembles(word: string): (dish: DishProfile) => boolean {
  const looksLike = lookalikeOf(word);
  return (dish) => [...dish.wordStems].some(looksLike);
}

/** A dish at least this sweet counts as sweet. */
export const SWEET = 0.35;

/** Allergen groups whose members are forms of one food, any of which a recipe's unlisted part may be. */
const FORMS_OF_ONE_FOOD: ReadonlySet<Allergen> = new Set(['dairy', 'egg', 'nuts', 'peanuts', 'sesame']);

/** What people leave out for their faith (a gelatin may be pork): a dish many versions of which hold it is out too. */
const STRICT = new Set(['alcohol', 'pork', 'gelatin']);

/**
 * The ingredients left out for faith, an allergy or a rule one lives by, of which a dish many versions of which hold
 * one is left out too: tiramisu and its marsala.
 */
export function leftOutInDoubt(intent: Intent): string[] {
  return intent.excludeIngredients.filter(
    (word) => STRICT.has(word.toLowerCase().trim()) || intent.strictIngredients.includes(word),
  );
}

/**
 * What holds something the customer excluded by name ("onion", "caffeine", "nuts"); when `strict`, also what many
 * versions of the dish hold.
 */
function excludes(ingredient: string, strict: boolean): (dish: DishProfile) => boolean {
  const word = ingredient.toLowerCase().trim();
  const holds = holdsNamed(word);
  return strict ? (dish) => holds(dish) || dish.unsure.has(word) : holds;
}

function holdsNamed(word: string): (dish: DishProfile) => boolean {
  if (word === 'caffeine') return (dish) => dish.caffeine;
  if (word === 'fried') return (dish) => dish.fried;
  if (word === 'meat') return (dish) => dish.meat;
  // "carbs nahi", "no carbs" on a keto diet: bread, rice, pasta, potatoes, and sugar.
  if (word === 'carbs') return (dish) => dish.starchy;
  if (word === 'raw fish') return (dish) => isKind(dish, 'raw') && (dish.seafood || dish.allergens.has('fish'));
  const allergen = allergenNamed(word);
  // "no yogurt", "mayo nahi", "no almonds": a dish whose dairy, egg or nuts only the knowledge file knows of may hold
  // them as that, as a burger's unlisted egg is its mayo. Not for gluten or soy, whose forms are different foods:
  // "no bread" is no reason to leave out a soup thickened with flour, nor "no tofu" a biscuit's soy.
  const member = allergen === null ? allergenOf(word) : null;
  const memberOf = member !== null && FORMS_OF_ONE_FOOD.has(member) ? member : null;
  const hiddenAs = (dish: DishProfile) => memberOf !== null && dish.hiddenOnly.has(memberOf);
  // "No jalapenos" leaves out the family "jalapeno" names, its chipotle too.
  const group = lookup(INGREDIENT_GROUPS, word) ?? lookup(INGREDIENT_GROUPS, singular(word));
  if (group) return (dish) => dish.contents.some(group) || hiddenAs(dish);
  const stems = tokenize(word).map((t) => t.stem);
  const sameFood = stems.length === 1 ? equivalentStems(stems[0]!) : [];
  return (dish) =>
    (allergen !== null && dish.allergens.has(allergen)) ||
    hiddenAs(dish) ||
    (stems.length > 0 && stems.every((s) => dish.contentStems.has(s))) ||
    sameFood.some((s) => dish.contentStems.has(s));
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

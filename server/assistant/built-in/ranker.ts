/**
 * Ranks a menu for an intent. Hard constraints (availability, diet, allergens, excluded ingredients, budget,
 * calories, spice limits, sweet or savoury) are checked against each dish's own data and never relaxed. What
 * the customer named (a dish, a kind of dish, a food, a meal time, hot or cold) then narrows the list when
 * anything fits it, and the soft preferences order what is left.
 */
import type { Emotion } from '../../../shared/constants.ts';
import type { MenuItem, Recommendation, RecommendationType } from '../engine.ts';
import type { Intent } from '../intent.ts';
import type { DishProfile } from './dish-profile.ts';
import { allergenOf, INGREDIENT_GROUPS } from './knowledge/ingredients.ts';
import { CONCEPTS, DESCRIPTORS, PHRASES } from './knowledge/request-lexicon.ts';
import { parseIntent } from './intent-parser.ts';
import { menuIndex, type MenuIndex } from './menu-index.ts';
import { reasonFor } from './reasons.ts';
import { stem, stemPhrase, tokenize } from './text.ts';

export const MAX_RECOMMENDATIONS = 8;
/** A dish at least this sweet counts as sweet. */
const SWEET = 0.35;
/** Dishes scoring under this share of the best one fit the request too loosely to show. */
const CUTOFF = 0.5;
/** What "heavy" and "light" ask for at least and at most, on the 0 to 1 heaviness scale (about 720 and 560 kcal). */
const HEAVY = 0.65;
const LIGHT = 0.45;

/** Words the menu's descriptions use for dishes that suit each mood. */
const MOOD_WORDS: Record<Emotion, string[]> = {
  sadness: ['comfort', 'comforting', 'cozy', 'warming', 'hug', 'soul', 'home', 'hearty', 'cheer'],
  joy: ['celebrate', 'celebrating', 'celebration', 'treat', 'festive', 'party', 'share', 'sharing', 'indulgent'],
  anger: ['fiery', 'fire', 'hot', 'bold', 'crunch', 'crunchy', 'kick', 'bite'],
  fear: ['calm', 'calming', 'soothing', 'soothes', 'gentle', 'mild', 'easy', 'simple', 'light'],
  disgust: ['fresh', 'clean', 'crisp', 'refreshing', 'light', 'palate', 'bright', 'zesty'],
  neutral: ['everyday', 'reliable', 'simple', 'classic', 'dependable', 'quick', 'easy'],
};

/** Soft concepts that still name a food, so they narrow the menu like a food word does. */
const FOOD_CONCEPTS = new Set(['coffee', 'tea']);

interface Weights {
  mood: number;
  moodWords: number;
  text: number;
  concept: number;
  category: number;
  meal: number;
  temperature: number;
  weight: number;
  protein: number;
  spice: number;
  mild: number;
  sweet: number;
  cheap: number;
  course: number;
  savoury: number;
}

/** Emotional requests weigh the mood most; nutritional ones weigh what is in the dish. */
const WEIGHTS: Record<RecommendationType, Weights> = {
  nutritional: {
    mood: 1.5,
    moodWords: 0.3,
    text: 2.5,
    concept: 1.5,
    category: 1,
    meal: 1.5,
    temperature: 1.5,
    weight: 2,
    protein: 3,
    spice: 2.5,
    mild: 0.5,
    sweet: 2,
    cheap: 1.5,
    course: 0.6,
    savoury: 0.5,
  },
  emotional: {
    mood: 4,
    moodWords: 0.8,
    text: 1.5,
    concept: 1.5,
    category: 1,
    meal: 1.5,
    temperature: 1.5,
    weight: 1.5,
    protein: 2,
    spice: 2,
    mild: 0.5,
    sweet: 1.5,
    cheap: 1.2,
    course: 0.6,
    savoury: 0.5,
  },
};

/** How likely a dish is to be what someone means by "something to eat", and by "a meal". */
const COURSE_PRIOR = { main: 1, salad: 0.8, dessert: 0.6, breakfast: 0.5, side: 0.5, soup: 0.5, drink: 0.3 };
const MEAL_PRIOR = { main: 1, salad: 1, breakfast: 0.8, soup: 0.4, side: 0.3, dessert: 0, drink: 0 };

const DIET_STRICTNESS = { vegan: 3, vegetarian: 2, seafood: 1, meat: 1 } as const;

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
  // A kind of dish the menu serves is a hard constraint: "gluten-free pasta" is no pasta rather than a salad.
  // "Food" only rules out drinks; it names no course, so courses are weighed as if nothing was named.
  const isFood = (keys: string[]) => keys.length === 1 && keys[0] === 'food';
  const requested = wanted.categories.map(categoryKeys);
  const categories = requested.filter(
    (keys) => !isFood(keys) && index.profiles.some((dish) => categoryStrength(dish, [keys]) > 0),
  );
  const food = requested.some(isFood);
  const allowed = index.profiles.filter(
    (dish) =>
      dish.item.available &&
      satisfies(dish, wanted) &&
      (!food || dish.course !== 'drink') &&
      (categories.length === 0 || categoryStrength(dish, categories) > 0),
  );
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
  if (wanted.dishNames.length) narrow((dish) => wanted.dishNames.some((name) => namesDish(name, dish)));
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

function withParsedText(intent: Intent, parsed: Intent): Intent {
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

/** Whether a dish keeps every hard constraint of the intent. */
function satisfies(dish: DishProfile, intent: Intent): boolean {
  const { item } = dish;
  if (intent.diet === 'vegan' && !dish.vegan) return false;
  if (intent.diet === 'vegetarian' && !dish.vegetarian) return false;
  if (intent.diet === 'meat' && !dish.meat) return false;
  if (intent.diet === 'seafood' && !dish.seafood) return false;
  if (intent.excludeAllergens.some((a) => dish.allergens.has(a))) return false;
  if (intent.excludeIngredients.some((ingredient) => contains(dish, ingredient))) return false;
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

/** Whether the dish holds something the customer excluded by name ("onion", "caffeine", "nuts"). */
function contains(dish: DishProfile, ingredient: string): boolean {
  const word = ingredient.toLowerCase().trim();
  if (word === 'caffeine') return dish.caffeine;
  if (word === 'fried') return dish.fried;
  if (word === 'meat') return dish.meat;
  const group = INGREDIENT_GROUPS[word];
  if (group) return dish.contents.some(group);
  const allergen = allergenOf(word);
  if (allergen && dish.allergens.has(allergen)) return true;
  const stems = tokenize(word).map((t) => t.stem);
  return stems.length > 0 && stems.every((s) => dish.contentStems.has(s));
}

function namesDish(name: string, dish: DishProfile): boolean {
  if (name.toLowerCase() === dish.item.name.toLowerCase()) return true;
  const wanted = tokenize(name).map((t) => t.stem);
  const has = tokenize(dish.item.name).map((t) => t.stem);
  return wanted.length > 0 && wanted.every((s) => has.includes(s));
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

function categoryStrength(dish: DishProfile, categories: readonly string[][]): number {
  let best = 0;
  for (const keys of categories) for (const key of keys) best = Math.max(best, dish.kinds.get(key) ?? 0);
  return best;
}

/** How much each course makes a meal of its own at each time of day: soup is half a dinner, a drink none. */
const MEAL_COURSES = {
  breakfast: { breakfast: 1, main: 1, drink: 0.8, side: 0.5, dessert: 0.3, soup: 0.3, salad: 0.3 },
  lunch: { main: 1, breakfast: 1, salad: 0.9, soup: 0.6, side: 0.3, dessert: 0.2, drink: 0.2 },
  dinner: { main: 1, breakfast: 1, salad: 0.7, soup: 0.6, side: 0.3, dessert: 0.25, drink: 0.2 },
} as const;

function mealFit(dish: DishProfile, intent: Intent, categorised: boolean): number {
  const meal = intent.mealTime;
  if (!meal) return 0;
  // Asking for "a dessert for dinner" makes the course right already; only the time of day matters then.
  return dish.mealTimes[meal] * (categorised ? 1 : MEAL_COURSES[meal][dish.course]);
}

interface Keywords {
  /** Stems of the words the customer used, to look for with their weights. */
  query: Map<string, number>;
  /** Stems standing for soft wishes ("crunchy", "fresh"), which weigh less than named foods. */
  concepts: Map<string, number>;
  /** Food words, each as the stems that count as it: a dish must hold one of them. */
  foods: string[][];
}

function expandKeywords(intent: Intent, index: MenuIndex): Keywords {
  const query = new Map<string, number>();
  const concepts = new Map<string, number>();
  const foods: string[][] = [];
  const add = (map: Map<string, number>, s: string, weight: number) => map.set(s, Math.max(map.get(s) ?? 0, weight));
  for (const keyword of intent.keywords) {
    const words = tokenize(keyword.toLowerCase()).filter((t) => t.kind === 'word');
    const concept = CONCEPTS[keyword.toLowerCase()];
    if (concept) {
      const stems = concept.map(stem);
      const food = FOOD_CONCEPTS.has(keyword.toLowerCase());
      stems.forEach((s, i) => add(food ? query : concepts, s, i === 0 ? 1 : 0.7));
      if (food) foods.push(stems);
      continue;
    }
    for (const word of words) {
      // A word no dish uses can only make every dish look equally unrelated.
      if (!index.bm25.has(word.stem)) continue;
      add(query, word.stem, 1);
      const isFood =
        !DESCRIPTORS.has(word.word) && (index.ingredientStems.has(word.stem) || index.nameStems.has(word.stem));
      if (isFood) foods.push([word.stem]);
    }
  }
  return { query, concepts, foods };
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

interface Scored {
  dish: DishProfile;
  score: number;
}

function score(
  candidates: readonly DishProfile[],
  intent: Intent,
  type: RecommendationType,
  index: MenuIndex,
  keywords: Keywords,
  categories: readonly string[][],
): Scored[] {
  const w = WEIGHTS[type];
  /** [weight, value per candidate] for each preference the intent states. */
  const components: [number, number[]][] = [];
  const add = (weight: number, value: (dish: DishProfile) => number) =>
    components.push([weight, candidates.map(value)]);
  const bm25 = (q: ReadonlyMap<string, number>) =>
    normalised(candidates.map((dish) => index.bm25.score(index.positions.get(dish)!, q)));

  if (intent.mood) {
    const mood = intent.mood;
    add(w.mood, (dish) => (dish.item.emotion === mood ? 1 : 0));
    const moodRelevance = bm25(new Map(MOOD_WORDS[mood].map((word) => [stem(word), 1])));
    components.push([w.moodWords, moodRelevance]);
  }
  if (keywords.query.size) components.push([w.text, bm25(keywords.query)]);
  if (keywords.concepts.size) components.push([w.concept, bm25(keywords.concepts)]);
  if (categories.length) add(w.category, (dish) => categoryStrength(dish, categories));
  if (intent.mealTime) add(w.meal, (dish) => mealFit(dish, intent, categories.length > 0));
  const temperature = intent.temperature;
  if (temperature) {
    const fit = (dish: DishProfile) => (dish.temperature === temperature ? 1 : dish.temperature === null ? 0.5 : 0);
    add(w.temperature, fit);
  }
  if (intent.weight) {
    add(w.weight, (dish) => (intent.weight === 'light' ? 1 - dish.heaviness : dish.heaviness));
  }
  if (intent.highProtein) add(w.protein, proteinScore);
  const spiceMin = intent.spiceMin;
  if (spiceMin !== null && spiceMin > 0) {
    // Past the asked-for heat, hotter still scores a little more: "spicy" is rarely a ceiling.
    const heat = (level: number) =>
      level >= spiceMin ? 0.85 + (0.15 * (level - spiceMin)) / (4 - spiceMin) : (0.5 * level) / spiceMin;
    add(w.spice, (dish) => heat(dish.item.spiceLevel));
  } else if (intent.spiceMax !== null) {
    add(w.mild, (dish) => 1 - dish.item.spiceLevel / 3);
  }
  if (intent.sweet === true) add(w.sweet, (dish) => dish.sweetness);
  // Talk of spice is talk of savoury food.
  if ((spiceMin !== null || intent.spiceMax !== null) && intent.sweet === null) {
    add(w.savoury, (dish) => 1 - dish.sweetness);
  }
  if (intent.cheap) {
    const prices = candidates.map((dish) => dish.item.price);
    const [cheapest, dearest] = [Math.min(...prices), Math.max(...prices)];
    add(w.cheap, (dish) => (dearest > cheapest ? (dearest - dish.item.price) / (dearest - cheapest) : 1));
  }
  const substantial = intent.keywords.includes('filling');
  if (substantial) add(w.weight, (dish) => Math.min(1, Math.max(0, ((dish.item.calories ?? 500) - 250) / 350)));
  if (!categories.length && !intent.mealTime) {
    const prior = intent.keywords.includes('meal') || substantial ? MEAL_PRIOR : COURSE_PRIOR;
    add(w.course, (dish) => prior[dish.course]);
  }

  const scored = candidates.map((dish, i): Scored => ({
    dish,
    score: components.reduce((total, [weight, values]) => total + weight * values[i]!, 0),
  }));
  return scored.sort((a, b) => b.score - a.score || a.dish.item.price - b.dish.item.price);
}

/** High in protein both in grams and for its calories, as people who ask for protein usually mean. */
function proteinScore(dish: DishProfile): number {
  const calories = dish.item.calories ?? 500;
  const density = (dish.protein * 4) / Math.max(calories, 50);
  return 0.6 * Math.min(1, dish.protein / 45) + 0.4 * Math.min(1, density / 0.3);
}

function normalised(values: number[]): number[] {
  const max = Math.max(0, ...values);
  return max > 0 ? values.map((v) => v / max) : values.map(() => 0);
}

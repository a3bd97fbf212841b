/** Soft preferences: how well each candidate dish fits what the request would like, as one weighted score. */
import type { Emotion } from '../../../shared/constants.ts';
import type { RecommendationType } from '../engine.ts';
import type { Intent } from '../intent.ts';
import { categoryStrength } from './constraints.ts';
import type { DishProfile } from './dish-profile.ts';
import { CONCEPTS, DESCRIPTORS } from './knowledge/request-lexicon.ts';
import { allergenOf, INGREDIENT_GROUPS } from './knowledge/ingredients.ts';
import { RANKING_WEIGHTS, type Feature } from './knowledge/ranking-weights.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { equivalentStems } from './knowledge/food-equivalents.ts';
import { lookup, stem, tokenize } from './text.ts';
import { associationScores, associationWords, type AssociationModel } from './word-association.ts';

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

/** How likely a dish is to be what someone means by "something to eat", and by "a meal". */
export const COURSE_PRIOR = { main: 1, salad: 0.8, dessert: 0.6, breakfast: 0.5, side: 0.5, soup: 0.5, drink: 0.3 };
const MEAL_PRIOR = { main: 1, salad: 1, breakfast: 0.8, soup: 0.4, side: 0.3, dessert: 0, drink: 0 };
/** "Something icy" on a hot day is a drink or a frozen dessert; "something warm" is a soup or a main. */
const TEMPERATURE_PRIOR = {
  cold: { drink: 1, dessert: 0.8, salad: 0.5, side: 0.3, main: 0.3, breakfast: 0.3, soup: 0 },
  hot: { soup: 1, main: 1, breakfast: 0.6, side: 0.4, drink: 0.4, dessert: 0.3, salad: 0 },
} as const;

/** How much each course makes a meal of its own at each time of day: soup is half a dinner, a drink none. */
const MEAL_COURSES = {
  breakfast: { breakfast: 1, main: 1, drink: 0.8, side: 0.5, dessert: 0.3, soup: 0.3, salad: 0.3 },
  lunch: { main: 1, breakfast: 1, salad: 0.9, soup: 0.6, side: 0.3, dessert: 0.2, drink: 0.2 },
  dinner: { main: 1, breakfast: 1, salad: 0.7, soup: 0.6, side: 0.3, dessert: 0.25, drink: 0.2 },
} as const;

export function mealFit(dish: DishProfile, intent: Intent, categorised: boolean): number {
  const meal = intent.mealTime;
  if (!meal) return 0;
  // Asking for "a dessert for dinner" makes the course right already; only the time of day matters then.
  return dish.mealTimes[meal] * (categorised ? 1 : MEAL_COURSES[meal][dish.course]);
}

export interface Keywords {
  /** Stems of the words the customer used, to look for with their weights. */
  query: Map<string, number>;
  /** Stems standing for soft wishes ("crunchy", "fresh"), which weigh less than named foods. */
  concepts: Map<string, number>;
  /** Food words, each as the stems that count as it: a dish must hold one of them. */
  foods: string[][];
}

export function expandKeywords(intent: Intent, index: MenuIndex): Keywords {
  const query = new Map<string, number>();
  const concepts = new Map<string, number>();
  const foods: string[][] = [];
  const add = (map: Map<string, number>, s: string, weight: number) => map.set(s, Math.max(map.get(s) ?? 0, weight));
  const excludedGroups = intent.excludeIngredients.flatMap((name) => lookup(INGREDIENT_GROUPS, name) ?? []);
  for (const keyword of intent.keywords) {
    const words = tokenize(keyword.toLowerCase()).filter((t) => t.kind === 'word');
    const concept = lookup(CONCEPTS, keyword.toLowerCase());
    if (concept) {
      const stems = concept.map(stem);
      const food = FOOD_CONCEPTS.has(keyword.toLowerCase());
      stems.forEach((s, i) => add(food ? query : concepts, s, i === 0 ? 1 : 0.7));
      if (food) foods.push(stems);
      continue;
    }
    for (const word of words) {
      // A word no dish uses can only make every dish look equally unrelated; an allergen ruled out is not wanted.
      const stems = equivalentStems(word.stem).filter((s) => index.bm25.has(s));
      if (stems.length === 0) continue;
      // "Almonds" with a nut allergy is ruled out; "noodles" when gluten-free is not, if rice noodles are served,
      // nor "espresso" when caffeine-free, if a decaf espresso is.
      const allergen = allergenOf(word.word);
      const allergenOut = allergen !== null && intent.excludeAllergens.includes(allergen) ? allergen : null;
      const ruledOut = allergenOut !== null || excludedGroups.some((group) => group(word.word));
      const servedAllowed = () =>
        index.profiles.some(
          (d) =>
            stems.some((s) => d.contentStems.has(s)) &&
            !(allergenOut && d.allergens.has(allergenOut)) &&
            !excludedGroups.some((group) => d.contents.some(group)),
        );
      if (ruledOut && !servedAllowed()) continue;
      for (const s of stems) add(query, s, 1);
      const isFood = (s: string) =>
        !DESCRIPTORS.has(word.word) &&
        // "watering" is no water: a verb made of a food word, unless the menu itself uses it ("stuffing").
        (!word.word.endsWith('ing') || index.vocabulary.has(word.word)) &&
        // "long" of "long beans" is no food; "biryani" of "biryani masala" is, since a dish is called by it.
        (index.nameStems.has(s) || (index.ingredientStems.has(s) && !index.modifierStems.has(s)));
      const named = stems.filter(isFood);
      if (named.length) foods.push(named);
    }
  }
  return { query, concepts, foods };
}

export interface Scored {
  dish: DishProfile;
  score: number;
}

/** Each feature the request states, with its value for every candidate. */
export function features(
  candidates: readonly DishProfile[],
  intent: Intent,
  index: MenuIndex,
  keywords: Keywords,
  categories: readonly string[][],
): Map<Feature, number[]> {
  const out = new Map<Feature, number[]>();
  const add = (feature: Feature, value: (dish: DishProfile) => number) => out.set(feature, candidates.map(value));
  const bm25 = (q: ReadonlyMap<string, number>) =>
    normalised(candidates.map((dish) => index.bm25.score(index.positions.get(dish)!, q)));

  if (intent.mood) {
    const mood = intent.mood;
    add('mood', (dish) => (dish.item.emotion === mood ? 1 : 0));
    out.set('moodWords', bm25(new Map(MOOD_WORDS[mood].map((word) => [stem(word), 1]))));
  }
  if (keywords.query.size) out.set('text', bm25(keywords.query));
  if (keywords.concepts.size) out.set('concept', bm25(keywords.concepts));
  if (categories.length) add('category', (dish) => categoryStrength(dish, categories));
  if (intent.mealTime) add('meal', (dish) => mealFit(dish, intent, categories.length > 0));
  const temperature = intent.temperature;
  if (temperature) {
    add('temperature', (dish) => (dish.temperature === temperature ? 1 : dish.temperature === null ? 0.5 : 0));
  }
  if (intent.weight) add('weight', (dish) => (intent.weight === 'light' ? 1 - dish.heaviness : dish.heaviness));
  if (intent.highProtein) add('protein', proteinScore);
  // Someone who needs to stay awake means coffee or tea more than a chocolate cake.
  if (intent.caffeine) add('caffeine', (dish) => (dish.caffeine ? (dish.course === 'drink' ? 1 : 0.4) : 0));
  const spiceMin = intent.spiceMin;
  if (spiceMin !== null && spiceMin > 0) {
    // Past the asked-for heat, hotter still scores a little more: "spicy" is rarely a ceiling.
    const heat = (level: number) =>
      level >= spiceMin ? 0.85 + (0.15 * (level - spiceMin)) / (4 - spiceMin) : (0.5 * level) / spiceMin;
    add('spice', (dish) => heat(dish.item.spiceLevel));
  } else if (intent.spiceMax !== null) {
    add('mild', (dish) => 1 - dish.item.spiceLevel / 3);
  }
  if (intent.sweet === true) add('sweet', (dish) => dish.sweetness);
  // Talk of spice is talk of savoury food.
  if ((spiceMin !== null || intent.spiceMax !== null) && intent.sweet === null) {
    add('savoury', (dish) => 1 - dish.sweetness);
  }
  if (intent.cheap) {
    const prices = candidates.map((dish) => dish.item.price);
    const [cheapest, dearest] = [Math.min(...prices), Math.max(...prices)];
    add('cheap', (dish) => (dearest > cheapest ? (dearest - dish.item.price) / (dearest - cheapest) : 1));
  }
  const substantial = intent.keywords.includes('filling');
  if (substantial) add('filling', (dish) => Math.min(1, Math.max(0, ((dish.item.calories ?? 500) - 250) / 350)));
  if (!categories.length && !intent.mealTime) {
    const prior =
      intent.keywords.includes('meal') || substantial
        ? MEAL_PRIOR
        : intent.temperature
          ? TEMPERATURE_PRIOR[intent.temperature]
          : COURSE_PRIOR;
    add('course', (dish) => prior[dish.course]);
  }
  // Someone with an allergy picks dishes whose ingredients leave no doubt over ones with a sauce of unknown make.
  if (intent.excludeAllergens.length) add('certainty', (dish) => 1 / (1 + dish.doubtfulIngredients));
  // A kids' meal is for a request that mentions children, and so is what children will eat.
  if (!intent.keywords.includes('kid')) add('grownUp', (dish) => (dish.forKids ? 0 : 1));
  else add('kids', kidFriendly);
  return out;
}

/**
 * The candidates, best first, by the weighted sum of the request's features and of what its words are learned to
 * lean towards.
 */
export function score(
  candidates: readonly DishProfile[],
  intent: Intent,
  type: RecommendationType,
  index: MenuIndex,
  keywords: Keywords,
  categories: readonly string[][],
  association: AssociationModel,
): Scored[] {
  const weights = RANKING_WEIGHTS[type];
  const stated = [...features(candidates, intent, index, keywords, categories)];
  const leaning = associationScores(
    association,
    associationWords(intent, type),
    candidates.map((dish) => index.properties[index.positions.get(dish)!]!),
  );
  const scored = candidates.map((dish, i): Scored => ({
    dish,
    score:
      stated.reduce((total, [feature, values]) => total + weights[feature] * values[i]!, 0) +
      association.weight * leaning[i]!,
  }));
  return scored.sort((a, b) => b.score - a.score || a.dish.item.price - b.dish.item.price);
}

/** Kinds of dish children eat without a fuss; a soup, a salad or anything raw they rarely do. */
const KIDS_EAT = ['pizza', 'burger', 'pasta', 'noodles', 'rice', 'sandwich', 'dessert', 'dumpling', 'wrap'];
const KIDS_REFUSE = ['soup', 'salad', 'raw', 'curry'];

/** How readily a child eats the dish: a kids' meal, a kind they like, no heat. */
function kidFriendly(dish: DishProfile): number {
  if (dish.forKids) return 1;
  const liked = dish.fried || KIDS_EAT.some((kind) => (dish.kinds.get(kind) ?? 0) >= 0.8) ? 0.6 : 0.2;
  const refused = KIDS_REFUSE.some((kind) => (dish.kinds.get(kind) ?? 0) >= 0.8) || dish.course === 'drink';
  return (refused ? 0 : liked) + (dish.item.spiceLevel === 0 ? 0.3 : 0);
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

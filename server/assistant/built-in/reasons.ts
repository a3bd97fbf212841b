/**
 * One short sentence per recommendation, built from what about the dish matched the request:
 * "Vegan, no nuts, and under $8", "Warm comfort food for a low day", "Spicy (3/3) chicken dinner".
 */
import type { Emotion } from '../../../shared/constants.ts';
import type { Allergen } from '../../../shared/constants.ts';
import { priceCapOf, type Intent } from '../intent.ts';
import { SWEET } from './constraints.ts';
import type { DishProfile } from './dish-profile.ts';
import type { Course } from './knowledge/dish-kinds.ts';
import { CONCEPTS } from './knowledge/request-lexicon.ts';
import { lookup, stem, tokenize } from './text.ts';
import { formatPrice, moneySettings } from '../../../shared/money.ts';

/** Allergens whose absence reads as an adjective ("gluten-free lunch"); the rest read as "no nuts". */
const FREE_OF: Partial<Record<Allergen, string>> = {
  gluten: 'gluten-free',
  dairy: 'dairy-free',
  egg: 'egg-free',
  soy: 'soy-free',
};
const WITHOUT_INGREDIENT: Record<string, string> = {
  caffeine: 'caffeine-free',
  fried: 'not fried',
  sugar: 'no added sugar',
  meat: 'meat-free',
};
const COURSE_NOUN: Record<Course, string> = {
  main: 'main dish',
  breakfast: 'breakfast',
  side: 'side',
  soup: 'soup',
  salad: 'salad',
  dessert: 'dessert',
  drink: 'drink',
};
/** How a soft wish the dish meets is said in a reason: all adjectives, so they go before the noun. */
const CONCEPT_WORDS: Record<string, string> = {
  kid: 'kid-friendly',
  crunchy: 'crunchy',
  comfort: 'comforting',
  fresh: 'fresh',
  healthy: 'wholesome',
  bland: 'plain',
  calm: 'calming',
  share: 'shareable',
};

function moodPhrase(mood: Emotion, dish: DishProfile): string {
  switch (mood) {
    case 'sadness':
      return dish.temperature === 'hot' ? 'Warm comfort food for a low day' : 'Comfort food for a low day';
    case 'joy':
      return 'A treat worth celebrating with';
    case 'anger':
      return dish.item.spiceLevel >= 2 ? 'Fiery enough to match your mood' : 'Something to bite into on a bad day';
    case 'fear':
      return 'Gentle and calming when you are on edge';
    case 'disgust':
      return 'Fresh and clean to reset your appetite';
    case 'neutral':
      return 'A dependable everyday pick';
  }
}

/** "$8" as the spec writes dollars; in any other currency, as the restaurant writes amounts ("Rs 450"). */
function money(amount: number): string {
  if (moneySettings().currency !== 'USD') return formatPrice(amount);
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "A", "A and B", "A, B, and C". */
function list(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a dish's spice level is called: only what is true of it, whatever was asked for. */
const SPICE_WORDS = ['not spicy', 'mildly spicy (1/3)', 'spicy (2/3)', 'very spicy (3/3)'];

/** Words for what the dish is, as the request asked: "spicy (3/3)", "vegan", "gluten-free", "warm". */
function adjectives(dish: DishProfile, intent: Intent): string[] {
  const out: string[] = [];
  if (intent.spiceMin !== null || intent.spiceMax !== null) out.push(SPICE_WORDS[dish.item.spiceLevel] ?? 'spicy');
  if (intent.diet === 'vegan' || intent.diet === 'vegetarian') out.push(dish.vegan ? 'vegan' : 'vegetarian');
  if (intent.diet === 'seafood') out.push('seafood');
  // Free of something only where nothing says it may hold it: what many versions hold is never promised away.
  for (const allergen of intent.excludeAllergens) {
    if (FREE_OF[allergen] && !dish.unsure.has(allergen)) out.push(FREE_OF[allergen]);
  }
  for (const ingredient of intent.excludeIngredients) {
    const said = lookup(WITHOUT_INGREDIENT, ingredient);
    if (said?.endsWith('-free') && !dish.unsure.has(ingredient)) out.push(said);
  }
  if (intent.sweet === true && dish.sweetness >= SWEET) out.push('sweet');
  if (intent.lowCarb && !dish.starchy && dish.sweetness < SWEET) out.push('low-carb');
  if (intent.caffeine && dish.caffeine) out.push('caffeinated');
  if (intent.temperature && dish.temperature === intent.temperature) {
    out.push(intent.temperature === 'hot' ? 'warm' : 'cold');
  }
  if (intent.weight === 'light' && dish.heaviness <= 0.45) out.push('light');
  if (intent.weight === 'heavy' || (intent.keywords.includes('filling') && (dish.item.calories ?? 0) >= 500)) {
    if (dish.heaviness >= 0.4) out.push('filling');
  }
  for (const keyword of intent.keywords) {
    const said = lookup(CONCEPT_WORDS, keyword);
    if (said && (lookup(CONCEPTS, keyword) ?? []).some((word) => dish.wordStems.has(stem(word)))) out.push(said);
  }
  return out;
}

/** The dish's kind when the request named one: "chicken dinner", "dessert", "soup". */
function noun(dish: DishProfile, intent: Intent): string | null {
  const protein = intent.diet === 'meat' || intent.mealTime ? dish.mainProtein : null;
  const named = intent.categories.filter((c) => c !== 'food');
  if (named.length === 0) {
    if (intent.mealTime) return [protein, intent.mealTime].filter(Boolean).join(' ');
    return protein && intent.diet === 'meat' ? `${protein} dish` : null;
  }
  const category = named.find((c) => dish.kinds.has(stem(c.toLowerCase())));
  if (category && !['main', 'snack', 'desi'].includes(category)) return category.toLowerCase();
  return `${category === 'desi' ? 'desi ' : ''}${COURSE_NOUN[dish.course]}`;
}

/**
 * Foods the request named that the dish holds, unless the noun says them already ("chicken dinner"). Only words
 * the menu uses as foods count: "eyes" is in "bird's eye chili", and no dish is "with eyes".
 */
function namedFoods(dish: DishProfile, intent: Intent, kind: string | null, foods: ReadonlySet<string>): string[] {
  // Only what the dish's own name and ingredients say: a part most recipes hide is no "with garlic".
  const own = new Set(tokenize(`${dish.item.name} ${dish.item.ingredients.join(' ')}`).map((t) => t.stem));
  return intent.keywords.flatMap((keyword) => {
    if (lookup(CONCEPTS, keyword) || kind?.includes(keyword.toLowerCase())) return [];
    const stems = tokenize(keyword).map((t) => t.stem);
    const holds = stems.length && stems.every((s) => foods.has(s) && own.has(s));
    return holds ? [`with ${keyword.toLowerCase()}`] : [];
  });
}

function qualifiers(dish: DishProfile, intent: Intent): string[] {
  const out: string[] = [];
  const { excludeAllergens } = intent;
  for (const allergen of excludeAllergens) {
    if (FREE_OF[allergen] || (allergen === 'peanuts' && excludeAllergens.includes('nuts'))) continue;
    if (dish.unsure.has(allergen)) continue;
    out.push(allergen === 'shellfish' ? 'no shellfish' : `no ${allergen}`);
  }
  for (const ingredient of intent.excludeIngredients) {
    const said = lookup(WITHOUT_INGREDIENT, ingredient);
    if (!said?.endsWith('-free') && !dish.unsure.has(ingredient)) out.push(said ?? `no ${ingredient}`);
  }
  if (intent.highProtein) out.push(`about ${dish.protein} g protein`);
  if (intent.maxCalories !== null && dish.item.calories !== null) out.push(`${dish.item.calories} kcal`);
  const cap = priceCapOf(intent, dish.item);
  if (cap !== null) out.push(`${intent.maxPriceExcluded ? 'under' : 'up to'} ${money(cap)}`);
  else if (intent.cheap) out.push(`only ${money(dish.item.price)}`);
  return out;
}

/** The ingredient that matched a food word of the request, for "made with espresso". */
function matchedIngredient(dish: DishProfile, intent: Intent): string | null {
  const wanted = intent.keywords.flatMap((k) =>
    (lookup(CONCEPTS, k) ?? [k]).flatMap((w) => tokenize(w).map((t) => t.stem)),
  );
  return dish.item.ingredients.find((i) => tokenize(i).some((t) => wanted.includes(t.stem))) ?? null;
}

/** Ingredients that say nothing of a dish on their own: its dough, its water, its oil, its seasoning. */
const PLAIN_INGREDIENT =
  /^(wheat flour|flour|maida|atta|pizza dough|dough|water|hot water|soda water|ice|oil|vegetable oil|olive oil|cooking oil|salt|sugar|butter|ghee|bun|bread|spices|masala|garam masala|black pepper)$/;

/**
 * What the dish is made of, as a customer would name it: its main protein, or else its first telling ingredient;
 * the next one when `said` names it already ("chicken dinner with basmati rice").
 */
function signature(dish: DishProfile, said: string): string | null {
  const saidStems = new Set(tokenize(said).map((t) => t.stem));
  const candidates = [
    ...(dish.mainProtein ? [dish.mainProtein] : []),
    // "gluten-free oats" is the restaurant's word, and no promise an answer repeats.
    ...dish.item.ingredients.filter((i) => !PLAIN_INGREDIENT.test(i.toLowerCase().trim()) && !/\bfree\b/i.test(i)),
  ];
  return candidates.find((c) => !tokenize(c).some((t) => t.kind === 'word' && saidStems.has(t.stem))) ?? null;
}

/** Why the dish fits: `foods` are the stems of the request's words the menu uses as foods. */
export function reasonFor(dish: DishProfile, intent: Intent, foods: ReadonlySet<string>): string {
  const words = adjectives(dish, intent);
  const kind = noun(dish, intent);
  let head = kind ? [`${words.join(', ')} ${kind}`.trim()] : words;
  const named = namedFoods(dish, intent, kind, foods);
  // Something of the dish itself, not only the request said back: what it is made of, when nothing else says so.
  const own = named.length === 0 ? signature(dish, head.join(' ')) : null;
  if (own) head = head.length > 0 ? [...head.slice(0, -1), `${head.at(-1)} with ${own}`] : [`with ${own}`];
  const facts = [...head, ...named, ...qualifiers(dish, intent)].slice(0, 4);
  const opening = intent.mood && dish.item.emotion === intent.mood ? moodPhrase(intent.mood, dish) : null;
  if (opening) {
    // "Comfort food for a low day: comforting" says nothing twice.
    const said = new Set(tokenize(opening).map((t) => t.stem));
    const news = facts.filter((fact) => tokenize(fact).some((t) => t.kind === 'word' && !said.has(t.stem)));
    return news.length ? `${opening}: ${list(news)}` : opening;
  }
  if (facts.length) return capitalise(list(facts));
  const ingredient = matchedIngredient(dish, intent);
  if (ingredient) return `Made with ${ingredient}`;
  return `A good place to start, from our ${dish.item.category} menu`;
}

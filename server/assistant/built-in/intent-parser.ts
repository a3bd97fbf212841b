/**
 * Reads a food request into an Intent. Tokens are normalised first (Roman Urdu to English, typos corrected),
 * then read left to right: amounts ("under $10", "600 cal"), exclusions ("no nuts", "gluten free", "mirch
 * nahi"), then known phrases. The mood is read from what is left, and what is still left becomes keywords.
 */
import type { Emotion } from '../../../shared/constants.ts';
import type { MenuItem, RecommendationType } from '../engine.ts';
import { emptyIntent, type Intent } from '../intent.ts';
import { scoreEmotions } from './emotion.ts';
import {
  AVOID_AFTER,
  AVOID_BEFORE,
  AVOID_FILLERS,
  AVOID_TARGETS,
  DEGREE_WORDS,
  PHRASES,
  PLAIN_WORDS,
  SYNONYMS,
  type AvoidEffect,
  type Signal,
} from './knowledge/request-lexicon.ts';
import { BASE_VOCABULARY, menuIndex, type MenuIndex } from './menu-index.ts';
import { PhraseMatcher } from './phrase-matcher.ts';
import { squeeze, stem, tokenize, type Token, type Vocabulary } from './text.ts';

const phrases = new PhraseMatcher<Signal[]>(PHRASES);
const avoidBefore = new PhraseMatcher<true>(AVOID_BEFORE.map((p) => [p, true]));
const avoidAfter = new PhraseMatcher<true>(AVOID_AFTER.map((p) => [p, true]));
const avoidTargets = new PhraseMatcher<AvoidEffect[]>(AVOID_TARGETS);
const fillers = new Set(AVOID_FILLERS.map(stem));
const degrees = new Set(DEGREE_WORDS.map(stem));
const plain = new Set(PLAIN_WORDS.split(/\s+/).filter(Boolean));
const CONJUNCTIONS = new Set(['and', 'or', ',', 'nor', '&']);

/** Rupees per dollar, for budgets given in rupees; prices are in dollars. */
const RUPEES_PER_DOLLAR = 280;
/** Below this a bare number after "under" is a price, above CALORIE_FLOOR it is calories. */
const PRICE_CEILING = 60;
const CALORIE_FLOOR = 100;

const comparators = new PhraseMatcher<'max' | 'min' | 'about'>([
  ...[
    'under',
    'below',
    'less than',
    'lower than',
    'cheaper than',
    'within',
    'max',
    'maximum',
    'at most',
    'upto',
    'up to',
    'no more than',
    'not more than',
    'not over',
    '<',
    'budget',
    'budget of',
    'budget is',
  ].map((p) => [p, 'max'] as const),
  ...['over', 'above', 'more than', 'at least', 'min', 'minimum', '>', 'least'].map((p) => [p, 'min'] as const),
  ...['around', 'about', 'roughly', 'approx', 'approximately', 'near'].map((p) => [p, 'about'] as const),
]);
/** These only compare when the number is known to be a price: "for 2 people" sets no budget. */
const priceComparators = new PhraseMatcher<'max'>(['for', 'only', 'just'].map((p) => [p, 'max'] as const));
const SPICE_WORDS = new Set(['spice', 'spicy', 'heat', 'spiciness', 'chili'].map(stem));
const NOT_AMOUNTS = new Set(['minut', 'min', 'hour', 'hr', 'second', 'people', 'person', 'pc', 'piec', 'time', 'day']);
const afterComparators = new PhraseMatcher<'max' | 'min'>([
  ...['or less', 'or under', 'or below', 'max', 'tak', 'se less', 'at most'].map((p) => [p, 'max'] as const),
  ...['or more', 'plus', 'se more', 'at least'].map((p) => [p, 'min'] as const),
]);

interface Reading {
  tokens: Token[];
  keys: string[];
  /** Stems as typed, before Roman Urdu and typos were rewritten: dish names keep their own words. */
  typedKeys: string[];
  words: string[];
  consumed: boolean[];
  intent: Intent;
  index: MenuIndex | null;
}

/** Reads `text` into an intent. With `menu`, its dish and ingredient words are understood too. */
export function parseIntent(text: string, type: RecommendationType, menu?: readonly MenuItem[]): Intent {
  const index = menu ? menuIndex(menu) : null;
  const typed = tokenize(text);
  const tokens = normalise(typed, index?.vocabulary ?? BASE_VOCABULARY);
  const reading: Reading = {
    tokens,
    keys: tokens.map((t) => t.stem),
    typedKeys: typed.map((t) => t.stem),
    words: tokens.map((t) => t.word),
    consumed: tokens.map(() => false),
    intent: emptyIntent(),
    index,
  };
  readAmounts(reading);
  readConstraints(reading);
  readMood(reading, type);
  readRest(reading);
  return tidy(reading.intent);
}

function normalise(tokens: Token[], vocabulary: Vocabulary): Token[] {
  return tokens.map((token) => {
    if (token.kind !== 'word') return token;
    let word = squeeze(token.word);
    if (!SYNONYMS[word] && !vocabulary.has(word)) {
      const single = word.replace(/(.)\1+/g, '$1');
      word = vocabulary.has(single) ? single : (vocabulary.correct(word) ?? word);
    }
    word = SYNONYMS[word] ?? word;
    return word === token.word ? token : { ...token, word, stem: stem(word) };
  });
}

function consume(reading: Reading, from: number, to: number): void {
  for (let i = from; i < to; i++) reading.consumed[i] = true;
}

/** Prices, calories, temperatures, ages and protein grams, with the comparison words around them. */
function readAmounts(reading: Reading): void {
  const { keys, words, tokens, intent } = reading;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'number' || reading.consumed[i]) continue;
    const value = Number(tokens[i]!.word);
    let start = i;
    let end = i + 1;
    let unit: 'price' | 'calories' | 'degrees' | 'age' | 'protein' | 'spice' | null = null;
    let amount = value;
    if (keys[i - 1] === '$') {
      unit = 'price';
      start = i - 1;
    } else if (['rs', 'pkr', 'rupe', 'rupay'].includes(keys[i - 1] ?? '')) {
      unit = 'price';
      amount = value / RUPEES_PER_DOLLAR;
      start = i - 1;
    }
    const next = keys[i + 1] ?? '';
    if (keys[i - 1] === 'level' && SPICE_WORDS.has(keys[i - 2] ?? '')) [unit, start] = ['spice', i - 2];
    else if (SPICE_WORDS.has(next) && value <= 3) [unit, end] = ['spice', i + 2];
    if (['$', 'dollar', 'buck', 'usd'].includes(next)) [unit, end] = ['price', i + 2];
    else if (['rs', 'pkr', 'rupe', 'rupay', 'rupaye'].includes(next)) {
      [unit, end, amount] = ['price', i + 2, value / RUPEES_PER_DOLLAR];
    } else if (['cal', 'calory', 'calori', 'kcal'].includes(next)) [unit, end] = ['calories', i + 2];
    else if (['g', 'gram'].includes(next) && keys[i + 2] === 'protein') [unit, end] = ['protein', i + 3];
    else if (['°', 'degre', 'degree', 'c'].includes(next)) [unit, end] = ['degrees', i + 2];
    else if (['year', 'yr'].includes(next) && keys[i + 2] === 'old') [unit, end] = ['age', i + 3];
    else if (NOT_AMOUNTS.has(next)) continue;

    let comparison: 'max' | 'min' | 'about' | null = null;
    for (let back = 1; back <= 3 && start - back >= 0; back++) {
      const hit =
        comparators.longestAt(keys, start - back, undefined, words) ??
        (unit === 'price' ? priceComparators.longestAt(keys, start - back, undefined, words) : null);
      if (hit && hit.end === start) {
        comparison = hit.value;
        start -= back;
        break;
      }
    }
    const after = afterComparators.longestAt(keys, end, undefined, words);
    if (after) {
      comparison = after.value;
      end = after.end;
    }
    if (!unit && comparison) unit = value <= PRICE_CEILING ? 'price' : value >= CALORIE_FLOOR ? 'calories' : null;
    if (!unit) continue;

    if (unit === 'spice') {
      // "spice level 2": that heat, give or take nothing; 0 and 3 are the ends of the scale.
      const level = Math.max(0, Math.min(3, Math.round(value)));
      if (level > 0) intent.spiceMin = comparison === 'max' ? null : level;
      if (level < 3) intent.spiceMax = comparison === 'min' ? null : level;
      consume(reading, start, end);
      continue;
    }
    if (unit === 'price') {
      if (comparison === 'min') continue;
      intent.maxPrice = Math.round((comparison === 'about' ? amount * 1.15 : amount) * 100) / 100;
    } else if (unit === 'calories') {
      if (comparison === 'min') intent.minCalories = value;
      else if (comparison === 'about') [intent.minCalories, intent.maxCalories] = [value * 0.8, value * 1.2];
      else intent.maxCalories = value;
    } else if (unit === 'degrees') {
      if (value >= 28) intent.temperature = 'cold';
      else if (value <= 12) intent.temperature = 'hot';
    } else if (unit === 'age') {
      if (value <= 12) intent.keywords.push('kid');
    } else {
      intent.highProtein = true;
    }
    consume(reading, start, end);
  }
}

/** Exclusions and known phrases, left to right; at each token an exclusion is tried before a phrase. */
function readConstraints(reading: Reading): void {
  const { keys, words } = reading;
  for (let i = 0; i < keys.length;) {
    if (reading.consumed[i]) {
      i++;
      continue;
    }
    const end = readAvoidBefore(reading, i) ?? readAvoidAfter(reading, i);
    if (end !== null) {
      i = end;
      continue;
    }
    const hit = phrases.longestAt(keys, i, undefined, words);
    if (hit && !reading.consumed.slice(i, hit.end).some(Boolean)) {
      for (const signal of hit.value) apply(reading.intent, signal);
      consume(reading, i, hit.end);
      i = hit.end;
      continue;
    }
    i++;
  }
}

interface Target {
  effects: AvoidEffect[];
  end: number;
}

/** Something that can be excluded, at `at`: a lexicon word, or a word of the menu's ingredients. */
function targetAt(reading: Reading, at: number): Target | null {
  const hit = avoidTargets.longestAt(reading.keys, at);
  if (hit) return { effects: hit.value, end: hit.end };
  const key = reading.keys[at];
  if (key && reading.index?.ingredientStems.has(key) && !plain.has(reading.words[at]!)) {
    return { effects: [{ kind: 'ingredient', ingredient: reading.words[at]! }], end: at + 1 };
  }
  return null;
}

/** "no nuts", "not too spicy", "allergic to eggs and dairy": returns where it ended, or null. */
function readAvoidBefore(reading: Reading, i: number): number | null {
  const trigger = avoidBefore.longestAt(reading.keys, i);
  if (!trigger) return null;
  let at = trigger.end;
  let softened = false;
  for (let skipped = 0; skipped < 3 && at < reading.keys.length; skipped++) {
    const key = reading.keys[at]!;
    if (degrees.has(key)) softened = true;
    else if (!fillers.has(key)) break;
    at++;
  }
  let target = targetAt(reading, at);
  if (!target) return null;
  let end = target.end;
  for (;;) {
    for (const effect of target.effects) avoid(reading.intent, effect, softened);
    // "no nuts or dairy": the exclusion carries over a list.
    if (!CONJUNCTIONS.has(reading.keys[end] ?? '')) break;
    const more = targetAt(reading, end + 1);
    if (!more) break;
    target = more;
    end = more.end;
  }
  consume(reading, i, end);
  return end;
}

/** "nut allergy", "gluten-free", "mirch nahi", "pyaz ke bina", "shellfish and peanut allergy". */
function readAvoidAfter(reading: Reading, i: number): number | null {
  const targets: Target[] = [];
  let target = targetAt(reading, i);
  while (target) {
    targets.push(target);
    const next = CONJUNCTIONS.has(reading.keys[target.end] ?? '') ? targetAt(reading, target.end + 1) : null;
    if (!next) break;
    target = next;
  }
  if (targets.length === 0) return null;
  let at = targets.at(-1)!.end;
  if (['very', 'bhi', 'to', 'toh'].includes(reading.keys[at] ?? '')) at++;
  const trigger = avoidAfter.longestAt(reading.keys, at, undefined, reading.words);
  if (!trigger) return null;
  for (const { effects } of targets) for (const effect of effects) avoid(reading.intent, effect, false);
  consume(reading, i, trigger.end);
  return trigger.end;
}

function avoid(intent: Intent, effect: AvoidEffect, softened: boolean): void {
  switch (effect.kind) {
    case 'allergens':
      intent.excludeAllergens.push(...effect.allergens);
      break;
    case 'ingredient':
      intent.excludeIngredients.push(effect.ingredient);
      break;
    case 'spice':
      intent.spiceMax = Math.min(intent.spiceMax ?? 3, softened ? 1 : 0);
      break;
    case 'sweet':
      // "Not too sweet" still allows a little sweetness; only "not sweet" rules it out.
      if (!softened) intent.sweet = false;
      break;
    case 'heavy':
      intent.weight = 'light';
      break;
    case 'meat':
      if (intent.diet !== 'vegan') intent.diet = 'vegetarian';
      break;
    case 'expensive':
      intent.cheap = true;
      break;
    case 'fried':
      intent.excludeIngredients.push('fried');
      break;
  }
}

const DIET_STRICTNESS = { vegan: 3, vegetarian: 2, seafood: 1, meat: 1 } as const;

function apply(intent: Intent, signal: Signal): void {
  switch (signal.kind) {
    case 'diet':
      if (!intent.diet || DIET_STRICTNESS[signal.diet] > DIET_STRICTNESS[intent.diet]) intent.diet = signal.diet;
      break;
    case 'meal':
      intent.mealTime ??= signal.meal;
      break;
    case 'temperature':
      intent.temperature ??= signal.temperature;
      break;
    case 'weight':
      intent.weight ??= signal.weight;
      break;
    case 'spice':
      if (signal.min !== undefined) intent.spiceMin = Math.max(intent.spiceMin ?? 0, signal.min);
      if (signal.max !== undefined) intent.spiceMax = Math.min(intent.spiceMax ?? 3, signal.max);
      break;
    case 'sweet':
      if (intent.sweet !== false) intent.sweet = signal.sweet;
      break;
    case 'category':
      intent.categories.push(signal.category);
      break;
    case 'cheap':
      intent.cheap = true;
      break;
    case 'protein':
      intent.highProtein = true;
      break;
    case 'avoid':
      intent.excludeAllergens.push(...(signal.allergens ?? []));
      intent.excludeIngredients.push(...(signal.ingredients ?? []));
      break;
    case 'keyword':
      intent.keywords.push(signal.keyword);
      break;
  }
}

/** Below these totals the request does not really say how the customer feels. */
const MOOD_EVIDENCE: Record<RecommendationType, number> = { emotional: 0.5, nutritional: 0.9 };

function readMood(reading: Reading, type: RecommendationType): void {
  const skip = new Set(reading.consumed.flatMap((c, i) => (c ? [i] : [])));
  const { scores, used } = scoreEmotions(reading.tokens, 'request', skip);
  const [mood, score] = (Object.entries(scores) as [Emotion, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
  if (score >= MOOD_EVIDENCE[type]) reading.intent.mood = mood;
  for (const i of used) reading.consumed[i] = true;
}

/** Dish names, menu categories and the words nothing else explained. */
function readRest(reading: Reading): void {
  const { tokens, keys, intent, index } = reading;
  if (index) {
    for (const dish of index.dishNames) {
      if (dish.stems.length < 2) continue;
      for (let i = 0; i + dish.stems.length <= keys.length; i++) {
        const named = dish.stems.every((s, k) => keys[i + k] === s || reading.typedKeys[i + k] === s);
        if (named && !reading.consumed.slice(i, i + dish.stems.length).some(Boolean)) {
          intent.dishNames.push(dish.name);
          consume(reading, i, i + dish.stems.length);
        }
      }
    }
  }
  tokens.forEach((token, i) => {
    if (reading.consumed[i] || token.kind !== 'word' || plain.has(token.word) || token.word.length < 2) return;
    const key = keys[i]!;
    if (index?.categoryStems.has(key) && !index.ingredientStems.has(key)) intent.categories.push(key);
    else intent.keywords.push(token.word);
  });
}

/** Removes repeats and settles contradictions (asking for "mild" and "spicy" keeps the safe side). */
function tidy(intent: Intent): Intent {
  const unique = <T>(list: T[]) => [...new Set(list)];
  if (intent.spiceMin !== null && intent.spiceMax !== null && intent.spiceMin > intent.spiceMax) {
    intent.spiceMin = intent.spiceMax === 0 ? null : intent.spiceMax;
  }
  return {
    ...intent,
    excludeAllergens: unique(intent.excludeAllergens),
    excludeIngredients: unique(intent.excludeIngredients),
    categories: unique(intent.categories),
    dishNames: unique(intent.dishNames),
    keywords: unique(intent.keywords),
  };
}

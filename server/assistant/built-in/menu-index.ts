/**
 * Everything derived from one menu, built once and cached: dish profiles, the BM25 index and the words a
 * request may use to name what is on it. Cached by the menu array itself and, because the API builds a new
 * array for every request, also by the menu's content.
 */
import type { MenuItem } from '../engine.ts';
import { Bm25Index } from './bm25.ts';
import { positiveWords, profileDish, traitTags } from './dish-profile.ts';
import { COMMON_WORDS } from './knowledge/common-words.ts';
import { FOOD_EQUIVALENT_WORDS } from './knowledge/food-equivalents.ts';
import { EMOTION_ENTRIES } from './knowledge/emotion-lexicon.ts';
import { FAMILY_WORDS } from './knowledge/ingredient-families.ts';
import { KNOWN_INGREDIENT_WORDS, normaliseIngredient } from './knowledge/ingredients.ts';
import {
  AVOID_AFTER,
  AVOID_BEFORE,
  AVOID_TARGETS,
  CONCEPTS,
  PHRASES,
  PLAIN_WORDS,
  SYNONYMS,
} from './knowledge/request-lexicon.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { tokenize, Vocabulary } from './text.ts';
import { dishProperties, priceScale } from './word-association.ts';

/** Words of the request lexicons that typos are corrected to. */
const LEXICON_WORDS: readonly string[] = [
  ...Object.keys(SYNONYMS),
  ...Object.values(SYNONYMS),
  ...PHRASES.flatMap(([phrase]) => phrase.replace(/^=/, '').split(' ')),
  ...AVOID_TARGETS.flatMap(([phrase]) => phrase.split(' ')),
  ...[...AVOID_BEFORE, ...AVOID_AFTER].flatMap((phrase) => phrase.replace(/^=/, '').split(' ')),
  ...Object.keys(CONCEPTS),
  ...EMOTION_ENTRIES.filter((e) => e.scope !== 'feedback' && !e.phrase.includes(' ')).map((e) => e.phrase),
];
const PLAIN = [
  ...PLAIN_WORDS.split(/\s+/),
  ...COMMON_WORDS.split(/\s+/),
  ...KNOWN_INGREDIENT_WORDS,
  ...FAMILY_WORDS,
  ...FOOD_EQUIVALENT_WORDS,
];

/** Requests are short and every word counts: words under five letters are never corrected. */
const MIN_CORRECTED = 5;
export const BASE_VOCABULARY = new Vocabulary(LEXICON_WORDS, PLAIN, MIN_CORRECTED);

const byArray = new WeakMap<readonly MenuItem[], MenuIndex>();
const byContent = new Map<string, MenuIndex>();
const CONTENT_CACHE_SIZE = 4;

export function menuIndex(menu: readonly MenuItem[]): MenuIndex {
  const cached = byArray.get(menu);
  if (cached) return cached;
  const key = JSON.stringify(menu);
  let index = byContent.get(key);
  if (!index) {
    index = buildIndex(menu);
    byContent.set(key, index);
    if (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  }
  byArray.set(menu, index);
  return index;
}

function stemsOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const t of tokenize(text)) if (t.kind === 'word') out.add(t.stem);
  return out;
}

const JOINERS = new Set(['and', 'or', 'with', 'of', 'in', 'n']);

/**
 * The last two words of each ingredient, as stems, where English names the food ("fava beans", "sweet potato"):
 * a request naming them names that food, not fava and then a wish for beans. Never across "and" or "with".
 */
function pairsOf(ingredients: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const ingredient of ingredients) {
    const words = tokenize(ingredient).filter((t) => t.kind === 'word');
    const [first, last] = words.slice(-2);
    if (first && last && !JOINERS.has(first.word)) out.add(`${first.stem} ${last.stem}`);
  }
  return out;
}

function modifiersOf(ingredients: readonly string[]): Set<string> {
  const heads = new Set<string>();
  const modifiers = new Set<string>();
  for (const ingredient of ingredients) {
    const stems = tokenize(ingredient)
      .filter((t) => t.kind === 'word')
      .map((t) => t.stem);
    if (stems.length > 0) heads.add(stems.at(-1)!);
    for (const s of stems.slice(0, -1)) modifiers.add(s);
  }
  for (const head of heads) modifiers.delete(head);
  return modifiers;
}

function byFirstStem(menu: readonly MenuItem[]): Map<string, { stems: string[]; name: string }[]> {
  const names = new Map<string, { stems: string[]; name: string }[]>();
  for (const item of menu) {
    const stems = tokenize(item.name.split(/\(| with /i)[0]!)
      .filter((t) => t.kind === 'word')
      .map((t) => t.stem);
    if (stems.length > 0) names.set(stems[0]!, [...(names.get(stems[0]!) ?? []), { stems, name: item.name }]);
  }
  return names;
}

function buildIndex(menu: readonly MenuItem[]): MenuIndex {
  const profiles = menu.map(profileDish);
  const bm25 = new Bm25Index(
    menu.map((item) => [
      { text: item.name, weight: 3 },
      { text: item.category, weight: 2 },
      { text: item.ingredients.join(', '), weight: 2 },
      // "garlic-free" says what the dish is made without: its word is no reason to find the dish.
      { text: traitTags(item).join(' '), weight: 1 },
      { text: positiveWords(item.description), weight: 1 },
    ]),
  );
  const menuWords = menu.flatMap((item) =>
    [item.name, item.category, ...item.ingredients]
      .flatMap((text) => normaliseIngredient(text).split(' '))
      .filter((w) => /^[a-z]{4,}$/.test(w)),
  );
  const vocabulary = new Vocabulary([...LEXICON_WORDS, ...menuWords], PLAIN, MIN_CORRECTED, true);
  const prices = priceScale(profiles);
  const ingredients = menu.flatMap((item) => item.ingredients);
  return {
    profiles,
    positions: new Map(profiles.map((profile, i) => [profile, i])),
    bm25,
    properties: profiles.map((profile) => dishProperties(profile, prices)),
    vocabulary,
    categoryStems: stemsOf(menu.map((item) => item.category)),
    ingredientStems: stemsOf(ingredients),
    modifierStems: modifiersOf(ingredients),
    ingredientPairs: pairsOf(ingredients),
    // A dish's own name, before "(" or "with": "Edamame with Sea Salt" is no dish called "sea".
    nameStems: stemsOf(menu.map((item) => item.name.split(/\(| with /i)[0]!)),
    dishNames: byFirstStem(menu),
  };
}

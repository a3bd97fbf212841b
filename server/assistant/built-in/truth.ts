/**
 * The truth check: every statement an answer makes about a dish, held against that dish's own data and what the
 * food knowledge file says its usual recipe holds, read here on their own and not through the ranker's facts. A
 * dish is "caffeine-free" only when nothing says it may hold caffeine; "not spicy" only at spice level 0; "nothing
 * that looks like zatarr" only when no pick holds a word that looks like it; "dishes that often hold nuts" are left
 * out only when no pick may hold nuts, "fried dishes whose batter often holds egg" only when no fried pick may.
 */
import { ALLERGENS, type Allergen } from '../../../shared/constants.ts';
import type { MenuItem, RecommendationAnswer } from '../engine.ts';
import { inBatterOf } from './dish-profile.ts';
import { usualParts, type Hidden } from './knowledge/food-knowledge.ts';
import { oftenFriedInOf, oftenHeldOf, unknownWordOf } from './notes.ts';
import { ingredientFacts, normaliseIngredient } from './knowledge/ingredients.ts';
import { lookalikeOf, stem, tokenize } from './text.ts';

/**
 * What a dish may hold: its allergens by its own ingredients, and all its usual recipe holds or may (knowledge);
 * the stems of its name and ingredients, which say the rest (the onion it lists).
 */
function mayHold(item: MenuItem): {
  parts: Set<Allergen | Hidden>;
  caffeine: boolean;
  words: Set<string>;
  inBatter: Set<Hidden>;
} {
  const facts = ingredientFacts(item.ingredients.map(normaliseIngredient));
  const usual = usualParts(item);
  const { hidden, maybe } = usual;
  const known = [...hidden, ...maybe];
  const parts = new Set<Allergen | Hidden>([...facts.allergens, ...item.allergens.map((a) => a as Allergen)]);
  for (const part of known) parts.add(part);
  const caffeine = facts.caffeine || known.includes('caffeine');
  const words = new Set(tokenize(`${item.name} ${item.ingredients.join(' ')}`).map((token) => token.stem));
  return { parts, caffeine, words, inBatter: new Set(inBatterOf(item, usual)) };
}

/**
 * Whether a dish's own words name a part its allergens do not cover (the onion of a kachumber). An allergen's word
 * is no proof: "gluten-free oats" name gluten.
 */
const listsPart = (words: ReadonlySet<string>, part: Allergen | Hidden) =>
  !(ALLERGENS as readonly string[]).includes(part) && words.has(stem(part));

const FREE_WORDS: Record<string, Allergen | 'caffeine'> = {
  'gluten-free': 'gluten',
  'dairy-free': 'dairy',
  'egg-free': 'egg',
  'soy-free': 'soy',
  'caffeine-free': 'caffeine',
  'no nuts': 'nuts',
  'no peanuts': 'peanuts',
  'no sesame': 'sesame',
  'no fish': 'fish',
  'no shellfish': 'shellfish',
};

const SPICE_CLAIMS: [RegExp, number][] = [
  [/\bnot spicy\b/i, 0],
  [/\bmildly spicy \(1\/3\)/i, 1],
  [/(^|[^y] )spicy \(2\/3\)/i, 2],
  [/\bvery spicy \(3\/3\)/i, 3],
];

/** Each untrue statement of `answer` about the dishes of `menu`, in words; none when all hold. */
export function untrueStatements(answer: RecommendationAnswer, menu: readonly MenuItem[]): string[] {
  const problems: string[] = [];
  const picks = answer.items.map(({ item }) => menu.find((dish) => dish.id === item.id) ?? item);
  // Read once per pick: the notes below ask the same of every pick.
  const held = picks.map(mayHold);
  for (const [i, { reason }] of answer.items.entries()) {
    const item = picks[i]!;
    const holds = held[i]!;
    const said = (problem: string) => problems.push(`${item.name}: "${reason}" ${problem}`);
    for (const [words, part] of Object.entries(FREE_WORDS)) {
      if (!reason.toLowerCase().includes(words)) continue;
      if (part === 'caffeine' ? holds.caffeine : holds.parts.has(part)) said(`but it may hold ${part}`);
    }
    for (const [claim, level] of SPICE_CLAIMS) {
      if (claim.test(reason) && item.spiceLevel !== level) said(`but its spice level is ${item.spiceLevel}`);
    }
    if (/\bvegan\b/i.test(reason) && item.type !== 'vegan') said('but it is not vegan');
    // "with basmati rice": every word of what it is said to be made with is the dish's own.
    for (const [, made] of reason.matchAll(/\bwith ([^,:;]+?)(?=,| and | no |$)/gi)) {
      const missing = tokenize(made!).filter((t) => t.kind === 'word' && !holds.words.has(t.stem));
      if (missing.length > 0) said(`but it holds no ${made}`);
    }
    // "under $8" is below it, "up to $8" at most it.
    for (const [, bound, amount] of reason.matchAll(/\b(under|up to) \$(\d+(?:\.\d+)?)/gi)) {
      const limit = Number(amount);
      const over = bound!.toLowerCase() === 'under' ? item.price >= limit - 1e-9 : item.price > limit + 1e-9;
      if (over) said(`but it costs ${item.price}`);
    }
  }
  for (const note of answer.notes) {
    for (const part of oftenHeldOf(note) ?? []) {
      const holder = picks.find((_item, i) => held[i]!.parts.has(part) || listsPart(held[i]!.words, part));
      if (holder) problems.push(`"${note}" but ${holder.name} may hold ${part}`);
    }
    for (const part of oftenFriedInOf(note) ?? []) {
      const holder = picks.find((_item, i) => held[i]!.inBatter.has(part));
      if (holder) problems.push(`"${note}" but ${holder.name}'s batter may hold ${part}`);
    }
    const word = unknownWordOf(note);
    if (word === null) continue;
    const looksLike = lookalikeOf(word);
    const lookalike = picks.find((_item, i) => [...held[i]!.words].some(looksLike));
    if (lookalike) problems.push(`"${note}" but ${lookalike.name} looks like it`);
  }
  return problems;
}

/**
 * Reads a food request into an Intent. Tokens are normalised first (Roman Urdu to English, typos corrected),
 * then read left to right: amounts (see amounts.ts), exclusions ("no nuts", "gluten free", "mirch
 * nahi"), then known phrases. The mood is read from what is left, and what is still left becomes keywords.
 */
import type { Allergen, Emotion } from '../../../shared/constants.ts';
import type { MenuItem, RecommendationType } from '../engine.ts';
import { isUsualPart } from '../../../shared/usual-parts.ts';
import { emptyIntent, type Intent } from '../intent.ts';
import { readAmounts, spelledAmounts, type AmountReading } from './amounts.ts';
import { detectEmotion, scoreEmotions } from './emotion.ts';
import {
  ALLERGY_AFTER,
  ALLERGY_BEFORE,
  ALLERGY_WHENEVER_LEFT_OUT,
  ROMAN_URDU_NOT,
  AVOID_AFTER,
  AVOID_BEFORE,
  AVOID_FILLERS,
  AVOID_TARGETS,
  UNCORRECTED_AVOID_TARGETS,
  DEGREE_WORDS,
  FIRM_AVOID_BEFORE,
  FOOD_EMOJI,
  FOOD_MEANING,
  PHRASES,
  PLAIN_WORDS,
  SYNONYMS,
  type AvoidEffect,
  type Signal,
} from './knowledge/request-lexicon.ts';
import { kindNamed, kindOfDishWord } from './knowledge/dish-kinds.ts';
import { equivalentStems } from './knowledge/food-equivalents.ts';
import { allergenNamed, allergenOf } from './knowledge/ingredients.ts';
import { BASE_VOCABULARY, menuIndex } from './menu-index.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { readPeople } from './people.ts';
import { sharedParts } from './shared-budget.ts';
import { PhraseMatcher } from './phrase-matcher.ts';
import {
  editDistance,
  lookup,
  singular,
  squeeze,
  stem,
  stemPhrase,
  tokenize,
  type Token,
  type Vocabulary,
} from './text.ts';

const phrases = new PhraseMatcher<Signal[]>(PHRASES);
const avoidBefore = new PhraseMatcher<true>(AVOID_BEFORE.map((p) => [p, true]));
const avoidAfter = new PhraseMatcher<true>(AVOID_AFTER.map((p) => [p, true]));
const avoidTargets = new PhraseMatcher<AvoidEffect[]>([...AVOID_TARGETS, ...UNCORRECTED_AVOID_TARGETS]);
const fillers = new Set(AVOID_FILLERS.map(stem));
const degrees = new Set(DEGREE_WORDS.map(stem));
const plain = new Set(PLAIN_WORDS.split(/\s+/).filter(Boolean));
// "aur" and "ya" are Roman Urdu's "and" and "or": "beef aur mutton dono nahi".
const CONJUNCTIONS = new Set(['and', 'or', ',', 'nor', '&', 'aur', 'ya', 'yaa']);
/** Words that go on with examples of what was just left out: "no root veg like potato". */
const EXAMPLES = new Set(['like', 'including', 'especially'].map(stem));

interface Reading extends AmountReading {
  tokens: Token[];
  keys: string[];
  /** Stems as typed, before Roman Urdu and typos were rewritten: dish names keep their own words. */
  typedKeys: string[];
  words: string[];
  consumed: boolean[];
  intent: Intent;
  index: MenuIndex | null;
  /** The temperature so far came from the weather or an illness, not from the customer's own wish. */
  temperatureImplied: boolean;
  /** "In any form" was said, of every "no" of the request (`ANY_FORM`). */
  anyForm: boolean;
}

/** Reads `text` into an intent. With `menu`, its dish and ingredient words are understood too. */
export function parseIntent(text: string, type: RecommendationType, menu?: readonly MenuItem[]): Intent {
  const index = menu ? menuIndex(menu) : null;
  const vocabulary = index?.vocabulary ?? BASE_VOCABULARY;
  const typed = mendWordBoundaries(withFoodWords(tokenize(spelledAmounts(text))), vocabulary);
  const tokens = normalise(typed, vocabulary);
  const words = tokens.map((t) => t.word);
  const reading: Reading = {
    tokens,
    keys: tokens.map((t) => t.stem),
    typedKeys: typed.map((t) => t.stem),
    words,
    consumed: tokens.map(() => false),
    intent: emptyIntent(),
    index,
    temperatureImplied: false,
    anyForm: ANY_FORM.test(words.join(' ')),
    dearest: menu && menu.length > 0 ? Math.max(...menu.map((item) => item.price)) : undefined,
  };
  readAmounts(reading);
  readConstraints(reading);
  readUnnamedAllergy(reading);
  readMood(reading, type, text);
  readRest(reading);
  settleMeat(reading);
  readSharedBudget(reading, text);
  reading.intent.saysFood = [...reading.keys, ...reading.typedKeys].some((key) => FOOD_MEANING.has(key));
  reading.intent.stems = reading.keys;
  return tidy(reading.intent);
}

/** An allergy word that names nothing of its own. */
const ALLERGY_WORDS = new Set(ALLERGY_AFTER.filter((words) => !words.includes(' ')).map(stem));
/** Words near an allergy word that deny it: "no known allergies", "not an allergy thing", "allergies are fine". */
const ALLERGY_DENIED = new Set(
  [
    ...['no', 'not', 'non', 'never', 'without', 'any', 'koi', 'fine', 'ok', 'okay'],
    ...ROMAN_URDU_NOT.filter((not) => not !== 'mat'),
  ].map(stem),
);

/**
 * "no dairy, no egg, no nuts: my kid has allergies": an allergy said of nothing in particular is to what the request
 * leaves out, the cheese and the mayo of "no cheese or mayo" as dairy and egg, the tomato of "no tomato, I'm
 * allergic" as an allergy to it; "koi allergy nahi", "no known allergies" and "not an allergy thing" say there is none.
 */
function readUnnamedAllergy(reading: Reading): void {
  const { keys } = reading;
  // A "no" that leaves out a food other than the one the allergy word is said of denies nothing: "no milk (lactose
  // intolerant)" is an allergy, "no gluten allergy, just no onion" none.
  const leavesOutOther = (k: number, i: number) => {
    const food = targetAt(reading, k + 1, true);
    return food !== null && food.end !== i;
  };
  const denied = (i: number) =>
    keys.some((word, k) => Math.abs(k - i) <= 3 && ALLERGY_DENIED.has(word) && !leavesOutOther(k, i));
  const unnamed = keys.some((key, i) => ALLERGY_WORDS.has(key) && !reading.consumed[i] && !denied(i));
  if (!unnamed) return;
  const { intent } = reading;
  const ofIngredients = intent.excludeIngredients.flatMap((ingredient) => allergenOf(ingredient) ?? []);
  intent.excludeAllergens.push(...ofIngredients);
  intent.allergies.push(...intent.excludeAllergens);
  // "no tomato, I'm allergic": what many versions hold of it is left out too, as for "allergic to tomato".
  intent.strictIngredients.push(...intent.excludeIngredients);
}

/** "A burger and a shake, both under $4": a budget for each of them, not for both together. */
const EACH_WITHIN = /\b(?:both|each)\s+(?:under|below|less than|max|up to|upto|within)\b/i;

/** Words that make a budget one for the whole order: "6 bucks for both", "$15 for a main and dessert together". */
const SHARED_BUDGET = new Set(['both', 'together', 'total', 'altogether', 'combined'].map(stem));

/**
 * A budget for several dishes together: each dish leaves room for what the request buys with it (`sharedParts`), or,
 * where it names no such things, each plate gets its share ("2 log, 10$ total") or each dish leaves room for the
 * cheapest other one.
 */
function readSharedBudget(reading: Reading, text: string): void {
  const budget = reading.intent.maxPrice;
  if (budget === null || !reading.keys.some((key) => SHARED_BUDGET.has(key)) || EACH_WITHIN.test(text)) return;
  const people = readPeople(text.toLowerCase()).servings ?? 1;
  const shared = reading.index ? sharedParts(text, budget, people, reading.index) : null;
  if (shared) {
    reading.intent.maxPrice = shared.share;
    reading.intent.budgetParts = shared.parts;
  } else if (people > 1) {
    reading.intent.maxPrice = Math.round((budget / people) * 100) / 100;
  } else if (reading.index) {
    const available = reading.index.profiles.filter((dish) => dish.item.available);
    const cheapest = Math.min(...available.map((dish) => dish.item.price));
    if (budget - cheapest > 0) reading.intent.maxPrice = Math.round((budget - cheapest) * 100) / 100;
  }
}

/** Food emoji as the words they picture. */
function withFoodWords(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => {
    const pictured = token.kind === 'emoji' ? lookup(FOOD_EMOJI, token.word) : undefined;
    return pictured ? tokenize(pictured) : [token];
  });
}

function normalise(tokens: Token[], vocabulary: Vocabulary): Token[] {
  return tokens.map((token) => {
    if (token.kind !== 'word') return token;
    const squeezed = squeeze(token.word);
    const known = lookup(SYNONYMS, squeezed) ? squeezed : vocabulary.normalise(token.word);
    const word = lookup(SYNONYMS, known) ?? known;
    return word === token.word ? token : { ...token, word, stem: stem(word) };
  });
}

/** Two words written as one ("chowmein") as the two words, and one word written as two ("cheese steak") as one. */
function mendWordBoundaries(tokens: Token[], vocabulary: Vocabulary): Token[] {
  const split = tokens.flatMap((token) => {
    const parts = token.kind === 'word' && !lookup(SYNONYMS, token.word) ? vocabulary.split(token.word) : null;
    return parts ? parts.map((word) => ({ ...token, word, stem: stem(word) })) : [token];
  });
  const joined: Token[] = [];
  for (let i = 0; i < split.length; i++) {
    const [token, next] = [split[i]!, split[i + 1]];
    const parts = next && token.kind === 'word' && next.kind === 'word' ? [token.word, next.word] : null;
    // Both halves words of their own ("cheese steak"), never a letter that makes another word ("and a"), and never
    // an allergen's name: "no egg plant based" leaves out egg, it asks for no eggplant.
    const word = parts && parts.every((part) => part.length >= 3) && !allergenNamed(parts[0]!) ? parts.join('') : null;
    if (word && vocabulary.isTarget(word)) {
      joined.push({ ...token, word, stem: stem(word), raw: `${token.raw} ${next!.raw}` });
      i++;
    } else joined.push(token);
  }
  return joined;
}

function consume(reading: Reading, from: number, to: number): void {
  for (let i = from; i < to; i++) reading.consumed[i] = true;
}

/** Exclusions and known phrases, left to right; at each token an exclusion is tried before a phrase. */
function readConstraints(reading: Reading): void {
  const { keys, words } = reading;
  for (let i = 0; i < keys.length;) {
    if (reading.consumed[i]) {
      i++;
      continue;
    }
    const end =
      readPairing(reading, i) ??
      readNeither(reading, i) ??
      readNaNa(reading, i) ??
      readAllergyList(reading, i) ??
      readAvoidBefore(reading, i) ??
      readAvoidAfter(reading, i);
    if (end !== null) {
      i = end;
      continue;
    }
    const hit = phrases.longestAt(keys, i, undefined, words);
    if (hit && !reading.consumed.slice(i, hit.end).some(Boolean)) {
      for (const signal of hit.value) apply(reading, signal);
      consume(reading, i, hit.end);
      i = hit.end;
      continue;
    }
    i++;
  }
}

interface Target {
  effects: AvoidEffect[];
  start: number;
  end: number;
}

/** Courses named in requests whatever the menu calls them. */
const PLAIN_COURSES = new Set(['side', 'snack', 'starter', 'salad', 'soup', 'drink', 'dessert', 'main'].map(stem));

const moreThan = new PhraseMatcher<true>(['not just', 'not only', 'more than'].map((p) => [p, true]));
const allowed = new PhraseMatcher<true>(
  [
    ...['is fine', 'are fine', 'r fine', 'is ok', 'are ok', 'r ok', 'is okay', 'are okay', 'are allowed', 'is allowed'],
    // "spicy food is no problem", "chicken is a no brainer".
    ...['is no problem', 'are no problem', 'is not a problem', 'is no issue', 'are no issue', 'is no big deal'],
    ...['is a no brainer', 'se koi masla nahi', 'se masla nahi'],
    ...['theek hai', 'theek hain', 'thik hai', 'thik hain'],
  ].map((p) => [p, true]),
);

const pairsWith = new PhraseMatcher<true>(
  [
    'goes well with',
    'go well with',
    'goes with',
    'go with',
    'to go with',
    'pair with',
    'pairs with',
    'pairs well with',
  ].map((p) => [p, true]),
);

/**
 * "What goes well with a cappuccino": the customer has the cappuccino and asks for what to have beside it, so it is
 * not offered again, and beside a drink they want food. Returns where it ended, or null.
 */
function readPairing(reading: Reading, i: number): number | null {
  const trigger = pairsWith.longestAt(reading.keys, i);
  if (!trigger || !reading.index) return null;
  const at = skipFillers(reading, trigger.end);
  const token = reading.tokens[at];
  const had = token?.kind === 'word' ? reading.index.profiles.filter((dish) => dish.contentStems.has(token.stem)) : [];
  if (had.length === 0) return null;
  reading.intent.excludeIngredients.push(token!.word);
  if (had.every((dish) => dish.course === 'drink')) reading.intent.excludeKinds.push('drink');
  consume(reading, i, at + 1);
  return at + 1;
}

/**
 * What is neither wanted nor left out: "not just a side" asks for more than a side, "eggs are fine" only allows
 * eggs. The words are read and set aside, so they are not taken for a wish.
 */
function readNeither(reading: Reading, i: number): number | null {
  const more = moreThan.longestAt(reading.keys, i);
  if (more) {
    let at = more.end;
    while (at < more.end + 2 && LIST_FILLERS.has(reading.keys[at] ?? '')) at++;
    // Only a thing to leave out or a course: "not only vegan but gluten free" keeps the diet.
    const kind = reading.index?.categoryStems.has(reading.keys[at] ?? '') || PLAIN_COURSES.has(reading.keys[at] ?? '');
    const end = targetAt(reading, at)?.end ?? (kind ? at + 1 : null);
    if (end === null) return null;
    consume(reading, i, end);
    return end;
  }
  const fine = allowed.longestAt(reading.keys, listedTargetsEnd(reading, i) ?? i);
  if (!fine) return null;
  consume(reading, i, fine.end);
  return fine.end;
}

/**
 * The list of things to leave out or allow that starts at `i`: "shellfish and peanut", and with `adjacent` also
 * lexicon words side by side ("fish/seafood", whose slash is no token).
 */
function listedTargets(reading: Reading, i: number, adjacent: boolean): Target[] {
  const targets: Target[] = [];
  for (let target = targetAt(reading, i); target;) {
    target = withDishAfter(reading, target);
    targets.push(target);
    const end = target.end;
    if (CONJUNCTIONS.has(reading.keys[end] ?? '')) target = targetAt(reading, end + 1);
    else target = adjacent ? targetAt(reading, end, true) : null;
  }
  return targets;
}

/**
 * A food and the dish word right after it are one dish: "chicken biryani nahi" leaves out that dish, not chicken and
 * then biryani ("mutton biryani nahi, chicken biryani do"); "no chicken chow mein". Never two dishes ("no karahi
 * biryani" is both), and never a food left out for itself whatever the dish (an allergen, or a part such as garlic
 * the knowledge file tracks: "no garlic naan, I'm allergic" leaves out the garlic).
 */
function withDishAfter(reading: Reading, food: Target): Target {
  const dish = targetAt(reading, food.end, true);
  const [first] = food.effects;
  const [named] = dish?.effects ?? [];
  const oneDish =
    food.effects.length === 1 &&
    first?.kind === 'ingredient' &&
    kindOfDishWord(first.ingredient) === null &&
    allergenOf(first.ingredient) === null &&
    !isUsualPart(first.ingredient) &&
    dish?.effects.length === 1 &&
    named?.kind === 'ingredient' &&
    kindOfDishWord(named.ingredient) !== null;
  if (!oneDish) return food;
  const ingredient = reading.words.slice(food.start, dish.end).join(' ');
  return { effects: [{ kind: 'ingredient', ingredient }], start: food.start, end: dish.end };
}

/** Where a list of things to leave out or allow that starts at `i` ends, or null. */
function listedTargetsEnd(reading: Reading, i: number): number | null {
  return listedTargets(reading, i, true).at(-1)?.end ?? null;
}

/**
 * Something that can be excluded, at `at`: a lexicon word, or a word of the menu's ingredients unless
 * `lexiconOnly` ("no soy sauce" leaves out soy, not every sauce).
 */
function targetAt(reading: Reading, at: number, lexiconOnly = false): Target | null {
  const hit = avoidTargets.longestAt(reading.keys, at);
  // "sesame oil bhi nahi", "no peanut powder": a form of what is left out is left out with it.
  if (hit)
    return { effects: hit.value, start: at, end: FORMS.has(reading.keys[hit.end] ?? '') ? hit.end + 1 : hit.end };
  if (lexiconOnly) return null;
  const key = reading.keys[at];
  // "vegan and gluten free": a word with a meaning of its own ("vegan") is not an ingredient to leave out.
  const meaningful = phrases.longestAt(reading.keys, at) !== null;
  const onMenu = key !== undefined && equivalentStems(key).some((s) => reading.index?.ingredientStems.has(s));
  if (onMenu && !plain.has(reading.words[at]!) && !meaningful) {
    // "no fava beans": the menu's own two-word ingredient, not fava and then a wish for beans.
    const pair = reading.index?.ingredientPairs.has(`${key} ${reading.keys[at + 1] ?? ''}`);
    return pair
      ? {
          effects: [{ kind: 'ingredient', ingredient: `${reading.words[at]} ${reading.words[at + 1]}` }],
          start: at,
          end: at + 2,
        }
      : { effects: [{ kind: 'ingredient', ingredient: reading.words[at]! }], start: at, end: at + 1 };
  }
  return null;
}

/** Words after a food that name a form of it rather than another food. */
const FORMS = new Set(['oil', 'seed', 'seeds', 'paste', 'powder', 'flour', 'extract', 'protein'].map(stem));

/** How many filler words may stand between "no" and what is not wanted: "can't handle even a little bit of mirch". */
const MAX_FILLERS = 6;

/** "no nuts", "not too spicy", "allergic to eggs and dairy": returns where it ended, or null. */
function readAvoidBefore(reading: Reading, i: number): number | null {
  const trigger = avoidBefore.longestAt(reading.keys, i);
  if (!trigger) return null;
  // "we are off to the airport", "i'm off for the day": no food left off.
  if (reading.keys[trigger.end - 1] === 'off' && ['to', 'for', 'from'].includes(reading.keys[trigger.end] ?? '')) {
    return null;
  }
  let at = trigger.end;
  let softened = false;
  for (let skipped = 0; skipped < MAX_FILLERS && at < reading.keys.length; skipped++) {
    const key = reading.keys[at]!;
    if (degrees.has(key)) softened = true;
    else if (!fillers.has(key)) break;
    at++;
  }
  let target = targetAt(reading, at);
  if (!target) return readUnknownTarget(reading, i, trigger.end, at);
  // "no onion at all": said after the list the "no" leaves out.
  const listEnd = listedTargetsEnd(reading, at) ?? target.end;
  const allergy = ALLERGY_TRIGGERS.has(reading.keys.slice(i, trigger.end).join(' '));
  const strictness = strictnessOf(reading, allergy, i, at, listEnd);
  let end: number;
  for (;;) {
    target = withDishAfter(reading, target);
    end = target.end;
    for (const effect of target.effects) avoid(reading, effect, softened, strictness);
    // "no nuts or dairy", "not a salad or a wrap", "no bread rice pasta": the exclusion carries over a list.
    const listed = CONJUNCTIONS.has(reading.keys[end] ?? '') || EXAMPLES.has(reading.keys[end] ?? '');
    const next = listed ? skipFillers(reading, end + 1) : end;
    let more = listed ? targetAt(reading, next) : targetAt(reading, next, true);
    // "allergic to tree nuts (peanuts r fine)": what is allowed does not carry the exclusion on.
    if (more && allowed.longestAt(reading.keys, listedTargetsEnd(reading, next) ?? more.end)) more = null;
    // After a comma, what is wanted starts the next clause ("no dairy, wings chahiye"), and so does a dish named by
    // its kind ("no olives, pizza for 2", "no egg, chicken cheeseburger") unless the list goes on.
    if (more && reading.keys[end] === ',' && (wantedAt(reading, more.end) || namesDish(reading, more))) {
      more = null;
    }
    // "no sugar drink", "zero dairy dessert": what it is made without, then what is wanted.
    if (more && !listed && describedKind(target, more)) more = null;
    if (!more) {
      // "no dairy, (buffalo) wings chahiye" on a menu that does not know them: wanted, so no unknown exclusion either.
      const wanted = reading.keys[end] === ',' && wantedAt(reading, next + 1, 2);
      if (listed && !wanted && unknownWordAt(reading, next)) {
        reading.intent.unknownExclusions.push(reading.tokens[next]!.word);
        end = next + 1;
      }
      break;
    }
    target = more;
  }
  consume(reading, i, end);
  return end;
}

/**
 * Foods that end in a kind of dish or a dish of a kind, with no list going on after it: "pizza", "chicken
 * cheeseburger", "chicken karahi", "garlic naan".
 */
function namesDish(reading: Reading, first: Target): boolean {
  let last = first;
  for (let target: Target | null = first; target; target = targetAt(reading, target.end)) {
    if (target.effects.some((e) => e.kind === 'dishKind') || dishWordAt(reading, target.end - 1)) {
      return !CONJUNCTIONS.has(reading.keys[target.end] ?? '');
    }
    last = target;
  }
  return dishWordAt(reading, last.end) && !CONJUNCTIONS.has(reading.keys[last.end + 1] ?? '');
}

/** A word that names a dish rather than a food: a kind ("burger"), or a dish of a kind ("karahi", "naan"). */
function dishWordAt(reading: Reading, at: number): boolean {
  const word = reading.words[at];
  return word !== undefined && (kindNamed(word) !== null || kindOfDishWord(word) !== null);
}

/** Words after a food that want it: "chahiye" reads as "want". */
const WANTED = new Set(['want', 'need'].map(stem));

/** Whether a word that wants what stands before it comes at `at`, or within `reach` words of it. */
function wantedAt(reading: Reading, at: number, reach = 1): boolean {
  return reading.keys.slice(at, at + reach).some((key) => WANTED.has(key));
}

/** Kinds that a food word straight before describes rather than joins a list with ("a no sugar drink"). */
const DESCRIBED_KINDS = new Set(['drink', 'dessert']);

function describedKind(before: Target, kind: Target): boolean {
  return (
    before.effects.every((e) => e.kind === 'ingredient' || e.kind === 'allergens') &&
    kind.effects.some((e) => e.kind === 'dishKind' && DESCRIBED_KINDS.has(e.dishKind))
  );
}

const HEADING_MARKS = new Set([':', '>']);
const ALLERGY_HEADINGS = new Set(['allergic', 'allergy', 'allergies', 'intolerant', 'intolerance'].map(stem));

/** "allergic: nuts, dairy, eggs", "allergies - nuts and dairy": a heading and the list it leaves out. */
function readAllergyList(reading: Reading, i: number): number | null {
  if (!ALLERGY_HEADINGS.has(reading.keys[i] ?? '')) return null;
  let start = i + 1;
  // "allergies: …", "allergies - …", "allergies -> …", "allergies => …".
  while (start < i + 3 && HEADING_MARKS.has(reading.keys[start] ?? '')) start++;
  const targets = listedTargets(reading, start, true);
  if (targets.length === 0) return null;
  for (const { effects } of targets) for (const effect of effects) avoid(reading, effect, false, 'allergy');
  const end = targets.at(-1)!.end;
  consume(reading, i, end);
  return end;
}

/** How far apart the two halves of "na … na …" may stand: "na spicy ho na meat wala". */
const NA_GAP = 3;
const CLAUSE_ENDS = new Set([',', '.', ';', '!', '?']);

/**
 * Roman Urdu's neither … nor, each "na" before what it leaves out: "na spicy ho na meat wala", "na cheese na mayo na
 * anda". A lone "na" is no negation ("theek hai na"), so at least two halves must be there.
 */
function readNaNa(reading: Reading, i: number): number | null {
  if (reading.keys[i] !== 'na') return null;
  const first = targetAt(reading, skipFillers(reading, i + 1));
  if (!first) return null;
  const halves = [first];
  for (;;) {
    // A few words may go on with a half before the next "na" ("na spicy chahiye na meat wala"), but no new clause
    // ("na spicy na oily, theek hai na"): a comma or a stop ends the list unless the next "na" follows it.
    let next = halves.at(-1)!.end;
    while (next < halves.at(-1)!.end + NA_GAP && reading.keys[next] !== 'na') {
      if (CLAUSE_ENDS.has(reading.keys[next] ?? '') && reading.keys[next + 1] !== 'na') break;
      next++;
    }
    const nor = reading.keys[next] === 'na' ? targetAt(reading, skipFillers(reading, next + 1)) : null;
    if (!nor) break;
    halves.push(nor);
  }
  if (halves.length < 2) return null;
  for (const { effects } of halves) for (const effect of effects) avoid(reading, effect, false);
  const end = halves.at(-1)!.end;
  consume(reading, i, end);
  return end;
}

/** Words that may stand before the next item of a list of exclusions: "not a salad or a wrap". */
const LIST_FILLERS = new Set(
  ['a', 'an', 'the', 'any', 'anything', 'with', 'of', 'some', 'all'].concat(
    // "allergic to peanuts and basically all nuts": hedges that go on with the same list.
    ['basically', 'also', 'literally', 'actually', 'generally', 'mostly', 'even'].map(stem),
  ),
);

/** Where the next word after `at` that is not a list filler is. */
function skipFillers(reading: Reading, at: number): number {
  let next = at;
  while (next < at + 3 && LIST_FILLERS.has(reading.keys[next] ?? '')) next++;
  return next;
}

const FIRM_TRIGGERS = new Set(FIRM_AVOID_BEFORE.map(stemPhrase));

/**
 * "no xyz" where xyz is no food the engine knows: it is still left out, by the word itself and by anything that
 * looks like it, and kept so the answer can say it was not understood. Returns where it ended, or null.
 */
function readUnknownTarget(reading: Reading, start: number, triggerEnd: number, at: number): number | null {
  const token = reading.tokens[at];
  const trigger = reading.keys.slice(start, triggerEnd).join(' ');
  if (!token || token.kind !== 'word' || token.word.length < 3 || !FIRM_TRIGGERS.has(trigger)) return null;
  if (plain.has(token.word) || fillers.has(token.stem) || degrees.has(token.stem)) return null;
  const misspelt = unknownWordAt(reading, at) ? misspeltTarget(token.stem) : null;
  const strictness = strictnessOf(reading, ALLERGY_TRIGGERS.has(trigger), start, at, at + 1);
  if (misspelt) for (const effect of misspelt) avoid(reading, effect, false, strictness);
  else if (unknownWordAt(reading, at)) reading.intent.unknownExclusions.push(token.word);
  // A known word no dish uses ("no idea") leaves nothing out and is not worth a word in the reasons.
  else if (reading.index?.bm25.has(token.stem)) reading.intent.excludeIngredients.push(token.word);
  consume(reading, start, at + 1);
  return at + 1;
}

/** The things to leave out named by one word ("prawns", "peanuts"), by stem, for reading their misspellings. */
const ONE_WORD_TARGETS = AVOID_TARGETS.filter(([phrase]) => !/[\s=]/.test(phrase)).map(
  ([phrase, effects]) => [stem(phrase), effects] as const,
);

/**
 * What a word the engine does not know leaves out when it is a misspelling of one it does ("prwans" is prawns):
 * every known word two letters off, from five letters up, or null. The look-alike test on the menu's own words
 * cannot see that "prwans" means a dish of shrimp.
 */
const MISSPELT = 2;

function misspeltTarget(typed: string): AvoidEffect[] | null {
  if (typed.length < 5) return null;
  let best = MISSPELT + 1;
  let effects: AvoidEffect[] = [];
  for (const [known, knownEffects] of ONE_WORD_TARGETS) {
    if (known.length < 4) continue;
    const distance = editDistance(typed, known, MISSPELT);
    if (distance > MISSPELT) continue;
    if (distance < best) [best, effects] = [distance, [...knownEffects]];
    else if (distance === best) effects.push(...knownEffects);
  }
  return effects.length > 0 ? effects : null;
}

/** Whether the word at `at` is one the engine has never seen: not English it knows, not on the menu. */
function unknownWordAt(reading: Reading, at: number): boolean {
  const token = reading.tokens[at];
  if (!token || token.kind !== 'word' || token.word.length < 3) return false;
  const vocabulary = reading.index?.vocabulary ?? BASE_VOCABULARY;
  return !plain.has(token.word) && !vocabulary.has(token.word) && !vocabulary.has(token.stem);
}

const BEFORE_AVOID_AFTER = new Set(
  [
    ...['very', 'bhi', 'to', 'toh', 'dono', 'kuch', 'wali', 'wala', 'wale', 'koi'],
    // "anda mujhe suit nahi karta": to me.
    ...['mujhe', 'mujhay', 'muje', 'mujhy', 'humein', 'hamein', 'hume'],
    // "egg, nuts aur dairy teeno se allergy hai": all three, all four, all of them.
    ...['teeno', 'teenon', 'tino', 'teenu', 'charon', 'chaaron', 'saare', 'sare', 'saari'],
    // "fried cheezein nahi", "tali hui cheez nahi", "caffeine allowed nahi".
    ...['cheez', 'cheeze', 'cheezein', 'cheezen', 'cheezain', 'chezain', 'cheezon', 'chiz', 'allowed'],
    ...['hui', 'hua', 'huwa', 'huay', 'hue'],
  ].map(stem),
);
const MADE_FROM = new Set(['bani', 'bana', 'bane', 'banay', 'bni', 'bna'].map(stem));
const WISH_BEFORE = new Set(['kuch', 'something', 'koi'].map(stem));
/** "Will do": "teekha chalega, zyada nahi" allows some, not much. */
const ACCEPTABLE = new Set(['chalega', 'chalegi', 'chalay', 'chalta', 'chalti'].map(stem));
const AT_ALL = new Set(['bilkul', 'bilkull', 'bilkol', 'bilkl'].map(stem));
const DEGREES_AFTER = new Set(
  ['zyada', 'zyda', 'ziada', 'ziyada', 'zayada', 'bohat', 'bohot', 'bahut', 'buhat', 'itna', 'itni'].map(stem),
);
const PLAIN_NEGATIONS = new Set(ROMAN_URDU_NOT.map(stem));

/** "nut allergy", "gluten-free", "mirch nahi", "pyaz ke bina", "shellfish and peanut allergy". */
function readAvoidAfter(reading: Reading, i: number): number | null {
  // "zyada spicy nahi", "too sweet nahi": a degree before the target tempers what is left out, as before a "no";
  // "bilkul" reads as "very" elsewhere, but before a "nahi" it means "at all".
  const degree = degrees.has(reading.keys[i] ?? '');
  const softened = degree && !AT_ALL.has(reading.typedKeys[i] ?? '');
  const targets = listedTargets(reading, degree ? i + 1 : i, true);
  if (targets.length === 0) return null;
  // "kuch meetha, ice cream nahi": what follows "something" is a wish, and the comma ends it.
  if (WISH_BEFORE.has(reading.keys[i - 1] ?? '') && reading.keys[targets[0]!.end] === ',') return null;
  let at = targets.at(-1)!.end;
  // "spicy food upsets my stomach": what the target is said of stands between it and the trigger.
  if (['food', 'stuff', 'thing'].includes(reading.keys[at] ?? '')) at++;
  // "teekha zyada nahi", "mirch chalegi, bohat zyada nahi": a Roman Urdu degree right before a plain "nahi" tempers
  // the target as a degree before it does. Never an English one: "noodles so allergic to peanuts" is about peanuts.
  let degreeAt = at;
  if (ACCEPTABLE.has(reading.keys[degreeAt] ?? '')) degreeAt += reading.keys[degreeAt + 1] === ',' ? 2 : 1;
  let past = degreeAt;
  while (past < degreeAt + 2 && DEGREES_AFTER.has(reading.typedKeys[past] ?? '')) past++;
  const degreeAfter = past > degreeAt && PLAIN_NEGATIONS.has(reading.keys[past] ?? '');
  if (degreeAfter) at = past;
  // "doodh se bani cheezen nahi": what is made from it.
  if (reading.keys[at] === 'se' && MADE_FROM.has(reading.keys[at + 1] ?? '')) at += 2;
  // "beef aur mutton dono nahi", "gosht ya chicken kuch bhi nahi": both, or any of them, are left out; "sugar wali
  // koi cheez nahi": nothing that holds it.
  while (BEFORE_AVOID_AFTER.has(reading.keys[at] ?? '')) at++;
  const trigger = avoidAfter.longestAt(reading.keys, at, undefined, reading.words);
  if (!trigger) return null;
  if (asksWhetherThereIs(reading, trigger.end) && targets.every(({ end }) => dishWordAt(reading, end - 1))) {
    return null;
  }
  // "mirch se problem nahi", "nuts ki allergy nahi hai", "nuts allergy nahi": the trouble itself is denied;
  // "chicken ke ilawa kuch nahi khata": nothing but it.
  const denied = PLAIN_NEGATIONS.has(reading.keys[trigger.end] ?? '');
  const said = reading.keys.slice(at, trigger.end).join(' ');
  if (denied && (['se', 'ki', 'ka', 'ke'].includes(reading.keys[at] ?? '') || ALLERGY_TRIGGERS.has(said))) return null;
  // "anda nahi khata", "garlic bilkul nahi": what stands between the list and the end of its "nahi".
  const strictness = strictnessOf(reading, ALLERGY_TRIGGERS.has(said), targets.at(-1)!.end, trigger.end + 1);
  for (const { effects } of targets) {
    for (const effect of effects) avoid(reading, effect, softened || degreeAfter, strictness);
  }
  // "sharab nahi peeta": the verb of the habit is part of the "no", not a wish for a drink.
  const end = EATS.has(reading.typedKeys[trigger.end] ?? '') ? trigger.end + 1 : trigger.end;
  consume(reading, i, end);
  return end;
}

/**
 * "Will it be had": "karahi nahi milegi?" asks whether there is any; of a food, "mirch nahi hai kya isme?" asks that
 * there is none, and stays a "no".
 */
const AVAILABLE = new Set(['milega', 'milegi', 'milta', 'milti', 'milenge', 'milay', 'mile', 'milte'].map(stem));

/** Whether a Roman Urdu "nahi" ending at `end` asks whether there is some ("naan nahi hai kya?"). */
function asksWhetherThereIs(reading: Reading, end: number): boolean {
  if (!PLAIN_NEGATIONS.has(reading.typedKeys[end - 1] ?? '')) return false;
  const [next, after] = [reading.typedKeys[end], reading.typedKeys[end + 1]];
  return AVAILABLE.has(next ?? '') || (['hai', 'he', 'hy'].includes(next ?? '') && after === 'kya');
}

/**
 * How a "no" is meant: a plain one leaves out what most versions of a dish hold; a strict one (a rule one lives by,
 * "bilkul nahi") also what many versions hold of the food named; an allergy, also of its whole allergen group.
 */
type Strictness = 'plain' | 'strict' | 'allergy';

/** "In any form", "kisi bhi form mein nahi": said once, of everything the request leaves out. */
const ANY_FORM = /\b(?:any|kisi bhi|kisi)\s+(?:form|shakal|shape)\b/;

/**
 * The strictness of a "no" whose own words (its trigger, or what stands between the list and a "nahi") run from
 * `from` to `to`, `allergy` when an allergy word said it; "at all" may also follow the list, at `atAllAt`.
 */
function strictnessOf(reading: Reading, allergy: boolean, from: number, to: number, atAllAt = to): Strictness {
  if (allergy) return 'allergy';
  const said = reading.typedKeys.slice(from, to);
  const atAll =
    reading.anyForm ||
    said.some((key) => AT_ALL.has(key)) ||
    AT_ALL.has(reading.typedKeys[atAllAt] ?? '') ||
    (reading.keys[atAllAt] === 'at' && reading.keys[atAllAt + 1] === 'all');
  return atAll || livesBy(said) ? 'strict' : 'plain';
}

const EATS = new Set(
  [
    ...['khata', 'khati', 'khate', 'khaata', 'khaati', 'khaate', 'khatay', 'khaatay'],
    ...['peeta', 'peeti', 'peete'],
  ].map(stem),
);

/**
 * "anda nahi khata", "I don't eat eggs", "we never eat onion": a rule one lives by, not tonight's wish ("I don't
 * want to eat eggs today" is one). "Can't have hoisin, makes me sick" stays about the hoisin.
 */
function livesBy(said: readonly string[]): boolean {
  const denied = said.includes('not') || said.includes('never');
  return said.some((key) => EATS.has(key)) || (denied && said.includes('eat') && !said.includes('want'));
}

/**
 * Words that make what they name an allergy. Leaving out cashews is leaving out cashews; an allergy to cashews is an
 * allergy to tree nuts, kaju katli and frangipane included.
 */
const ALLERGY_TRIGGERS = new Set([...ALLERGY_BEFORE, ...ALLERGY_AFTER].map(stemPhrase));

/** Leaves allergens out, as an allergy when a strict "no" said them or when they are left out almost only for one. */
function leaveOutAllergens(reading: Reading, allergens: readonly Allergen[], strictness: Strictness): void {
  const forAllergy = allergens.filter((a) => strictness !== 'plain' || ALLERGY_WHENEVER_LEFT_OUT.includes(a));
  // A peanut allergy keeps tree nuts out too, unless they are said to be fine: many who have one have both, and nut
  // sweets share a kitchen with it.
  const treeNuts: Allergen[] =
    strictness === 'allergy' && forAllergy.includes('peanuts') && !treeNutsAllowed(reading) ? ['nuts'] : [];
  reading.intent.excludeAllergens.push(...allergens, ...treeNuts);
  reading.intent.allergies.push(...forAllergy, ...treeNuts);
}

/** "Tree nuts are fine", "almonds theek hain": a tree nut said to be allowed. */
function treeNutsAllowed(reading: Reading): boolean {
  return reading.words.some(
    (word, k) =>
      allergenOf(word) === 'nuts' && allowed.longestAt(reading.keys, k + 1, undefined, reading.words) !== null,
  );
}

function avoid(reading: Reading, effect: AvoidEffect, softened: boolean, strictness: Strictness = 'plain'): void {
  const { intent } = reading;
  switch (effect.kind) {
    case 'allergens':
      leaveOutAllergens(reading, effect.allergens, strictness);
      break;
    case 'ingredient': {
      intent.excludeIngredients.push(effect.ingredient);
      if (strictness !== 'plain') intent.strictIngredients.push(effect.ingredient);
      // Only an allergy to a food is one to its group ("allergic to cashews"); "mayo bilkul nahi, hate it" is no
      // egg allergy.
      const group = strictness === 'allergy' ? allergenOf(effect.ingredient) : null;
      if (group) leaveOutAllergens(reading, [group], 'allergy');
      break;
    }
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
      intent.excludeIngredients.push('meat');
      break;
    case 'expensive':
      intent.cheap = true;
      break;
    case 'fried':
      intent.excludeIngredients.push('fried');
      break;
    case 'dishKind':
      // "Not too sweet" or "not too much bread" tempers a wish; it rules no kind of dish out.
      if (!softened) intent.excludeKinds.push(effect.dishKind);
      break;
  }
}

const DIET_STRICTNESS = { vegan: 3, vegetarian: 2, seafood: 1, meat: 1 } as const;

function apply(reading: Reading, signal: Signal): void {
  const { intent } = reading;
  switch (signal.kind) {
    case 'diet':
      if (!intent.diet || DIET_STRICTNESS[signal.diet] > DIET_STRICTNESS[intent.diet]) intent.diet = signal.diet;
      break;
    case 'meal':
      intent.mealTime ??= signal.meal;
      break;
    case 'temperature':
      // What the customer asks for outright wins over what the weather or an illness implies.
      if (signal.implied ? intent.temperature !== null : intent.temperature !== null && !reading.temperatureImplied) {
        break;
      }
      reading.temperatureImplied = signal.implied === true;
      intent.temperature = signal.temperature;
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
    case 'caffeine':
      intent.caffeine = true;
      break;
    case 'lowCarb':
      intent.lowCarb = true;
      break;
    case 'avoid':
      intent.excludeAllergens.push(...(signal.allergens ?? []));
      intent.excludeIngredients.push(...(signal.ingredients ?? []));
      if (signal.allergy) intent.allergies.push(...(signal.allergens ?? []));
      break;
    case 'keyword':
      intent.keywords.push(signal.keyword);
      break;
  }
}

/** Below these totals the request does not really say how the customer feels. */
const MOOD_EVIDENCE: Record<RecommendationType, number> = { emotional: 0.5, nutritional: 0.9 };

function readMood(reading: Reading, type: RecommendationType, text: string): void {
  const skip = new Set(reading.consumed.flatMap((c, i) => (c ? [i] : [])));
  const { scores, used } = scoreEmotions(reading.tokens, 'request', skip);
  const [mood, score] = (Object.entries(scores) as [Emotion, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
  if (score >= MOOD_EVIDENCE[type]) reading.intent.mood = mood;
  // Someone who says how they feel and uses no word the lexicon knows for it is read as feedback is; a reading with
  // no evidence comes back neutral, and "asdfgh" is no mood.
  else if (type === 'emotional') {
    const read = detectEmotion(text).emotion;
    if (read !== 'neutral') reading.intent.mood = read;
  }
  for (const i of used) reading.consumed[i] = true;
}

/** Dish names, menu categories and the words nothing else explained. */
function readRest(reading: Reading): void {
  const { tokens, keys, intent, index } = reading;
  if (index) {
    for (let i = 0; i < keys.length; i++) {
      const starting = [
        ...(index.dishNames.get(keys[i]!) ?? []),
        ...(index.dishNames.get(reading.typedKeys[i]!) ?? []),
      ];
      for (const dish of starting) {
        const length = dish.stems.length;
        const named = dish.stems.every((s, k) => keys[i + k] === s || reading.typedKeys[i + k] === s);
        if (named && length >= 2 && !reading.consumed.slice(i, i + length).some(Boolean)) {
          intent.dishNames.push(dish.name);
          consume(reading, i, i + length);
        }
      }
    }
  }
  tokens.forEach((token, i) => {
    if (reading.consumed[i] || token.kind !== 'word' || plain.has(token.word) || token.word.length < 2) return;
    const key = keys[i]!;
    // As said, not as stemmed: a reason says "shake", never "shak".
    if (index?.categoryStems.has(key) && !index.ingredientStems.has(key)) intent.categories.push(singular(token.word));
    else intent.keywords.push(token.word);
  });
}

const SEAFOOD_WORDS = new Set(['fish', 'seafood', 'prawn', 'shrimp', 'salmon', 'tuna', 'pescatarian', 'pescetarian']);

/** "No meat" rules out fish too, unless the customer says fish is fine ("fish but no meat", "pescatarian"). */
function settleMeat({ intent, keys }: Reading): void {
  if (!intent.excludeIngredients.includes('meat') || intent.diet) return;
  const fishIsFine = keys.some((k) => SEAFOOD_WORDS.has(k)) && !intent.excludeAllergens.includes('fish');
  if (!fishIsFine) intent.diet = 'vegetarian';
}

/** Removes repeats and settles contradictions (asking for "mild" and "spicy" keeps the safe side). */
function tidy(intent: Intent): Intent {
  const unique = <T>(list: T[]) => [...new Set(list)];
  // "No caffeine, something to keep me awake" keeps the limit.
  if (intent.excludeIngredients.includes('caffeine')) intent.caffeine = false;
  if (intent.spiceMin !== null && intent.spiceMax !== null && intent.spiceMin > intent.spiceMax) {
    intent.spiceMin = intent.spiceMax === 0 ? null : intent.spiceMax;
  }
  return {
    ...intent,
    excludeAllergens: unique(intent.excludeAllergens),
    allergies: unique(intent.allergies),
    strictIngredients: unique(intent.strictIngredients),
    excludeIngredients: unique(intent.excludeIngredients),
    excludeKinds: unique(intent.excludeKinds),
    categories: unique(intent.categories),
    dishNames: unique(intent.dishNames),
    // A food both named and left out ("no caffeine, chai coffee nahi") is left out, not wished for.
    keywords: unique(intent.keywords).filter((word) => !intent.excludeIngredients.includes(word.toLowerCase())),
  };
}

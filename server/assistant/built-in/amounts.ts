/**
 * Amounts in a request: prices ("under $10", "Rs 2000"), calories ("600 cal"), spice levels ("spice level 2"),
 * temperatures ("40 degrees"), ages ("my 6 year old") and protein grams, with the comparison words around them.
 */
import type { Intent } from '../intent.ts';
import { PhraseMatcher } from './phrase-matcher.ts';
import { currencyPattern, currencyStems, DOLLAR_WORDS, RUPEE_WORDS } from './currency-words.ts';
import { ROMAN_URDU_NOT } from './knowledge/request-lexicon.ts';
import { ENGLISH_NUMBERS, numberOf, URDU_NUMBERS } from './number-words.ts';
import { stem, type Token } from './text.ts';
import { moneySettings } from '../../../shared/money.ts';

/** What reading amounts needs of a request being read; tokens it explains are marked consumed. */
export interface AmountReading {
  tokens: readonly Token[];
  keys: readonly string[];
  words: readonly string[];
  consumed: boolean[];
  intent: Intent;
  /** The dearest dish of the menu read against, when there is one: what makes a bare number a price. */
  dearest?: number | undefined;
}

/** Rupees per dollar, for budgets given in rupees where the menu prices in dollars (the spec's restaurant). */
const RUPEES_PER_DOLLAR = 280;
/** A budget in rupees, in the menu's currency: as said where the menu prices in rupees, converted where in dollars. */
const fromRupees = (value: number) => (moneySettings().currency === 'PKR' ? value : value / RUPEES_PER_DOLLAR);
/**
 * Below this a bare number after "under" is a price, above CALORIE_FLOOR it is calories: 60 in dollars, and twice
 * the dearest dish on a menu that prices higher (rupees: "under 4000" is a price there).
 */
const PRICE_CEILING = 60;
const CALORIE_FLOOR = 100;
const BARE_RUPEES = 1000;
/** The words of a Roman Urdu comparison: "2000 se kam", "1500 tak", "1500 ke andar", "3000 ka budget". */
const URDU_COMPARING = new Set(['se', 'tak', 'ke', 'kay', 'k', 'ka', 'ki'].map(stem));
const priceCeiling = (reading: AmountReading) => Math.max(PRICE_CEILING, 2 * (reading.dearest ?? 0));

const comparators = new PhraseMatcher<Comparison>([
  // A ceiling the amount itself is over: "under 3", "less than 3" leave out what costs 3.
  ...['under', 'below', 'less than', 'lower than', 'cheaper than', '<'].map((p) => [p, 'below'] as const),
  ...[
    'within',
    'max',
    'maximum',
    'at most',
    'upto',
    'up to',
    'no more than',
    'not more than',
    'not over',
    // "nothing over 9": a floor denied is a ceiling.
    'nothing over',
    'nothing above',
    'nothing more than',
    'nothing pricier than',
    'none over',
    'budget',
    'budget of',
    'budget is',
  ].map((p) => [p, 'max'] as const),
  ...['over', 'above', 'more than', 'at least', 'min', 'minimum', '>', 'least'].map((p) => [p, 'min'] as const),
  // "kam se kam 3", "kam az kam 3": at least 3.
  ...['less se less', 'less az less'].map((p) => [p, 'min'] as const),
  // "mere pas sirf 3 hain": what I have, and only that, is the most I can spend ("mere pas 2 bachay hain" is not).
  ...['pas', 'paas'].flatMap((have) =>
    ['sirf', 'bas', 'only', 'just'].map((only) => [`${have} ${only}`, 'max'] as const),
  ),
  ...['around', 'about', 'roughly', 'approx', 'approximately', 'near'].map((p) => [p, 'about'] as const),
]);
/** These only compare when the number is known to be a price: "for 2 people" sets no budget. */
const priceComparators = new PhraseMatcher<'max'>(['for', 'only', 'just'].map((p) => [p, 'max'] as const));
const SPICE_WORDS = new Set(['spice', 'spicy', 'heat', 'spiciness', 'chili'].map(stem));
const DOLLARS = new Set(['$', ...currencyStems(DOLLAR_WORDS)]);
const RUPEES = currencyStems(RUPEE_WORDS);
const CALORIES = new Set(['cal', 'calory', 'calori', 'kcal']);
/** Words after a number that make it no amount: "3 people", "2 log", "10 minutes". */
const NOT_AMOUNTS = new Set(
  [
    ...['minute', 'min', 'hour', 'hr', 'second', 'time', 'day', 'pc', 'piece'],
    ...['people', 'person', 'log', 'pax', 'adult', 'guest', 'kid', 'child', 'friend'],
  ].map(stem),
);
const afterComparators = new PhraseMatcher<Comparison>([
  ...[
    ...['or less', 'or under', 'or below', 'max', 'tak', 'at most', 'ka budget', 'ki budget', 'budget'],
    // "1500 ke andar": within 1500.
    ...['ke andar', 'kay andar', 'k andar', 'ke within'],
  ].map((p) => [p, 'max'] as const),
  // "3 se kam", "3 se neeche": less than 3.
  ...['se less', 'ke under', 'se neeche', 'se neechay', 'se niche', 'se nichay'].map((p) => [p, 'below'] as const),
  // "3 se kam ya barabar": 3 or less.
  ...['se less or barabar', 'se less or equal', 'se less or brabar'].map((p) => [p, 'max'] as const),
  // "800 se upar nahi": nothing above 800 (a negation after turns a floor into a ceiling).
  ...['or more', 'plus', 'se more', 'at least', 'se upar', 'se oopar', 'se uper'].map((p) => [p, 'min'] as const),
]);

type Unit = 'price' | 'calories' | 'degrees' | 'age' | 'protein' | 'spice';
/** A ceiling ("max"), one the amount itself is over ("below"), a floor, or a rough amount. */
type Comparison = 'max' | 'below' | 'min' | 'about';

interface Amount {
  unit: Unit | null;
  /** In dollars for prices, whatever currency was named. */
  value: number;
  start: number;
  end: number;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * "$8-10", "4 to 6 dollars": a price range, read as one. The dash is not a token, so a range is two numbers side
 * by side, or with "to" between them, with a currency on either end. Returns where it ended, or null.
 */
function readPriceRange(reading: AmountReading, i: number): number | null {
  const { tokens, keys } = reading;
  const second =
    tokens[i + 1]?.kind === 'number' ? i + 1 : keys[i + 1] === 'to' && tokens[i + 2]?.kind === 'number' ? i + 2 : null;
  if (second === null) return null;
  const [low, high] = [Number(tokens[i]!.word), Number(tokens[second]!.word)];
  const high$ = amountAt(reading, second);
  const low$ = amountAt(reading, i);
  const units = [low$?.unit ?? null, high$?.unit ?? null];
  // Both ends are prices, or one is and the other says nothing: "$10 500 calories" is a budget and a calorie limit.
  const price = units.includes('price') && units.every((unit) => unit === 'price' || unit === null);
  if (!price || !(low > 0 && high > low)) return null;
  // The end that names its currency converts both: "rs 1000-1500", "1000 to 1500 rs".
  const [priced, raw] = low$?.unit === 'price' ? [low$, low] : [high$!, high];
  const dollarsPerUnit = priced.value / raw;
  reading.intent.minPrice = cents(low * dollarsPerUnit);
  reading.intent.maxPrice = cents(high * dollarsPerUnit);
  reading.intent.maxPriceExcluded = false;
  const end = Math.max(second + 1, high$?.end ?? 0);
  for (let j = low$?.start ?? i; j < end; j++) reading.consumed[j] = true;
  return end;
}

const wordsFor = (fits: (value: number) => boolean) =>
  Object.entries(ENGLISH_NUMBERS)
    .filter(([, value]) => fits(value))
    .map(([word]) => word)
    .join('|');
const TENS = wordsFor((value) => value >= 20 && value < 100 && value % 10 === 0);
const DIGITS = wordsFor((value) => value < 10);
const SAYS_RUPEES = currencyPattern(RUPEE_WORDS);
const SAYS_DOLLARS = currencyPattern(DOLLAR_WORDS);
/** Urdu numbers before a currency, less "do" (also "give": "hata do rs 1000 tak") and "chay" (also tea). */
const URDU_PRICE_WORDS = Object.keys(URDU_NUMBERS).filter((word) => !['do', 'chay'].includes(word));
const SPELLED_PRICE = new RegExp(
  String.raw`\b(${[...Object.keys(ENGLISH_NUMBERS), ...URDU_PRICE_WORDS].join('|')})\s+(${SAYS_DOLLARS}|${SAYS_RUPEES})\b`,
  'gi',
);
const SPELLED_HUNDREDS = new RegExp(
  String.raw`\b(${Object.keys(ENGLISH_NUMBERS).join('|')})\s+hundred(?:\s+(?:and\s+)?(${TENS}))?\b`,
  'gi',
);
/** "three fifty calories" and "two fifty rupees" are 350 and 250; "three fifty dollars" is 3.50. */
const SPOKEN_HUNDREDS = new RegExp(
  String.raw`\b(${DIGITS})\s+(${TENS})(?=\s+(?:cals?|calories|kcal|${SAYS_RUPEES})\b)`,
  'gi',
);
const SPOKEN_CENTS = new RegExp(String.raw`\b(${DIGITS})\s+(${TENS})(?=\s+(?:${SAYS_DOLLARS})\b)`, 'gi');
const SPELLED_THOUSANDS = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?|${[...Object.keys(URDU_NUMBERS), ...Object.keys(ENGLISH_NUMBERS)].join('|')})\s*(hazar|hazaar|hajar|thousand|sau)\b`,
  'gi',
);

/** "2k", "1.5k", written together: thousands. ("2 k liye" is "for 2".) */
const THOUSANDS = /\b(\d+(?:\.\d+)?)k\b/gi;
const CURRENCY_BEFORE = new RegExp(String.raw`(?:\b(?:${SAYS_RUPEES})\.?|\$)\s*$`, 'i');
const CALORIES_AFTER = /^\s*(?:cals?|calories|kcal)\b/i;

/** Thousands said without a unit are rupees, as people here say them; a unit said next to them stays theirs. */
function inRupees(value: number, text: string, at: number, length: number): string {
  const said = CURRENCY_BEFORE.test(text.slice(0, at)) || CALORIES_AFTER.test(text.slice(at + length));
  return said ? `${value}` : `${value} rs`;
}

/**
 * Amounts said in words and thousands, as numbers: "five dollars" and "paanch dollar" are 5 dollars, "four hundred
 * cals" 400 cals, "2k", "do hazar" and "paanch sau" rupees (2000, 2000 and 500) unless a unit is said with them.
 */
export function spelledAmounts(text: string): string {
  // Every word the patterns take is a number.
  const valueOf = (word: string) => numberOf(word)!;
  return text
    .replace(
      SPELLED_HUNDREDS,
      (_whole, count: string, tens?: string) => `${valueOf(count) * 100 + (tens ? valueOf(tens) : 0)}`,
    )
    .replace(SPOKEN_HUNDREDS, (_whole, count: string, tens: string) => `${valueOf(count) * 100 + valueOf(tens)}`)
    .replace(SPOKEN_CENTS, (_whole, count: string, tens: string) => `${valueOf(count) + valueOf(tens) / 100}`)
    .replace(SPELLED_THOUSANDS, (whole, count: string, unit: string, at: number, all: string) => {
      const value = valueOf(count) * (unit.toLowerCase() === 'sau' ? 100 : 1000);
      return inRupees(Math.round(value * 1000) / 1000, all, at, whole.length);
    })
    .replace(THOUSANDS, (whole, count: string, at: number, all: string) =>
      inRupees(Math.round(Number(count) * 1000 * 1000) / 1000, all, at, whole.length),
    )
    .replace(SPELLED_PRICE, (_whole, count: string, currency: string) => `${valueOf(count)} ${currency}`);
}

/** Prices, calories, temperatures, ages, protein grams and spice levels, with the comparison words around them. */
export function readAmounts(reading: AmountReading): void {
  for (let i = 0; i < reading.tokens.length; i++) {
    if (reading.tokens[i]!.kind !== 'number' || reading.consumed[i]) continue;
    const range = readPriceRange(reading, i);
    if (range !== null) {
      i = range - 1;
      continue;
    }
    const amount = amountAt(reading, i);
    if (!amount) continue;
    const comparison = comparisonAround(reading, amount);
    const raw = Number(reading.tokens[i]!.word);
    // A bare number after "under" is a price when small and calories when large; in the thousands, above what the
    // menu charges and compared in Roman Urdu, it is rupees ("2000 se kam"; "under 1200" may well be calories).
    const ceiling = priceCeiling(reading);
    const inUrdu = reading.keys.slice(amount.start, amount.end).some((key) => URDU_COMPARING.has(key));
    if (!amount.unit && comparison && inUrdu && raw > ceiling && raw >= BARE_RUPEES) {
      Object.assign(amount, { unit: 'price', value: fromRupees(raw) });
    }
    amount.unit ??= comparison ? (raw <= ceiling ? 'price' : raw >= CALORIE_FLOOR ? 'calories' : null) : null;
    if (!amount.unit || (amount.value <= 0 && (amount.unit === 'price' || amount.unit === 'calories'))) continue;
    if (applyAmount(reading.intent, amount.unit, amount.value, comparison))
      for (let j = amount.start; j < amount.end; j++) reading.consumed[j] = true;
  }
}

/** The number at `i` with its unit, read from the words around it; null for minutes, people and the like. */
function amountAt(reading: AmountReading, i: number): Amount | null {
  const { keys } = reading;
  const value = Number(reading.tokens[i]!.word);
  const amount: Amount = { unit: null, value, start: i, end: i + 1 };
  const before = keys[i - 1] ?? '';
  const next = keys[i + 1] ?? '';
  // "Rs. 500", "rs.1500": the abbreviation's point stands between the currency and the number; in "1500 rs. 2 log"
  // it ends the amount before, and the next number is no price.
  const pointed = before === '.' && RUPEES.has(keys[i - 2] ?? '') && reading.tokens[i - 3]?.kind !== 'number';
  const rupeesAt = RUPEES.has(before) ? i - 1 : pointed ? i - 2 : null;
  if (before === '$') Object.assign(amount, { unit: 'price', start: i - 1 });
  else if (rupeesAt !== null) Object.assign(amount, { unit: 'price', start: rupeesAt, value: fromRupees(value) });
  else if (before === 'level' && SPICE_WORDS.has(keys[i - 2] ?? ''))
    Object.assign(amount, { unit: 'spice', start: i - 2 });

  if (DOLLARS.has(next)) Object.assign(amount, { unit: 'price', end: i + 2 });
  else if (RUPEES.has(next)) Object.assign(amount, { unit: 'price', end: i + 2, value: fromRupees(value) });
  else if (CALORIES.has(next)) Object.assign(amount, { unit: 'calories', end: i + 2 });
  else if (SPICE_WORDS.has(next) && value <= 3) Object.assign(amount, { unit: 'spice', end: i + 2 });
  else if (['g', 'gram'].includes(next) && keys[i + 2] === 'protein')
    Object.assign(amount, { unit: 'protein', end: i + 3 });
  else if (['°', 'degre', 'c'].includes(next)) Object.assign(amount, { unit: 'degrees', end: i + 2 });
  else if (['year', 'yr'].includes(next) && keys[i + 2] === 'old') Object.assign(amount, { unit: 'age', end: i + 3 });
  else if (NOT_AMOUNTS.has(next)) return null;
  return amount;
}

/** Words that may stand between a comparison and its amount: "budget sirf 6", "under just $5". */
const ONLY = new Set(['sirf', 'only', 'just', 'bas', ':']);

/** "under $10", "$10 or less", "at least 700 kcal": widens the amount's span over the words it takes. */
function comparisonAround(reading: AmountReading, amount: Amount): Comparison | null {
  const { keys, words } = reading;
  let comparison: Comparison | null = null;
  // Longest first: "no more than $10" is a ceiling, though "more than $10" alone would be a floor.
  for (let back = Math.min(3, amount.start); back >= 1; back--) {
    const at = amount.start - back;
    const hit =
      comparators.longestAt(keys, at, undefined, words) ??
      (amount.unit === 'price' ? priceComparators.longestAt(keys, at, undefined, words) : null);
    const between = hit ? keys.slice(hit.end, amount.start) : [];
    if (hit && between.every((key) => ONLY.has(key))) {
      comparison = hit.value;
      amount.start = at;
      break;
    }
  }
  let after = afterComparators.longestAt(keys, amount.end, undefined, words);
  // "800 se upar nahi" is a ceiling; "1000 se upar bhi chalega" (above is fine too) sets no limit at all.
  if (after && ABOVE.has(keys[after.end - 1] ?? '') && negationAfter(keys, after.end) === null) after = null;
  if (after) {
    comparison = after.value;
    amount.end = after.end;
    const negation = negationAfter(keys, after.end);
    // "400 calories se zyada kuch nahi": nothing over 400 is at most 400.
    if (negation !== null) {
      comparison = comparison === 'min' ? 'max' : 'min';
      amount.end = negation;
    }
  }
  return comparison;
}

const ABOVE = new Set(['upar', 'oopar', 'uper'].map(stem));
// "3 se zyada ki nahi": nothing of more than 3.
const NEGATION_FILLERS = new Set(['kuch', 'kuchh', 'bhi', 'nothing', 'ki', 'ka', 'ke']);
const NEGATIONS = new Set(ROMAN_URDU_NOT.map(stem));

/** Where a Roman Urdu negation right after `at` ends ("kuch nahi", "bhi nahi"), or null when there is none. */
function negationAfter(keys: readonly string[], at: number): number | null {
  let next = at;
  while (next < at + 2 && NEGATION_FILLERS.has(keys[next] ?? '')) next++;
  return NEGATIONS.has(keys[next] ?? '') ? next + 1 : null;
}

/** Writes the amount into the intent; false when it says nothing the intent can hold ("over 40 degrees"). */
function applyAmount(intent: Intent, unit: Unit, value: number, said: Comparison | null): boolean {
  // Calories are always a ceiling the amount is over ("under 300 calories" leaves out 300); a price only when said.
  const comparison = said === 'below' ? 'max' : said;
  switch (unit) {
    case 'price':
      if (comparison === 'min') {
        intent.minPrice = cents(value);
        return true;
      }
      intent.maxPrice = cents(comparison === 'about' ? value * 1.15 : value);
      intent.maxPriceExcluded = said === 'below';
      if (comparison === 'about') intent.minPrice = cents(value * 0.7);
      return true;
    case 'calories':
      if (comparison === 'min') intent.minCalories = value;
      else if (comparison === 'about') [intent.minCalories, intent.maxCalories] = [value * 0.8, value * 1.2];
      else intent.maxCalories = value;
      return true;
    case 'spice': {
      // "spice level 2" is that heat; 0 and 3 are the ends of the scale.
      const level = Math.max(0, Math.min(3, Math.round(value)));
      if (level > 0) intent.spiceMin = comparison === 'max' ? null : level;
      if (level < 3) intent.spiceMax = comparison === 'min' ? null : level;
      return true;
    }
    case 'degrees':
      if (value >= 28) intent.temperature = 'cold';
      else if (value <= 12) intent.temperature = 'hot';
      return true;
    case 'age':
      if (value <= 12) intent.keywords.push('kid');
      return true;
    case 'protein':
      intent.highProtein = true;
      return true;
  }
}

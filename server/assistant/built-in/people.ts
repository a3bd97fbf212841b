/**
 * How many people a request orders for ("for two", "2 people", "do log"), read once for the whole assistant: the
 * chat puts that many of each dish in the cart, and the parser gives each plate its share of a total budget ("2 log,
 * 10$ total" is 5 a plate).
 */
import { currencyPattern, DOLLAR_WORDS, RUPEE_WORDS } from './currency-words.ts';
import { ENGLISH_NUMBERS, numberOf, URDU_NUMBERS } from './number-words.ts';

/** Roman Urdu counts, read only before a word for people: "do log", never "for do". */
const URDU_COUNTS = Object.keys(URDU_NUMBERS).filter((word) => Number.isInteger(URDU_NUMBERS[word]));
/** Most people one order feeds; "for 40" is a catering question, not a number of plates to put in the cart. */
export const MAX_SERVINGS = 12;

/** What stands after "for 2" when it is no number of people: a price, an age, a time. */
const NOT_PEOPLE = String.raw`(?!\s*(?:\$|(?:${currencyPattern([...DOLLAR_WORDS, ...RUPEE_WORDS])})\b|year|yr|hours?|hrs?|min|minutes?|\.\d|k\b))`;
const KIDS = '(?:kids|children|bachay|bachey|bache|bachon|bachhe|bacche)';
const PEOPLE = `(?:people|persons?|of us|pax|adults|guests|friends|dost|log|afraad|${KIDS})`;
const SAYS_PEOPLE = new RegExp(String.raw`\b${PEOPLE}\b`);
const SAYS_CHILDREN = new RegExp(String.raw`\b${KIDS}\b`);
const ENGLISH_COUNTS = Object.keys(ENGLISH_NUMBERS);
/**
 * "for two", "for 2", "2 people", "do log", "2 bachay": a number of people. Not "for 2 dollars", "for four year olds"
 * or "what do people order": a Roman Urdu count only before "log", "afraad" or a word for children.
 */
const FOR_PEOPLE = new RegExp(
  String.raw`\bfor\s+(\d+|${ENGLISH_COUNTS.join('|')})\b${NOT_PEOPLE}(?:\s+${PEOPLE})?\b` +
    String.raw`|\b(\d+|${ENGLISH_COUNTS.join('|')})\s+${PEOPLE}\b` +
    String.raw`|\b(${URDU_COUNTS.join('|')})\s+(?:log|afraad|${KIDS})\b`,
  'g',
);

function countOf(word: string): number | null {
  const count = numberOf(word);
  return count !== null && Number.isInteger(count) && count >= 1 && count <= MAX_SERVINGS ? count : null;
}

export interface PeopleReading {
  /** The text without the numbers of people it said. */
  rest: string;
  /** The last number of people said, up to `MAX_SERVINGS`; null when none. */
  servings: number | null;
  /** "For 40 people": more than one order feeds, or null. It stays in `rest`. */
  crowd: number | null;
}

/** Reads the numbers of people out of lowercase text. */
export function readPeople(text: string): PeopleReading {
  let servings: number | null = null;
  let children: number | null = null;
  let crowd: number | null = null;
  const rest = text.replace(FOR_PEOPLE, (whole, ...counts: (string | undefined)[]) => {
    const said = counts.slice(0, 3).find(Boolean)!;
    const count = countOf(said);
    if (count === null) {
      // "For 40 people"; a bare "for 40" may as well be a price.
      const spoken = numberOf(said) ?? 0;
      if (spoken > MAX_SERVINGS && SAYS_PEOPLE.test(whole)) crowd = spoken;
      return whole;
    }
    if (SAYS_CHILDREN.test(whole)) children = count;
    else servings = count;
    return ' ';
  });
  // "2 adults 3 kids": the children come on top of the grown-ups.
  const all = servings === null || children === null ? (servings ?? children) : servings + children;
  return all !== null && all > MAX_SERVINGS ? { rest, servings: null, crowd: all } : { rest, servings: all, crowd };
}

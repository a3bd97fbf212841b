/**
 * Follow-ups in the chat ("something cheaper", "without cheese", "more like the second one", "for two"). The
 * server keeps no conversation: each answer carries its whole request as turns joined by "; ", and a follow-up
 * sends it back. Every turn's limits stay in the text the engine reads, so a follow-up can narrow an answer but
 * never drop what the customer said before; what only steers one answer (cheaper than those shown, others than
 * those, like one of them) is read from the newest turn alone.
 */

const TURN_SEPARATOR = '; ';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  do: 2,
  teen: 3,
  char: 4,
  panch: 5,
};
/** Roman Urdu counts, read only before a word for people: "do log", never "for do". */
const URDU_COUNTS = new Set(['do', 'teen', 'char', 'panch']);
const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  top: 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
  seventh: 6,
  '7th': 6,
  eighth: 7,
  '8th': 7,
};
/** Most people one order feeds; "for 40" is a catering question, not a number of plates to put in the cart. */
export const MAX_SERVINGS = 12;

/** What stands after "for 2" when it is no number of people: a price, an age, a time. */
const NOT_PEOPLE = String.raw`(?!\s*(?:\$|dollars?|bucks?|rs\b|rupees?|pkr|usd|year|yr|hours?|hrs?|min|minutes?|\.\d|k\b))`;
const NOT_THAN = String.raw`(?!\s+(?:than|but|except|besides|apart|from)\b)`;
const CHEAPER = new RegExp(
  String.raw`(?<!\b(?:nothing|not|no)\s)\b(?:cheaper|less expensive|more affordable|lower price[sd]?|less money|sast[ai])\b${NOT_THAN}`,
  'g',
);
const SOMETHING_ELSE = new RegExp(
  String.raw`\b(?:(?:something|anything|any|show me|some|got)\s+(?:else|different|other)|other (?:ones|options|dishes|choices)|different (?:ones|options|dishes)|kuch aur)\b${NOT_THAN}`,
  'g',
);
const LIKE_ORDINAL = new RegExp(
  String.raw`\b(?:more\s+)?(?:like|similar to)\s+(?:the\s+)?(${Object.keys(ORDINALS).join('|')}|last)(?:\s+(?:one|dish|option|pick))?\b`,
  'g',
);
/** "more like the chicken karahi"; never "more like it", which names nothing. */
const LIKE_NAME =
  /\b(?:more|something|anything|dishes|others?)\s+(?:like|similar to)\s+(?:the\s+)?(?!(?:it|this|that|these|those)\b)([^,;.!?]+)/;
const PEOPLE = '(?:people|persons?|of us|pax|adults|guests|friends|log|afraad)';
const SAYS_PEOPLE = new RegExp(String.raw`\b${PEOPLE}\b`);
const ENGLISH_COUNTS = Object.keys(NUMBER_WORDS).filter((word) => !URDU_COUNTS.has(word));
/**
 * "for two", "for 2", "2 people", "do log": a number of people. Not "for 2 dollars", "for four year olds" or "what do
 * people order": a Roman Urdu count only before "log" or "afraad".
 */
const FOR_PEOPLE = new RegExp(
  String.raw`\bfor\s+(\d+|${ENGLISH_COUNTS.join('|')})\b${NOT_PEOPLE}(?:\s+${PEOPLE})?\b` +
    String.raw`|\b(\d+|${ENGLISH_COUNTS.join('|')})\s+${PEOPLE}\b` +
    String.raw`|\b(${[...URDU_COUNTS].join('|')})\s+(?:log|afraad)\b`,
  'g',
);
/** Words that carry nothing once the follow-up phrases are read: "ok, and maybe something cheaper please". */
const FILLER =
  /\b(?:ok(?:ay)?|and|also|but|maybe|please|pls|plz|now|then|instead|show|me|give|something|anything|one|ones|the|a|an|some|thanks|thank you|can you|could you|i want|i'd like|more|what about|how about)\b/g;

/** What the newest turn of a conversation asks of the answer before it. */
export interface FollowUp {
  cheaper: boolean;
  somethingElse: boolean;
  /** "More like the second one": the position among the dishes shown (the last is -1), or a name said. */
  like: { position: number } | { name: string } | null;
  /** "For two": how many of each dish; null when the turn does not say. */
  servings: number | null;
  /** "For 40": more people than one order feeds (`MAX_SERVINGS`), or null. */
  crowd: number | null;
  /**
   * The turn without its steering phrases, for the engine: new limits and wishes ("no cheese"), and the number of
   * people, which the engine reads too ("2 log, 10$ total" gives each plate its share). '' when nothing is left.
   */
  rest: string;
  /** Whether the turn asks anything of its own beyond steering and the number of people. */
  asks: boolean;
}

function countOf(word: string): number | null {
  const count = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null);
  return count !== null && count >= 1 && count <= MAX_SERVINGS ? count : null;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,;.]+|[\s,;.]+$/g, '');
const meaningful = (text: string) =>
  text
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim() !== '';

/**
 * Reads one turn. A name after "like" stays in `rest`: it is also what the engine should look for. "Cheaper than
 * $10", "anything else but pizza" are the engine's to read, as limits.
 */
export function readFollowUp(turn: string): FollowUp {
  let text = turn.toLowerCase();
  const reading: Omit<FollowUp, 'rest' | 'asks'> = {
    cheaper: false,
    somethingElse: false,
    like: null,
    servings: null,
    crowd: null,
  };
  text = text.replace(CHEAPER, () => ((reading.cheaper = true), ' '));
  text = text.replace(SOMETHING_ELSE, () => ((reading.somethingElse = true), ' '));
  text = text.replace(LIKE_ORDINAL, (_whole, ordinal: string) => {
    reading.like = { position: ordinal === 'last' ? -1 : ORDINALS[ordinal]! };
    return ' ';
  });
  const named = reading.like ? null : LIKE_NAME.exec(text);
  if (named) reading.like = { name: named[1]!.trim() };
  const people = takePeople(text);
  reading.servings = people.servings;
  reading.crowd = people.crowd;
  const asks = meaningful(people.rest);
  return { ...reading, rest: asks || reading.servings !== null ? tidy(text) : '', asks };
}

/**
 * The text with its numbers of people taken out, and the last number it said (null when none); a number past what
 * one order feeds stays in the text and comes back as `crowd`.
 */
function takePeople(text: string): { rest: string; servings: number | null; crowd: number | null } {
  let servings: number | null = null;
  let crowd: number | null = null;
  const rest = text.replace(FOR_PEOPLE, (whole, ...counts: (string | undefined)[]) => {
    const said = counts.slice(0, 3).find(Boolean)!;
    const count = countOf(said);
    if (count === null) {
      // "For 40 people"; a bare "for 40" may as well be a price.
      if (Number(said) > MAX_SERVINGS && SAYS_PEOPLE.test(whole)) crowd = Number(said);
      return whole;
    }
    servings = count;
    return ' ';
  });
  return { rest, servings, crowd };
}

/** The text with its numbers of people taken out: what a budget for the whole order is read from. */
export function withoutPeople(text: string): string {
  return tidy(takePeople(text).rest);
}

/** The turns of a request as answers carry it ("vegan lunch; without cheese"). */
export function turnsOf(request: string): string[] {
  return request
    .split(TURN_SEPARATOR.trim())
    .map((turn) => turn.trim())
    .filter(Boolean);
}

export function joinTurns(turns: readonly string[]): string {
  return turns.join(TURN_SEPARATOR);
}

/**
 * The conversation so far as the engine reads it: the first question as asked (there was nothing to steer yet),
 * then every later turn's limits and wishes without the words that only steered one answer.
 */
export function engineText(turns: readonly string[]): string {
  const [first = '', ...later] = turns;
  return joinTurns([first, ...later.map((turn) => readFollowUp(turn).rest)].filter(Boolean));
}

/** The turns worth carrying on: the first, and every later one that asks something or says for how many. */
export function carriedTurns(turns: readonly string[]): string[] {
  return turns.filter((turn, at) => {
    if (at === 0) return true;
    const { asks, servings } = readFollowUp(turn);
    return asks || servings !== null;
  });
}

/** How many people the conversation orders for: the newest turn that says so wins. */
export function servingsOf(turns: readonly string[]): number {
  for (const turn of [...turns].reverse()) {
    const { servings } = readFollowUp(turn);
    if (servings !== null) return servings;
  }
  return 1;
}

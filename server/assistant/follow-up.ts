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

const CHEAPER = /\b(?:cheaper(?!\s+than)|less expensive|more affordable|lower price[sd]?|less money|sast[ai])\b/g;
const SOMETHING_ELSE =
  /\b(?:(?:something|anything|any|show me|some|got)\s+(?:else|different|other)|other (?:ones|options|dishes|choices)|different (?:ones|options|dishes)|kuch aur)\b/g;
const LIKE_ORDINAL = new RegExp(
  `\\b(?:more\\s+)?(?:like|similar to)\\s+(?:the\\s+)?(${Object.keys(ORDINALS).join('|')}|last)(?:\\s+(?:one|dish|option|pick))?\\b`,
  'g',
);
const LIKE_NAME = /\b(?:more|something|anything|dishes|others?)\s+(?:like|similar to)\s+(?:the\s+)?([^,;.!?]+)/g;
const PEOPLE = '(?:people|persons?|of us|pax|adults|guests|log|afraad)';
const ENGLISH_COUNTS = Object.keys(NUMBER_WORDS).filter((word) => /^[a-z]+$/.test(word) && !URDU_COUNTS.has(word));
/**
 * "for two", "for 2 people", "do log": a number of people. A bare "for 5" stays a price, as the amounts reader
 * takes it.
 */
const FOR_PEOPLE = new RegExp(
  `\\bfor\\s+(${ENGLISH_COUNTS.join('|')})(?:\\s+${PEOPLE})?\\b|\\b(?:for\\s+)?(\\d+|${Object.keys(NUMBER_WORDS).join('|')})\\s+${PEOPLE}\\b`,
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
  /** The turn without those phrases: new limits and wishes for the engine ("no cheese"), or '' when none. */
  rest: string;
}

function countOf(word: string): number | null {
  const count = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null);
  return count !== null && count >= 1 && count <= MAX_SERVINGS ? count : null;
}

/**
 * Reads one turn. "for 2 under $15" keeps "under $15" in `rest`; only the number of people is taken out. A name
 * after "like" stays in `rest` too: it is also what the engine should look for.
 */
export function readFollowUp(turn: string): FollowUp {
  let text = turn.toLowerCase();
  /** Takes every match `read` accepts out of the text. */
  const take = (pattern: RegExp, read: (groups: (string | undefined)[]) => boolean) => {
    text = text.replace(pattern, (whole: string, ...args: unknown[]) =>
      read(args.slice(0, -2) as (string | undefined)[]) ? ' ' : whole,
    );
  };
  const reading: Omit<FollowUp, 'rest'> = { cheaper: false, somethingElse: false, like: null, servings: null };
  take(CHEAPER, () => (reading.cheaper = true));
  take(SOMETHING_ELSE, () => (reading.somethingElse = true));
  take(LIKE_ORDINAL, ([ordinal]) => {
    reading.like = { position: ordinal === 'last' ? -1 : ORDINALS[ordinal!]! };
    return true;
  });
  const named = reading.like ? null : LIKE_NAME.exec(text);
  LIKE_NAME.lastIndex = 0;
  if (named) reading.like = { name: named[1]!.trim() };
  take(FOR_PEOPLE, ([digitsAfterFor, countBeforePeople]) => {
    reading.servings = countOf(digitsAfterFor ?? countBeforePeople!) ?? reading.servings;
    return reading.servings !== null;
  });
  const meaningful = text
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();
  const rest = meaningful ? text.replace(/\s+/g, ' ').replace(/^[\s,;.]+|[\s,;.]+$/g, '') : '';
  return { ...reading, rest };
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

/** The conversation so far as the engine reads it: every turn's limits and wishes, none of the steering words. */
export function engineText(turns: readonly string[]): string {
  return joinTurns(turns.map((turn) => readFollowUp(turn).rest).filter(Boolean));
}

/** How many people the conversation orders for: the newest turn that says so wins. */
export function servingsOf(turns: readonly string[]): number {
  for (const turn of [...turns].reverse()) {
    const { servings } = readFollowUp(turn);
    if (servings !== null) return servings;
  }
  return 1;
}

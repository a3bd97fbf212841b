/**
 * Follow-ups in the chat ("something cheaper", "without cheese", "more like the second one", "for two"). The
 * server keeps no conversation: each answer carries its whole request as turns joined by "; ", and a follow-up
 * sends it back. Every turn's limits stay in the text the engine reads, so a follow-up can narrow an answer but
 * never drop what the customer said before; what only steers one answer (cheaper than those shown, others than
 * those, like one of them) is read from the newest turn alone.
 */

import { CARRIED_PRICE } from '../../shared/assistant.ts';
import { readPeople } from './built-in/people.ts';

const TURN_SEPARATOR = '; ';

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
  /** A price every dish (or a set's total) must stay under, carried from a cheaper answer; null when none. */
  below: number | null;
  /**
   * The turn without its steering phrases, for the engine: new limits and wishes ("no cheese"), and the number of
   * people, which the engine reads too ("2 log, 10$ total" gives each plate its share). '' when nothing is left.
   */
  rest: string;
  /** Whether the turn asks anything of its own beyond steering and the number of people. */
  asks: boolean;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,;.]+|[\s,;.]+$/g, '');
const meaningful = (text: string) =>
  text
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim() !== '';

/**
 * Reads one turn. A name after "like" stays in `rest`: it is also what the engine should look for. "Cheaper than
 * $10", "anything else but pizza" are the engine's to read, as limits; a plain ", cheaper than 8.99" is a price a
 * cheaper answer carried on (`below`).
 */
export function readFollowUp(turn: string): FollowUp {
  let text = turn.toLowerCase();
  const reading: Omit<FollowUp, 'rest' | 'asks'> = {
    cheaper: false,
    somethingElse: false,
    like: null,
    servings: null,
    crowd: null,
    below: null,
  };
  // The chat reads these itself, never the engine: a set's total of 120 is no calorie count, and a total said
  // earlier must not share it out per plate again.
  text = text.replace(CARRIED_PRICE, (_whole, amount: string) => {
    reading.below = Math.min(reading.below ?? Infinity, Number(amount));
    return ' ';
  });
  text = text.replace(CHEAPER, () => ((reading.cheaper = true), ' '));
  text = text.replace(SOMETHING_ELSE, () => ((reading.somethingElse = true), ' '));
  text = text.replace(LIKE_ORDINAL, (_whole, ordinal: string) => {
    reading.like = { position: ordinal === 'last' ? -1 : ORDINALS[ordinal]! };
    return ' ';
  });
  const named = reading.like ? null : LIKE_NAME.exec(text);
  if (named) reading.like = { name: named[1]!.trim() };
  const people = readPeople(text);
  reading.servings = people.servings;
  reading.crowd = people.crowd;
  const asks = meaningful(people.rest);
  return { ...reading, rest: asks || reading.servings !== null ? tidy(text) : '', asks };
}

/** The text with its numbers of people taken out: what a budget for the whole order is read from. */
export function withoutPeople(text: string): string {
  return tidy(readPeople(text).rest);
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

/** A conversation's turns, each read once: what the engine, the chat and the next answer take from them. */
export interface Conversation {
  /** The newest turn. */
  newest: FollowUp;
  /**
   * What the engine reads: the first question as asked (there was nothing to steer yet), then every later turn's
   * limits and wishes without the words that only steered one answer.
   */
  engineText: string;
  /** How many people the conversation orders for: the newest turn that says so wins; a crowd is one of each. */
  servings: number;
  /** The lowest price a conversation's cheaper answers carried on, or null. */
  below: number | null;
  /**
   * The turns before the newest worth carrying on: the first, and every later one that asks something, says for how
   * many or carries a price to stay under.
   */
  carriedEarlier: string[];
  /** Whether the newest turn is worth carrying on by the same measure. */
  newestCarried: boolean;
}

export function readConversation(turns: readonly string[]): Conversation {
  const read = turns.map(readFollowUp);
  const carried = read.map(
    ({ asks, servings, crowd, below }, at) => at === 0 || asks || servings !== null || crowd !== null || below !== null,
  );
  const prices = read.flatMap((turn) => turn.below ?? []);
  // More than one order feeds ("for 40 people") is one of each, and a note.
  const saysPeople = read.findLast((turn) => turn.crowd !== null || turn.servings !== null);
  return {
    newest: read.at(-1)!,
    engineText: joinTurns([turns[0] ?? '', ...read.slice(1).map((turn) => turn.rest)].filter(Boolean)),
    servings: saysPeople === undefined || saysPeople.crowd !== null ? 1 : saysPeople.servings!,
    below: prices.length > 0 ? Math.min(...prices) : null,
    carriedEarlier: turns.slice(0, -1).filter((_turn, at) => carried[at]),
    newestCarried: carried.at(-1)!,
  };
}

/**
 * A budget for several dishes together ("2 karak chai aur kuch snack, total $8 se kam", "2 burgers + 2 drinks, total
 * budget 20 dollars"): each dish is capped at what leaves room for the cheapest allowed dish of every other thing the
 * request buys with it, as many of each as it names. A snack gets $8 less two chai; a burger half of $20 less two of
 * the cheapest drink, and a drink half of it less two of the cheapest burger. The parser reads what is bought
 * (`sharedParts`); the constraint layer caps each dish once the request's other limits have said what may be bought
 * (`priceCaps`): with "caffeine nahi", the room left for a drink is for the cheapest drink without caffeine.
 */
import type { BudgetPart } from '../intent.ts';
import { currencyPattern, DOLLAR_WORDS, RUPEE_WORDS } from './currency-words.ts';
import type { DishProfile } from './dish-profile.ts';
import { DESCRIPTORS, PLAIN_WORDS, SYNONYMS } from './knowledge/request-lexicon.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { numberOf } from './number-words.ts';
import { lookup, singular, stem, tokenize, type Token } from './text.ts';

/**
 * What joins the things an order buys ("2 burgers + 2 drinks", "ek doodh patti aur saath mein kuch"), or ends a
 * sentence. Not "with": "a burger with extra cheese" buys one dish.
 */
const JOINED = /\s(?:and|aur|plus|n)\s|\ssaath(?:\s+(?:mein|me|mai|main))?\s|[+,;?!]|\.\s/;
/** How a budget's ceiling is said, which leaves nothing out: "no more than $20", "20 se zyada nahi". */
const CEILING =
  /\b(?:no|not)\s+more\s+than\b|\b(?:zyada|ziada|ziyada|upar|uper|oopar)\s+(?:nahi|nahin|nhi|nai)\b|\bnot\s+over\b/g;
/** What is left out after these buys nothing ("2 burgers no onion" buys burgers). */
const LEAVES_OUT_AFTER = /\b(?:no|not|without|except|minus|skip|avoid)\b|n't\b/;
/** The word before these is left out, not bought: "pyaz ke baghair", "mirch nahi", "sugar free", "nuts allergy". */
const LEFT_OUT_BEFORE = /\S+\s+(?:(?:ke|k|kay)\s+)?(?:nahi|nahin|nhi|nai|baghair|bagair|bina|free|al+erg\w*)\b/g;
/** The kind a dish's own name or category gives it, as `DishProfile.kinds` weighs it. */
const NAMED_KIND = 0.8;
/** More of one thing than this is no count of dishes: "20 dollars", "500 rupay". */
const MOST_OF_ONE = 9;
const A_COUNT = new Set(['a', 'an', 'one', 'ek']);
/** Words after a number that make it a price. */
const PRICE_AFTER = new RegExp(`^(?:${currencyPattern([...DOLLAR_WORDS, ...RUPEE_WORDS])}|k|hazar|hazaar|sau)$`);

/** "Mac & cheese" and "fish and chips", as a dish on the menu is called, are one thing, not two. */
function withDishNamesWhole(text: string, dishes: readonly DishProfile[]): string {
  const and = (phrase: string) => phrase.toLowerCase().replace(/\s*&\s*/g, ' and ');
  const joined = dishes.flatMap((dish) => [...and(dish.item.name).matchAll(/(\S+) and (\S+)/g)].map((m) => m[0]));
  return joined.reduce((said, phrase) => said.replaceAll(phrase, phrase.replace(' and ', ' ')), and(text));
}

/** Words that name no dish however a menu spells its names: "a" of "à la mode", "with", "the". */
const PLAIN = new Set(PLAIN_WORDS.split(/\s+/).filter(Boolean));

/**
 * The dishes a word names ("murgh" as chicken): those whose own name or ingredients say it ("ramen", "chicken") and
 * those of the kind it names ("sandwiches", "drinks", "snack").
 */
function namedBy(token: Token, dishes: readonly DishProfile[]): readonly DishProfile[] {
  const said = lookup(SYNONYMS, singular(token.word)) ?? token.word;
  const word = stem(said);
  if (token.kind !== 'word' || word.length < 3 || PLAIN.has(said) || DESCRIPTORS.has(said) || word === 'food') {
    return [];
  }
  return dishes.filter((dish) => dish.contentStems.has(word) || (dish.kinds.get(word) ?? 0) >= NAMED_KIND);
}

/**
 * How many of a thing the words just before it say ("2 burgers", "2 spicy burgers", "do burger", "a chai"), or 1;
 * never a price ("3 dollar se kam mein drink", "a $5 burger").
 */
function countBefore(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= Math.max(0, tokens.length - 2); i--) {
    const word = tokens[i]!.word;
    const said = A_COUNT.has(word) ? 1 : numberOf(word);
    if (said === null) continue;
    const priced = tokens[i - 1]?.word === '$' || PRICE_AFTER.test(tokens[i + 1]?.word ?? '');
    return Number.isInteger(said) && said >= 1 && said <= MOST_OF_ONE && !priced ? said : 1;
  }
  return 1;
}

/** The things a request buys together, each with how many: "2 karak chai" and "kuch snack". */
function partsOf(text: string, index: MenuIndex): { members: readonly DishProfile[]; count: number }[] {
  const dishes = index.profiles.filter((dish) => dish.item.available);
  return withDishNamesWhole(text, dishes)
    .replace(CEILING, ' ')
    .split(JOINED)
    .flatMap((segment) => {
      const tokens = tokenize(segment.replace(LEFT_OUT_BEFORE, ' ').split(LEAVES_OUT_AFTER)[0]!);
      const named = tokens.map((token) => namedBy(token, dishes));
      const at = named.findIndex((members) => members.length > 0);
      if (at < 0) return [];
      const words = named.filter((members) => members.length > 0);
      const every = dishes.filter((dish) => words.every((members) => members.includes(dish)));
      const some = dishes.filter((dish) => words.some((members) => members.includes(dish)));
      return [{ members: every.length ? every : some, count: countBefore(tokens.slice(0, at)) }];
    });
}

/** Down to the cent: a cap rounded up would let a set cost a little more than the budget. */
const cents = (amount: number) => Math.floor(amount * 100 + 1e-6) / 100;

/**
 * What `text` buys together out of a shared budget of `budget` for `people`, and the share of one set: null when it
 * names fewer than two things. Named counts ("2 burgers + 2 drinks") say how many sets there are; otherwise one set
 * for each person.
 */
export function sharedParts(
  text: string,
  budget: number,
  people: number,
  index: MenuIndex,
): { share: number; parts: BudgetPart[] } | null {
  const parts = partsOf(text, index);
  if (parts.reduce((sum, part) => sum + part.count, 0) < 2) return null;
  const counted = parts.some((part) => part.count > 1);
  return {
    share: cents(counted ? budget : budget / people),
    parts: parts.map(({ members, count }) => ({ ids: members.map((dish) => dish.item.id), count })),
  };
}

/**
 * The cap of each dish of `profiles` within `share`: less the cheapest dish of `allowed` of every part the dish is
 * not of, times its count, over the count of its own part. A part nothing allowed fills leaves no set, and no dish.
 */
export function priceCaps(
  parts: readonly BudgetPart[],
  share: number,
  profiles: readonly DishProfile[],
  allowed: readonly DishProfile[],
): Record<number, number> {
  const cheapest = (part: BudgetPart, besides: number) =>
    Math.min(
      ...allowed
        .filter((dish) => dish.item.id !== besides && part.ids.includes(dish.item.id))
        .map((dish) => dish.item.price),
    );
  const caps: Record<number, number> = {};
  for (const { item } of profiles) {
    const own = parts.find((part) => part.ids.includes(item.id));
    const room = parts
      .filter((part) => !part.ids.includes(item.id))
      .reduce((sum, part) => sum + part.count * cheapest(part, item.id), 0);
    caps[item.id] = cents((share - room) / (own?.count ?? 1));
  }
  return caps;
}

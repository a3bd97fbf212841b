/**
 * A budget for several dishes together ("2 karak chai aur kuch snack, total $8 se kam", "2 burgers + 2 drinks, total
 * budget 20 dollars"): each dish is capped at what leaves room for the cheapest of every other thing the request buys
 * with it, as many of each as it names. A snack gets $8 less two chai; a burger half of $20 less two of the cheapest
 * drink, and a drink half of it less two of the cheapest burger.
 */
import type { MenuItem } from '../engine.ts';
import type { DishProfile } from './dish-profile.ts';
import { DESCRIPTORS } from './knowledge/request-lexicon.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { numberOf } from './number-words.ts';
import { tokenize } from './text.ts';

/**
 * What joins the things an order buys ("2 burgers + 2 drinks", "ek doodh patti aur saath mein kuch"), or ends a
 * sentence. Not "with": "a burger with extra cheese" buys one dish.
 */
const JOINED = /\s(?:and|aur|plus|n|&)\s|\ssaath(?:\s+(?:mein|me|mai|main))?\s|[+,;?!]|\.\s/;
/** A part of the request that leaves something out buys nothing: "no beef please", "prawns nahi". */
const LEAVES_OUT =
  /\b(?:no|not|without|nahi|nahin|na|mat|baghair|bagair|bina|except|minus|skip|avoid|allerg\w*)\b|n't\b/;
/** The kind a dish's own name or category gives it, as `DishProfile.kinds` weighs it. */
const NAMED_KIND = 0.8;
/** More of one thing than this is no count of dishes: "20 dollars", "500 rupay". */
const MOST_OF_ONE = 9;
const A_COUNT = new Set(['a', 'an', 'one', 'ek']);

interface Part {
  members: readonly DishProfile[];
  count: number;
}

export interface SharedBudget {
  /** The highest price any dish may have: the share of one plate. */
  share: number;
  /** Lower caps, by dish id, for dishes that leave room for what the request buys with them. */
  caps: Record<number, number>;
}

/** The things a request buys together, each with how many: "2 karak chai" and "kuch snack". */
function partsOf(text: string, index: MenuIndex): Part[] {
  const dishes = index.profiles.filter((dish) => dish.item.available);
  return text
    .toLowerCase()
    .split(JOINED)
    .flatMap((segment) => {
      if (LEAVES_OUT.test(segment)) return [];
      const tokens = tokenize(segment);
      const namesKind = (s: string) =>
        !DESCRIPTORS.has(s) && s !== 'food' && dishes.some((dish) => (dish.kinds.get(s) ?? 0) >= NAMED_KIND);
      const at = tokens.findIndex((token) => token.kind === 'word' && namesKind(token.stem));
      if (at < 0) return [];
      const foods = tokens.filter((token) => token.kind === 'word' && namesKind(token.stem)).map((t) => t.stem);
      const fits = (every: boolean) => (dish: DishProfile) =>
        foods[every ? 'every' : 'some']((s) => (dish.kinds.get(s) ?? 0) >= NAMED_KIND);
      const exact = dishes.filter(fits(true));
      const [price, before] = [tokens[at - 2], tokens[at - 1]];
      // "a $5 burger" is one burger.
      const priced = price?.kind === 'symbol' && price.word === '$';
      const said = before && !priced ? (A_COUNT.has(before.word) ? 1 : numberOf(before.word)) : null;
      const count = said !== null && Number.isInteger(said) && said >= 1 && said <= MOST_OF_ONE ? said : 1;
      return [{ members: exact.length ? exact : dishes.filter(fits(false)), count }];
    });
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Shares `budget` out over what `text` buys together, for `people` plates when it names no more than one of each
 * thing; null when it names fewer than two things, and a budget for one plate is all there is to say.
 */
export function shareBudget(text: string, budget: number, people: number, index: MenuIndex): SharedBudget | null {
  const parts = partsOf(text, index);
  const counted = parts.some((part) => part.count > 1);
  if (parts.reduce((sum, part) => sum + part.count, 0) < 2) return null;
  const share = counted ? budget : budget / people;
  const cheapest = (part: Part, besides: MenuItem) =>
    Math.min(...part.members.filter((dish) => dish.item.id !== besides.id).map((dish) => dish.item.price));
  const caps: Record<number, number> = {};
  for (const dish of index.profiles) {
    const own = parts.find((part) => part.members.includes(dish));
    const room = parts
      .filter((part) => part !== own && part.members.some((member) => member !== dish))
      .reduce((sum, part) => sum + part.count * cheapest(part, dish.item), 0);
    caps[dish.item.id] = cents((share - room) / (own?.count ?? 1));
  }
  return { share: cents(share), caps };
}

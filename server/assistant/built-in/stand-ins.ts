/**
 * What the answer offers in place of what was asked for and cannot be had: a kind of dish or a dish the menu does
 * not have ("sushi", "biryani"), or a named dish a hard constraint rules out ("the zinger, but no mayo").
 */
import { isKind } from './constraints.ts';
import type { DishProfile } from './dish-profile.ts';
import { DISH_KINDS, kindNamed, kindOfDishWord } from './knowledge/dish-kinds.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { stem } from './text.ts';

export interface StandIn {
  fits(dish: DishProfile): boolean;
  /** Words for what stands in, to rank the stand-ins by. */
  words: readonly string[];
}

/**
 * For a kind of dish or a dish the menu does not have ("sushi", "biryani"): what fits in its place, from the
 * knowledge base's stand-ins (a wrap for a burger, fish and avocado for sushi, a rice dish for a biryani).
 */
export function standInFor(word: string, index: MenuIndex): StandIn | null {
  const served = (fits: (dish: DishProfile) => boolean) =>
    index.profiles.some((dish) => dish.item.available && fits(dish));
  const kind = kindNamed(word);
  if (kind) {
    if (DISH_KINDS[kind]?.describes) return null;
    if (served((dish) => isKind(dish, kind))) return null;
    const { kinds = [], ingredients = [] } = DISH_KINDS[kind]?.standIns ?? {};
    const stems = ingredients.map(stem);
    return {
      fits: (dish) => kinds.some((k) => isKind(dish, k)) || stems.some((s) => dish.contentStems.has(s)),
      words: [...kinds, ...ingredients],
    };
  }
  const ofKind = kindOfDishWord(word);
  const named = stem(word.toLowerCase());
  if (!ofKind || served((dish) => dish.contentStems.has(named))) return null;
  if (!served((dish) => isKind(dish, ofKind))) return standInFor(ofKind, index);
  return { fits: (dish) => isKind(dish, ofKind), words: [ofKind] };
}

/** How many of the most alike dishes stand in for a named dish or food that nothing allowed holds. */
const ALIKE = 6;

/**
 * The dishes most like the ones the customer named (the zinger burger they cannot have because of its mayo): those
 * sharing the most of their general properties and ingredients. All of them when nothing on the menu was named.
 */
export function mostAlike(
  index: MenuIndex,
  named: readonly DishProfile[],
  dishes: readonly DishProfile[],
): DishProfile[] {
  if (named.length === 0) return [...dishes];
  const traits = (dish: DishProfile) =>
    new Set([...index.properties[index.positions.get(dish)!]!, ...[...dish.contentStems].map((s) => `has:${s}`)]);
  const targets = named.map(traits);
  const likeness = (dish: DishProfile) => {
    const own = traits(dish);
    return Math.max(
      ...targets.map((target) => {
        const shared = [...own].filter((t) => target.has(t)).length;
        return shared / (own.size + target.size - shared);
      }),
    );
  };
  return [...dishes]
    .map((dish) => ({ dish, likeness: likeness(dish) }))
    .sort((a, b) => b.likeness - a.likeness)
    .slice(0, ALIKE)
    .map(({ dish }) => dish);
}

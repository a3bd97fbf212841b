/**
 * What the assistant will take a dish to be, before it is saved: the food knowledge entry its name matches, what
 * that dish usually holds beside what the restaurant says, and the traits the assistant reads it as having. All of
 * it is read from the engine's own profile of the draft and its own constraint check, so what the admin's form shows
 * is what the assistant will go by.
 */
import type { InferredPart, InferredTrait, InferredTraits, InferredTraitsDraft } from '../../shared/inferred-traits.ts';
import { isUsualPart, USUAL_PARTS, withoutTag, type UsualPart } from '../../shared/usual-parts.ts';
import { allowedDishes, SWEET } from './built-in/constraints.ts';
import { profileDish, type DishProfile } from './built-in/dish-profile.ts';
import { parseIntent } from './built-in/intent-parser.ts';
import { knownDish, knownParts } from './built-in/knowledge/food-knowledge.ts';
import type { MenuItem } from './engine.ts';
import type { Intent } from './intent.ts';

/** What a customer who says "no <part>" asks for, read once: the words are the parser's own, whatever the menu. */
const saysNo = new Map<UsualPart, Intent>();

/**
 * Whether a customer who says "no <part>" is kept from the dish, asked of the engine as they would ask it. The
 * constraint layer reads a menu's profiles alone; a whole index of each draft would take a place in the engine's
 * small cache of indexes, which the restaurant's live menu needs.
 */
function leftOutFor(part: UsualPart, profile: DishProfile): boolean {
  let intent = saysNo.get(part);
  if (!intent) saysNo.set(part, (intent = parseIntent(`no ${part}`, 'nutritional')));
  return allowedDishes({ profiles: [profile] }, intent).length === 0;
}

function traitsOf(profile: DishProfile, tags: readonly string[]): InferredTraits['traits'] {
  const held: [InferredTrait, boolean, boolean][] = [
    ['served-hot', profile.temperature === 'hot', tags.includes('hot')],
    ['served-cold', profile.temperature === 'cold', tags.includes('cold')],
    // No tag says a dish is fried: the assistant reads it from the dish's own words and the knowledge file.
    ['fried', profile.fried, false],
    ['sweet', profile.sweetness >= SWEET, tags.includes('sweet')],
  ];
  return held.filter(([, holds]) => holds).map(([trait, , said]) => ({ trait, said }));
}

export function inferredTraits(draft: InferredTraitsDraft): InferredTraits {
  const item: MenuItem = {
    id: 0,
    price: 0,
    emotion: 'neutral',
    available: true,
    calories: null,
    spiceLevel: 0,
    ...draft,
  };
  const profile = profileDish(item);
  // The engine's own match, so the dish named is the one its facts came from.
  const entry = knownDish(item.name, item.ingredients)?.entry ?? null;
  // What its ingredients that are dishes of their own hold (a paratha's ghee), as the dish's own recipes would.
  const ownParts = knownParts(item.ingredients);
  const mostRecipes = new Set([...(entry?.hidden ?? []), ...ownParts.flatMap((part) => part.hidden)]);
  const someRecipes = new Set([...(entry?.maybe ?? []), ...ownParts.flatMap((part) => part.maybe)]);

  const said = (part: UsualPart): InferredPart['said'] => {
    if ((draft.allergens as readonly string[]).includes(part) || draft.ingredients.includes(part)) return 'contains';
    return (draft.tags as readonly string[]).includes(withoutTag(part)) ? 'without' : null;
  };
  const named = [
    ...mostRecipes,
    ...someRecipes,
    ...draft.allergens,
    ...USUAL_PARTS.filter((part) => said(part) === 'without'),
  ].filter(isUsualPart);
  const parts = [...new Set(named)].map((part): InferredPart => ({
    part,
    usually: mostRecipes.has(part) ? 'most' : someRecipes.has(part) ? 'some' : null,
    said: said(part),
    assistant: leftOutFor(part, profile) ? 'holds' : profile.unsure.has(part) ? 'may-hold' : 'free',
  }));
  return {
    dish: entry && { name: entry.name, kind: entry.kind },
    parts,
    traits: traitsOf(profile, draft.tags),
  };
}

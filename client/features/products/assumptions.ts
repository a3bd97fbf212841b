/**
 * The product form's "What the assistant will assume": which draft it asks about, what it shows for each part a dish
 * usually holds, and how the admin's corrections are kept in the product's own fields, where the assistant reads
 * them: an allergen, an ingredient, a "<part>-free" tag, a "hot" or "cold" tag.
 */
import { ALLERGENS } from '../../../shared/constants.ts';
import { inferredTraitsBody, type InferredPart, type InferredTraitsBody } from '../../../shared/inferred-traits.ts';
import { withoutTag, type UsualPart } from '../../../shared/usual-parts.ts';
import type { ProductDraft } from './product-draft.ts';

/** The fields in which the restaurant says what its dish holds. */
export type OwnWord = Pick<ProductDraft, 'tags' | 'allergens' | 'ingredients'>;

/** In it, maybe in it (many recipes hold it), or not. */
export type PartState = 'in' | 'maybe' | 'out';

const blankToNothing = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * What the assistant is asked about: the draft's fields it reads, with what is not filled in yet left out. Nothing
 * until the draft has a name the product's own checks accept: the form says what is wrong with it when saved.
 */
export function inferenceDraft(draft: ProductDraft): InferredTraitsBody | null {
  const checked = inferredTraitsBody.safeParse({
    name: draft.name,
    category: blankToNothing(draft.category),
    description: blankToNothing(draft.description),
    type: draft.type || undefined,
    ingredients: draft.ingredients,
    allergens: draft.allergens,
    tags: draft.tags,
  });
  if (!checked.success) return null;
  // As cleaned by the check, so spaces typed at the end ask nothing new; blanks stay unsaid rather than sent.
  const { category, description, ...rest } = checked.data;
  return { ...rest, category: blankToNothing(category), description: blankToNothing(description) };
}

const isAllergen = (part: UsualPart) => (ALLERGENS as readonly string[]).includes(part);

function saysItHolds(own: OwnWord, part: UsualPart): boolean {
  return own.allergens.includes(part) || own.ingredients.includes(part);
}

/** Whether the restaurant's own fields say anything of `part`, that it holds it or is made without it. */
export function saysAnything(own: OwnWord, part: UsualPart): boolean {
  return saysItHolds(own, part) || own.tags.includes(withoutTag(part));
}

/** The restaurant's word as the form holds it now, else what the assistant last answered. */
export function shownState({ part, assistant }: InferredPart, own: OwnWord): PartState {
  if (saysItHolds(own, part)) return 'in';
  if (own.tags.includes(withoutTag(part))) return 'out';
  return assistant === 'holds' ? 'in' : assistant === 'may-hold' ? 'maybe' : 'out';
}

/**
 * The fields once the admin says the dish holds `part` or is made without it. "Without" is a "<part>-free" tag
 * (and no allergen or ingredient of that name); "holds" drops the tag and, beyond what most recipes hold (which the
 * assistant counts already), names the part as an allergen, or as an ingredient when it is none. An allergen is
 * always named, so one the type or name had ruled out ("vegan") is still declared.
 */
export function sayPart(own: OwnWord, { part, usually }: InferredPart, holds: boolean): OwnWord {
  const tags = own.tags.filter((tag) => tag !== withoutTag(part));
  const allergens = own.allergens.filter((allergen) => allergen !== part);
  const ingredients = own.ingredients.filter((ingredient) => ingredient !== part);
  if (!holds) return { tags: [...tags, withoutTag(part)], allergens, ingredients };
  if (isAllergen(part)) return { tags, allergens: [...allergens, part], ingredients: own.ingredients };
  if (usually === 'most') return { tags, allergens: own.allergens, ingredients: own.ingredients };
  return { tags, allergens: own.allergens, ingredients: [...ingredients, part] };
}

/** Tags that exclude each other ("hot" and "cold"): the chosen one, or none of them, kept with the rest. */
export function withOneTag(tags: readonly string[], group: readonly string[], chosen: string | null): string[] {
  const others = tags.filter((tag) => !group.includes(tag));
  return chosen === null ? others : [...others, chosen];
}

/** The one tag of `group` a dish has, or null; the first where an older form let it have two. */
export function oneTagOf(tags: readonly string[], group: readonly string[]): string | null {
  return group.find((tag) => tags.includes(tag)) ?? null;
}

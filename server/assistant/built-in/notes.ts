/**
 * The notes an answer carries about what it left out, written and read back in one place: the truth check holds
 * each to its promise, and a follow-up keeps them when it sets the engine's other notes aside.
 */
import { ALLERGENS, type Allergen } from '../../../shared/constants.ts';

export function unknownWordNote(word: string): string {
  return `I don't know "${word}", so I couldn't be sure to leave it out; nothing that looks like it is in these picks.`;
}

const UNKNOWN_WORD = /^I don't know "([^"]+)", so I couldn't be sure to leave it out; nothing that looks like it/;

/** The word an `unknownWordNote` is about, or null for any other note. */
export function unknownWordOf(note: string): string | null {
  return UNKNOWN_WORD.exec(note)?.[1] ?? null;
}

const listed = (allergens: readonly Allergen[]) =>
  allergens.length <= 1 ? allergens.join('') : `${allergens.slice(0, -1).join(', ')} or ${allergens.at(-1)}`;
const readList = (named: string | undefined): Allergen[] | null =>
  named === undefined
    ? null
    : named.split(/, | or /).filter((word): word is Allergen => (ALLERGENS as readonly string[]).includes(word));

/** For an allergy: what was left out beyond the dishes that most often hold it. */
export function oftenHeldNote(allergens: readonly Allergen[]): string {
  return `To be safe, I also left out dishes that often hold ${listed(allergens)}; ask the restaurant if you are unsure.`;
}

const OFTEN_HELD = /^To be safe, I also left out dishes that often hold (.+); ask the restaurant/;

/** The allergens an `oftenHeldNote` is about, or null for any other note. */
export function oftenHeldOf(note: string): Allergen[] | null {
  return readList(OFTEN_HELD.exec(note)?.[1]);
}

/** For any "no": the fried dishes left out because their batter or breading often holds it. */
export function oftenFriedInNote(allergens: readonly Allergen[]): string {
  return `To be safe, I also left out fried dishes whose batter or breading often holds ${listed(allergens)}; ask the restaurant if you are unsure.`;
}

const OFTEN_FRIED_IN =
  /^To be safe, I also left out fried dishes whose batter or breading often holds (.+); ask the restaurant/;

/** The allergens an `oftenFriedInNote` is about, or null for any other note. */
export function oftenFriedInOf(note: string): Allergen[] | null {
  return readList(OFTEN_FRIED_IN.exec(note)?.[1]);
}

/** Whether a note says what was left out, which stays true whatever a follow-up steered. */
export function saysWhatWasLeftOut(note: string): boolean {
  return unknownWordOf(note) !== null || oftenHeldOf(note) !== null || oftenFriedInOf(note) !== null;
}

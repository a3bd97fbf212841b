/**
 * The notes an answer carries about what it left out, written and read back in one place: the truth check holds
 * each to its promise, and a follow-up keeps them when it sets the engine's other notes aside.
 */
import type { Allergen } from '../../../shared/constants.ts';
import { isUsualPart, type UsualPart } from '../../../shared/usual-parts.ts';

export function unknownWordNote(word: string): string {
  return `I don't know "${word}", so I couldn't be sure to leave it out; nothing that looks like it is in these picks.`;
}

const UNKNOWN_WORD = /^I don't know "([^"]+)", so I couldn't be sure to leave it out; nothing that looks like it/;

/** The word an `unknownWordNote` is about, or null for any other note. */
export function unknownWordOf(note: string): string | null {
  return UNKNOWN_WORD.exec(note)?.[1] ?? null;
}

const listed = (parts: readonly UsualPart[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
const readList = (named: string | undefined): UsualPart[] | null =>
  named === undefined ? null : named.split(/, | or /).filter(isUsualPart);

/**
 * For an allergy or a rule one lives by: what was left out beyond the dishes that most often hold it (an allergen,
 * or a part such as onion the knowledge file tracks).
 */
export function oftenHeldNote(parts: readonly UsualPart[]): string {
  return `To be safe, I also left out dishes that often hold ${listed(parts)}; ask the restaurant if you are unsure.`;
}

const OFTEN_HELD = /^To be safe, I also left out dishes that often hold (.+); ask the restaurant/;

/** What an `oftenHeldNote` is about, or null for any other note. */
export function oftenHeldOf(note: string): UsualPart[] | null {
  return readList(OFTEN_HELD.exec(note)?.[1]);
}

/** For any "no": the fried dishes left out because their batter or breading often holds it. */
export function oftenFriedInNote(allergens: readonly Allergen[]): string {
  return `To be safe, I also left out fried dishes whose batter or breading often holds ${listed(allergens)}; ask the restaurant if you are unsure.`;
}

const OFTEN_FRIED_IN =
  /^To be safe, I also left out fried dishes whose batter or breading often holds (.+); ask the restaurant/;

/** What an `oftenFriedInNote` is about, or null for any other note. */
export function oftenFriedInOf(note: string): UsualPart[] | null {
  return readList(OFTEN_FRIED_IN.exec(note)?.[1]);
}

/** Whether a note says what was left out, which stays true whatever a follow-up steered. */
export function saysWhatWasLeftOut(note: string): boolean {
  return unknownWordOf(note) !== null || oftenHeldOf(note) !== null || oftenFriedInOf(note) !== null;
}

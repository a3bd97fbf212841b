/**
 * The note an answer carries for a word the engine could not read, written and read back in one place: the truth
 * check holds it to its promise (nothing that looks like the word among the picks), and a follow-up keeps it when it
 * sets the engine's other notes aside.
 */
export function unknownWordNote(word: string): string {
  return `I don't know "${word}", so I couldn't be sure to leave it out; nothing that looks like it is in these picks.`;
}

const UNKNOWN_WORD = /^I don't know "([^"]+)", so I couldn't be sure to leave it out; nothing that looks like it/;

/** The word an `unknownWordNote` is about, or null for any other note. */
export function unknownWordOf(note: string): string | null {
  return UNKNOWN_WORD.exec(note)?.[1] ?? null;
}

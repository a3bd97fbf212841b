/**
 * Text people type that others read (names, addresses, reasons, dishes, feedback), and passwords: one rule for every
 * field that stores text, checked alike by the forms and the server.
 *
 * Some characters show nothing, or change how what follows them shows: control characters (C0 and C1, NEL among
 * them), format characters (bidirectional controls that turn "House 12" into "21 esuoH", zero-width spaces and
 * joiners, the soft hyphen, the TAG block), the other default-ignorable ones (fillers such as U+3164, variation
 * selectors) and the line and paragraph separators. A name made of them shows up blank to staff; hidden inside a
 * word, they make two texts that look alike differ. They are taken out before any other rule is checked.
 */
import type { z } from 'zod';

const UNSEEN = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;
const UNSEEN_BUT_NEWLINE = /(?!\n)[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;
/** The tabs and line breaks a keyboard types, which a text field may hold as spacing. */
const SPACING = /[\t\n\r]/g;
/** Characters that leave a mark of their own: letters, digits, punctuation, symbols and spacing marks. */
const SEEN = /[\p{L}\p{N}\p{P}\p{S}\p{Mc}]/u;
/** The blank braille pattern: a symbol that shows nothing. */
const BLANK_SYMBOLS = /\u2800/g;

/** The text without anything invisible: the characters of UNSEEN go, nothing else changes. */
export function withoutInvisibles(text: string): string {
  return text.replace(UNSEEN, '');
}

/** One line (a name, an address, a reason): tabs and line breaks become spaces, the invisible goes. */
export function plainLine(text: string): string {
  return withoutInvisibles(text.replace(SPACING, ' '));
}

/** Several lines (feedback, a description, an e-mail): line breaks stay as "\n", tabs become spaces. */
export function plainParagraphs(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(UNSEEN_BUT_NEWLINE, '');
}
/** Whether a text says something: a letter or a digit, in any script. An empty text is left to the length rule. */
export function hasLetterOrDigit(text: string): boolean {
  return text === '' || /[\p{L}\p{N}]/u.test(text);
}

/**
 * A short text shown to people, cleaned as one line and trimmed. `base` carries the field's own message for a missing
 * value; add its length rules and `saysSomething` after.
 */
export function lineOfText(base: z.ZodString) {
  return base.overwrite(plainLine).trim();
}

/** The rule that a cleaned short text is more than punctuation and blanks, worded for `label`. */
export function saysSomething(label: string) {
  return [hasLetterOrDigit, { message: `${label} must contain a letter or a digit.` }] as const;
}

/** Text of several lines (feedback, a description, an e-mail), cleaned and trimmed; add its length rules after. */
export function paragraphsOfText(base: z.ZodString) {
  return base.overwrite(plainParagraphs).trim();
}

/**
 * How many characters of a password a person sees: after NFKC, the code points that leave a mark of their own
 * (letters, digits, punctuation, symbols and spacing vowel signs such as Devanagari's). Spaces, fillers, zero-width
 * characters and combining marks on their own count for nothing; NFKC has already joined a letter and its accent.
 */
export function visibleLength(password: string): number {
  const shown = withoutInvisibles(password.normalize('NFKC')).replace(BLANK_SYMBOLS, '');
  return [...shown].filter((char) => SEEN.test(char)).length;
}

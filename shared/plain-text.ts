/**
 * Text people type that staff read (names, addresses, reasons): without the invisible characters that could make it
 * show something other than what it holds. Bidirectional controls can reorder what follows them ("House 12" shown as
 * "21 esuoH", or a phone number turned around), and zero-width characters can hide inside a word.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

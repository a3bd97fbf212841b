/**
 * The words people type for money, read by the amounts ("under 5 dollars", "Rs 1500") and by the people reader,
 * for which "for 5 dollars" is no number of people. Each in the singular; a pattern takes its plural too.
 */
import { stem } from './text.ts';

export const DOLLAR_WORDS = ['dollar', 'dolar', 'doller', 'dollor', 'dolla', 'buck', 'usd'] as const;
export const RUPEE_WORDS = ['rupee', 'rupay', 'rupaye', 'rupaya', 'rs', 'pkr'] as const;

/** A regular-expression alternation of the words, each with or without a plural "s". */
export const currencyPattern = (words: readonly string[]) => words.map((word) => `${word}s?`).join('|');

/** The words as the tokenizer's stems, for reading tokens. */
export const currencyStems = (words: readonly string[]) => new Set(words.map(stem));

/**
 * Names that mean the same food on different menus ("prawns" in Lahore, "shrimp" in a diner): a request naming
 * one finds, or leaves out, the others. One word each; Roman Urdu names map to English in the request lexicon.
 */
import { stem } from '../text.ts';

const EQUIVALENTS: readonly (readonly string[])[] = [
  ['prawn', 'shrimp'],
  ['coriander', 'cilantro'],
  ['aubergine', 'eggplant', 'brinjal', 'baingan'],
  ['chickpea', 'garbanzo'],
  ['courgette', 'zucchini'],
  ['yogurt', 'yoghurt'],
  ['mince', 'keema', 'qeema'],
  ['rocket', 'arugula'],
  ['okra', 'bhindi'],
  ['daal', 'lentil'],
  ['momo', 'dumpling'],
];

/** Every name of the list: words the engine knows, so "no zucchini" is never an unknown word. */
export const FOOD_EQUIVALENT_WORDS: readonly string[] = EQUIVALENTS.flat();

const BY_STEM = new Map<string, readonly string[]>();
for (const group of EQUIVALENTS) {
  const stems = group.map(stem);
  for (const s of stems) BY_STEM.set(s, stems);
}

/** The stems of every name for the food `s` is the stem of, itself first. */
export function equivalentStems(s: string): string[] {
  return [s, ...(BY_STEM.get(s) ?? []).filter((other) => other !== s)];
}

/**
 * What `menuIndex` derives from one menu, apart from the code that builds it: the constraints read an index, and
 * building one reads the constraints (a dish's learned properties count it sweet by their threshold).
 */
import type { Bm25Index } from './bm25.ts';
import type { DishProfile } from './dish-profile.ts';
import type { Vocabulary } from './text.ts';

export interface MenuIndex {
  profiles: readonly DishProfile[];
  /** Each profile's place on the menu, which is its document number in `bm25`. */
  positions: ReadonlyMap<DishProfile, number>;
  bm25: Bm25Index;
  /** Each dish's general properties for the learned word association, by its place on the menu. */
  properties: readonly (readonly string[])[];
  vocabulary: Vocabulary;
  /** Stems of the words in category names, ingredient names and dish names. */
  categoryStems: ReadonlySet<string>;
  ingredientStems: ReadonlySet<string>;
  /** Stems of words that only ever qualify an ingredient ("long" beans, "sea" salt): never a food by themselves. */
  modifierStems: ReadonlySet<string>;
  /** Two stems side by side in an ingredient name ("fava bean"): a request naming them names that one food. */
  ingredientPairs: ReadonlySet<string>;
  nameStems: ReadonlySet<string>;
  /** Each dish's name up to "(" or " with ", stemmed, by its first stem: a request naming it asks for that dish. */
  dishNames: ReadonlyMap<string, readonly { stems: readonly string[]; name: string }[]>;
}

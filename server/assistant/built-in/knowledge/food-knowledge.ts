/**
 * The food knowledge file: common dishes and drinks with what their usual recipe holds, as data
 * (`food-knowledge/*.json`; its README says who wrote it and how it was reviewed). A restaurant's own ingredient
 * list often leaves out what everybody knows is there: the caffeine in a cola, the dairy and gluten in a naan, the egg
 * in a mayo dip. A dish of a menu is matched to an entry by its name, then its ingredients, and the entry's facts
 * stand beside the restaurant's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { USUAL_PARTS, withoutTag } from '../../../../shared/usual-parts.ts';
import type { MenuItem } from '../../engine.ts';
import { tokenize } from '../text.ts';

/** What a recipe may hold: the parts a product can be said to be made without, and the meats, which it names itself. */
export const HIDDEN = [...USUAL_PARTS, 'pork', 'beef', 'chicken', 'mutton'] as const;
export type Hidden = (typeof HIDDEN)[number];

export const TRAITS = [
  'fried',
  'grilled',
  'baked',
  'creamy',
  'cheesy',
  'served-hot',
  'served-cold',
  'heavy',
  'light',
  'sweet',
  'spicy',
  'sour',
  'fizzy',
  'raw',
  'vegan',
  'vegetarian',
] as const;
export type Trait = (typeof TRAITS)[number];

export const CUISINES = [
  'south-asian',
  'chinese',
  'east-asian',
  'italian',
  'american',
  'middle-eastern',
  'mexican',
  'cafe',
  'dessert',
  'drink',
  'international',
] as const;

export const KINDS = [
  'soup',
  'salad',
  'rice',
  'noodles',
  'pasta',
  'pizza',
  'burger',
  'sandwich',
  'wrap',
  'curry',
  'grill',
  'kebab',
  'bread',
  'snack',
  'fried-snack',
  'side',
  'dip',
  'breakfast',
  'seafood',
  'dumplings',
  'dessert',
  'cake',
  'pastry',
  'ice-cream',
  'hot-drink',
  'cold-drink',
  'juice',
  'shake',
  'smoothie',
  'soft-drink',
  'main',
  // Parts a dish lists as ingredients: sauces, dressings, pastes, marinades, stocks; doughs, batters, coatings.
  'sauce',
  'dough',
] as const;

export const foodEntry = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  cuisine: z.enum(CUISINES),
  kind: z.enum(KINDS),
  /** What most versions of the dish hold, in the dough, batter, sauce or frying too. */
  hidden: z.array(z.enum(HIDDEN)),
  /** What many but not most versions hold. */
  maybe: z.array(z.enum(HIDDEN)),
  traits: z.array(z.enum(TRAITS)),
});
export type FoodEntry = z.infer<typeof foodEntry>;

const FOLDER = fileURLToPath(new URL('./food-knowledge/', import.meta.url));

/** Every entry of every file of the folder, checked against the format; a file that breaks it stops the server. */
export function readFoodKnowledge(folder = FOLDER): FoodEntry[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = z.array(foodEntry).safeParse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`food-knowledge/${file} at ${issue.path.join('.')}: ${issue.message}`);
      }
      return parsed.data;
    });
}

const stems = (text: string) =>
  tokenize(text)
    .filter((token) => token.kind === 'word')
    .map((token) => token.stem);

export interface FoodMatch {
  entry: FoodEntry;
  /** The name or alias that matched, as stems. */
  matched: string;
  /** Whether what matched is the entry's own name rather than one of its aliases. */
  byName: boolean;
}

/**
 * Finds the entry a dish is: the longest entry name or alias that the dish's name says word for word ("Chicken
 * Biryani (Full)" is a chicken biryani, "Coca-Cola 500ml" a cola; "Lemon Herb Grilled Chicken" is no battered lemon
 * chicken). Of two as long, the one whose main parts the
 * dish's ingredients name wins ("Chicken Karahi" over "Mutton Karahi" for a dish called "Karahi" with chicken).
 * Null when none fits: an unknown dish keeps only the restaurant's own facts.
 */
export function createFoodMatcher(entries: readonly FoodEntry[]) {
  // By first word, so a dish is compared only with the names that could start somewhere in its own.
  const byFirstWord = new Map<string, { entry: FoodEntry; words: string[]; byName: boolean }[]>();
  for (const entry of entries) {
    for (const name of [entry.name, ...entry.aliases]) {
      const words = stems(name);
      if (!words.length) continue;
      const list = byFirstWord.get(words[0]!) ?? [];
      list.push({ entry, words, byName: name === entry.name });
      byFirstWord.set(words[0]!, list);
    }
  }

  return function match(dishName: string, ingredients: readonly string[] = []): FoodMatch | null {
    const words = stems(dishName.replace(/[-–/]/g, ' '));
    const said = (candidate: string[], at: number) => candidate.every((word, i) => words[at + i] === word);
    const found = words.flatMap((word, at) =>
      (byFirstWord.get(word) ?? [])
        .filter((candidate) => said(candidate.words, at))
        .map((candidate) => ({ ...candidate, end: at + candidate.words.length })),
    );
    // "Tomato Soup with Garlic Bread" is a soup; what comes with it is a part (`sidesOf`).
    const withAt = words.indexOf('with');
    const head = withAt < 0 ? [] : found.filter((fit) => fit.end <= withAt);
    const fits = head.length ? head : found;
    if (!fits.length) return null;
    const length = Math.max(...fits.map((fit) => fit.words.length));
    const longest = fits.filter((fit) => fit.words.length === length);
    const inIngredients = new Set(ingredients.flatMap((ingredient) => stems(ingredient)));
    const agreeing = (candidate: (typeof fits)[number]) =>
      candidate.entry.hidden.filter((part) => inIngredients.has(part)).length;
    // Then the later one: English names what a thing is last ("pita croutons" are croutons).
    const better = (a: (typeof fits)[number], b: (typeof fits)[number]) =>
      agreeing(b) > agreeing(a) || (agreeing(b) === agreeing(a) && b.end > a.end);
    const best = longest.reduce((a, b) => (better(a, b) ? b : a));
    return { entry: best.entry, matched: best.words.join(' '), byName: best.byName };
  };
}

/** Hidden parts a dish's type rules out are the restaurant's word against a recipe's: the restaurant wins. */
const RULED_OUT_BY_TYPE: Record<MenuItem['type'], readonly Hidden[]> = {
  vegan: ['dairy', 'egg', 'honey', 'gelatin', 'fish', 'shellfish'],
  veg: ['gelatin', 'fish', 'shellfish'],
  'non-veg': [],
};
/** The main protein is the restaurant's to name: a knowledge entry's meat says nothing about this kitchen's. */
const MEATS: readonly Hidden[] = ['pork', 'beef', 'chicken', 'mutton'];
/** What a dish's own words say it is made without: a decaf latte is a latte with no caffeine. */
const SAID_WITHOUT: readonly [RegExp, Hidden][] = [
  [/\bdecaf|\b(caffeine|caffein)[- ]?free\b/, 'caffeine'],
  [/\beggless\b|\begg[- ]?free\b/, 'egg'],
  [/\bgluten[- ]?free\b/, 'gluten'],
  [/\b(dairy|lactose)[- ]?free\b/, 'dairy'],
  [/\b(alcohol[- ]?free|non[- ]?alcoholic|virgin)\b/, 'alcohol'],
  [/\bnuts?[- ]?free\b/, 'nuts'],
  [/(?<!tree[- ])\b(pea)?nuts?[- ]?free\b/, 'peanuts'],
  [/\bsoy[- ]?free\b/, 'soy'],
  [/\bsesame[- ]?free\b/, 'sesame'],
];

export interface UsualParts {
  /** What most versions of the dish hold. */
  hidden: Hidden[];
  /** What many versions hold: nothing to leave the dish out for, but nothing to promise it is free of either. */
  maybe: Hidden[];
  /** Whether most versions are fried, or a part of it is ("a paratha roll": most parathas are). */
  fried: boolean;
  /** Whether most versions of the dish itself are fried, not only a part of it (a pakora, not a nihari's onions). */
  friedItself: boolean;
  /** What many versions of its fried parts hold (a nugget's egg): what their batter or breading may hide. */
  friedPartsMaybe: Hidden[];
  /**
   * Whether most versions are a sweet (a cinnamon roll, a gulab jamun, a shake): a sweet trait on a kind of dish that
   * is sweets or sweet drinks, not a sweet-and-sour shashlik or a pad thai.
   */
  sweet: boolean;
}

/** Kinds of food that are sweets or sweet drinks when the entry says they taste sweet. */
const SWEET_KINDS: ReadonlySet<string> = new Set([
  ...['dessert', 'cake', 'pastry', 'ice-cream', 'breakfast'],
  ...['shake', 'smoothie', 'juice', 'soft-drink', 'cold-drink', 'hot-drink'],
]);

let sharedMatcher: ReturnType<typeof createFoodMatcher> | undefined;

/** The entry a dish is, by the one matcher over the file that the engine and the product form share. */
export function knownDish(name: string, ingredients: readonly string[] = []): FoodMatch | null {
  sharedMatcher ??= createFoodMatcher(readFoodKnowledge());
  return sharedMatcher(name, ingredients);
}

/** What words say a thing is made without: "decaf", "gluten-free", "eggless". */
const saidWithout = (text: string): Hidden[] =>
  SAID_WITHOUT.filter(([said]) => said.test(text.toLowerCase())).map(([, part]) => part);

/** What an ingredient's own words rule out: a "vegan mayo" holds no egg, an "eggless" one neither. */
function ruledOutBy(ingredient: string): Hidden[] {
  return [
    ...saidWithout(ingredient),
    ...(/\bvegan\b|\bplant[- ]based\b/i.test(ingredient) ? RULED_OUT_BY_TYPE.vegan : []),
  ];
}

/**
 * The ingredients of a dish that are dishes of their own in the file, each with what most versions of it hold less
 * what its own words rule out: a "ghee paratha", a "garlic mayo". The name matched must end the ingredient's, where
 * English puts what a thing is ("tempura flakes" are no prawn tempura), and be the entry's own name or an alias of
 * two words or more: one-word aliases name raw ingredients too ("chili" for chili con carne, "oats" for oatmeal).
 */
export function knownParts(ingredients: readonly string[]): { hidden: Hidden[]; maybe: Hidden[]; fried: boolean }[] {
  return ingredients.flatMap((ingredient) => {
    const match = knownDish(ingredient);
    const words = stems(ingredient.replace(/[-–/]/g, ' ')).join(' ');
    if (!match || (words !== match.matched && !words.endsWith(` ${match.matched}`))) return [];
    if (!match.matched.includes(' ') && !match.byName) return [];
    const ruledOut = ruledOutBy(ingredient);
    return [
      {
        hidden: match.entry.hidden.filter((part) => !ruledOut.includes(part)),
        maybe: match.entry.maybe.filter((part) => !ruledOut.includes(part)),
        fried: match.entry.traits.includes('fried'),
      },
    ];
  });
}

/** What a dish's name says comes with it: "Garlic Naan with Butter Chicken and Raita" has butter chicken and raita. */
function sidesOf(name: string): string[] {
  const [, sides] = name.toLowerCase().split(/\bwith\b/, 2);
  return sides === undefined
    ? []
    : sides
        .split(/,|&|\band\b/)
        .map((side) => side.trim())
        .filter(Boolean);
}

/**
 * What the usual recipe of a menu's dish holds beyond its own list, from the knowledge file, less what the
 * restaurant's own word rules out (its type, "decaf", "gluten-free", a "garlic-free" tag from the product form) and
 * less the meats, which it names itself. Nothing for a dish the file does not know.
 */
export function usualParts(
  item: Pick<MenuItem, 'name' | 'ingredients' | 'description' | 'type'> & Partial<Pick<MenuItem, 'tags'>>,
): UsualParts {
  // An ingredient that is a dish of its own brings what it is made of and how: a ghee paratha in a roll brings its
  // dairy and its frying, a sweet chili sauce its garlic; so does what the name says comes with the dish.
  const parts = knownParts([...item.ingredients, ...sidesOf(item.name)]);
  const friedPart = parts.some((part) => part.fried);
  const known = knownDish(item.name, item.ingredients)?.entry;
  const without: string[] = [
    ...saidWithout(`${item.name} ${item.ingredients.join(' ')} ${item.description}`),
    ...USUAL_PARTS.filter((part) => item.tags?.includes(withoutTag(part))),
  ];
  const kept = (part: Hidden) =>
    !MEATS.includes(part) && !RULED_OUT_BY_TYPE[item.type].includes(part) && !without.includes(part);
  const fromParts = parts.flatMap((part) => part.hidden);
  return {
    hidden: [...new Set([...(known?.hidden ?? []), ...fromParts])].filter(kept),
    maybe: [...new Set([...(known?.maybe ?? []), ...parts.flatMap((part) => part.maybe)])].filter(kept),
    fried: friedPart || (known?.traits.includes('fried') ?? false),
    friedItself: known?.traits.includes('fried') ?? false,
    friedPartsMaybe: [...new Set(parts.filter((part) => part.fried).flatMap((part) => part.maybe))].filter(kept),
    sweet: known !== undefined && known.traits.includes('sweet') && SWEET_KINDS.has(known.kind),
  };
}

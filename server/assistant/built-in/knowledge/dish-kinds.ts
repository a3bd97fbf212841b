/**
 * Kinds of dish customers ask for or rule out ("not a sandwich", "anything except pasta or rice"), as data: the
 * words in a dish's name or category that make it one, the ingredients that do (a dish of penne is pasta whatever
 * it is called), and the course. A dish an admin adds is sorted into kinds from these alone.
 */
import { stemPhrase } from '../text.ts';

/** A dish's course. Kept with the kinds, some of which settle it (a soup is a soup), so they need no engine code. */
export type Course = 'main' | 'breakfast' | 'side' | 'soup' | 'salad' | 'dessert' | 'drink';

export interface DishKind {
  /** Words or phrases in the dish's name or category. */
  names: readonly string[];
  /** Ingredients that make the dish this kind: the ingredient is the term, or ends with it ("basmati rice"). */
  ingredients?: readonly string[];
  course?: Course;
  /** What a waiter offers instead when the menu has none of this kind: other kinds, or dishes holding these. */
  standIns?: { kinds?: readonly string[]; ingredients?: readonly string[] };
  /** Said of food ("raw chicken"), never asked for as a dish of its own: nothing stands in for it. */
  describes?: true;
}

const PASTA = [
  'pasta',
  'spaghetti',
  'penne',
  'fettuccine',
  'fettucine',
  'linguine',
  'macaroni',
  'lasagna',
  'lasagne',
  'ravioli',
  'rigatoni',
  'fusilli',
  'tortellini',
  'tagliatelle',
  'gnocchi',
  'orzo',
];
const NOODLES = [
  'noodles',
  'noodle',
  'ramen',
  'udon',
  'soba',
  'vermicelli',
  'rice noodles',
  'egg noodles',
  'glass noodles',
];
const BREADS = [
  'bread',
  'bun',
  'buns',
  'brioche',
  'naan',
  'roti',
  'paratha',
  'chapati',
  'pita',
  'pitta',
  'tortilla',
  'toast',
  'sourdough',
  'baguette',
  'bagel',
  'croissant',
  'kulcha',
  'puri',
  'bao',
  'ciabatta',
  'focaccia',
];

export const DISH_KINDS: Readonly<Record<string, DishKind>> = {
  burger: { names: ['burger', 'zinger', 'slider'], standIns: { kinds: ['sandwich', 'wrap', 'bread'] } },
  pizza: { names: ['pizza', 'calzone', 'flatbread pizza'], standIns: { kinds: ['bread', 'wrap', 'sandwich'] } },
  sandwich: {
    names: ['sandwich', 'sub', 'panini', 'club', 'toastie', 'melt', 'banh mi', 'grilled cheese', 'blt', 'hoagie'],
    standIns: { kinds: ['wrap', 'burger', 'bread'] },
  },
  wrap: {
    names: ['wrap', 'shawarma', 'burrito', 'frankie', 'paratha roll', 'kathi roll', 'taco', 'quesadilla'],
    standIns: { kinds: ['sandwich', 'burger', 'bread'] },
  },
  salad: { names: ['salad', 'slaw', 'kachumber'], course: 'salad' },
  soup: {
    names: ['soup', 'shorba', 'broth', 'yakhni', 'ramen', 'pho', 'laksa', 'tom yum', 'bisque', 'chowder', 'tom kha'],
    course: 'soup',
  },
  curry: {
    names: [
      'curry',
      'karahi',
      'korma',
      'qorma',
      'nihari',
      'handi',
      'jalfrezi',
      'vindaloo',
      'saag',
      'rendang',
      'massaman',
    ],
  },
  rice: {
    names: ['rice', 'biryani', 'pulao', 'risotto', 'bibimbap', 'donburi', 'congee', 'chawal', 'paella'],
    ingredients: ['rice', 'fried rice', 'sushi rice', 'steamed rice'],
    standIns: { kinds: ['noodles', 'curry'] },
  },
  pasta: {
    names: [...PASTA, 'mac', 'alfredo', 'carbonara', 'bolognese', 'arrabbiata'],
    ingredients: PASTA,
    standIns: { kinds: ['noodles', 'rice'] },
  },
  noodles: {
    names: [...NOODLES, 'pad thai', 'chow mein', 'lo mein', 'pho', 'laksa', 'japchae', 'yakisoba'],
    ingredients: NOODLES,
    standIns: { kinds: ['pasta', 'rice'] },
  },
  sushi: {
    names: ['sushi', 'maki', 'nigiri', 'sashimi', 'uramaki', 'temaki', 'california roll'],
    standIns: { ingredients: ['fish', 'salmon', 'tuna', 'prawns', 'shrimp', 'avocado', 'tofu'] },
  },
  dumpling: {
    names: [
      'dumpling',
      'momo',
      'gyoza',
      'dim sum',
      'wonton',
      'bao',
      'har gow',
      'siu mai',
      'shumai',
      'mandu',
      'xiao long bao',
    ],
  },
  // A pizza's base, a dough, a wheat wrap, a salad's croutons or a patty's puff pastry is bread to whoever says "no
  // bread", though no menu calls the dish a bread.
  bread: {
    names: BREADS,
    ingredients: [
      ...[...BREADS, 'dough', 'pizza base', 'pizza crust', 'english muffin', 'wheat wrap', 'flour wrap'],
      ...['hoagie roll', 'sub roll', 'bread roll', 'dinner roll', 'brioche roll', 'kaiser roll', 'hot dog roll'],
      ...['croutons', 'puff pastry'],
    ],
  },
  kebab: { names: ['kebab', 'kabab', 'seekh', 'boti', 'satay', 'skewer', 'skewers'], standIns: { kinds: ['wrap'] } },
  /** Served raw: what "no raw fish" (or a pregnancy) rules out when it holds fish. */
  raw: {
    describes: true,
    names: [
      'sushi',
      'sashimi',
      'nigiri',
      'maki',
      'uramaki',
      'temaki',
      'poke',
      'tartare',
      'ceviche',
      'carpaccio',
      'crudo',
      'tataki',
    ],
    ingredients: ['raw fish', 'sashimi', 'sushi grade salmon', 'raw salmon', 'raw tuna'],
  },
  'ice cream': {
    names: ['ice cream', 'icecream', 'kulfi', 'gelato', 'sundae', 'soft serve', 'softy', 'kulfa'],
    ingredients: ['ice cream', 'soft serve', 'gelato', 'kulfi'],
    standIns: { kinds: ['dessert'] },
  },
  dessert: { names: [], course: 'dessert' },
  drink: { names: [], course: 'drink' },
};

/** What people call each kind in requests, beyond its own name (plurals need no entry: requests are stemmed). */
export const KIND_WORDS: readonly [string, string][] = [
  ...Object.keys(DISH_KINDS).map((kind): [string, string] => [kind, kind]),
  ['sarnie', 'sandwich'],
  ['salan', 'curry'],
  ['chawal', 'rice'],
  ['momo', 'dumpling'],
  ['dim sum', 'dumpling'],
  ['kabab', 'kebab'],
  ['sweets', 'dessert'],
  ['mithai', 'dessert'],
  ['beverage', 'drink'],
  ['uncooked', 'raw'],
  ['icecream', 'ice cream'],
  ['bun', 'bread'],
];

const KIND_BY_STEM = new Map(KIND_WORDS.map(([word, kind]) => [stemPhrase(word), kind]));

/** The kind a request word names ("sushi", "noodles", "sarnie"), if it names one. */
export function kindNamed(word: string): string | null {
  return KIND_BY_STEM.get(stemPhrase(word.toLowerCase())) ?? null;
}

const KIND_BY_DISH_NAME = new Map(
  Object.entries(DISH_KINDS).flatMap(([kind, { names }]) => names.map((name) => [stemPhrase(name), kind] as const)),
);

/** The kind a dish called by this word belongs to ("biryani" is a rice dish, "gyoza" a dumpling), if known. */
export function kindOfDishWord(word: string): string | null {
  return KIND_BY_DISH_NAME.get(stemPhrase(word.toLowerCase())) ?? null;
}

/** Every word the knowledge base calls a kind of dish or a dish of a kind by. */
export const DISH_WORDS: readonly string[] = [
  ...KIND_WORDS.map(([word]) => word),
  ...Object.values(DISH_KINDS).flatMap((kind) => kind.names),
];

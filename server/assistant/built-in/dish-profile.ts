/**
 * The facts the ranker needs about one dish, derived once from its data: allergens and diet from ingredients
 * (with `type` as the authority), course, meal times, temperature, sweetness, heaviness and protein from tags
 * when the menu has them, otherwise inferred from category, name, description and calories.
 */
import type { MealTag, Temperature } from '../../../shared/constants.ts';
import { ALLERGENS, type Allergen } from '../../../shared/constants.ts';
import type { MenuItem } from '../engine.ts';
import { DISH_KINDS, type Course } from './knowledge/dish-kinds.ts';
import { usualParts, type Hidden, type UsualParts } from './knowledge/food-knowledge.ts';
import { ingredientFacts, normaliseIngredient, type IngredientFacts } from './knowledge/ingredients.ts';
import { tokenize } from './text.ts';

export interface DishProfile {
  item: MenuItem;
  allergens: ReadonlySet<Allergen>;
  vegan: boolean;
  vegetarian: boolean;
  meat: boolean;
  seafood: boolean;
  caffeine: boolean;
  /** What many versions of the dish hold (the knowledge file's "maybe"): an answer never says it is free of it. */
  unsure: ReadonlySet<string>;
  /**
   * What the dish holds only by the knowledge file, its own list naming nothing of it: a chicken handi's dairy, which
   * may be its butter, its cream or its yogurt.
   */
  hiddenOnly: ReadonlySet<Allergen>;
  fried: boolean;
  /** Holds a staple starch, grain, pulse or sugar: not what "keto" or "low-carb" wants. */
  starchy: boolean;
  /** Normalised ingredient names plus the dish name: what "no X" is checked against. */
  contents: readonly string[];
  /** Stems of the name and ingredient words. */
  contentStems: ReadonlySet<string>;
  /** Stems of every word the dish is described with, leaving out what the description says it is not. */
  wordStems: ReadonlySet<string>;
  course: Course;
  /**
   * Kinds the dish belongs to, with how sure: a kind of the knowledge base and its category's words 1, its
   * name's words 0.8, hints 0.6.
   */
  kinds: ReadonlyMap<string, number>;
  /** Whether the dish is eaten at each time of day, 0 to 1, whatever its course. */
  mealTimes: Readonly<Record<MealTag, number>>;
  temperature: Temperature | null;
  /** 0 (savoury) to 1 (a dessert). */
  sweetness: number;
  /** What its batter or breading may hide (`inBatterOf`): left out for any "no", not only for an allergy. */
  inBatter: ReadonlySet<string>;
  /**
   * Whether most recipes of the dish are a sweet (a cinnamon roll, whatever its list says), as is a kind of drink
   * most recipes sweeten (a soda, a shake): what "nothing sweet" leaves out, never a reason to offer it for a sweet
   * tooth.
   */
  usuallySweet: boolean;
  /** 0 (very light) to 1 (very heavy). */
  heaviness: number;
  /** Grams, stated in the description when it says so, otherwise estimated. */
  protein: number;
  /** Ingredients made of others the menu does not list (a sauce, a dressing, a paratha). */
  doubtfulIngredients: number;
  /** A kids' meal by its name or category. */
  forKids: boolean;
  /** The main animal protein for reasons ("chicken dinner"), if any. */
  mainProtein: string | null;
}

const COURSE_BY_CATEGORY: [RegExp, Course][] = [
  [/drink|beverage|shake|juice|smoothie|coffee|\btea\b|lassi|soda|mocktail/, 'drink'],
  [/dessert|sweet|mithai|ice cream|bakery|cake|pudding/, 'dessert'],
  [/soup/, 'soup'],
  [/salad/, 'salad'],
  [/side|starter|appeti[sz]er|snack|extra|add on|bread|mezze|meze|tapas|small plate|dips/, 'side'],
  [/breakfast|brunch|morning|nashta/, 'breakfast'],
];

/** Categories that hold main dishes whatever their dishes are called ("Seekh Kebab Paratha Roll" in Wraps). */
const MAIN_CATEGORY =
  /\b(mains?|entrees?|pizzas?|burgers?|pasta|wraps?|rolls?|bowls?|rice|biryani|bbq|grill|curr(y|ies)|karahi|sandwich(es)?|noodles|kebabs?|steaks?)\b/;

const COURSE_BY_NAME: [RegExp, Course][] = [
  [/\bbowl\b/, 'main'],
  [
    /\b(chai|tea|coffee|latte|americano|cappuccino|espresso|mocha|lassi|lemonade|juice|milkshake|shake|smoothie|soda|margarita|mojito|cooler|sharbat|water|cola)\b/,
    'drink',
  ],
  [
    /\b(kheer|kulfi|jamun|halwa|cake|brownie|pudding|ice cream|sorbet|custard|trifle|jalebi|rasmalai|barfi|cheesecake|tart|cookie|donut|doughnut|sundae|gelato|mousse|tiramisu|waffle)s?\b/,
    'dessert',
  ],
  [/\b(soup|shorba|yakhni|broth|tom yum)\b/, 'soup'],
  [/\bsalad\b/, 'salad'],
  [/\b(naan|roti|raita|fries|samosa|pakora|garlic bread|chips|wedges|nuggets)s?\b/, 'side'],
  [/\b(omelett?e|porridge|pancakes?|cereal|parfait|eggs benedict|french toast|halwa puri)\b/, 'breakfast'],
];

/**
 * A dish's name with each word its own list spells out more fully read as that ingredient: the "Bacon" of a burger
 * that lists "beef bacon" is that, no pork; the "Pepperoni" of a pizza that lists "chicken pepperoni" no pork either.
 */
function spelledOut(name: string, listed: readonly string[]): string {
  return name
    .split(' ')
    .map((word) => listed.find((ingredient) => ingredient.endsWith(` ${word}`) && !name.includes(ingredient)) ?? word)
    .join(' ');
}

/** Fried by what it is called, even when the menu does not say so: wings, nuggets, tempura, pakoras, crispy tofu. */
const FRIED =
  /\b(fried|deep-fried|fries|fry|wings|nuggets|tempura|pakoras?|samosas?|katsu|karaage|zinger|onion rings|poppers|spring rolls?|fritters?|crispy (?:chicken|tofu|fish|fillets?|paneer|prawns?|shrimp|calamari|squid|shallots|onions?|cubed potatoes|potato(?:es)?)|broast|churros|doughnuts?|donuts?|falafel|hash browns?|battered|breaded)\b/;

/**
 * Whether a dish itself is fried, as its name says (a zinger, a pakora) or most versions of it are, where a batter, a
 * breading and a fryer's oil may hide what its list leaves out; the fried onions a nihari is topped with are no
 * batter.
 */
function isBattered(item: Pick<MenuItem, 'name'>, friedItself: boolean): boolean {
  return friedItself || FRIED.test(item.name.toLowerCase());
}

/**
 * What a dish's batter or breading may hide: all that many versions of it hold where the dish itself is fried
 * (`isBattered`), else what many versions of its fried parts hold (the nuggets of a kids' meal).
 */
export function inBatterOf(item: Pick<MenuItem, 'name'>, usual: UsualParts): Hidden[] {
  return isBattered(item, usual.friedItself) ? usual.maybe : usual.friedPartsMaybe;
}

/** Ingredients that are made of others, which the menu does not list. */
const COMPOSITE = /\b(sauce|dressing|marinade|gravy|spread|seasoning|paratha|batter|glaze|paste|chutney|mix)\b/;

/** Drinks whose name says they are sugary, whatever their ingredient list says. */
const SUGARY_DRINK =
  /\b(juice|soda|cola|smoothie|shake|milkshake|lemonade|boba|bubble tea|milk tea|frappe|mocktail|slush)\b/;
const UNSWEETENED = /\b(diet|zero|sugar[- ]free|unsweetened|no sugar)\b/;

const BREAKFAST_NAME = /\b(breakfast|brunch|nashta|omelett?e|porridge|pancakes?|parfait|halwa puri|cereal)\b/;
const BREAKFAST_DESCRIPTION = /\b(breakfast|brunch|morning)\b/;
/** Morning drinks: the caffeinated ones, and lassi, juice and smoothies. Herbal tea is for the evening. */
const BREAKFAST_DRINK = /\b(lassi|juice|smoothie)\b/;

const DESI =
  /\b(desi|pakistani|indian|lahori|peshawari|sindhi|punjabi|karachi|karahi|nihari|biryani|haleem|daal|dal|tarka|tadka|tikka|kebabs?|kababs?|seekh|chapli|boti|parathas?|naan|roti|chapati|puris?|halwa|raita|chai|lassi|kulfi|kheer|gulab jamun|jalebi|samosas?|pakoras?|chaat|paneer|palak|saag|korma|qorma|pulao|aloo|keema|qeema|tandoori|dhaba|achar|karak|doodh patti)\b/;

/** Descriptions say what a dish is not ("not spicy", "nut-free"); those words must not count for it. */
export function positiveWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b[\w-]+[- ]free\b/g, ' ')
    .replace(/\b(no|not|without|zero|never|non|rather than)\b[^.,;:!?]*/g, ' ');
}

function course(item: MenuItem, category: string, name: string): Course {
  const byCategory = COURSE_BY_CATEGORY.find(([pattern]) => pattern.test(category));
  if (byCategory) return byCategory[1];
  if (MAIN_CATEGORY.test(category)) return 'main';
  return COURSE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'main';
}

const COLD_NAME =
  /\b(iced|ice|cold|chilled|frozen|shake|milkshake|smoothie|lassi|lemonade|sorbet|kulfi|ice cream|salad|juice|soda|margarita|slush|cooler|falooda|parfait|gelato)\b/;
const HOT_NAME =
  /\b(soup|tea|chai|coffee|latte|americano|cappuccino|espresso|karahi|nihari|haleem|curry|biryani|grilled|fried|roast|roasted|baked|tandoori|sizzling|porridge|pulao|daal|dal|burger|pizza|pasta|naan|paratha|omelett?e)\b/;
const COLD_WORDS = /\b(chilled|cold|iced|icy|frozen|cool|cooling|refreshing)\b/g;
const HOT_WORDS =
  /\b(hot|warm|warming|steaming|sizzling|piping|baked|griddled|grilled|fried|slow-cooked|simmered|wok|tandoor)\b/g;

function temperature(
  item: MenuItem,
  ingredients: string,
  name: string,
  description: string,
  courseOf: Course,
): Temperature | null {
  if (item.tags.includes('hot')) return 'hot';
  if (item.tags.includes('cold')) return 'cold';
  let cold = 0;
  let hot = 0;
  if (COLD_NAME.test(name)) cold += 3;
  else if (HOT_NAME.test(name)) hot += 2;
  if (/\b(ice|frozen|crushed ice)\b/.test(ingredients)) cold += 2;
  else if (/\bice cream\b/.test(ingredients)) cold += 1;
  if (/\bhot water\b/.test(ingredients)) hot += 2;
  cold += (description.match(COLD_WORDS) ?? []).length;
  hot += (description.match(HOT_WORDS) ?? []).length;
  if (courseOf === 'salad') cold += 1;
  else if (courseOf === 'main' || courseOf === 'soup' || courseOf === 'breakfast') hot += 1;
  if (cold === hot) return null;
  return cold > hot ? 'cold' : 'hot';
}

const SWEET_DESCRIPTION =
  /\b(very sweet|sweet|lightly sweet|slightly sweet|fruity|sugary|syrupy)\b(?!\s+(\w+\s+)?(corn|potato|potatoes|onions?|chil(i|li)|peppers?|paprika|and sour|soy))/;

function sweetness(
  item: MenuItem,
  facts: IngredientFacts,
  courseOf: Course,
  name: string,
  description: string,
): number {
  if (item.tags.includes('sweet')) return 0.9;
  // A menu that tags dishes tags the sweet ones; an untagged dish may still taste a little sweet.
  const cap = traitTags(item).length > 0 ? 0.3 : 1;
  const dessert = courseOf === 'dessert' || COURSE_BY_NAME[2]![0].test(name) ? 0.9 : 0;
  const said = SWEET_DESCRIPTION.exec(description)?.[1];
  const described = !said
    ? 0
    : said === 'very sweet'
      ? 0.9
      : said.includes('ly sweet') || said === 'fruity'
        ? 0.45
        : 0.6;
  const fromIngredients = Math.min(0.8, 0.25 * facts.sweeteners + (facts.fruits >= 2 ? 0.35 : 0.15 * facts.fruits));
  const savoury = facts.meat || facts.seafood ? 0.2 : facts.savoury ? 0.6 : 1;
  const sources = [dessert, described, fromIngredients].filter((x) => x > 0).length;
  const base = dessert > 0 ? dessert : Math.max(described, fromIngredients) * savoury;
  return Math.min(cap, base + 0.05 * Math.max(0, sources - 1));
}

const HEAVY_WORDS = /\b(heavy|filling|hearty|rich|indulgent|generous|feast|loaded|serves two|for two)\b/g;
const LIGHT_WORDS = /\b(light|lighter|lightly|refreshing|low in calories|low-calorie|fresh)\b/g;
const DEFAULT_HEAVINESS: Record<Course, number> = {
  main: 0.6,
  breakfast: 0.5,
  side: 0.3,
  soup: 0.3,
  salad: 0.3,
  dessert: 0.4,
  drink: 0.1,
};

function heaviness(item: MenuItem, courseOf: Course, description: string): number {
  let h = item.calories === null ? DEFAULT_HEAVINESS[courseOf] : clamp((item.calories - 200) / 800);
  h += 0.08 * (description.match(HEAVY_WORDS) ?? []).length;
  h -= 0.08 * (description.match(LIGHT_WORDS) ?? []).length;
  if (item.tags.includes('heavy')) h = Math.max(h, 0.75);
  else if (item.tags.includes('light')) h = Math.min(h, 0.3);
  else if (traitTags(item).length > 0) h = Math.min(Math.max(h, 0.46), 0.64);
  return clamp(h);
}

const STATED_PROTEIN = /(\d+)\s*g\b(?:\s+(?:of\s+)?(?:plant\s+)?protein)?/;
const STATED_MEAT =
  /\b(\d{2,4})\s*g\s+(?:(?:of|grilled|roasted|smoked|seared|aged|prime|lean|tender|juicy|charred)\s+)*(?:beef|sirloin|ribeye|rib eye|steak|chicken|lamb|mutton|fish|salmon|tuna|fillet|tenderloin|brisket|chops?|kebab|turkey|prawns?|shrimp)\b/;

function protein(item: MenuItem, facts: IngredientFacts, description: string): number {
  const sentence = description.split(/[.;]/).find((s) => /protein/.test(s));
  const stated = sentence && STATED_PROTEIN.exec(sentence);
  if (stated) return Number(stated[1]);
  const share = [0.07, 0.14, 0.22, 0.3][facts.proteinClass]!;
  const calories = item.calories ?? 500;
  let grams = (calories * share * (facts.starch ? 0.75 : 1) * 0.85 ** Math.min(3, facts.richness)) / 4;
  if (item.tags.includes('high-protein') || /\b(high in protein|high protein|protein[- ]rich)\b/.test(description)) {
    grams = Math.max(grams, 30);
  }
  // "250 g sirloin", "300g grilled ribeye": cooked meat and fish are about a quarter protein.
  const portion = STATED_MEAT.exec(description);
  if (portion) grams = Math.max(grams, Number(portion[1]) * 0.25);
  return Math.round(grams);
}

const MAIN_PROTEINS = ['chicken', 'beef', 'mutton', 'lamb', 'fish', 'prawn', 'salmon', 'paneer', 'tofu', 'egg'].map(
  (word) => [word, new RegExp(`\\b${word}s?\\b`)] as const,
);
const MEATS = new Set(['chicken', 'beef', 'mutton', 'lamb', 'fish', 'prawn', 'salmon']);

/** The protein a dish is named for, or the meat it holds: eggs in a pancake batter do not make an egg dish. */
function mainProtein(name: string, ingredients: readonly string[]): string | null {
  const named = MAIN_PROTEINS.find(([, pattern]) => pattern.test(name));
  if (named) return named[0];
  return (
    MAIN_PROTEINS.find(([word, pattern]) => MEATS.has(word) && ingredients.some((i) => pattern.test(i)))?.[0] ?? null
  );
}

function mealTimes(
  item: MenuItem,
  courseOf: Course,
  name: string,
  description: string,
  caffeinated: boolean,
): Record<MealTag, number> {
  const tagged = (['breakfast', 'lunch', 'dinner'] as const).filter((m) => item.tags.includes(m));
  const fits = (meal: MealTag): number => {
    if (tagged.length > 0) return tagged.includes(meal) ? 1 : 0.1;
    if (meal === 'breakfast') {
      if (courseOf === 'breakfast' || BREAKFAST_NAME.test(name) || BREAKFAST_DESCRIPTION.test(description)) return 1;
      return courseOf === 'drink' && (caffeinated || BREAKFAST_DRINK.test(name)) ? 0.8 : 0.15;
    }
    if (new RegExp(`\\b${meal}`).test(description)) return 1;
    return courseOf === 'breakfast' ? 0.2 : 1;
  };
  return { breakfast: fits('breakfast'), lunch: fits('lunch'), dinner: fits('dinner') };
}

const NOT_KINDS = new Set(['and', 'with', 'the', 'of', 'a', 'in', 'pc', 'pcs', 'kg', 'half', 'full']);

function kinds(
  item: MenuItem,
  ingredientList: readonly string[],
  courseOf: Course,
  name: string,
  description: string,
): Map<string, number> {
  const ingredients = ingredientList.join(', ');
  const category = item.category.toLowerCase();
  const result = new Map<string, number>();
  const set = (kind: string, strength: number) => result.set(kind, Math.max(result.get(kind) ?? 0, strength));
  for (const t of tokenize(name)) if (t.kind === 'word' && !NOT_KINDS.has(t.word)) set(t.stem, 0.8);
  for (const t of tokenize(item.category)) if (t.kind === 'word' && !NOT_KINDS.has(t.word)) set(t.stem, 1);
  set(courseOf, 1);
  if (courseOf !== 'drink') set('food', 1);
  if (courseOf === 'salad') set('main', 0.9);
  if (courseOf === 'side' || /\bsnack/.test(description)) set('snack', 1);
  else if (courseOf !== 'drink' && courseOf !== 'main' && (item.calories ?? 500) <= 400) set('snack', 0.7);
  else if (courseOf === 'main' && (item.calories ?? 500) <= 400) set('snack', 0.5);
  if (DESI.test(`${name} ${ingredients} ${description}`)) set('desi', 0.6);
  for (const kind of knownKinds(`${name} ${category}`, ingredientList, courseOf)) set(kind, 1);
  return result;
}

/** The knowledge base's kinds a dish is, from its name and category words, its ingredients and its course. */
function knownKinds(names: string, ingredients: readonly string[], courseOf: Course): string[] {
  const words = ` ${names.replace(/[^a-z]+/g, ' ')} `;
  const named = (term: string) => words.includes(` ${term} `) || words.includes(` ${term}s `);
  const holds = (term: string) => ingredients.some((i) => i === term || i.endsWith(` ${term}`));
  return Object.entries(DISH_KINDS)
    .filter(([, kind]) => kind.course === courseOf || kind.names.some(named) || (kind.ingredients ?? []).some(holds))
    .map(([name]) => name);
}

/** The tags that describe how a dish is (sweet, heavy, lunch), not what it is made without ("garlic-free"). */
export const traitTags = (item: Pick<MenuItem, 'tags'>) => item.tags.filter((tag) => !tag.endsWith('-free'));

export function profileDish(item: MenuItem): DishProfile {
  const name = item.name.toLowerCase();
  const category = item.category.toLowerCase();
  const description = positiveWords(item.description);
  // Only what most versions hold leaves a dish out: leaving out every karahi that might hold cream would leave out
  // most of what customers rightly expect. What some versions hold is only never promised away (`unsure`).
  const usual = usualParts(item);
  const { hidden, maybe, fried, sweet } = usual;
  const listed = item.ingredients.map(normaliseIngredient);
  const ingredients = [
    ...listed,
    // Hidden parts a customer names by the word ("no onion", "no alcohol") join what "no X" is checked against,
    // once: the honey of a tea that lists its honey is no second sweetener.
    ...hidden.filter((part) => !ALLERGENS.includes(part as Allergen) && part !== 'caffeine' && !listed.includes(part)),
  ];
  const facts = ingredientFacts(ingredients);
  const allergens = new Set<Allergen>(facts.allergens);
  const listedAllergens = new Set(allergens);
  for (const declared of [...item.allergens, ...hidden]) {
    const known = ALLERGENS.find((a) => a === declared.toLowerCase());
    if (known) allergens.add(known);
  }
  const animal = facts.meat || facts.seafood || allergens.has('fish') || allergens.has('shellfish');
  const courseOf = course(item, category, name);
  const contents = [...ingredients, spelledOut(normaliseIngredient(item.name), listed)];
  return {
    item,
    allergens,
    vegan: item.type === 'vegan' && !animal && !facts.otherAnimal && !allergens.has('dairy') && !allergens.has('egg'),
    vegetarian: item.type !== 'non-veg' && !animal,
    meat: facts.meat,
    seafood: facts.seafood,
    caffeine: facts.caffeine || hidden.includes('caffeine'),
    unsure: new Set(maybe),
    hiddenOnly: new Set(
      [...allergens].filter((allergen) => !listedAllergens.has(allergen) && !item.allergens.includes(allergen)),
    ),
    starchy: facts.carbs || facts.sweeteners > 0 || courseOf === 'dessert' || SUGARY_DRINK.test(name),
    fried: fried || FRIED.test(`${name} ${ingredients.join(' ')} ${description}`),
    inBatter: new Set(inBatterOf(item, usual)),
    contents,
    contentStems: new Set(tokenize(contents.join(' ')).map((t) => t.stem)),
    wordStems: new Set(tokenize(`${contents.join(' ')} ${item.category} ${description}`).map((t) => t.stem)),
    course: courseOf,
    kinds: kinds(item, ingredients, courseOf, name, description),
    mealTimes: mealTimes(item, courseOf, name, description, facts.caffeine),
    temperature: temperature(item, ingredients.join(', '), name, description, courseOf),
    sweetness: sweetness(item, facts, courseOf, name, description),
    usuallySweet: sweet || (courseOf === 'drink' && SUGARY_DRINK.test(name) && !UNSWEETENED.test(name)),
    heaviness: heaviness(item, courseOf, description),
    protein: protein(item, facts, description),
    mainProtein: mainProtein(name, ingredients),
    doubtfulIngredients: ingredients.filter((i) => COMPOSITE.test(i)).length,
    forKids: /\b(kids?|children|childrens|junior)\b/.test(`${name} ${category}`),
  };
}

function clamp(x: number): number {
  return Math.max(0, Math.min(1, x));
}

/**
 * Ranks a menu for an intent. Hard constraints (diet, allergens, what was left out, budget, "nothing spicy") are
 * checked against each dish's own data and never relaxed. Wishes (a named dish or kind, low-carb, sweet, spice,
 * hot or cold, light or heavy, a meal time) then narrow the list one by one, most important first; a wish that
 * nothing left fits is relaxed, and the answer says so. The soft preferences order what is left.
 */
import type { MenuItem, Recommendation, RecommendationAnswer, RecommendationType } from '../engine.ts';
import { isUsualPart } from '../../../shared/usual-parts.ts';
import type { Intent } from '../intent.ts';
import {
  allowedDishes,
  categoryStrength,
  doubtedAllergens,
  leftOutInDoubt,
  namesDish,
  requestedCategories,
  SWEET,
  withParsedText,
  withPriceCaps,
} from './constraints.ts';
import type { DishProfile } from './dish-profile.ts';
import { parseIntent } from './intent-parser.ts';
import { menuIndex } from './menu-index.ts';
import { oftenFriedInNote, oftenHeldNote, unknownWordNote } from './notes.ts';
import type { MenuIndex } from './menu-index-types.ts';
import { mostAlike, standInFor } from './stand-ins.ts';
import { stem } from './text.ts';
import { reasonFor } from './reasons.ts';
import { COURSE_PRIOR, expandKeywords, mealFit, score, type Keywords } from './scoring.ts';
import { ASSOCIATION_MODEL, type AssociationModel } from './word-association.ts';

export const MAX_RECOMMENDATIONS = 8;
/** A request that several dishes fit gets at least this many, when that many keep its hard constraints. */
const MIN_RECOMMENDATIONS = 5;
/** Past the first five, dishes scoring under this share of the best one fit the request too loosely to show. */
const CUTOFF = 0.5;
/** How much a stand-in's words count against the words of the request itself. */
const STAND_IN_WEIGHT = 0.7;
/** What "heavy" and "light" ask for at least and at most, on the 0 to 1 heaviness scale (about 720 and 560 kcal). */
const HEAVY = 0.65;
const LIGHT = 0.45;

/** What is left to rank for a request once hard constraints and wishes have narrowed the menu. */
interface Shortlist {
  wanted: Intent;
  index: MenuIndex;
  keywords: Keywords;
  /** The requested kinds that still order the candidates (none once the kind had to be relaxed). */
  categories: string[][];
  candidates: DishProfile[];
  notes: string[];
  relaxed: boolean;
  understood: boolean;
}

/**
 * Reads the request and narrows the menu: hard constraints first, then each wish that something still fits. With
 * `text`, the request is also read by the built-in parser: its exclusions, diet and limits are added to the
 * intent (a model that misses an allergy must not cost the customer), and its leftover words feed relevance.
 */
function shortlist(intent: Intent, type: RecommendationType, menu: readonly MenuItem[], text?: string): Shortlist {
  const index = menuIndex(menu);
  const wanted = withPriceCaps(index, text ? withParsedText(intent, parseIntent(text, type, menu)) : intent);
  const notes = wanted.unknownExclusions.map(unknownWordNote);
  const keywords = expandKeywords(wanted, index);
  const missing: string[] = [];
  const standIns = [...new Set([...wanted.keywords, ...wanted.categories])].flatMap((word) => {
    const standIn = standInFor(word, index);
    if (standIn) missing.push(word.toLowerCase());
    return standIn ? [standIn] : [];
  });
  /** What the menu lacks, and whether other dishes are offered in its place. */
  const sayMissing = (othersOffered: boolean) =>
    notes.push(
      ...missing.map(
        (word) => `We have no ${word} on the menu today${othersOffered ? ', so here are other dishes' : ''}.`,
      ),
    );
  // What stands in orders the answer as a wish for it would ("fish" and "avocado" for sushi).
  for (const s of standIns.flatMap((standIn) => standIn.words).map(stem)) {
    if (index.bm25.has(s)) keywords.query.set(s, Math.max(keywords.query.get(s) ?? 0, STAND_IN_WEIGHT));
  }
  let categories = requestedCategories(index, wanted);
  const list = { wanted, index, keywords, categories, candidates: [], notes, relaxed: false };
  if (!understood(wanted, keywords, index)) {
    sayMissing(true);
    return { ...list, understood: false };
  }

  let candidates = allowedDishes(index, wanted);
  sayMissing(candidates.length > 0);
  const allowed = candidates;
  if (candidates.length === 0) {
    sayOftenHeld(notes, index, wanted, allowed, []);
    return { ...list, understood: true };
  }
  let relaxed = false;
  const standIn: Wish[] = standIns.length
    ? [{ fits: (dish) => standIns.some((standIn) => standIn.fits(dish)), relaxed: '' }]
    : [];
  const applied: Wish[] = [];
  for (const wish of [...standIn, ...wishes(wanted, keywords, categories, index)]) {
    const kept = candidates.filter(wish.fits);
    if (kept.length > 0) {
      candidates = kept;
      applied.push(wish);
    } else {
      candidates = wish.closest?.(candidates) ?? candidates;
      if (wish.relaxed) {
        notes.push(tooSpicy(wish, wanted, index) ?? wish.relaxed);
        relaxed = true;
      }
      // A kind that had to go no longer orders the rest.
      if (wish.kind) categories = [];
    }
  }
  sayOftenHeld(notes, index, wanted, allowed, applied);
  return { ...list, categories, candidates, relaxed, understood: true };
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

/**
 * Says what was left out only in doubt (`doubtedAllergens`, or `leftOutInDoubt`: many versions of the dish hold
 * it), when such a dish would otherwise have fitted every wish that narrowed the answer.
 */
function sayOftenHeld(
  notes: string[],
  index: MenuIndex,
  wanted: Intent,
  allowed: readonly DishProfile[],
  applied: readonly Wish[],
): void {
  const kept = new Set(allowed);
  const strict = unique(leftOutInDoubt(wanted)).filter(isUsualPart);
  const doubted = (dish: DishProfile) =>
    doubtedAllergens(wanted, dish).length > 0 || strict.some((part) => dish.unsure.has(part));
  const suspects = index.profiles.filter((dish) => !kept.has(dish) && doubted(dish));
  if (suspects.length === 0) return;
  const onlyForThat = allowedDishes({ profiles: suspects }, wanted, { doubting: false }).filter((dish) =>
    applied.every((wish) => wish.fits(dish)),
  );
  // An allergy's doubt reaches every dish; a plain "no" only what a batter or breading may hide.
  const forAllergy = unique(wanted.allergies).filter((allergen) =>
    onlyForThat.some((dish) => dish.unsure.has(allergen)),
  );
  const inBatter = unique(wanted.excludeAllergens).filter(
    (allergen) => !forAllergy.includes(allergen) && onlyForThat.some((dish) => dish.inBatter.has(allergen)),
  );
  const forRule = strict.filter((part) => onlyForThat.some((dish) => dish.unsure.has(part)));
  if (forAllergy.length + forRule.length > 0) notes.push(oftenHeldNote([...forAllergy, ...forRule]));
  if (inBatter.length > 0) notes.push(oftenFriedInNote(inBatter));
}

/**
 * Recommends up to eight available dishes for `intent`, best first (see `shortlist`). `association` is the learned
 * word association to rank with; training passes the one it is cross-validating.
 */
export function rankMenu(
  intent: Intent,
  type: RecommendationType,
  menu: readonly MenuItem[],
  text?: string,
  association: AssociationModel = ASSOCIATION_MODEL,
): RecommendationAnswer {
  const { wanted, index, keywords, categories, candidates, notes, relaxed, understood } = shortlist(
    intent,
    type,
    menu,
    text,
  );
  if (candidates.length === 0) return { items: [], notes, relaxed, understood };
  if (!hasPreference(wanted) && keywords.query.size === 0 && keywords.concepts.size === 0) {
    return { items: varied(candidates, wanted), notes, relaxed, understood };
  }
  const foods = new Set(keywords.foods.flat());
  const scored = score(candidates, wanted, type, index, keywords, categories, association);
  const best = scored[0]!.score;
  const close = scored.filter((entry) => entry.score >= best * CUTOFF).length;
  const shown = scored.slice(0, Math.min(MAX_RECOMMENDATIONS, Math.max(close, MIN_RECOMMENDATIONS)));
  return {
    items: shown.map(({ dish }) => ({ item: dish.item, reason: reasonFor(dish, wanted, foods) })),
    notes,
    relaxed,
    understood,
  };
}

/**
 * Said plainly when heat is why nothing asked for fits: "karahi, but mild" where every karahi is very spicy gets
 * mild dishes like it and the reason, never the karahis.
 */
function tooSpicy(wish: Wish, wanted: Intent, index: MenuIndex): string | null {
  const limit = wanted.spiceMax;
  if (limit === null || !wish.label) return null;
  const asked = index.profiles.filter((dish) => dish.item.available && wish.fits(dish));
  if (!asked.length || asked.some((dish) => dish.item.spiceLevel <= limit)) return null;
  const heat = asked.every((dish) => dish.item.spiceLevel === 3) ? 'very spicy' : 'spicier than you asked for';
  return `Every ${wish.label} on the menu is ${heat}, so here are milder dishes like it.`;
}

interface Wish {
  fits(dish: DishProfile): boolean;
  /** What the wish asks for in the customer's words ("karahi"), where it names something. */
  label?: string;
  /** When nothing fits: the dishes that come closest, instead of all of them. */
  closest?(dishes: readonly DishProfile[]): DishProfile[];
  /** What the answer says when the wish had to be relaxed; nothing for a stand-in, whose note is said already. */
  relaxed: string;
  /** The wish is for a kind of dish. */
  kind?: true;
}

/** The request's wishes, most important first: a later one is relaxed before an earlier one. */
function wishes(wanted: Intent, keywords: Keywords, categories: readonly string[][], index: MenuIndex): Wish[] {
  const menu = index.profiles;
  const list: Wish[] = [];
  const named = wanted.dishNames.map(namesDish);
  if (named.length) {
    const fits = (dish: DishProfile) => named.some((names) => names(dish));
    list.push({
      fits,
      closest: (dishes) => mostAlike(index, menu.filter(fits), dishes),
      label: wanted.dishNames.join(' or '),
      relaxed: `${wanted.dishNames.join(' or ')} doesn't fit everything else you asked, so here are the closest dishes that do.`,
    });
  }
  if (categories.length) {
    // Instead of a pizza, another dish of the same course: a burger or a wrap, not a drink.
    const courses = new Set(menu.filter((dish) => categoryStrength(dish, categories) > 0).map((dish) => dish.course));
    list.push({
      fits: (dish) => categoryStrength(dish, categories) > 0,
      closest: (dishes) => {
        const alike = dishes.filter((dish) => courses.has(dish.course));
        return alike.length ? alike : [...dishes];
      },
      kind: true,
      label: wanted.categories.join(' or ').toLowerCase(),
      relaxed: `Nothing of the kind you asked for (${wanted.categories.join(', ')}) fits everything else, so here are the closest dishes that do.`,
    });
  }
  if (keywords.foods.length) {
    const fits = (dish: DishProfile) => keywords.foods.some((food) => food.some((s) => dish.contentStems.has(s)));
    list.push({
      fits,
      closest: (dishes) => mostAlike(index, menu.filter(fits), dishes),
      label: wanted.keywords.filter((word) => keywords.foods.flat().includes(stem(word))).join(' or '),
      relaxed: 'Nothing with what you named fits everything else you asked, so here are the closest dishes that do.',
    });
  }
  if (wanted.caffeine) {
    list.push({
      fits: (dish) => dish.caffeine,
      relaxed: 'Nothing with caffeine fits everything else you asked, so these keep the rest of it.',
    });
  }
  if (wanted.sweet !== null) {
    const sweet = wanted.sweet;
    list.push({
      // Savoury is said of food: no drink is what "something savoury" asks for.
      fits: (dish) => (sweet ? dish.sweetness >= SWEET : dish.sweetness < SWEET && dish.course !== 'drink'),
      relaxed: sweet ? 'Nothing sweet fits the rest of what you asked.' : 'Everything that fits the rest is sweet.',
    });
  }
  const spiceMin = wanted.spiceMin;
  if (spiceMin !== null && spiceMin > 0) {
    list.push({
      fits: (dish) => dish.item.spiceLevel >= Math.min(spiceMin, 2),
      closest: (dishes) => extremes(dishes, (dish) => dish.item.spiceLevel),
      relaxed: 'Nothing that fits the rest is spicy, so these are the hottest that do.',
    });
  }
  const spiceMax = wanted.spiceMax;
  if (spiceMax !== null && spiceMax > 0) {
    list.push({
      fits: (dish) => dish.item.spiceLevel <= spiceMax,
      closest: (dishes) => extremes(dishes, (dish) => -dish.item.spiceLevel),
      relaxed: 'Nothing that fits the rest is mild, so these are the mildest that do.',
    });
  }
  const temperature = wanted.temperature;
  if (temperature) {
    list.push({
      fits: (dish) => dish.temperature === temperature,
      relaxed: `Nothing that fits the rest is served ${temperature}.`,
    });
  }
  if (wanted.weight === 'heavy') {
    list.push({ fits: (dish) => dish.heaviness >= HEAVY, relaxed: 'Nothing that fits the rest is really filling.' });
  }
  if (wanted.weight === 'light') {
    list.push({ fits: (dish) => dish.heaviness <= LIGHT, relaxed: 'Nothing that fits the rest is light.' });
  }
  const minPrice = wanted.minPrice;
  if (minPrice !== null) {
    list.push({
      fits: (dish) => dish.item.price >= minPrice - 1e-9,
      closest: (dishes) => extremes(dishes, (dish) => dish.item.price),
      relaxed: 'Nothing that fits the rest costs as much as you said, so these are the dearest that do.',
    });
  }
  const mealTime = wanted.mealTime;
  if (mealTime) {
    list.push({
      fits: (dish) => mealFit(dish, wanted, categories.length > 0) >= 0.5,
      relaxed: `Nothing that fits the rest is a ${mealTime} dish.`,
    });
  }
  return list;
}

/** The dishes with the highest `measure`: at least five where there are five, so one near miss is not all. */
function extremes(dishes: readonly DishProfile[], measure: (dish: DishProfile) => number): DishProfile[] {
  const measures = dishes.map(measure).sort((a, b) => b - a);
  const floor = measures[Math.min(MIN_RECOMMENDATIONS, measures.length) - 1]!;
  return dishes.filter((dish) => measure(dish) >= floor);
}

/**
 * Whether the request has any food meaning: something asked for or left out, a mood, a word of the menu, or a
 * word about eating. Gibberish and questions about anything else get "I didn't understand that".
 */
function understood(wanted: Intent, keywords: Keywords, index: MenuIndex): boolean {
  // A word only a description uses ("a Lahore winter favourite") is no food: "weather in Lahore?" is no request.
  const namesFood = (s: string) => index.nameStems.has(s) || index.ingredientStems.has(s) || index.categoryStems.has(s);
  return (
    wanted.saysFood ||
    hasPreference(wanted) ||
    wanted.unknownExclusions.length > 0 ||
    [...keywords.query.keys()].some(namesFood) ||
    keywords.concepts.size > 0
  );
}

function hasPreference(intent: Intent): boolean {
  return (
    intent.mood !== null ||
    intent.diet !== null ||
    intent.excludeAllergens.length > 0 ||
    intent.excludeIngredients.length > 0 ||
    intent.maxPrice !== null ||
    intent.minPrice !== null ||
    intent.cheap ||
    intent.mealTime !== null ||
    intent.temperature !== null ||
    intent.weight !== null ||
    intent.maxCalories !== null ||
    intent.minCalories !== null ||
    intent.highProtein ||
    intent.caffeine ||
    intent.spiceMin !== null ||
    intent.spiceMax !== null ||
    intent.sweet !== null ||
    intent.categories.length > 0 ||
    intent.dishNames.length > 0
  );
}

/** Nothing asked for: one dish from each category in menu order, mains first, so the answer shows the range. */
function varied(candidates: readonly DishProfile[], intent: Intent): Recommendation[] {
  const ordered = [...candidates].sort((a, b) => COURSE_PRIOR[b.course] - COURSE_PRIOR[a.course]);
  const byCategory = new Map<string, DishProfile[]>();
  for (const dish of ordered) byCategory.set(dish.item.category, [...(byCategory.get(dish.item.category) ?? []), dish]);
  const picks: DishProfile[] = [];
  for (let round = 0; picks.length < MAX_RECOMMENDATIONS && picks.length < ordered.length; round++) {
    for (const dishes of byCategory.values()) {
      const dish = dishes[round];
      if (dish && picks.length < MAX_RECOMMENDATIONS) picks.push(dish);
    }
  }
  return picks.map((dish) => ({ item: dish.item, reason: reasonFor(dish, intent, new Set()) }));
}

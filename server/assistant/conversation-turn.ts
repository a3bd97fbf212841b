/**
 * One turn of the chat with the assistant: a new question, or a follow-up of the answer before (`follow-up.ts`),
 * maybe asking for a combination (`combination.ts`). Whatever the turn steers (cheaper than those shown, others than
 * those, like one of them) narrows the menu the engine sees, so the engine's limits layer and truth check still
 * stand behind every dish answered.
 */
import { carriedPrice, type RecommendBody } from '../../shared/assistant.ts';
import { formatPrice } from '../../shared/money.ts';
import { parseIntent } from './built-in/intent-parser.ts';
import { saysWhatWasLeftOut } from './built-in/notes.ts';
import { MAX_SERVINGS } from './built-in/people.ts';
import { chooseBundle, coursesOf, type Bundle, type Course } from './combination.ts';
import type { MenuItem, Recommendation, RecommendationAnswer, RecommendationType } from './engine.ts';
import { joinTurns, readConversation, turnsOf, withoutPeople, type FollowUp } from './follow-up.ts';

/** How many dishes an answer shows at most. */
export const MAX_SHOWN = 8;

export type Recommend = (text: string, type: RecommendationType, menu: readonly MenuItem[]) => Promise<EngineAnswer>;
type EngineAnswer = RecommendationAnswer & { engine: 'built-in' | 'ollama' };

export interface TurnAnswer {
  /** The whole conversation's request, this turn included. */
  request: string;
  servings: number;
  items: Recommendation[];
  bundle: Bundle | null;
  /** The engine's notes, then what this turn's steering left out. */
  notes: string[];
  understood: boolean;
  engine: EngineAnswer['engine'];
}

/** Only dishes the menu can sell and `keep` accepts. */
const narrowed = (menu: readonly MenuItem[], keep: (item: MenuItem) => boolean) =>
  menu.map((item) => (item.available && !keep(item) ? { ...item, available: false } : item));

/** The shown dish a "like" points at: its place among those shown (counted as shown), or the one named. */
function likedDish(like: FollowUp['like'], shownIds: readonly number[], byId: ReadonlyMap<number, MenuItem>) {
  if (!like) return null;
  if ('position' in like) {
    const id = shownIds.at(like.position);
    return id === undefined ? null : (byId.get(id) ?? null);
  }
  const said = new RegExp(`\\b${like.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return shownIds.flatMap((id) => byId.get(id) ?? []).find((item) => said.test(item.name)) ?? null;
}

/** How near a dish is to the one liked: same course, shared ingredients, the same kind of food and heat. */
function likeness(liked: MenuItem, item: MenuItem): number {
  const theirs = new Set(liked.ingredients.map((name) => name.toLowerCase()));
  const shared = item.ingredients.filter((name) => theirs.has(name.toLowerCase())).length;
  const union = new Set([...theirs, ...item.ingredients.map((name) => name.toLowerCase())]).size || 1;
  return (
    (item.category === liked.category ? 2 : 0) +
    (3 * shared) / union +
    (item.type === liked.type ? 1 : 0) -
    0.5 * Math.abs(item.spiceLevel - liked.spiceLevel)
  );
}

/**
 * A set's budget is the whole order's: read without the number of people and the words that share a budget out per
 * dish ("2 log, 12$ total" is 12 for the set, 6 a plate for each course's dishes).
 */
const wholeOrder = (text: string) =>
  withoutPeople(text).replace(/\b(?:both|together|total|altogether|combined)\b/gi, ' ');

function listed(all: readonly string[]): string {
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

export async function answerTurn(
  recommend: Recommend,
  body: Pick<RecommendBody, 'text' | 'previous'> & { type: RecommendationType },
  menu: readonly MenuItem[],
): Promise<TurnAnswer> {
  const turns = [...(body.previous ? turnsOf(body.previous.request) : []), body.text];
  const conversation = readConversation(turns);
  const { servings, newest } = conversation;
  const steer = body.previous ? newest : null;
  const byId = new Map(menu.map((item) => [item.id, item]));
  const shownIds = body.previous?.shown ?? [];
  const shown = shownIds.flatMap((id) => byId.get(id) ?? []);
  const liked = likedDish(steer?.like ?? null, shownIds, byId);
  const text = conversation.engineText;
  const courses = coursesOf(text);
  const ask = (request: string, visible: readonly MenuItem[]) => recommend(request, body.type, visible);

  let visible = menu;
  const steering = unmetSteering(newest, shownIds.length, liked !== null);
  // What earlier cheaper answers undercut stays undercut: each dish, or a set's total.
  const { below } = conversation;
  if (below !== null && courses.length === 0) visible = narrowed(visible, (item) => item.price < below);
  if (steer?.somethingElse) {
    const seen = new Set(shownIds);
    visible = narrowed(visible, (item) => !seen.has(item.id));
  }
  if (liked) {
    // The others shown may come back, nearest first: they may well be what "more like it" means.
    visible = narrowed(visible, (item) => item.id !== liked.id);
    steering.push(`Like ${liked.name}.`);
  }
  if (steer && !steer.asks && !steer.cheaper && !steer.somethingElse && !liked && steer.servings !== null) {
    // "For two" alone is about the same dishes: the engine ranks those again, so every earlier limit still holds.
    const seen = new Set(shownIds);
    visible = narrowed(visible, (item) => seen.has(item.id));
  }
  const whole = courses.length > 0 ? parseIntent(wholeOrder(text), body.type, menu) : null;
  // "Under 10" leaves out a set of exactly 10; "10 tak" keeps it.
  let budget = whole?.maxPrice == null ? null : whole.maxPrice - (whole.maxPriceExcluded ? 0.005 : 0);
  if (below !== null && courses.length > 0) budget = Math.min(budget ?? Infinity, below - 0.005);
  let cheaperThan: number | null = null;
  const previousSet = (body.previous?.set ?? []).flatMap((id) => byId.get(id) ?? []);
  if (steer?.cheaper && courses.length > 0 && previousSet.length > 0) {
    const before = previousSet.reduce((sum, item) => sum + item.price * servings, 0);
    cheaperThan = before;
    budget = Math.min(budget ?? Infinity, before - 0.005);
  } else if (steer?.cheaper && courses.length === 0 && shown.length > 0) {
    cheaperThan = Math.min(...shown.map((item) => item.price));
    const below = cheaperThan;
    visible = narrowed(visible, (item) => item.price < below);
    steering.push(`Cheaper than ${formatPrice(below)}.`);
  }

  let answer: EngineAnswer;
  let bundle: Bundle | null = null;
  if (courses.length > 0) {
    ({ answer, bundle } = await combination(ask, courses, visible, servings, budget));
    const forWhom = servings > 1 ? ` for ${servings}` : '';
    const together = listed(courses.map((course) => course.name));
    if (bundle) {
      const price = formatPrice(bundle.total);
      steering.push(`Together${forWhom}: ${listed(bundle.items.map(({ item }) => item.name))}, ${price}.`);
    } else if (cheaperThan !== null) {
      steering.push(`No ${together} together cost less than ${formatPrice(cheaperThan)}${forWhom}.`);
    } else {
      const within = budget === null ? 'everything you asked' : `within ${formatPrice(budget)}`;
      const others = answer.items.length > 0 ? '; here are the best of each' : '';
      steering.push(`No ${together} together fit ${within}${forWhom}${others}.`);
    }
  } else {
    answer = await ask(text, visible);
  }
  // What a follow-up set aside, when it set something aside: the engine's notes would blame the menu for it.
  const steeredBy =
    steer?.somethingElse && shownIds.length > 0
      ? 'besides what you were shown'
      : cheaperThan !== null || below !== null
        ? 'cheaper'
        : liked
          ? 'closer'
          : null;
  const notes = steeredBy ? steeredNotes(answer.notes, steeredBy, answer.items.length > 0) : answer.notes;
  const items = liked ? byLikeness(answer.items, liked, bundle) : answer.items;
  // A cheaper answer's price stays a limit of the turns after it, carried in its turn's words (`Conversation.below`).
  const newestCarried =
    cheaperThan !== null
      ? [[steer?.rest, carriedPrice(cheaperThan)].filter(Boolean).join(', ')]
      : conversation.newestCarried
        ? [body.text]
        : [];
  return {
    request: joinTurns([...conversation.carriedEarlier, ...newestCarried]),
    servings,
    items: items.slice(0, MAX_SHOWN),
    bundle,
    notes: [...notes, ...steering],
    understood: answer.understood,
    engine: answer.engine,
  };
}

/**
 * What the newest turn asked that nothing could answer: more people than an order feeds, a comparison with dishes
 * never shown, a place among them past the last, or a dish since taken off the menu.
 */
function unmetSteering(turn: FollowUp, shown: number, likedFound: boolean): string[] {
  const notes: string[] = [];
  if (turn.crowd !== null) {
    notes.push(`One order here is for up to ${MAX_SERVINGS} people; for ${turn.crowd}, please ask the restaurant.`);
  }
  const steers = turn.cheaper || turn.somethingElse || turn.like !== null;
  const position = turn.like && 'position' in turn.like ? turn.like.position : null;
  if (steers && shown === 0 && !turn.asks) {
    notes.push('There were no dishes shown to go on from, so here is what fits your request.');
  } else if (position !== null && shown > 0 && position >= shown) {
    notes.push(
      `Only ${shown === 1 ? 'one dish was' : `${shown} dishes were`} shown, so here is what fits your request.`,
    );
  } else if (position !== null && shown > 0 && !likedFound) {
    notes.push('That dish is no longer on the menu, so here is what fits your request.');
  }
  return notes;
}

/**
 * The notes of an answer whose menu a follow-up narrowed. What the engine says of wishes it relaxed would read as
 * if the menu lacked what the customer was only just shown ("We have no pizza on the menu today"); one true note
 * says it instead, unless nothing is shown at all. What it left out and why (a word it could not read, what an
 * allergy rules out) stays.
 */
function steeredNotes(notes: readonly string[], steeredBy: string, showsAny: boolean): string[] {
  const leftOut = notes.filter(saysWhatWasLeftOut);
  return leftOut.length === notes.length || !showsAny
    ? leftOut
    : [...leftOut, `Nothing ${steeredBy} fits everything you asked, so here are the closest.`];
}

/** Most like the liked dish first, the engine's order among equals; a set's dishes stay first, as the set is. */
function byLikeness(items: readonly Recommendation[], liked: MenuItem, bundle: Bundle | null): Recommendation[] {
  const inSet = new Set(bundle?.items.map(({ item }) => item.id));
  const [set, others] = [
    items.filter(({ item }) => inSet.has(item.id)),
    items.filter(({ item }) => !inSet.has(item.id)),
  ];
  return [
    ...set,
    ...others
      .map((recommendation, place) => ({ recommendation, place, near: likeness(liked, recommendation.item) }))
      .sort((a, b) => b.near - a.near || a.place - b.place)
      .map(({ recommendation }) => recommendation),
  ];
}

/**
 * Each course asked of the engine alone, then the best set within the budget. A course whose answer had to relax
 * a wish (no drink fits, so "other dishes") cannot be part of a set: a set is only offered when every course is met.
 * Past the set, a course shows only dishes that could make a set within the budget beside the others' cheapest.
 */
async function combination(
  ask: (request: string, visible: readonly MenuItem[]) => Promise<EngineAnswer>,
  courses: readonly Course[],
  visible: readonly MenuItem[],
  servings: number,
  budget: number | null,
): Promise<{ answer: EngineAnswer; bundle: Bundle | null }> {
  const perCourse = await Promise.all(courses.map((course) => ask(course.text, visible)));
  const choose = () =>
    perCourse.some((courseAnswer) => courseAnswer.relaxed || courseAnswer.items.length === 0)
      ? null
      : chooseBundle(picksOf(perCourse), servings, budget);
  const cheapestOf = (at: number) => Math.min(...perCourse[at]!.items.map(({ item }) => item.price));
  const ceilingOf = (at: number) =>
    budget === null
      ? Infinity
      : budget / servings - courses.reduce((sum, _, other) => (other === at ? sum : sum + cheapestOf(other)), 0);
  let bundle = choose();
  if (!bundle && budget !== null && perCourse.every((courseAnswer) => courseAnswer.items.length > 0)) {
    // The best of each course can be too dear together. Ask again, dearest course first, for what fits beside
    // the cheapest pick of every other course.
    const dearestFirst = courses.map((_, at) => at).sort((a, b) => cheapestOf(b) - cheapestOf(a));
    for (const at of dearestFirst) {
      const ceiling = ceilingOf(at);
      const cheaper = await ask(
        courses[at]!.text,
        narrowed(visible, (item) => item.price <= ceiling),
      );
      if (!cheaper.relaxed && cheaper.items.length > 0) perCourse[at] = cheaper;
    }
    bundle = choose();
  }
  const ceilings = courses.map((_, at) => ceilingOf(at));
  return {
    bundle,
    answer: {
      engine: perCourse[0]!.engine,
      understood: perCourse.every((courseAnswer) => courseAnswer.understood),
      relaxed: perCourse.some((courseAnswer) => courseAnswer.relaxed),
      notes: [...new Set(perCourse.flatMap((courseAnswer) => courseAnswer.notes))],
      items: interleaved(
        perCourse.map((courseAnswer, at) =>
          courseAnswer.items.filter(({ item }) => item.price <= ceilings[at]! + 1e-9),
        ),
        bundle,
      ),
    },
  };
}

const picksOf = (answers: readonly RecommendationAnswer[]) =>
  answers.map((answer) => answer.items.map(({ item }) => item));

/** The bundle's dishes first, then the courses' other picks taken in turn, each dish once. */
function interleaved(courses: readonly Recommendation[][], bundle: Bundle | null): Recommendation[] {
  const inBundle = new Set(bundle?.items.map(({ item }) => item.id));
  const first = courses.flatMap((picks) => picks.filter(({ item }) => inBundle.has(item.id)).slice(0, 1));
  const rest: Recommendation[] = [];
  for (let place = 0; place < Math.max(...courses.map((picks) => picks.length)); place++) {
    for (const picks of courses) {
      const pick = picks[place];
      if (pick && !inBundle.has(pick.item.id)) rest.push(pick);
    }
  }
  const seen = new Set<number>();
  return [...first, ...rest].filter(({ item }) => !seen.has(item.id) && seen.add(item.id));
}

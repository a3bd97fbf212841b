/**
 * One turn of the chat with the assistant: a new question, or a follow-up of the answer before (`follow-up.ts`),
 * maybe asking for a combination (`combination.ts`). Whatever the turn steers (cheaper than those shown, others than
 * those, like one of them) narrows the menu the engine sees, so the engine's limits layer and truth check still
 * stand behind every dish answered.
 */
import type { RecommendBody } from '../../shared/assistant.ts';
import { formatPrice } from '../../shared/money.ts';
import { parseIntent } from './built-in/intent-parser.ts';
import { chooseBundle, coursesOf, type Bundle, type Course } from './combination.ts';
import type { MenuItem, Recommendation, RecommendationAnswer, RecommendationType } from './engine.ts';
import { engineText, joinTurns, readFollowUp, servingsOf, turnsOf, type FollowUp } from './follow-up.ts';

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

/** The shown dish a "like" points at: its place among those shown, or the one whose name was said. */
function likedDish(like: FollowUp['like'], shown: readonly MenuItem[]): MenuItem | null {
  if (!like) return null;
  if ('position' in like) return shown.at(like.position) ?? null;
  const said = like.name.toLowerCase();
  return shown.find((item) => item.name.toLowerCase().includes(said) || said.includes(item.name.toLowerCase())) ?? null;
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

function names(items: readonly MenuItem[]): string {
  const all = items.map((item) => item.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

export async function answerTurn(
  recommend: Recommend,
  body: Pick<RecommendBody, 'text' | 'previous'> & { type: RecommendationType },
  menu: readonly MenuItem[],
): Promise<TurnAnswer> {
  const turns = [...(body.previous ? turnsOf(body.previous.request) : []), body.text];
  const servings = servingsOf(turns);
  const steer = body.previous ? readFollowUp(body.text) : null;
  const byId = new Map(menu.map((item) => [item.id, item]));
  const shown = (body.previous?.shown ?? []).flatMap((id) => byId.get(id) ?? []);
  const liked = likedDish(steer?.like ?? null, shown);
  const text = engineText(turns) || joinTurns(turns);
  const courses = coursesOf(text);
  const ask = (request: string, visible: readonly MenuItem[]) => recommend(request, body.type, visible);

  let visible = menu;
  const steering: string[] = [];
  if (steer?.somethingElse) {
    const seen = new Set(shown.map((item) => item.id));
    visible = narrowed(visible, (item) => !seen.has(item.id));
  }
  if (liked) {
    // The others shown may come back, nearest first: they may well be what "more like it" means.
    visible = narrowed(visible, (item) => item.id !== liked.id);
    steering.push(`Like ${liked.name}.`);
  }
  if (steer && !steer.rest && !steer.cheaper && !steer.somethingElse && !liked && steer.servings !== null) {
    // "For two" alone is about the same dishes: the engine ranks those again, so every earlier limit still holds.
    const seen = new Set(shown.map((item) => item.id));
    visible = narrowed(visible, (item) => seen.has(item.id));
  }
  let budget = courses.length > 0 ? parseIntent(text, body.type, menu).maxPrice : null;
  if (steer?.cheaper && shown.length > 0) {
    if (courses.length > 0) {
      // The answer before began with its set, one dish per course: the new set must cost less than it did.
      const before = shown.slice(0, courses.length).reduce((sum, item) => sum + item.price * servings, 0);
      budget = Math.min(budget ?? Infinity, before - 0.005);
      steering.push(`Cheaper together than ${formatPrice(before)}.`);
    } else {
      const cheapest = Math.min(...shown.map((item) => item.price));
      visible = narrowed(visible, (item) => item.price < cheapest);
      steering.push(`Cheaper than ${formatPrice(cheapest)}.`);
    }
  }

  let answer: EngineAnswer;
  let bundle: Bundle | null = null;
  if (courses.length > 0) {
    ({ answer, bundle } = await combination(ask, courses, visible, servings, budget));
    const forWhom = servings > 1 ? ` for ${servings}` : '';
    steering.push(
      bundle
        ? `Together${forWhom}: ${names(bundle.items.map(({ item }) => item))}, ${formatPrice(bundle.total)}.`
        : `No ${courses.map((course) => course.name).join(' and ')} together fit ${
            budget === null ? 'everything you asked' : `within ${formatPrice(budget)}`
          }${forWhom}; here are the best of each.`,
    );
  } else {
    answer = await ask(text, visible);
  }
  const items = liked ? byLikeness(answer.items, liked) : answer.items;
  return {
    request: joinTurns(turns),
    servings,
    items: items.slice(0, MAX_SHOWN),
    bundle,
    notes: [...answer.notes, ...steering],
    understood: answer.understood,
    engine: answer.engine,
  };
}

/** Most like the liked dish first; the engine's order among equals. */
function byLikeness(items: readonly Recommendation[], liked: MenuItem): Recommendation[] {
  return items
    .map((recommendation, place) => ({ recommendation, place, near: likeness(liked, recommendation.item) }))
    .sort((a, b) => b.near - a.near || a.place - b.place)
    .map(({ recommendation }) => recommendation);
}

/**
 * Each course asked of the engine alone, then the best set within the budget. A course whose answer had to relax
 * a wish (no drink fits, so "other dishes") cannot be part of a set: a set is only offered when every course is met.
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
  let bundle = choose();
  if (!bundle && budget !== null && perCourse.every((courseAnswer) => courseAnswer.items.length > 0)) {
    // The best of each course can be too dear together. Ask again, dearest course first, for what fits beside
    // the cheapest pick of every other course.
    const cheapestOf = (at: number) => Math.min(...perCourse[at]!.items.map(({ item }) => item.price));
    const dearestFirst = courses.map((_, at) => at).sort((a, b) => cheapestOf(b) - cheapestOf(a));
    for (const at of dearestFirst) {
      const others = courses.reduce((sum, _, other) => (other === at ? sum : sum + cheapestOf(other)), 0);
      const ceiling = budget / servings - others;
      const cheaper = await ask(
        courses[at]!.text,
        narrowed(visible, (item) => item.price <= ceiling),
      );
      if (!cheaper.relaxed && cheaper.items.length > 0) perCourse[at] = cheaper;
    }
    bundle = choose();
  }
  return {
    bundle,
    answer: {
      engine: perCourse[0]!.engine,
      understood: perCourse.every((courseAnswer) => courseAnswer.understood),
      relaxed: perCourse.some((courseAnswer) => courseAnswer.relaxed),
      notes: [...new Set(perCourse.flatMap((courseAnswer) => courseAnswer.notes))],
      items: interleaved(
        perCourse.map((courseAnswer) => courseAnswer.items),
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

/** How the conversation refines an answer, and which of its dishes "Add all" puts in the cart. */
import {
  CARRIED_PRICE,
  MAX_TURNS,
  RECOMMEND_TEXT_MAX,
  type RecommendAnswer,
  type RecommendBody,
} from '../../../shared/assistant.ts';
import { formatPrice } from '../../lib/format.ts';
import type { QuickPick } from '../menu/use-quick-add.tsx';
import { cheapestChoiceIds } from '../../../shared/options.ts';

export type FollowUp = NonNullable<RecommendBody['previous']>;

/**
 * What a follow-up of `answer` sends along: the whole request it stands for, so its limits hold for the next answer
 * too, its dishes in the order shown, which "the second one" counts in, and its set, which "cheaper" undercuts.
 */
export function followUpOf(answer: RecommendAnswer): FollowUp {
  return {
    request: answer.request,
    shown: answer.data.map((dish) => dish.id),
    set: answer.bundle?.items.map(({ id }) => id) ?? [],
  };
}

/**
 * Whether an answer can be followed up: it understood its request, and the request it would send back is within what
 * the server takes (`MAX_TURNS` turns of `RECOMMEND_TEXT_MAX` characters). Past that the next question starts afresh.
 */
export const canFollowUp = (answer: RecommendAnswer) =>
  answer.understood && answer.request.length <= RECOMMEND_TEXT_MAX * MAX_TURNS;

/** A request as the customer reads it: the price a cheaper answer carried on written as money. */
export function requestAsSaid(request: string): string {
  return request.replace(CARRIED_PRICE, (clause, amount: string) =>
    clause.replace(amount, formatPrice(Number(amount))),
  );
}

/** The refinements offered under the latest answer: the chip's words, and what it asks. */
export const FOLLOW_UPS = [
  { label: 'Cheaper', text: 'something cheaper' },
  { label: 'Something else', text: 'something else' },
  { label: 'For two', text: 'for two' },
] as const;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** "More like this" for the dish at `index` of an answer (which shows at most eight), by its place in it. */
export function moreLikeText(index: number): string {
  return `more like the ${ORDINALS[index] ?? 'last'} one`;
}

/** The combination's dishes with their quantities, in the answer's order of courses. */
export function bundlePicks(answer: RecommendAnswer): QuickPick[] {
  const byId = new Map(answer.data.map((dish) => [dish.id, dish]));
  return (answer.bundle?.items ?? []).flatMap(({ id, quantity }) => {
    const product = byId.get(id);
    // The total was priced at each dish's cheapest choices: its chooser starts from those, so Add all adds that.
    return product ? [{ product, quantity, choices: cheapestChoiceIds(product) ?? undefined }] : [];
  });
}

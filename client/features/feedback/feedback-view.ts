/**
 * Which feedback the admin's Feedbacks page shows, and in what order: by emotion, by stars and "Needs a reply", newest
 * first or by stars. The page holds every feedback (as the original client's page does), so this is done here.
 */
import { needsReply, STARS_MAX, type AdminFeedback } from '../../../shared/feedback.ts';
import { EMOTION_FILTERS, type EmotionFilterValue } from './emotions.ts';

export type StarsFilterValue = 'any' | 'none' | `${number}`;
export type ReplyFilterValue = 'all' | 'needs-reply';
export type FeedbackSort = 'newest' | 'fewest-stars' | 'most-stars';

export interface FeedbackView {
  emotion: EmotionFilterValue;
  stars: StarsFilterValue;
  reply: ReplyFilterValue;
  sort: FeedbackSort;
}

export const ALL_FEEDBACK: FeedbackView = { emotion: 'all', stars: 'any', reply: 'all', sort: 'newest' };

const starsLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

export const STARS_FILTERS: { value: StarsFilterValue; label: string }[] = [
  { value: 'any', label: 'Any rating' },
  ...Array.from({ length: STARS_MAX }, (_, i) => STARS_MAX - i).map((n) => ({
    value: `${n}` as const,
    label: starsLabel(n),
  })),
  { value: 'none', label: 'No stars' },
];

export const REPLY_FILTERS: { value: ReplyFilterValue; label: string }[] = [
  { value: 'all', label: 'All feedback' },
  { value: 'needs-reply', label: 'Needs a reply' },
];

export const FEEDBACK_SORTS: { value: FeedbackSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'fewest-stars', label: 'Fewest stars first' },
  { value: 'most-stars', label: 'Most stars first' },
];

type Facet = 'emotion' | 'stars' | 'reply';

/** Whether an item passes one facet of the view. */
const PASSES: Record<Facet, (item: AdminFeedback, view: FeedbackView) => boolean> = {
  emotion: (item, { emotion }) => emotion === 'all' || item.emotion === emotion,
  stars: (item, { stars }) =>
    stars === 'any' || (stars === 'none' ? item.stars === null : item.stars === Number(stars)),
  reply: (item, { reply }) => reply === 'all' || needsReply(item),
};
const FACETS = Object.keys(PASSES) as Facet[];

const passesAllBut = (item: AdminFeedback, view: FeedbackView, skipped?: Facet) =>
  FACETS.every((facet) => facet === skipped || PASSES[facet](item, view));

/** Rated feedback by its stars, feedback without stars after it; the same stars keep the list's order (newest first). */
function byStars(direction: 1 | -1) {
  return (a: AdminFeedback, b: AdminFeedback) => {
    if (a.stars === b.stars) return 0;
    if (a.stars === null) return 1;
    if (b.stars === null) return -1;
    return direction * (a.stars - b.stars);
  };
}

/** The feedback the view shows, in its order. `items` come newest first. */
export function feedbackInView(items: readonly AdminFeedback[], view: FeedbackView): AdminFeedback[] {
  const shown = items.filter((item) => passesAllBut(item, view));
  if (view.sort === 'fewest-stars') return shown.sort(byStars(1));
  if (view.sort === 'most-stars') return shown.sort(byStars(-1));
  return shown;
}

/** For each choice of one facet, how many items it would show with the view's other filters as they are. */
export function countsFor<F extends Facet>(
  items: readonly AdminFeedback[],
  view: FeedbackView,
  facet: F,
  choices: readonly { value: FeedbackView[F] }[],
): Map<FeedbackView[F], number> {
  const candidates = items.filter((item) => passesAllBut(item, view, facet));
  const count = (value: FeedbackView[F]) =>
    candidates.filter((item) => PASSES[facet](item, { ...view, [facet]: value })).length;
  return new Map(choices.map(({ value }) => [value, count(value)]));
}

/** The view's filters in words ("Needs a reply, Anger, 1 star"); empty when it shows everything. */
export function filtersInWords(view: FeedbackView): string {
  const emotion = EMOTION_FILTERS.find((option) => option.value === view.emotion);
  const stars = STARS_FILTERS.find((option) => option.value === view.stars);
  return [
    view.reply === 'needs-reply' ? 'Needs a reply' : null,
    view.emotion === 'all' ? null : emotion?.label,
    view.stars === 'any' ? null : stars?.label,
  ]
    .filter(Boolean)
    .join(', ');
}

import { describe, expect, it } from 'vitest';
import type { Emotion } from '../../../shared/constants.ts';
import type { AdminFeedback } from '../../../shared/feedback.ts';
import { EMOTION_FILTERS } from './emotions.ts';
import {
  ALL_FEEDBACK,
  countsFor,
  feedbackInView,
  filtersInWords,
  REPLY_FILTERS,
  STARS_FILTERS,
} from './feedback-view.ts';

/** A feedback with only what the view reads filled in; `id` orders them newest first as the list comes. */
function given(id: number, stars: number | null, emotion: Emotion, followedUp = false): AdminFeedback {
  return {
    feedback_id: id,
    stars,
    emotion,
    follow_up: followedUp ? { sent_at: '2026-12-01T10:00:00.000Z', sent_by: 'Nadia' } : null,
  } as AdminFeedback;
}

// Newest first, as the server lists them.
const ITEMS = [
  given(9, 5, 'joy'),
  given(8, 1, 'neutral'),
  given(7, null, 'anger'),
  given(6, 3, 'neutral'),
  given(5, 2, 'sadness', true),
  given(4, 4, 'fear'),
  given(3, null, 'joy'),
  given(2, 1, 'anger'),
];
const ids = (items: AdminFeedback[]) => items.map((item) => item.feedback_id);

describe('the feedback the page shows', () => {
  it('shows everything, newest first, with no filter', () => {
    expect(ids(feedbackInView(ITEMS, ALL_FEEDBACK))).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(filtersInWords(ALL_FEEDBACK)).toBe('');
  });

  it('"Needs a reply": two stars or fewer, or unhappy words, and nobody followed up yet', () => {
    const view = { ...ALL_FEEDBACK, reply: 'needs-reply' as const };
    expect(ids(feedbackInView(ITEMS, view))).toEqual([8, 7, 4, 2]);
    expect(filtersInWords(view)).toBe('Needs a reply');
  });

  it('filters by a number of stars, or by none given', () => {
    expect(ids(feedbackInView(ITEMS, { ...ALL_FEEDBACK, stars: '1' }))).toEqual([8, 2]);
    expect(ids(feedbackInView(ITEMS, { ...ALL_FEEDBACK, stars: 'none' }))).toEqual([7, 3]);
  });

  it('sorts by stars either way, feedback without stars last, the same stars newest first', () => {
    expect(ids(feedbackInView(ITEMS, { ...ALL_FEEDBACK, sort: 'fewest-stars' }))).toEqual([8, 2, 5, 6, 4, 9, 7, 3]);
    expect(ids(feedbackInView(ITEMS, { ...ALL_FEEDBACK, sort: 'most-stars' }))).toEqual([9, 4, 6, 5, 8, 2, 7, 3]);
  });

  it('combines the filters, and says them in words', () => {
    const view = { emotion: 'anger', stars: '1', reply: 'needs-reply', sort: 'newest' } as const;
    expect(ids(feedbackInView(ITEMS, view))).toEqual([2]);
    expect(filtersInWords(view)).toBe('Needs a reply, Anger, 1 star');
  });

  it("counts each chip's feedback with the other filters as they are", () => {
    const view = { ...ALL_FEEDBACK, reply: 'needs-reply' as const };
    expect(Object.fromEntries(countsFor(ITEMS, view, 'stars', STARS_FILTERS))).toEqual({
      any: 4,
      '5': 0,
      '4': 1,
      '3': 0,
      '2': 0,
      '1': 2,
      none: 1,
    });
    expect(Object.fromEntries(countsFor(ITEMS, view, 'reply', REPLY_FILTERS))).toEqual({ all: 8, 'needs-reply': 4 });
    expect(countsFor(ITEMS, { ...view, stars: '1' }, 'emotion', EMOTION_FILTERS).get('anger')).toBe(1);
  });
});

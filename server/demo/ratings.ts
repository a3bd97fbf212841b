/**
 * The stars, dish thumbs and follow-ups of demo feedback. Stars follow the mood of the words; a few customers give
 * words only (as the original client does) or stars only. The administrator has answered most complaints older than a
 * week, so "Needs a reply" holds the recent ones.
 */
import type { Emotion } from '../../shared/constants.ts';
import { needsReply } from '../../shared/feedback.ts';
import type { Random } from './seeded-random.ts';

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;

const STARS_BY_EMOTION: Record<Emotion, { stars: number[]; weights: number[] }> = {
  joy: { stars: [5, 4], weights: [0.7, 0.3] },
  neutral: { stars: [3, 4, 5], weights: [0.45, 0.4, 0.15] },
  sadness: { stars: [2, 3], weights: [0.6, 0.4] },
  fear: { stars: [2, 3, 4], weights: [0.4, 0.4, 0.2] },
  disgust: { stars: [1, 2], weights: [0.6, 0.4] },
  anger: { stars: [1, 2], weights: [0.7, 0.3] },
};

export interface DemoRating {
  content: string;
  emotion: Emotion;
  stars: number | null;
  /** Thumbs by the index of the order's line. */
  dishes: { line: number; liked: boolean }[];
  followedUpAt: number | null;
}

interface Written {
  content: string;
  emotion: Emotion;
  createdAt: number;
}

export function rateDemoFeedback(rng: Random, written: Written, lineCount: number, now: number): DemoRating {
  const wordsOnly = rng.chance(0.1);
  const { stars: choices, weights } = STARS_BY_EMOTION[written.emotion];
  const stars = wordsOnly ? null : rng.weighted(choices, weights);
  // Nothing to read an emotion from: neutral, as the server labels stars given without words.
  const { content, emotion } = !wordsOnly && rng.chance(0.15) ? { content: '', emotion: 'neutral' as const } : written;
  const dishes = stars !== null && rng.chance(0.4) ? thumbs(rng, stars, lineCount) : [];
  const answered =
    needsReply({ stars, emotion, follow_up: null }) && written.createdAt < now - WEEK && rng.chance(0.85);
  const followedUpAt = answered ? Math.min(now, written.createdAt + rng.int(2, 20) * HOUR) : null;
  return { content, emotion, stars, dishes, followedUpAt };
}

/** Some of the order's dishes get a thumb, mostly up on a good rating and mostly down on a poor one. */
function thumbs(rng: Random, stars: number, lineCount: number): DemoRating['dishes'] {
  const likedChance = stars >= 4 ? 0.9 : stars <= 2 ? 0.2 : 0.6;
  return Array.from({ length: lineCount }, (_, line) => line)
    .filter(() => rng.chance(0.7))
    .map((line) => ({ line, liked: rng.chance(likedChance) }));
}

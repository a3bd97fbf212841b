/**
 * How much each ranking feature counts, per kind of request: emotional requests weigh the mood most, nutritional
 * ones what is in the dish. Weights learned from the tuning part (pairwise logistic regression) ranked no better
 * in cross-validation (precision@5 of the candidates 0.744 against 0.736), so these stay set by hand.
 */
import type { RecommendationType } from '../../engine.ts';

/** What the ranker weighs, each a 0 to 1 value per dish, present when the request states it. */
export const FEATURES = [
  'mood',
  'moodWords',
  'text',
  'concept',
  'category',
  'meal',
  'temperature',
  'weight',
  'protein',
  'caffeine',
  'spice',
  'mild',
  'sweet',
  'savoury',
  'cheap',
  'filling',
  'course',
  'certainty',
  'grownUp',
  'kids',
] as const;
export type Feature = (typeof FEATURES)[number];
export type Weights = Record<Feature, number>;

export const RANKING_WEIGHTS: Record<RecommendationType, Weights> = {
  nutritional: {
    mood: 1.5,
    moodWords: 0.3,
    text: 2.5,
    concept: 1.5,
    category: 1,
    meal: 1.5,
    temperature: 1.5,
    weight: 2,
    protein: 3,
    caffeine: 2,
    spice: 2.5,
    mild: 0.5,
    sweet: 2,
    savoury: 0.5,
    cheap: 1.5,
    filling: 2,
    course: 0.6,
    certainty: 0.6,
    grownUp: 0.6,
    kids: 1.5,
  },
  emotional: {
    mood: 4,
    moodWords: 0.8,
    text: 1.5,
    concept: 1.5,
    category: 1,
    meal: 1.5,
    temperature: 1.5,
    weight: 1.5,
    protein: 2,
    caffeine: 2,
    spice: 2,
    mild: 0.5,
    sweet: 1.5,
    savoury: 0.5,
    cheap: 1.2,
    filling: 1.5,
    course: 0.6,
    certainty: 0.6,
    grownUp: 0.6,
    kids: 1.5,
  },
};

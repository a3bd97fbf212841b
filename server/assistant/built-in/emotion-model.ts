/**
 * A naive Bayes reading of feedback, learned from labelled texts: word stems and pairs of neighbouring stems, with
 * add-half smoothing. It hears what no lexicon lists ("third time this month the rider called from the wrong
 * building"), and the lexicon keeps what the model has too few examples of (negation, emoji, Roman Urdu).
 * `npm run assistant:train-emotion` learns it from the tuning part of the evaluation suite.
 */
import { z } from 'zod';
import { EMOTIONS, type Emotion } from '../../../shared/constants.ts';
import stored from './knowledge/emotion-model.json' with { type: 'json' };
import { checkedModel, tableOf } from './learned-model.ts';
import { tokenize } from './text.ts';

const count = z.number().int().nonnegative();
const perEmotion = z.record(z.enum(EMOTIONS), count);
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCountPerEmotion = (row: unknown): row is number[] =>
  Array.isArray(row) && row.length === EMOTIONS.length && row.every(isCount);

const emotionModel = z.strictObject({
  /** How much the model's log-likelihoods weigh against the lexicon's scores (chosen by cross-validation). */
  weight: z.number().nonnegative(),
  /** Texts per label, feature occurrences per label, and how many features there are. */
  texts: perEmotion,
  totals: perEmotion,
  vocabulary: count,
  /** Per feature, its count under each label, in EMOTIONS order. */
  counts: tableOf(isCountPerEmotion, 'every feature needs a count for each emotion'),
});
export type EmotionModel = z.infer<typeof emotionModel>;

/** The model `npm run assistant:train-emotion` learned from the tuning part of the evaluation suite. */
export const EMOTION_MODEL = checkedModel(emotionModel, stored, 'knowledge/emotion-model.json');

const SMOOTHING = 0.5;

/** Stems of the words and emoji of a text, and each pair of neighbours, once each. */
export function emotionFeatures(text: string): string[] {
  const stems = tokenize(text)
    .filter((t) => t.kind !== 'symbol' && t.kind !== 'number')
    .map((t) => t.stem);
  const pairs = stems.slice(1).map((s, i) => `${stems[i]}_${s}`);
  return [...new Set([...stems, ...pairs])];
}

export function trainEmotionModel(cases: readonly { text: string; label: Emotion }[], weight: number): EmotionModel {
  const zero = () => Object.fromEntries(EMOTIONS.map((e) => [e, 0])) as Record<Emotion, number>;
  const model: EmotionModel = { weight, texts: zero(), totals: zero(), vocabulary: 0, counts: {} };
  for (const { text, label } of cases) {
    model.texts[label] += 1;
    for (const feature of emotionFeatures(text)) {
      const row = (model.counts[feature] ??= EMOTIONS.map(() => 0));
      row[EMOTIONS.indexOf(label)]! += 1;
      model.totals[label] += 1;
    }
  }
  model.vocabulary = Object.keys(model.counts).length;
  return model;
}

/**
 * Each label's log-probability for `text`, up to a shared constant, shifted so the best is 0; null when the text
 * has no feature the model has seen, so the priors alone would decide.
 */
export function modelScores(model: EmotionModel, text: string): Record<Emotion, number> | null {
  const features = emotionFeatures(text).filter((feature) => Object.hasOwn(model.counts, feature));
  if (features.length === 0) return null;
  const raw = EMOTIONS.map((emotion, k) => {
    const denominator = model.totals[emotion] + SMOOTHING * model.vocabulary;
    let score = Math.log(model.texts[emotion] + 1);
    for (const feature of features) {
      score += Math.log((model.counts[feature]![k]! + SMOOTHING) / denominator);
    }
    return score;
  });
  const best = Math.max(...raw);
  return Object.fromEntries(EMOTIONS.map((emotion, k) => [emotion, raw[k]! - best])) as Record<Emotion, number>;
}

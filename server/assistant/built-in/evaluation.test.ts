/**
 * The engine's quality on the evaluation suite (`tests/fixtures/assistant/README.md`): several restaurants' menus,
 * requests written blind by people who saw only the menu, and feedback texts.
 *
 * The held-out part meets the emotion target but is below the recommendation targets (TARGETS in suite.ts); until it
 * meets them, these tests hold the measured floor so that no change makes it worse, and `npm run eval:assistant`
 * reports the distance to the targets.
 */
import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from './index.ts';
import { trainEmotionModel } from './emotion-model.ts';
import { evaluateSuite, feedbackOf, TARGETS } from './evaluation/suite.ts';
import { EMOTION_MODEL } from './knowledge/emotion-model-data.ts';

const engine = createBuiltInEngine();

describe('the built-in engine on the evaluation suite', () => {
  it('has at least 300 requests over three restaurants and 180 feedback texts, most of them written blind', async () => {
    const [tuning, heldOut] = [await evaluateSuite(engine, 'tuning'), await evaluateSuite(engine, 'held-out')];
    expect(tuning.pooled.cases + heldOut.pooled.cases).toBeGreaterThanOrEqual(300);
    expect(tuning.emotion.cases + heldOut.emotion.cases).toBeGreaterThanOrEqual(180);
    expect(heldOut.sets.map((s) => s.name)).toEqual(['islamabad', 'diner', 'pan-asian']);
    expect(heldOut.pooled.cases).toBeGreaterThanOrEqual(150);
  });

  it('never breaks a constraint on the tuning part, and keeps its measured quality', async () => {
    const { pooled, emotion } = await evaluateSuite(engine, 'tuning');
    expect(pooled.results.filter((r) => r.violated).map((r) => r.id)).toEqual([]);
    expect(pooled.unclearRecognised).toBeGreaterThanOrEqual(0.9);
    expect(pooled.misunderstood).toBe(0);
    expect(pooled.precisionAt5).toBeGreaterThanOrEqual(0.75);
    expect(pooled.ndcgAt5).toBeGreaterThanOrEqual(0.72);
    expect(pooled.recallAt5).toBeGreaterThanOrEqual(0.58);
    expect(emotion.macroF1).toBeGreaterThanOrEqual(TARGETS.macroF1);
  });

  it('reads feedback with a model learned from the tuning part alone, as the training command writes it', () => {
    expect(EMOTION_MODEL).toEqual(trainEmotionModel(feedbackOf('tuning'), EMOTION_MODEL.weight));
    expect(EMOTION_MODEL.weight).toBeGreaterThan(0);
  });

  it('keeps its measured quality on the held-out part, and meets the emotion target there', async () => {
    const { pooled, emotion } = await evaluateSuite(engine, 'held-out');
    expect(pooled.violationRate).toBeLessThanOrEqual(0.033);
    expect(pooled.misunderstood).toBeLessThanOrEqual(1);
    expect(pooled.precisionAt5).toBeGreaterThanOrEqual(0.66);
    expect(pooled.ndcgAt5).toBeGreaterThanOrEqual(0.61);
    expect(pooled.recallAt5).toBeGreaterThanOrEqual(0.49);
    expect(emotion.macroF1).toBeGreaterThanOrEqual(TARGETS.macroF1);
  });
});

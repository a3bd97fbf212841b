/**
 * The engine's quality on the evaluation suite (`tests/fixtures/assistant/README.md`): several restaurants' menus,
 * requests written blind by people who saw only the menu, and feedback texts.
 *
 * The held-out part meets the emotion target but is below the recommendation targets (TARGETS in suite.ts); until it
 * meets them, these tests hold the measured floor so that no change makes it worse, and `npm run eval:assistant`
 * reports the distance to the targets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltInEngine } from './index.ts';
import { EMOTION_MODEL, trainEmotionModel } from './emotion-model.ts';
import type { RecommendSummary } from './evaluation/evaluate.ts';
import {
  associationExamples,
  evaluateSuite,
  feedbackOf,
  humanAgreement,
  TARGETS,
  type SuiteSummary,
} from './evaluation/suite.ts';
import { ASSOCIATION_MODEL, trainAssociation } from './word-association.ts';

const engine = createBuiltInEngine();

/** The measured ranking figures a part must keep. */
function keepsFloor(pooled: RecommendSummary, floor: Pick<RecommendSummary, 'precisionAt5' | 'ndcgAt5' | 'recallAt5'>) {
  for (const figure of ['precisionAt5', 'ndcgAt5', 'recallAt5'] as const) {
    expect(pooled[figure], figure).toBeGreaterThanOrEqual(floor[figure]);
  }
}

describe('the built-in engine on the evaluation suite', () => {
  let tuning: SuiteSummary;
  let heldOut: SuiteSummary;
  beforeAll(async () => {
    [tuning, heldOut] = [await evaluateSuite(engine, 'tuning'), await evaluateSuite(engine, 'held-out')];
  });

  it('has at least 300 requests over six restaurants and 180 feedback texts, most of them written blind', () => {
    expect(tuning.pooled.cases + heldOut.pooled.cases).toBeGreaterThanOrEqual(300);
    expect(tuning.emotion.cases + heldOut.emotion.cases).toBeGreaterThanOrEqual(180);
    expect(heldOut.sets.map((s) => s.name)).toEqual([
      'islamabad',
      'diner',
      'pan-asian',
      'mediterranean',
      'cafe',
      'fast-food',
    ]);
    expect(heldOut.pooled.cases).toBeGreaterThanOrEqual(400);
  });

  it('holds targets two people meet: a second author agrees with the first above them', () => {
    const agreement = humanAgreement();
    expect(agreement.cases).toBe(64);
    expect(agreement.precisionAt5).toBeGreaterThanOrEqual(TARGETS.precisionAt5);
    expect(agreement.ndcgAt5).toBeGreaterThanOrEqual(TARGETS.ndcgAt5);
  });

  it('never breaks a constraint on the tuning part, and keeps its measured quality', () => {
    const { pooled, emotion } = tuning;
    expect(pooled.results.filter((r) => r.violated).map((r) => r.id)).toEqual([]);
    expect(pooled.unclearRecognised).toBeGreaterThanOrEqual(0.9);
    expect(pooled.misunderstood).toBe(0);
    keepsFloor(pooled, { precisionAt5: 0.773, ndcgAt5: 0.738, recallAt5: 0.574 });
    expect(emotion.macroF1).toBeGreaterThanOrEqual(TARGETS.macroF1);
  });

  it('reads feedback with a model learned from the tuning part alone, as the training command writes it', () => {
    expect(EMOTION_MODEL).toEqual(trainEmotionModel(feedbackOf('tuning'), EMOTION_MODEL.weight));
    expect(EMOTION_MODEL.weight).toBeGreaterThan(0);
  });

  it('ranks with a word association learned from the tuning part alone, as the training command writes it', () => {
    const examples = associationExamples('tuning').map((l) => l.example);
    expect(ASSOCIATION_MODEL).toEqual(trainAssociation(examples, ASSOCIATION_MODEL.weight));
    expect(ASSOCIATION_MODEL.weight).toBeGreaterThan(0);
  });

  it("breaks, of the limits rounds' tuning halves, only limits that need what the knowledge file does not say", () => {
    // What many versions of a dish or of its parts hold is left out for an allergy, for a rule one lives by ("anda nahi
    // khata") or a "bilkul nahi", and for any "no" where the dish is fried (decision 0018). What the knowledge file
    // does not say many versions hold: sesame oil for a tempura, the butter a shish tawook may be basted with ("ghee ya
    // butter bilkul nahi") or a bulgur pilaf cooked in (a milk allergy), the rice wine of a chow mein, the garlic or
    // onion of a fish pita's sauce and of a keto bowl ("kisi bhi form mein nahi"), a chocolate cake's nuts by
    // cross-contact, a mochi ice cream's gelatin. A kofta bowl whose description names a Greek salad, for "no olives";
    // a salad whose description names a peanut dressing, and a tomato soup's carbs, for keto. Fava beans listed beside
    // a word it does not know ("fava beans / baqla bilkul nahi"). A parmesan's animal rennet, and an egg sandwich, for
    // "vegetarian" (egg dishes are vegetarian here, as nearly every author labels them), and the gelatin of an ice
    // cream or a soft serve the restaurant marks vegetarian (its word wins, and the knowledge file's readers keep ice
    // creams free of it), six authors' label. A garlic mayo as "oily" for "no oily or fried stuff"; a dark chocolate's
    // soy lecithin. A stock's wheat for "can't have gluten" ("can't have" is a plain "no": "can't have hoisin" is no
    // soy allergy). What is left of a budget said without "total", "both" or "together" after a dish the request names
    // ("1000 rupay hain bas, ek doodh patti aur kuch khane ko", "$10 max for the two of us, a snack and a chai each").
    const violated = tuning.limits.results.filter((r) => r.violated).map((r) => r.id);
    expect(violated.sort()).toEqual([
      'ao1-043',
      'as1-038',
      'at1-021',
      'au1-018',
      'av1-015',
      'aw1-013',
      'ax1-021',
      'az1-011',
      'ba1-019',
      'ba1-048',
      'bb1-029',
      'bf1-040',
      'bg1-022',
      'bk1-032',
      'bm1-033',
      'bt1-030',
      'bt1-043',
      'bu1-034',
      'bv1-043',
      'bw1-017',
      'h1-029',
      'v1-033',
      'z1-019',
    ]);
    expect(tuning.limits.cases).toBe(2297);
  });

  it('keeps its measured quality on the held-out part, and meets the emotion target there', () => {
    const { pooled, limits, emotion } = heldOut;
    expect(pooled.results.filter((r) => r.violated).length).toBeLessThanOrEqual(7);
    expect(limits.results.filter((r) => r.violated).length).toBeLessThanOrEqual(45);
    expect(pooled.misunderstood).toBeLessThanOrEqual(1);
    keepsFloor(pooled, { precisionAt5: 0.686, ndcgAt5: 0.634, recallAt5: 0.499 });
    expect(emotion.macroF1).toBeGreaterThanOrEqual(TARGETS.macroF1);
  });
});

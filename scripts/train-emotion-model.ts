/**
 * `npm run assistant:train-emotion`: learns the feedback emotion model from the tuning part of the evaluation suite
 * (never the held-out part) and writes it to `server/assistant/built-in/knowledge/emotion-model.json`. How much
 * the model weighs against the lexicon is chosen by five-fold cross-validation on the same tuning texts.
 */
import { EMOTIONS } from '../shared/constants.ts';
import { trainEmotionModel } from '../server/assistant/built-in/emotion-model.ts';
import { detectEmotionWith } from '../server/assistant/built-in/emotion.ts';
import { classification } from '../server/assistant/built-in/evaluation/metrics.ts';
import { feedbackOf } from '../server/assistant/built-in/evaluation/suite.ts';
import { writeLearnedModel } from './learned-model-file.ts';

const OUTPUT = new URL('../server/assistant/built-in/knowledge/emotion-model.json', import.meta.url);
const WEIGHTS = [0.25, 0.5, 1, 2, 4];
const FOLDS = 5;

const cases = feedbackOf('tuning');

function crossValidated(weight: number): number {
  const pairs = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainEmotionModel(
      cases.filter((_, i) => i % FOLDS !== fold),
      weight,
    );
    const read = detectEmotionWith(model);
    for (const c of cases.filter((_, i) => i % FOLDS === fold)) {
      pairs.push({ actual: c.label, predicted: read(c.text).emotion });
    }
  }
  return classification(EMOTIONS, pairs).macroF1;
}

const scored = WEIGHTS.map((weight) => ({ weight, macroF1: crossValidated(weight) }));
for (const { weight, macroF1 } of scored) {
  process.stdout.write(`weight ${weight}: cross-validated macro-F1 ${macroF1.toFixed(3)}\n`);
}
const best = scored.reduce((a, b) => (b.macroF1 > a.macroF1 ? b : a));
const model = trainEmotionModel(cases, best.weight);
await writeLearnedModel(OUTPUT, model);
process.stdout.write(`${cases.length} texts, weight ${best.weight}: wrote ${OUTPUT.pathname}\n`);

/**
 * `npm run assistant:train-ranking`: learns the word association the ranker uses (`word-association.ts`) from the
 * tuning part of the evaluation suite (never the held-out part) and writes it to
 * `server/assistant/built-in/knowledge/word-association-model.json`. How much it counts in a dish's score is chosen
 * by five-fold cross-validation on the same tuning requests.
 */
import type { AssistantEngine } from '../server/assistant/engine.ts';
import { evaluateRecommendations } from '../server/assistant/built-in/evaluation/evaluate.ts';
import { associationExamples } from '../server/assistant/built-in/evaluation/suite.ts';
import { parseIntent } from '../server/assistant/built-in/intent-parser.ts';
import { rankMenu } from '../server/assistant/built-in/ranker.ts';
import { trainAssociation, type AssociationModel } from '../server/assistant/built-in/word-association.ts';
import { writeLearnedModel } from './learned-model-file.ts';

const OUTPUT = new URL('../server/assistant/built-in/knowledge/word-association-model.json', import.meta.url);
const WEIGHTS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2];
const FOLDS = 5;

const labelled = associationExamples('tuning');

function engineWith(model: AssociationModel): AssistantEngine {
  return {
    name: 'built-in',
    async recommend(text, type, menu) {
      return rankMenu(parseIntent(text, type, menu), type, menu, undefined, model);
    },
    async detectEmotion() {
      throw new Error('not used in training');
    },
  };
}

/** The mean of precision@5 and nDCG@5 over the tuning requests, each ranked by a model that never saw it. */
async function crossValidated(weight: number): Promise<number> {
  let total = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainAssociation(
      labelled.filter((_, i) => i % FOLDS !== fold).map((l) => l.example),
      weight,
    );
    const held = labelled.filter((_, i) => i % FOLDS === fold);
    for (const { menu, request } of held) {
      const summary = await evaluateRecommendations(engineWith(model), menu, [request]);
      total += (summary.precisionAt5 + summary.ndcgAt5) / 2;
    }
  }
  return total / labelled.length;
}

const scored = [];
for (const weight of WEIGHTS) {
  const quality = await crossValidated(weight);
  process.stdout.write(`weight ${weight}: cross-validated mean of precision@5 and nDCG@5 ${quality.toFixed(3)}\n`);
  scored.push({ weight, quality });
}
const best = scored.reduce((a, b) => (b.quality > a.quality ? b : a));
const model = trainAssociation(
  labelled.map((l) => l.example),
  best.weight,
);
await writeLearnedModel(OUTPUT, model);
process.stdout.write(
  `${labelled.length} requests, ${Object.keys(model.lifts).length} words, weight ${best.weight}: wrote ${OUTPUT.pathname}\n`,
);

/** The engine's quality on the repository's own evaluation data (demo menu, hand-written cases). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  emotionCase,
  evaluateEmotions,
  evaluateRecommendations,
  readJsonl,
  readMenu,
  recommendCase,
} from './evaluation/evaluate.ts';
import { createBuiltInEngine } from './index.ts';

const fixtures = fileURLToPath(new URL('../../../tests/fixtures/assistant/', import.meta.url));
const engine = createBuiltInEngine();

describe('the built-in engine on the repository fixtures', () => {
  it('recommends precisely, ranks well and never breaks a constraint', async () => {
    const menu = readMenu(path.join(fixtures, 'menu.json'));
    const cases = readJsonl(path.join(fixtures, 'recommend-cases.jsonl'), recommendCase);
    const summary = await evaluateRecommendations(engine, menu, cases);

    expect(summary.cases).toBeGreaterThanOrEqual(25);
    expect(summary.results.filter((r) => r.violated).map((r) => r.id)).toEqual([]);
    expect(summary.precisionAt5).toBeGreaterThanOrEqual(0.7);
    expect(summary.ndcgAt5).toBeGreaterThanOrEqual(0.8);
  });

  it('reads the emotion of feedback', async () => {
    const cases = readJsonl(path.join(fixtures, 'emotion-cases.jsonl'), emotionCase);
    const summary = await evaluateEmotions(engine, cases);

    expect(summary.cases).toBeGreaterThanOrEqual(48);
    expect(summary.macroF1).toBeGreaterThanOrEqual(0.75);
  });
});

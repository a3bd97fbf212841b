/**
 * Loading evaluation data (a menu in the evaluation format or Forkcast's own, JSONL cases) and running the
 * engine over it. Used by `scripts/eval-*.ts` and by the evaluation test on the repository fixtures.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { EMOTIONS, PRODUCT_TYPES } from '../../../../shared/constants.ts';
import type { AssistantEngine, MenuItem } from '../../engine.ts';
import { classification, ndcgAt, precisionAt, recallAt, violatesAt, type Classification } from './metrics.ts';

/** The evaluation format (`availability`, `spicy`), Forkcast's demo format (`available`, `spiceLevel`) or the API's. */
const menuEntry = z
  .object({
    id: z.number().int().optional(),
    name: z.string().min(1),
    category: z.string(),
    price: z.number().nonnegative(),
    emotion: z.enum(EMOTIONS),
    description: z.string().default(''),
    ingredients: z.array(z.union([z.string(), z.object({ name: z.string() })])),
    type: z.enum(PRODUCT_TYPES),
    availability: z.boolean().optional(),
    available: z.boolean().optional(),
    calories: z.number().nullable().optional(),
    spicy: z.number().int().min(0).max(3).optional(),
    spiceLevel: z.number().int().min(0).max(3).optional(),
    allergens: z.array(z.string()).default([]),
    tags: z.array(z.string()).default([]),
  })
  .refine((e) => e.availability !== undefined || e.available !== undefined, 'availability is missing')
  .refine((e) => e.spicy !== undefined || e.spiceLevel !== undefined, 'spicy (or spiceLevel) is missing');

export function parseMenu(json: unknown): MenuItem[] {
  return z
    .array(menuEntry)
    .parse(json)
    .map((e, i) => ({
      id: e.id ?? i + 1,
      name: e.name,
      category: e.category,
      price: e.price,
      emotion: e.emotion,
      description: e.description,
      ingredients: e.ingredients.map((x) => (typeof x === 'string' ? x : x.name)),
      type: e.type,
      available: (e.availability ?? e.available)!,
      calories: e.calories ?? null,
      spiceLevel: (e.spicy ?? e.spiceLevel)!,
      allergens: e.allergens,
      tags: e.tags,
    }));
}

export const recommendCase = z.object({
  id: z.string(),
  text: z.string(),
  /** "unclear": text with no food meaning, which the engine should say it did not understand. */
  type: z.enum(['nutritional', 'emotional', 'unclear']),
  relevant: z.array(z.string()),
  forbidden: z.array(z.string()),
  constraints: z.string().optional(),
  mood: z.enum(EMOTIONS).nullable().optional(),
});
export type RecommendCase = z.infer<typeof recommendCase>;

export const emotionCase = z.object({ id: z.string(), text: z.string(), label: z.enum(EMOTIONS) });
export type EmotionCase = z.infer<typeof emotionCase>;

export function readJsonl<T>(file: string, schema: z.ZodType<T>): T[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => [line.trim(), i + 1] as const)
    .filter(([line]) => line.length > 0)
    .map(([line, number]) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${number}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return parsed.data;
    });
}

export function readMenu(file: string): MenuItem[] {
  return parseMenu(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const K = 5;

export interface RecommendResult {
  id: string;
  text: string;
  type: RecommendCase['type'];
  ranked: string[];
  notes: string[];
  understood: boolean;
  precision: number;
  recall: number;
  ndcg: number;
  violated: boolean;
}

export interface RecommendSummary {
  cases: number;
  /** Means over the cases with a food meaning; "unclear" cases only count for the last two figures. */
  precisionAt5: number;
  recallAt5: number;
  ndcgAt5: number;
  violationRate: number;
  /** Share of "unclear" cases the engine said it did not understand. */
  unclearRecognised: number;
  /** Food requests the engine wrongly called not understood. */
  misunderstood: number;
  results: RecommendResult[];
}

export async function evaluateRecommendations(
  engine: AssistantEngine,
  menu: readonly MenuItem[],
  cases: readonly RecommendCase[],
): Promise<RecommendSummary> {
  const names = new Set(menu.map((item) => item.name));
  const results: RecommendResult[] = [];
  for (const c of cases) {
    for (const name of [...c.relevant, ...c.forbidden]) {
      if (!names.has(name)) throw new Error(`${c.id}: "${name}" is not on the menu`);
    }
    const answer = await engine.recommend(c.text, c.type === 'unclear' ? 'nutritional' : c.type, menu);
    const ranked = answer.items.map((r) => r.item.name);
    const relevant = new Set(c.relevant);
    results.push({
      id: c.id,
      text: c.text,
      type: c.type,
      ranked,
      notes: answer.notes,
      understood: answer.understood,
      precision: precisionAt(K, ranked, relevant),
      recall: recallAt(K, ranked, relevant),
      ndcg: ndcgAt(K, ranked, relevant),
      violated: violatesAt(K, ranked, new Set(c.forbidden)),
    });
  }
  return summarise(results);
}

/** Aggregates over results, from one menu or several. */
export function summarise(results: RecommendResult[]): RecommendSummary {
  const mean = (of: readonly RecommendResult[], pick: (r: RecommendResult) => number) =>
    of.length ? of.reduce((sum, r) => sum + pick(r), 0) / of.length : 0;
  const food = results.filter((r) => r.type !== 'unclear');
  const unclear = results.filter((r) => r.type === 'unclear');
  return {
    cases: results.length,
    precisionAt5: mean(food, (r) => r.precision),
    recallAt5: mean(food, (r) => r.recall),
    ndcgAt5: mean(food, (r) => r.ndcg),
    violationRate: mean(results, (r) => (r.violated ? 1 : 0)),
    unclearRecognised: mean(unclear, (r) => (r.understood ? 0 : 1)),
    misunderstood: food.filter((r) => !r.understood).length,
    results,
  };
}

export interface EmotionSummary extends Classification {
  cases: number;
  results: { id: string; text: string; label: string; predicted: string; confidence: number }[];
}

export async function evaluateEmotions(
  engine: AssistantEngine,
  cases: readonly EmotionCase[],
): Promise<EmotionSummary> {
  const results = [];
  for (const c of cases) {
    const reading = await engine.detectEmotion(c.text);
    results.push({
      id: c.id,
      text: c.text,
      label: c.label,
      predicted: reading.emotion,
      confidence: reading.confidence,
    });
  }
  return {
    cases: results.length,
    ...classification(
      EMOTIONS,
      results.map((r) => ({ actual: r.label, predicted: r.predicted })),
    ),
    results,
  };
}

/**
 * Nothing untrue: every answer to every request of every evaluation set (tuning, held-out and the limits rounds)
 * passes the truth check, and the check itself catches each kind of untrue statement.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dish } from '../../../tests/fixtures/assistant/test-menu.ts';
import type { MenuItem, RecommendationAnswer } from '../engine.ts';
import { readJsonl, recommendCase } from './evaluation/evaluate.ts';
import { FIXTURES, MENU_SETS, menuOf } from './evaluation/suite.ts';
import { createBuiltInEngine } from './index.ts';
import { oftenFriedInNote, oftenHeldNote } from './notes.ts';
import { untrueStatements } from './truth.ts';

const engine = createBuiltInEngine();

const answer = (items: [MenuItem, string][], notes: string[] = []): RecommendationAnswer => ({
  items: items.map(([item, reason]) => ({ item, reason })),
  notes,
  relaxed: false,
  understood: true,
});

describe('the truth check', () => {
  const cola = dish({ name: 'Coca-Cola', category: 'Drinks', ingredients: ['carbonated water', 'sugar'] });
  const karahi = dish({ name: 'Chicken Karahi', ingredients: ['chicken', 'tomato'], spiceLevel: 3 });
  const fish = dish({ name: 'Lahori Fried Fish', ingredients: ['fish', 'gram flour'], type: 'non-veg' });
  const menu = [cola, karahi, fish];

  it('catches a promise a dish may not keep, a wrong heat, a wrong price and a note a pick belies', () => {
    expect(untrueStatements(answer([[cola, 'Caffeine-free and fizzy']]), menu)).toHaveLength(1);
    expect(untrueStatements(answer([[karahi, 'Not spicy chicken dish']]), menu)).toHaveLength(1);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner under $5']]), menu)).toHaveLength(1);
    // At $8: not under $8, but up to it.
    expect(untrueStatements(answer([[karahi, 'Chicken dinner under $8']]), menu)).toHaveLength(1);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner up to $7.50']]), menu)).toHaveLength(1);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner up to $8']]), menu)).toEqual([]);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner with basmati rice']]), menu)).toHaveLength(1);
    // Many fried fish batters hold flour: it may be offered, never promised gluten-free.
    expect(untrueStatements(answer([[fish, 'Gluten-free fish dinner']]), menu)).toHaveLength(1);
    const note =
      'I don\'t know "chikn", so I couldn\'t be sure to leave it out; nothing that looks like it is in these picks.';
    expect(untrueStatements(answer([[karahi, 'Very spicy (3/3)']], [note]), menu)).toHaveLength(1);
    // What an allergy left out beyond what most versions hold: no pick may hold it at all.
    const leftOut = oftenHeldNote(['gluten']);
    expect(untrueStatements(answer([[fish, 'Fish dinner']], [leftOut]), menu)).toHaveLength(1);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner']], [leftOut]), menu)).toEqual([]);
    // The same for a part a rule one lives by left out: many beef patties hold garlic.
    const burger = dish({ name: 'Smash Burger', ingredients: ['beef patty', 'burger bun'], type: 'non-veg' });
    expect(untrueStatements(answer([[burger, 'Beef burger']], [oftenHeldNote(['garlic'])]), [burger])).toHaveLength(1);
    const salad = dish({ name: 'Cucumber Salad', ingredients: ['cucumber', 'lettuce', 'lemon'], type: 'vegan' });
    expect(untrueStatements(answer([[salad, 'Light salad']], [oftenHeldNote(['garlic'])]), [salad])).toEqual([]);
    const onions = dish({ name: 'Kachumber', ingredients: ['cucumber', 'onion', 'tomato'], type: 'vegan' });
    expect(untrueStatements(answer([[onions, 'Light salad']], [oftenHeldNote(['onion'])]), [onions])).toHaveLength(1);
    // What a plain "no" left out of what is fried: no fried pick may hold it, a grilled one may.
    const wrap = dish({ name: 'Grilled Chicken Wrap', ingredients: ['chicken', 'tortilla'], type: 'non-veg' });
    const fried = oftenFriedInNote(['gluten']);
    expect(untrueStatements(answer([[fish, 'Fish dinner']], [fried]), [...menu, wrap])).toHaveLength(1);
    expect(untrueStatements(answer([[wrap, 'Chicken dinner']], [oftenFriedInNote(['dairy'])]), [wrap])).toEqual([]);
  });

  it('lets true statements through', () => {
    expect(untrueStatements(answer([[karahi, 'Very spicy (3/3) chicken dinner under $10']]), menu)).toEqual([]);
    expect(untrueStatements(answer([[karahi, 'Chicken dinner with tomato, and under $15']]), menu)).toEqual([]);
  });
});

describe('every answer of every evaluation set', () => {
  it('says nothing untrue about any dish', async () => {
    const problems: string[] = [];
    let answers = 0;
    for (const set of MENU_SETS) {
      const menu = menuOf(set);
      for (const file of ['requests.dev.jsonl', 'requests.blind.jsonl', 'requests.limits.jsonl']) {
        const path = `${FIXTURES}${set.name}/${file}`;
        if (!fs.existsSync(path)) continue;
        for (const request of readJsonl(path, recommendCase)) {
          const type = request.type === 'unclear' ? 'nutritional' : request.type;
          // Counted, never printed: held-out requests are measured only.
          problems.push(...untrueStatements(await engine.recommend(request.text, type, menu), menu));
          answers += 1;
        }
      }
    }
    expect(answers).toBeGreaterThan(1700);
    expect(problems.length).toBe(0);
    // Every answer of every set, 4,000 and more: longer than one test usually takes on a busy 2-core machine.
  }, 120_000);
});

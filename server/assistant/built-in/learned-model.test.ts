import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedModel, isTableOf, tableOf } from './learned-model.ts';

const isPair = (row: unknown): row is number[] => Array.isArray(row) && row.length === 2;
const isNumber = (n: unknown): n is number => Number.isFinite(n);
const model = z.strictObject({
  weight: z.number(),
  rows: tableOf(isPair, 'every word needs two numbers'),
  nested: tableOf((x): x is Record<string, number> => isTableOf(x, isNumber), 'every word needs numbers'),
});

describe('a learned model file', () => {
  it('is kept as it is when it fits, its tables the very objects it was read as', () => {
    const data = { weight: 0.5, rows: { a: [1, 2] }, nested: { a: { b: -1.5 } } };
    const checked = checkedModel(model, data, 'knowledge/x.json');
    expect(checked).toEqual(data);
    expect(checked.rows).toBe(data.rows);
  });

  it('stops the engine loading, naming the file and where it breaks', () => {
    const read = (data: unknown) => () => checkedModel(model, data, 'knowledge/x.json');
    expect(read({ weight: 0.5, rows: { a: [1] }, nested: {} })).toThrow(
      'knowledge/x.json at rows: every word needs two numbers',
    );
    expect(read({ weight: 0.5, rows: {}, nested: { a: { b: 'high' } } })).toThrow(
      'knowledge/x.json at nested: every word needs numbers',
    );
    expect(read({ weight: '0.5', rows: {}, nested: {} })).toThrow('knowledge/x.json at weight:');
    expect(read({ weight: 0.5, rows: {}, nested: {}, extra: 1 })).toThrow('knowledge/x.json at its top:');
    expect(read([])).toThrow('knowledge/x.json at its top:');
  });
});

import { describe, expect, it } from 'vitest';
import { classification, ndcgAt, precisionAt, recallAt, violatesAt } from './metrics.ts';

const relevant = new Set(['a', 'b', 'c']);

describe('ranking metrics', () => {
  it('divides precision by the number of results when there are fewer than k', () => {
    expect(precisionAt(5, ['a', 'x'], relevant)).toBe(0.5);
    expect(precisionAt(5, ['a', 'b', 'x', 'y', 'z', 'c'], relevant)).toBe(0.4);
    expect(precisionAt(5, [], relevant)).toBe(0);
  });

  it('measures recall over the relevant items', () => {
    expect(recallAt(5, ['a', 'x', 'b'], relevant)).toBeCloseTo(2 / 3);
  });

  it('normalises nDCG by the ideal ordering of the relevant items', () => {
    expect(ndcgAt(5, ['a', 'b', 'c'], relevant)).toBe(1);
    expect(ndcgAt(5, ['x', 'a'], new Set(['a']))).toBeCloseTo(1 / Math.log2(3));
    expect(ndcgAt(5, ['x'], relevant)).toBe(0);
  });

  it('flags a forbidden item in the top k only', () => {
    expect(violatesAt(5, ['a', 'b', 'c', 'd', 'e', 'bad'], new Set(['bad']))).toBe(false);
    expect(violatesAt(5, ['bad'], new Set(['bad']))).toBe(true);
  });
});

describe('classification metrics', () => {
  it('computes accuracy, macro-F1 and the confusion matrix', () => {
    const result = classification(
      ['yes', 'no'],
      [
        { actual: 'yes', predicted: 'yes' },
        { actual: 'yes', predicted: 'no' },
        { actual: 'no', predicted: 'no' },
        { actual: 'no', predicted: 'no' },
      ],
    );
    expect(result.accuracy).toBe(0.75);
    expect(result.confusion).toEqual({ yes: { yes: 1, no: 1 }, no: { yes: 0, no: 2 } });
    expect(result.perLabel.yes!.f1).toBeCloseTo(2 / 3);
    expect(result.perLabel.no!.f1).toBeCloseTo(0.8);
    expect(result.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2);
  });
});

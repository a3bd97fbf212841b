import { describe, expect, it } from 'vitest';
import {
  MAX_TURNS,
  RECOMMEND_TEXT_MAX,
  type RecommendAnswer,
  type RecommendedProduct,
} from '../../../shared/assistant.ts';
import { aProduct } from '../../test-support/product.ts';
import { bundlePicks, canFollowUp, followUpOf, moreLikeText, requestAsSaid } from './follow-up.ts';

function dish(id: number, name: string): RecommendedProduct {
  return { ...aProduct({ id, name, price: 5, emotion: 'neutral', type: 'non-veg' }), reason: 'Fits' };
}

const biryani = dish(7, 'Chicken Biryani');
const margarita = dish(3, 'Mint Margarita');
const wrap = dish(12, 'Chicken Shawarma Wrap');

function answer(changes: Partial<RecommendAnswer> = {}): RecommendAnswer {
  return {
    message: '',
    data: [biryani, margarita, wrap],
    notes: [],
    understood: true,
    engine: 'built-in',
    request: 'something spicy; without cheese',
    servings: 1,
    bundle: null,
    ...changes,
  };
}

describe('a request as the customer reads it', () => {
  it('writes the price a cheaper answer carried on as money, and nothing else', () => {
    expect(requestAsSaid('something spicy; no cheese, cheaper than 8.5; cheaper than 1250')).toBe(
      'something spicy; no cheese, cheaper than $8.50; cheaper than $1,250.00',
    );
    expect(requestAsSaid('anything cheaper than 10 dishes; cheaper than $9')).toBe(
      'anything cheaper than 10 dishes; cheaper than $9',
    );
  });
});

describe('a follow-up', () => {
  it('is offered while the request it would send back is one the server takes, and never for a misunderstood one', () => {
    expect(canFollowUp(answer())).toBe(true);
    expect(canFollowUp(answer({ understood: false }))).toBe(false);
    const turn = 'something spicy without cheese and under ten';
    const longest = Array.from({ length: 200 }, () => turn)
      .join('; ')
      .slice(0, RECOMMEND_TEXT_MAX * MAX_TURNS);
    expect(canFollowUp(answer({ request: longest }))).toBe(true);
    expect(canFollowUp(answer({ request: `${longest}; for two` }))).toBe(false);
  });

  it('sends back the whole request and the dishes in the order shown', () => {
    expect(followUpOf(answer())).toEqual({ request: 'something spicy; without cheese', shown: [7, 3, 12], set: [] });
    expect(followUpOf(answer({ data: [] }))).toEqual({
      request: 'something spicy; without cheese',
      shown: [],
      set: [],
    });
    const bundle = {
      items: [
        { id: 12, quantity: 1 },
        { id: 3, quantity: 1 },
      ],
      total: 7,
    };
    expect(followUpOf(answer({ bundle })).set).toEqual([12, 3]);
  });

  it('asks for more like a dish by its place in the answer', () => {
    expect(moreLikeText(0)).toBe('more like the first one');
    expect(moreLikeText(1)).toBe('more like the second one');
    expect(moreLikeText(7)).toBe('more like the eighth one');
  });
});

describe('Add all', () => {
  it("takes the combination's dishes in its order, with their quantities", () => {
    const bundle = {
      items: [
        { id: 12, quantity: 2 },
        { id: 3, quantity: 2 },
      ],
      total: 16.96,
    };
    expect(bundlePicks(answer({ bundle, servings: 2 }))).toEqual([
      { product: wrap, quantity: 2, choices: [] },
      { product: margarita, quantity: 2, choices: [] },
    ]);
  });

  it("starts a dish's choices from the cheapest ones, which its total was priced at", () => {
    const choice = (id: number, price: number, isDefault = false) => ({
      id,
      name: `Choice ${id}`,
      price,
      availability: true,
      isDefault,
    });
    const pizza = {
      ...dish(20, 'Margherita Pizza'),
      optionGroups: [
        { id: 1, name: 'Size', min: 1, max: 1, choices: [choice(11, 0, true), choice(12, -2), choice(13, 3)] },
        { id: 2, name: 'Extras', min: 0, max: 2, choices: [choice(21, 1)] },
      ],
    };
    const bundle = { items: [{ id: 20, quantity: 1 }], total: 3 };
    expect(bundlePicks(answer({ data: [pizza], bundle }))).toEqual([{ product: pizza, quantity: 1, choices: [12] }]);
  });

  it('has nothing to add for an answer that is no combination', () => {
    expect(bundlePicks(answer())).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cheapestPrice,
  choiceProblems,
  defaultChoiceIds,
  priceWith,
  requiredDefaults,
  type Configurable,
} from './options.ts';

const choice = (id: number, name: string, price = 0, extra: { availability?: boolean; isDefault?: boolean } = {}) => ({
  id,
  name,
  price,
  availability: extra.availability ?? true,
  isDefault: extra.isDefault ?? false,
});

const karahi: Configurable = {
  name: 'Chicken Karahi',
  price: 12,
  optionGroups: [
    {
      id: 1,
      name: 'Size',
      min: 1,
      max: 1,
      choices: [choice(11, 'Half kg', -4), choice(12, 'Full kg', 3.5, { isDefault: true })],
    },
    { id: 2, name: 'Extras', min: 0, max: 2, choices: [choice(21, 'Extra cheese', 1.25), choice(22, 'Raita', 0.5)] },
  ],
};

describe('a dish with option groups', () => {
  it('costs its base price plus every chosen choice, to the cent', () => {
    expect(priceWith(karahi, [12, 21])).toBe(16.75);
    expect(priceWith(karahi, [11])).toBe(8);
    expect(priceWith({ name: 'Tea', price: 0.1, optionGroups: [] }, [])).toBe(0.1);
  });

  it('starts from its defaults, and a client that sends nothing gets the required ones', () => {
    expect(defaultChoiceIds(karahi)).toEqual([12]);
    expect(requiredDefaults(karahi)).toEqual([12]);
  });

  it('names what is wrong in words a customer reads', () => {
    expect(choiceProblems(karahi, [12])).toEqual([]);
    expect(choiceProblems(karahi, []).map((p) => p.message)).toEqual(['Choose your size for Chicken Karahi.']);
    expect(choiceProblems(karahi, [11, 12]).map((p) => p.message)).toEqual([
      'Choose at most 1 size for Chicken Karahi.',
    ]);
    expect(choiceProblems(karahi, [12, 99]).map((p) => p.kind)).toEqual(['unknown']);
    const deal = {
      ...karahi,
      name: 'Burger Meal',
      optionGroups: [{ ...karahi.optionGroups[0]!, name: 'Drink choice' }],
    };
    expect(choiceProblems(deal, []).map((p) => p.message)).toEqual(['Choose your drink for Burger Meal.']);
    const soldOut = {
      ...karahi,
      optionGroups: [{ ...karahi.optionGroups[0]!, choices: [choice(12, 'Full kg', 3.5, { availability: false })] }],
    };
    expect(choiceProblems(soldOut, [12]).map((p) => p.message)).toEqual(['Full kg is sold out for Chicken Karahi.']);
  });

  it('is at its cheapest with the cheapest choices that satisfy every group, and unorderable when a required one has none', () => {
    expect(cheapestPrice(karahi)).toBe(8);
    const onlyFull = {
      ...karahi,
      optionGroups: [
        {
          ...karahi.optionGroups[0]!,
          choices: [choice(11, 'Half kg', -4, { availability: false }), choice(12, 'Full kg', 3.5)],
        },
      ],
    };
    expect(cheapestPrice(onlyFull)).toBe(15.5);
    const none = {
      ...karahi,
      optionGroups: [{ ...karahi.optionGroups[0]!, choices: [choice(12, 'Full kg', 3.5, { availability: false })] }],
    };
    expect(cheapestPrice(none)).toBeNull();
    // An optional choice that takes money off is worth taking.
    const discount = {
      name: 'Deal',
      price: 10,
      optionGroups: [{ id: 3, name: 'Drink', min: 0, max: 1, choices: [choice(31, 'No drink', -1)] }],
    };
    expect(cheapestPrice(discount)).toBe(9);
  });
});

import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '../../../shared/options.ts';
import { aProduct } from '../../test-support/product.ts';
import { addedMessage } from '../cart/use-add-to-cart.ts';
import { untilChoice, type QuickPick } from './use-quick-add.tsx';

const size: OptionGroup = {
  id: 1,
  name: 'Pizza size',
  min: 1,
  max: 1,
  choices: [{ id: 11, name: 'Medium', price: 0, isDefault: true, availability: true }],
};
const extras: OptionGroup = { ...size, id: 2, name: 'Burger extras', min: 0, max: 3 };

function pick(name: string, optionGroups: OptionGroup[] = [], quantity = 2): QuickPick {
  return { product: aProduct({ name, price: 5, emotion: 'neutral', optionGroups }), quantity };
}

describe('adding several dishes in turn', () => {
  const burger = pick('Smash Burger', [extras]);
  const pizza = pick('Margherita Pizza', [size]);
  const lassi = pick('Mango Lassi');

  it('adds at once every dish up to the first with a required choice, which waits with the rest', () => {
    expect(untilChoice([burger, pizza, lassi])).toEqual({ ready: [burger], waiting: [pizza, lassi] });
    expect(untilChoice([pizza, lassi])).toEqual({ ready: [], waiting: [pizza, lassi] });
  });

  it('adds everything at once when nothing needs a choice (optional extras do not)', () => {
    expect(untilChoice([burger, lassi])).toEqual({ ready: [burger, lassi], waiting: [] });
    expect(untilChoice([])).toEqual({ ready: [], waiting: [] });
  });

  it('says in one line what went in, with the quantities over one', () => {
    expect(addedMessage([{ name: 'Mango Lassi', quantity: 1 }])).toBe('Mango Lassi added to cart!');
    expect(addedMessage([{ name: 'Mango Lassi', quantity: 2 }])).toBe('2 × Mango Lassi added to cart!');
    expect(
      addedMessage([
        { name: 'Chicken Biryani', quantity: 2 },
        { name: 'Raita', quantity: 1 },
        { name: 'Mango Lassi', quantity: 2 },
      ]),
    ).toBe('2 × Chicken Biryani, Raita and 2 × Mango Lassi added to cart!');
  });
});

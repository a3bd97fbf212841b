import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/menu.ts';
import type { OptionGroup } from '../../../shared/options.ts';
import { aProduct } from '../../test-support/product.ts';
import { groupForSoldOutSheet, type SoldOutGroup } from './sold-out-groups.ts';

const dish = (id: number, name: string, category: string, fields: Partial<Product> = {}) =>
  aProduct({ id, name, category, ...fields });

const size = (choices: { id: number; name: string; availability: boolean }[]): OptionGroup => ({
  id: 1,
  name: 'Size',
  min: 1,
  max: 1,
  choices: choices.map((choice) => ({ ...choice, price: 0, isDefault: false })),
});

/** Each group as [heading, the rows' labels]. */
const shape = (groups: SoldOutGroup[]) =>
  groups.map((group) => [
    group.heading,
    group.items.map((item) => (item.kind === 'dish' ? item.product.name : `${item.choice.group}: ${item.choice.name}`)),
  ]);

const categories = [
  { name: 'Drinks', position: 2 },
  { name: 'Karahi', position: 0 },
  { name: 'Rice & Biryani', position: 1 },
];

describe('groupForSoldOutSheet', () => {
  it('lists what is sold out first, then each category in the menu’s order with its available dishes by name', () => {
    const menu = [
      dish(1, 'Mint Lemonade', 'Drinks'),
      dish(2, 'Zinger', 'Karahi', { availability: false }),
      dish(3, 'Chicken Karahi', 'Karahi'),
      dish(4, 'Chicken Biryani', 'Rice & Biryani', { availability: false }),
      dish(5, 'Beef Pulao', 'Rice & Biryani'),
      dish(6, 'Mutton Karahi', 'Karahi'),
      dish(7, 'Lassi', 'Drinks', { availability: false }),
    ];
    expect(shape(groupForSoldOutSheet(menu, categories))).toEqual([
      ['Sold out now', ['Chicken Biryani', 'Lassi', 'Zinger']],
      ['Karahi', ['Chicken Karahi', 'Mutton Karahi']],
      ['Rice & Biryani', ['Beef Pulao']],
      ['Drinks', ['Mint Lemonade']],
    ]);
  });

  it('leaves out a category whose every dish is sold out, and the sold-out group when nothing is', () => {
    const menu = [dish(1, 'Lassi', 'Drinks', { availability: false }), dish(2, 'Chicken Karahi', 'Karahi')];
    expect(shape(groupForSoldOutSheet(menu, categories))).toEqual([
      ['Sold out now', ['Lassi']],
      ['Karahi', ['Chicken Karahi']],
    ]);
    expect(shape(groupForSoldOutSheet([dish(2, 'Chicken Karahi', 'Karahi')], categories))).toEqual([
      ['Karahi', ['Chicken Karahi']],
    ]);
  });

  it('names a category as the menu does, whatever the case or spacing a dish carries', () => {
    const menu = [dish(1, 'Chicken Karahi', ' karahi '), dish(2, 'Beef Pulao', 'RICE & BIRYANI')];
    const groups = groupForSoldOutSheet(menu, categories);
    expect(shape(groups)).toEqual([
      ['Karahi', ['Chicken Karahi']],
      ['Rice & Biryani', ['Beef Pulao']],
    ]);
    expect(groups.map((group) => group.key)).toEqual(['category:karahi', 'category:rice & biryani']);
  });

  it('puts categories the list does not know after the known ones, and without a list keeps the menu’s order', () => {
    const menu = [
      dish(1, 'Gulab Jamun', 'Desserts'),
      dish(2, 'Chicken Karahi', 'Karahi'),
      dish(3, 'Water', '  '),
      dish(4, 'Mint Lemonade', 'Drinks'),
    ];
    expect(shape(groupForSoldOutSheet(menu, categories)).map(([heading]) => heading)).toEqual([
      'Karahi',
      'Drinks',
      'Desserts',
      'Other',
    ]);
    expect(shape(groupForSoldOutSheet(menu, null)).map(([heading]) => heading)).toEqual([
      'Desserts',
      'Karahi',
      'Other',
      'Drinks',
    ]);
  });

  it('lists a choice once, sold out with the dishes, otherwise under Choices, naming every dish offering it', () => {
    const sizes = size([
      { id: 10, name: 'Half kg', availability: true },
      { id: 11, name: 'Full kg', availability: false },
    ]);
    const menu = [
      dish(1, 'Mutton Karahi', 'Karahi', { optionGroups: [sizes] }),
      dish(2, 'Chicken Karahi', 'Karahi', { optionGroups: [sizes], availability: false }),
    ];
    const groups = groupForSoldOutSheet(menu, categories);
    expect(shape(groups)).toEqual([
      ['Sold out now', ['Chicken Karahi', 'Size: Full kg']],
      ['Karahi', ['Mutton Karahi']],
      ['Choices', ['Size: Half kg']],
    ]);
    const half = groups.at(-1)!.items[0]!;
    expect(half.kind === 'choice' && half.choice.dishes).toEqual(['Mutton Karahi', 'Chicken Karahi']);
    expect(groups.flatMap((group) => group.items.map((item) => item.key))).toEqual([
      'dish-2',
      'choice-11',
      'dish-1',
      'choice-10',
    ]);
  });

  it('narrows every group to what the search finds', () => {
    const menu = [
      dish(1, 'Chicken Karahi', 'Karahi', { availability: false }),
      dish(2, 'Mutton Karahi', 'Karahi'),
      dish(3, 'Chicken Biryani', 'Rice & Biryani'),
      dish(4, 'Lassi', 'Drinks'),
    ];
    expect(shape(groupForSoldOutSheet(menu, categories, 'chicken'))).toEqual([
      ['Sold out now', ['Chicken Karahi']],
      ['Rice & Biryani', ['Chicken Biryani']],
    ]);
    expect(groupForSoldOutSheet(menu, categories, 'pizza')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/menu.ts';
import { aProduct } from '../../test-support/product.ts';
import { groupByCategory } from './menu-categories.ts';

function dish(id: number, category: string): Product {
  return aProduct({ id, name: `Dish ${id}`, category });
}

describe('groupByCategory', () => {
  it('keeps the order in which the menu first lists each category, and each dish in its place', () => {
    const groups = groupByCategory([dish(1, 'Desi'), dish(2, 'Pizza'), dish(3, 'Desi'), dish(4, 'Drinks')]);
    expect(groups.map((g) => [g.name, g.products.map((p) => p.id)])).toEqual([
      ['Desi', [1, 3]],
      ['Pizza', [2]],
      ['Drinks', [4]],
    ]);
  });

  it('treats case and spacing as the same category, named as first written', () => {
    const groups = groupByCategory([dish(1, 'Rice & Biryani'), dish(2, ' rice & biryani ')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: 'Rice & Biryani', anchor: 'menu-rice-biryani' });
  });

  it('gives every section its own anchor, even when names reduce to the same one', () => {
    const groups = groupByCategory([dish(1, 'Tea & Coffee'), dish(2, 'Tea - Coffee'), dish(3, '  '), dish(4, '!!')]);
    expect(groups.map((g) => g.anchor)).toEqual(['menu-tea-coffee', 'menu-tea-coffee-2', 'menu-other', 'menu-dishes']);
    expect(groups.map((g) => g.name)).toEqual(['Tea & Coffee', 'Tea - Coffee', 'Other', '!!']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/menu.ts';
import { aProduct } from '../../test-support/product.ts';
import { groupByCategory, matchesSearch } from './product-search.ts';

function dish(name: string, category: string, ingredients: string[] = []): Product {
  const product = aProduct({ name, category });
  return {
    ...product,
    ingredients: ingredients.map((ingredient, index) => ({ id: product.id * 100 + index, name: ingredient })),
  };
}

const tikka = dish('Paneer Tikka', 'Starters', ['paneer', 'yoghurt']);
const brulee = dish('Crème Brûlée', 'Desserts', ['cream', 'sugar']);
const kheer = dish('Kheer', 'Desserts', ['rice', 'saffron']);
const biryani = dish('Chicken Biryani', 'Mains', ['rice', 'chicken']);

const found = (search: string) => [tikka, brulee, kheer, biryani].filter((product) => matchesSearch(product, search));

describe('searching the products', () => {
  it('finds everything with an empty or blank search', () => {
    expect(found('')).toHaveLength(4);
    expect(found('   ')).toHaveLength(4);
  });

  it('finds by part of the name, whatever the case or accents', () => {
    expect(found('TIKKA')).toEqual([tikka]);
    expect(found('creme brul')).toEqual([brulee]);
    expect(found('Brûlée')).toEqual([brulee]);
  });

  it('finds by category and by ingredient', () => {
    expect(found('dessert')).toEqual([brulee, kheer]);
    expect(found('rice')).toEqual([kheer, biryani]);
  });

  it('needs every word to match somewhere in the dish', () => {
    expect(found('rice dessert')).toEqual([kheer]);
    expect(found('paneer mains')).toEqual([]);
  });

  it('finds nothing for a word no dish has', () => {
    expect(found('pizza')).toEqual([]);
  });
});

describe('grouping the products', () => {
  it('puts each dish under its own category, categories and dishes alphabetical', () => {
    const groups = groupByCategory([tikka, kheer, biryani, brulee]);
    expect(groups.map(({ category, products }) => [category, products.map(({ name }) => name)])).toEqual([
      ['Desserts', ['Crème Brûlée', 'Kheer']],
      ['Mains', ['Chicken Biryani']],
      ['Starters', ['Paneer Tikka']],
    ]);
  });

  it('has no groups without products', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

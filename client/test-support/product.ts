import type { Product } from '../../shared/menu.ts';

let nextId = 1;

/** A plain available veg dish for a test, with the fields the test cares about set over it. */
export function aProduct(fields: Partial<Product> = {}): Product {
  return {
    id: nextId++,
    name: 'Dish',
    category: 'Mains',
    price: 9,
    emotion: 'joy',
    description: '',
    ingredients: [],
    availability: true,
    imageLink: '',
    type: 'veg',
    calories: null,
    spiceLevel: 0,
    allergens: [],
    tags: [],
    optionGroups: [],
    ...fields,
  };
}

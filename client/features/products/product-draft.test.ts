import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/menu.ts';
import { EMPTY_DRAFT, checkNewProduct, checkProductChanges, draftOf, priceInput } from './product-draft.ts';

const picture = (type = 'image/png', size = 10) => new File([new Uint8Array(size)], 'dish.png', { type });

const kheer: Product = {
  id: 7,
  name: 'Kheer',
  category: 'Desserts',
  price: 4.5,
  emotion: 'joy',
  description: 'Rice pudding.',
  ingredients: [{ id: 1, name: 'rice' }],
  availability: true,
  imageLink: '/uploads/kheer.png',
  type: 'veg',
  calories: null,
  spiceLevel: 0,
  allergens: ['dairy'],
  tags: ['dinner'],
  optionGroups: [],
};

describe('the price field', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(priceInput('12')).toBe('12');
    expect(priceInput('$1a2.5.0')).toBe('12.50');
    expect(priceInput('.5')).toBe('.5');
    expect(priceInput('-3,2')).toBe('32');
  });
});

describe('checkNewProduct', () => {
  it('names every missing field of spec point 5, the picture included (the type may stay unstated)', () => {
    expect(checkNewProduct(EMPTY_DRAFT)).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        category: 'Category is required.',
        price: 'Price is required.',
        emotion: 'Emotion is required.',
        description: 'Description is required.',
        image: 'An image is required.',
      },
    });
  });

  it('refuses a file that is not a picture, or one over 5 MB', () => {
    const draft = { ...draftOf(kheer), image: picture('image/svg+xml') };
    expect(checkNewProduct(draft)).toMatchObject({
      errors: { image: 'The image must be a PNG, JPEG, WebP or GIF file.' },
    });
    const big = { ...draft, image: picture('image/jpeg', 5 * 1024 * 1024 + 1) };
    expect(checkNewProduct(big)).toMatchObject({ errors: { image: 'The image must be at most 5 MB.' } });
  });

  it('answers the body the server expects, trimmed, with the picture', () => {
    const image = picture();
    const draft = {
      ...draftOf(kheer),
      name: '  Kheer ',
      price: '4.50',
      calories: '',
      ingredients: ['rice', ' '],
      image,
    };
    const check = checkNewProduct(draft);
    expect(check).toEqual({
      ok: true,
      value: {
        product: {
          name: 'Kheer',
          category: 'Desserts',
          price: 4.5,
          emotion: 'joy',
          description: 'Rice pudding.',
          type: 'veg',
          availability: true,
          ingredients: ['rice'],
          calories: null,
          spiceLevel: 0,
          allergens: ['dairy'],
          tags: ['dinner'],
          optionGroupIds: [],
        },
        image,
      },
    });
  });
});

describe('checkProductChanges', () => {
  it('needs no new picture, and sends every field with the product id', () => {
    const check = checkProductChanges(kheer.id, { ...draftOf(kheer), price: '5' });
    expect(check).toMatchObject({
      ok: true,
      value: { product: { productId: 7, price: 5, ingredients: ['rice'] }, image: null },
    });
  });

  it('refuses a price with more than two decimals', () => {
    expect(checkProductChanges(kheer.id, { ...draftOf(kheer), price: '5.999' })).toEqual({
      ok: false,
      errors: { price: 'Price can have at most two decimals.' },
    });
  });
});

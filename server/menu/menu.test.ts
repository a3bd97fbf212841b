import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/constants.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let karahi: ReturnType<typeof createProduct>;
let soldOut: ReturnType<typeof createProduct>;
let plain: ReturnType<typeof createProduct>;
let retired: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  karahi = createProduct(t.app, {
    name: 'Chicken Karahi',
    price: 12.99,
    type: 'non-veg',
    emotion: 'anger',
    ingredients: ['chicken', 'tomato', 'green chili', 'ginger'],
    spiceLevel: 3,
    allergens: [],
    tags: ['dinner', 'hot', 'heavy'],
  });
  soldOut = createProduct(t.app, {
    name: 'Mango Lassi',
    price: 3.1,
    available: false,
    ingredients: ['mango', 'yogurt'],
  });
  plain = createProduct(t.app, { name: 'Plain Rice', price: 2, ingredients: [] });
  retired = createProduct(t.app, { name: 'Retired Dish', deleted: true });
});
afterAll(() => t.close());

describe('GET /api/products/get/all', () => {
  it('answers the plain list of products that are not deleted, with prices from cents and ordered ingredients', async () => {
    const res = await t.app.inject('/api/products/get/all');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(['Chicken Karahi', 'Mango Lassi', 'Plain Rice']);
    expect(list[0]).toEqual({
      id: karahi.id,
      name: 'Chicken Karahi',
      category: 'Mains',
      price: 12.99,
      emotion: 'anger',
      description: 'A plate of something good.',
      ingredients: [
        { id: expect.any(Number), name: 'chicken' },
        { id: expect.any(Number), name: 'tomato' },
        { id: expect.any(Number), name: 'green chili' },
        { id: expect.any(Number), name: 'ginger' },
      ],
      availability: true,
      imageLink: karahi.imagePath,
      type: 'non-veg',
      calories: 500,
      spiceLevel: 3,
      allergens: [],
      tags: ['dinner', 'hot', 'heavy'],
    });
    expect(list[1]).toMatchObject({ price: 3.1, availability: false });
    expect(list[2]).toMatchObject({ price: 2, ingredients: [] });
  });

  it('is open to visitors and to every role', async () => {
    expect((await t.app.inject('/api/products/get/all')).statusCode).toBe(200);
    for (const role of ROLES) {
      const user = await createUser(t.app, { role });
      const res = await t.app.inject({
        url: '/api/products/get/all',
        headers: { authorization: `Bearer ${sessionToken(t.app, user)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(3);
    }
  });
});

describe('GET /api/product/get/:id', () => {
  it('answers one product, also one without ingredients or sold out', async () => {
    for (const product of [karahi, soldOut, plain]) {
      const res = await t.app.inject(`/api/product/get/${product.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: product.id, name: product.name });
    }
  });

  it('answers 404 for unknown or deleted products and 400 for malformed ids', async () => {
    for (const id of ['999999', String(Number.MAX_SAFE_INTEGER), String(retired.id)]) {
      const res = await t.app.inject(`/api/product/get/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such product on the menu.');
    }
    for (const id of ['abc', '1.5', '-3', '0', '1e400', '%00']) {
      const res = await t.app.inject(`/api/product/get/${id}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

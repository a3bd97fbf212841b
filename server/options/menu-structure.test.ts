/**
 * The administrator's side of the menu's structure: option groups made once and offered by many dishes, edited in one
 * place (choices kept by id, the rest removed), checked as a person would be told; categories named once, picked when
 * adding a dish, renamed, reordered and removed once empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { multipart } from '../../tests/multipart.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }))}` };
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: admin });
const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: admin });
const menuDish = async (id: number) =>
  (
    (await t.app.inject('/api/products/get/all')).json() as {
      id: number;
      category: string;
      optionGroups: { name: string }[];
    }[]
  ).find((dish) => dish.id === id)!;

const extras = {
  name: 'Extras',
  min: 0,
  max: 2,
  choices: [
    { name: 'Extra cheese', price: 1.25 },
    { name: 'Jalapeños', price: '0.75' },
  ],
};

describe('option groups', () => {
  it('are made once and offered by many dishes; an edit keeps the choices sent back with their ids', async () => {
    const made = await post('/option-group/create', extras);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const burger = createProduct(t.app, { name: 'Zinger Burger' });
    const wrap = createProduct(t.app, { name: 'Chicken Wrap' });
    for (const dish of [burger, wrap])
      expect((await post('/product/update', { productId: dish.id, optionGroupIds: [id] })).statusCode).toBe(200);

    const listed = (await get('/option-groups')).json().data as {
      id: number;
      choices: { id: number; name: string }[];
      dishes: { name: string }[];
    }[];
    const group = listed.find((g) => g.id === id)!;
    expect(group.dishes.map((dish) => dish.name)).toEqual(['Chicken Wrap', 'Zinger Burger']);
    const cheese = group.choices.find((c) => c.name === 'Extra cheese')!;

    const edited = await post('/option-group/update', {
      id,
      name: 'Burger extras',
      min: 0,
      max: 3,
      choices: [
        { id: cheese.id, name: 'Double cheese', price: 1.5 },
        { name: 'Fried egg', price: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const dish of [burger, wrap]) {
      expect((await menuDish(dish.id)).optionGroups).toMatchObject([
        {
          name: 'Burger extras',
          max: 3,
          choices: [
            { id: cheese.id, name: 'Double cheese', price: 1.5 },
            { name: 'Fried egg', price: 1 },
          ],
        },
      ]);
    }

    expect((await post('/option-group/delete', { id })).statusCode).toBe(200);
    expect((await menuDish(burger.id)).optionGroups).toEqual([]);
  });

  it.each([
    [{ ...extras, max: 0 }, 'max', 'The most choices must be at least 1.'],
    [{ ...extras, min: 2, max: 1 }, 'max', 'The most choices cannot be fewer than the fewest.'],
    [{ ...extras, min: 3, max: 3 }, 'min', 'The group has 2 choices, so a customer cannot be asked for 3.'],
    [{ ...extras, choices: [] }, 'choices', 'A group needs at least one choice.'],
    [{ ...extras, name: '\u200B\u200B' }, 'name', 'The group needs a name, such as "Size" or "Extras".'],
    [
      { ...extras, choices: [{ name: 'Cheese' }, { name: 'cheese' }] },
      'choices',
      'Two choices are called "cheese"; give each its own name.',
    ],
    [
      {
        name: 'Size',
        min: 1,
        max: 1,
        choices: [
          { name: 'Half', isDefault: true },
          { name: 'Full', isDefault: true },
        ],
      },
      'choices',
      'At most 1 of the choices can be chosen at first.',
    ],
    [
      { ...extras, choices: [{ name: 'Cheese', price: 1.255 }] },
      'choices',
      "A choice's price can have at most two decimals.",
    ],
  ])('refuse %j with a message for the field', async (body, field, message) => {
    const res = await post('/option-group/create', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.keys(res.json().fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });

  it('attach to a new dish in the order given, and an unknown group is refused', async () => {
    const size = (
      await post('/option-group/create', { name: 'Size', min: 1, max: 1, choices: [{ name: 'Regular' }] })
    ).json().data.id as number;
    const sauce = (
      await post('/option-group/create', { name: 'Sauce', min: 0, max: 1, choices: [{ name: 'Garlic' }] })
    ).json().data.id as number;
    const product = {
      name: 'Pizza Margherita',
      category: 'Pizza',
      price: 9,
      emotion: 'joy',
      description: 'Tomato and mozzarella.',
      optionGroupIds: [sauce, size],
    };
    const form = multipart([
      { name: 'image', data: png(64, 48), filename: 'pizza.png', contentType: 'image/png' },
      { name: 'product', data: JSON.stringify(product) },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: { ...form.headers, ...admin },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.optionGroups.map((g: { name: string }) => g.name)).toEqual(['Sauce', 'Size']);
    const unknown = await post('/product/update', { productId: created.json().data.id, optionGroupIds: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no option group 987654.');
  });
});

describe('categories', () => {
  it('are picked by name whatever its case, renamed for every dish, reordered, and removed only once empty', async () => {
    const dish = createProduct(t.app, { name: 'Gulab Jamun', category: 'Sweets' });
    const other = createProduct(t.app, { name: 'Ras Malai', category: 'sweets' });
    expect((await menuDish(other.id)).category).toBe('Sweets');

    const list = async () => (await get('/categories')).json().data as { id: number; name: string; dishes: number }[];
    const sweets = (await list()).find((c) => c.name === 'Sweets')!;
    expect(sweets.dishes).toBe(2);

    expect((await post('/category/update', { id: sweets.id, name: 'Desserts' })).statusCode).toBe(200);
    expect((await menuDish(dish.id)).category).toBe('Desserts');
    const clash = await post('/category/create', { name: 'desserts' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('There is a category called "desserts" already.');

    const ids = (await list()).map((c) => c.id);
    expect((await post('/category/reorder', { ids: [...ids].reverse() })).statusCode).toBe(200);
    expect((await list()).map((c) => c.id)).toEqual([...ids].reverse());
    expect((await post('/category/reorder', { ids: ids.slice(1) })).statusCode).toBe(400);

    const busy = await post('/category/delete', { id: sweets.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('2 dishes are in this category. Move them to another category first.');
    const empty = (await post('/category/create', { name: 'Seasonal' })).json().data.id as number;
    expect((await post('/category/delete', { id: empty })).statusCode).toBe(200);
    expect((await list()).some((c) => c.id === empty)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/constants.ts';
import type { InferredTraits, InferredTraitsBody } from '../../shared/inferred-traits.ts';
import type { Product } from '../../shared/menu.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor('ADMIN');
});
afterAll(() => t.close());

async function tokenFor(role: Role) {
  return sessionToken(t.app, await createUser(t.app, { role }));
}

function post(url: string, payload: unknown, token: string | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function inferred(draft: InferredTraitsBody): Promise<InferredTraits> {
  const res = await post('/product/inferred-traits', draft);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: InferredTraits }).data;
}

const partOf = (answer: InferredTraits, part: string) => answer.parts.find((p) => p.part === part);

describe('POST /api/product/inferred-traits', () => {
  it('answers administrators only', async () => {
    const draft = { name: 'Latte' };
    expect((await post('/product/inferred-traits', draft, null)).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN'] as const) {
      expect((await post('/product/inferred-traits', draft, await tokenFor(role))).statusCode).toBe(403);
    }
    expect((await post('/product/inferred-traits', draft)).statusCode).toBe(200);
  });

  it.each([
    ['no name', { category: 'Drinks' }, 'name', 'Name is required.'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required.'],
    ['an unknown type', { name: 'Latte', type: 'keto' }, 'type', 'Type must be one of veg, vegan, non-veg.'],
    [
      'a tag it does not know',
      { name: 'Latte', tags: ['chives-free'] },
      'tags.0',
      /^Tags must be a list of: .*garlic-free/,
    ],
    [
      'ingredients that are no list',
      { name: 'Latte', ingredients: 'milk' },
      'ingredients',
      'Ingredients must be a list of names.',
    ],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
  ])('refuses %s with what is wrong', async (_what, draft, field, message) => {
    const res = await post('/product/inferred-traits', draft);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.message).toMatch(message);
    expect(body.fields[field]).toMatch(message);
  });

  it.each([
    ['a body that is no object', '"Latte"'],
    ['no body at all', undefined],
  ])('refuses %s', async (_what, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/inferred-traits',
      ...(payload === undefined ? {} : { payload }),
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).not.toBe('');
  });

  it('reads a latte as a hot drink holding caffeine and dairy', async () => {
    const res = await post('/product/inferred-traits', { name: 'Latte', category: 'Coffee', type: 'veg' });
    expect(res.json()).toEqual({
      message: 'Read as Cafe Latte.',
      data: {
        dish: { name: 'Cafe Latte', kind: 'hot-drink' },
        parts: [
          { part: 'caffeine', usually: 'most', said: null, assistant: 'holds' },
          { part: 'dairy', usually: 'most', said: null, assistant: 'holds' },
        ],
        traits: [{ trait: 'served-hot', said: false }],
      },
    });
  });

  it('reads a chicken karahi as the knowledge file says: garlic and tomato in most, onion and cream in some', async () => {
    const answer = await inferred({ name: 'Chicken Karahi', ingredients: ['Chicken', 'tomato', 'green chilli'] });
    expect(answer.dish).toEqual({ name: 'Chicken Karahi', kind: 'curry' });
    expect(answer.parts.map(({ part, usually, said }) => ({ part, usually, said }))).toEqual([
      { part: 'garlic', usually: 'most', said: null },
      { part: 'tomato', usually: 'most', said: 'contains' },
      { part: 'dairy', usually: 'some', said: null },
      { part: 'onion', usually: 'some', said: null },
    ]);
    expect(partOf(answer, 'garlic')?.assistant).toBe('holds');
    // What some recipes hold is never promised away; whether it also keeps the dish from those avoiding it is the
    // constraint layer's rule, which this answer only reports.
    expect(partOf(answer, 'onion')?.assistant).not.toBe('free');
    expect(partOf(answer, 'dairy')?.assistant).not.toBe('free');
    // The restaurant names its dish's meat itself: the knowledge file's chicken is never one of the parts.
    expect(partOf(answer, 'chicken' as never)).toBeUndefined();
  });

  it('shows the restaurant’s word beside each part it speaks of', async () => {
    const answer = await inferred({
      name: 'Chicken Karahi',
      ingredients: ['chicken', 'onion'],
      allergens: ['nuts'],
      tags: ['garlic-free', 'cold'],
    });
    expect(partOf(answer, 'garlic')).toEqual({ part: 'garlic', usually: 'most', said: 'without', assistant: 'free' });
    expect(partOf(answer, 'onion')).toEqual({ part: 'onion', usually: 'some', said: 'contains', assistant: 'holds' });
    expect(partOf(answer, 'nuts')).toEqual({ part: 'nuts', usually: null, said: 'contains', assistant: 'holds' });
    expect(answer.traits).toContainEqual({ trait: 'served-cold', said: true });
    expect(answer.traits.map((t) => t.trait)).not.toContain('served-hot');
  });

  it('follows the engine where the restaurant’s type or words rule a part out', async () => {
    const vegan = await inferred({ name: 'Latte', type: 'vegan', ingredients: ['oat milk', 'espresso'] });
    expect(partOf(vegan, 'dairy')).toEqual({ part: 'dairy', usually: 'most', said: null, assistant: 'free' });
    const decaf = await inferred({ name: 'Decaf Latte', type: 'veg' });
    expect(partOf(decaf, 'caffeine')).toEqual({ part: 'caffeine', usually: 'most', said: null, assistant: 'free' });
  });

  it('knows no dish it has never heard of, and keeps what the restaurant said of it', async () => {
    const answer = await inferred({ name: 'Chef’s Surprise', allergens: ['sesame'], tags: ['egg-free'] });
    expect(answer.dish).toBeNull();
    expect(answer.parts).toEqual([
      { part: 'sesame', usually: null, said: 'contains', assistant: 'holds' },
      { part: 'egg', usually: null, said: 'without', assistant: 'free' },
    ]);
  });

  it('reads fried and sweet from the dish itself, and sweet from a tag', async () => {
    const burger = await inferred({ name: 'Zinger Burger', category: 'Burgers' });
    expect(burger.traits).toContainEqual({ trait: 'fried', said: false });
    const kheer = await inferred({ name: 'Kheer', category: 'Desserts', tags: ['sweet'] });
    expect(kheer.traits).toContainEqual({ trait: 'sweet', said: true });
  });
});

describe('a product that says what it is made without', () => {
  it('is saved and shown on the menu with its "-free" tags', async () => {
    const { id } = createProduct(t.app, { name: 'Garlic-less Karahi', tags: ['dinner'] });
    const res = await post('/product/update', { productId: id, tags: ['dinner', 'garlic-free', 'onion-free'] });
    expect(res.statusCode).toBe(200);
    const dish = await t.app.inject({ method: 'GET', url: `/api/product/get/${id}` });
    expect((dish.json() as Product).tags).toEqual(['dinner', 'garlic-free', 'onion-free']);
  });

  it('is refused a "-free" tag of something the assistant does not know', async () => {
    const { id } = createProduct(t.app);
    const res = await post('/product/update', { productId: id, tags: ['chicken-free'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'tags.0': expect.stringMatching(/^Tags must be a list of:/) } });
  });
});

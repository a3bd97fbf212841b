import type { Role } from '../../shared/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { moneySettings } from '../../shared/money.ts';
import { startFakeOllama, type FakeOllama } from '../../tests/fake-ollama.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { emptyIntent, type Intent } from './intent.ts';
import { NO_MATCH_MESSAGE, NOT_UNDERSTOOD_MESSAGE } from './routes.ts';

/** A small menu with clear traps: every request below has right answers and wrong ones. */
function stockMenu(t: TestApp) {
  return {
    salad: createProduct(t.app, {
      name: 'Chickpea Garden Salad',
      category: 'Salads',
      price: 6.5,
      type: 'vegan',
      emotion: 'disgust',
      ingredients: ['chickpeas', 'cucumber', 'tomato', 'lemon', 'olive oil'],
      spiceLevel: 0,
      calories: 380,
      tags: ['lunch', 'cold', 'light'],
    }),
    daal: createProduct(t.app, {
      name: 'Tarka Daal',
      category: 'Desi',
      price: 5.75,
      type: 'vegan',
      emotion: 'sadness',
      ingredients: ['lentils', 'garlic', 'cumin', 'green chili', 'rice'],
      spiceLevel: 1,
      calories: 520,
      tags: ['lunch', 'dinner', 'hot'],
    }),
    karahi: createProduct(t.app, {
      name: 'Chicken Karahi',
      category: 'Desi',
      price: 12.99,
      type: 'non-veg',
      emotion: 'anger',
      ingredients: ['chicken', 'tomato', 'green chili', 'ginger', 'ghee'],
      allergens: ['dairy'],
      spiceLevel: 3,
      calories: 820,
      tags: ['dinner', 'hot', 'heavy'],
    }),
    paneer: createProduct(t.app, {
      name: 'Paneer Tikka Wrap',
      category: 'Wraps',
      price: 7.25,
      type: 'veg',
      emotion: 'joy',
      ingredients: ['paneer', 'flour tortilla', 'yogurt', 'onion'],
      allergens: ['dairy', 'gluten'],
      spiceLevel: 2,
      calories: 610,
      tags: ['lunch', 'hot'],
    }),
    sorbet: createProduct(t.app, {
      name: 'Mango Sorbet',
      category: 'Desserts',
      price: 4.5,
      type: 'vegan',
      emotion: 'joy',
      ingredients: ['mango', 'sugar', 'lime'],
      spiceLevel: 0,
      calories: 210,
      tags: ['lunch', 'dinner', 'cold', 'sweet', 'light'],
    }),
    soldOutVegan: createProduct(t.app, {
      name: 'Vegan Lentil Soup',
      category: 'Soups',
      price: 5,
      type: 'vegan',
      available: false,
      ingredients: ['lentils', 'carrot', 'onion'],
      tags: ['lunch', 'hot', 'light'],
    }),
  };
}

function customerHeaders(t: TestApp, user: { id: number; role: Role }) {
  return { authorization: `Bearer ${sessionToken(t.app, user)}` };
}

describe('POST /api/recommendation/recommend with the built-in engine', () => {
  let t: TestApp;
  let menu: ReturnType<typeof stockMenu>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    menu = stockMenu(t);
    headers = customerHeaders(t, await createUser(t.app));
  });
  afterAll(() => t.close());
  const ask = (payload: unknown, h = headers) =>
    t.app.inject({ method: 'POST', url: '/api/recommendation/recommend', payload: payload as object, headers: h });

  it('answers matching available products, best first, each the full product with a reason, and names the engine', async () => {
    const res = await ask({ text: 'something vegan and not spicy under $10' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('built-in');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const product of body.data) {
      expect(product.type).toBe('vegan');
      expect(product.spiceLevel).toBe(0);
      expect(product.price).toBeLessThan(10);
      expect(product.availability).toBe(true);
      expect(product.reason).toMatch(/\w+/);
      expect(product).toHaveProperty('ingredients');
      expect(product).toHaveProperty('imageLink');
    }
    const names = body.data.map((p: { name: string }) => p.name);
    expect(names).toContain(menu.salad.name);
    expect(names).not.toContain(menu.soldOutVegan.name);
  });

  it('defaults the type to nutritional and accepts emotional', async () => {
    expect((await ask({ text: 'I feel low today' })).statusCode).toBe(200);
    const res = await ask({ text: 'I feel low today', type: 'emotional' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].name).toBe(menu.daal.name);
  });

  it('answers an empty list with a message when nothing fits', async () => {
    const res = await ask({ text: 'vegan seafood under $2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: NO_MATCH_MESSAGE,
      data: [],
      notes: [],
      understood: true,
      engine: 'built-in',
      request: 'vegan seafood under $2',
      servings: 1,
      bundle: null,
    });
  });

  it('says what it could not leave out, and leaves out what looks like it', async () => {
    const res = await ask({ text: 'something vegan, no lentills or zqxwort please' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notes).toEqual([expect.stringContaining('"zqxwort"')]);
    expect(body.message).toContain('I don\'t know "zqxwort"');
    // "lentills" is a typo of a menu word, so it is understood and left out.
    for (const product of body.data)
      expect(product.ingredients.map((i: { name: string }) => i.name)).not.toContain('lentils');
  });

  it('answers text with no food meaning with "I didn\'t understand that" and this week\'s favourites', async () => {
    const customer = await createUser(t.app);
    // Confirmed orders of the sorbet this week make it the favourite; an unconfirmed one of the daal does not count.
    createOrder(t.app, {
      customerId: customer.id,
      status: 'PROCESSING',
      lines: [{ product: menu.sorbet, quantity: 2 }],
    });
    createOrder(t.app, {
      customerId: customer.id,
      status: 'UNCONFIRMED',
      lines: [{ product: menu.daal, quantity: 9 }],
    });
    const res = await ask({ text: 'asdf qwerty zxcv' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ understood: false, message: NOT_UNDERSTOOD_MESSAGE });
    expect(body.data[0]).toMatchObject({ name: menu.sorbet.name, reason: 'A favourite this week' });
    expect(body.data.slice(1).map((p: { reason: string }) => p.reason)).toEqual(Array(4).fill('From our menu'));
    expect(body.data.map((p: { name: string }) => p.name)).not.toContain(menu.soldOutVegan.name);
  });

  it.each([
    [{ text: '' }, 'Text cannot be empty'],
    [{ text: '    ' }, 'Text cannot be empty'],
    [{}, 'Text cannot be empty'],
    [{ text: 'x'.repeat(501) }, 'at most 500'],
    [{ text: 'pizza', type: 'spicy' }, 'nutritional'],
    [{ text: 42 }, 'Text cannot be empty'],
  ])('answers %o with 400', async (payload, message) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers guests as it answers customers, so the menu can be explored before signing in', async () => {
    const asGuest = await ask({ text: 'something sweet' }, {});
    expect(asGuest.statusCode).toBe(200);
    const asCustomer = await ask({ text: 'something sweet' });
    expect(asGuest.json().data.map((d: { id: number }) => d.id)).toEqual(
      asCustomer.json().data.map((d: { id: number }) => d.id),
    );
  });

  it('limits each customer to 10 requests a minute, without slowing down others', async () => {
    const mine = customerHeaders(t, await createUser(t.app));
    const answers = await Promise.all(Array.from({ length: 11 }, () => ask({ text: 'something sweet' }, mine)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(limited.json().message).toMatch(/try again in/);
    expect((await ask({ text: 'something sweet' })).statusCode).toBe(200);
  });
});

describe('the Ollama engine, against a local server speaking its protocol', () => {
  let t: TestApp;
  let ollama: FakeOllama;
  let menu: ReturnType<typeof stockMenu>;
  let headers: Record<string, string>;
  const intent = (changes: Partial<Intent>) => JSON.stringify({ ...emptyIntent(), ...changes });
  beforeAll(async () => {
    ollama = await startFakeOllama(['llama3.2:3b']);
    // Long enough for a busy two-core machine to take an instant answer; the slow answer below takes far longer.
    t = await createTestApp({
      env: { OLLAMA_HOST: ollama.url, OLLAMA_MODEL: 'llama3.2:3b', OLLAMA_TIMEOUT_MS: '1500' },
    });
    menu = stockMenu(t);
    headers = customerHeaders(t, await createUser(t.app));
  });
  afterAll(async () => {
    await t.close();
    await ollama.close();
  });
  const ask = (text: string, type = 'nutritional') =>
    t.app.inject({ method: 'POST', url: '/api/recommendation/recommend', payload: { text, type }, headers });

  it("uses a well-formed structured answer, asking with the configured model and the intent's JSON schema", async () => {
    ollama.answer(intent({ sweet: true, temperature: 'cold', categories: ['dessert'] }));
    const res = await ask('kuch thanda aur meetha');
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('ollama');
    expect(res.json().data[0].name).toBe(menu.sorbet.name);
    const seen = ollama.requests.at(-1)!;
    expect(seen.model).toBe('llama3.2:3b');
    expect(seen.stream).toBe(false);
    expect(seen.format).toMatchObject({
      type: 'object',
      properties: { diet: expect.any(Object), mood: expect.any(Object) },
    });
    expect(seen.messages.at(-1)!.content).toContain('kuch thanda aur meetha');
    // Amounts are read in the restaurant's own currency, not assumed to be dollars.
    expect(seen.messages[0]!.content).toContain(`Prices are in ${moneySettings().currency}.`);
  });

  it.each([
    ['text that is not JSON', 'Sure! Here are some dishes you might like.'],
    ['JSON of the wrong shape', JSON.stringify({ diet: 'carnivore', maxPrice: 'cheap' })],
  ])('falls back to the built-in engine on %s', async (_, content) => {
    ollama.answer(content);
    const res = await ask('something vegan');
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('built-in');
    expect(res.json().data.every((p: { type: string }) => p.type === 'vegan')).toBe(true);
  });

  it('falls back when the model is slower than OLLAMA_TIMEOUT_MS', async () => {
    ollama.answer(intent({ sweet: true }), 6000);
    const started = Date.now();
    const res = await ask('something sweet');
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('built-in');
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it("never lets a model's reading past the request's hard constraints", async () => {
    // The model drops the budget and the diet; the text's "under $5" and "vegan" still hold.
    ollama.answer(intent({ sweet: null, categories: [], keywords: ['mango', 'chicken'] }));
    const res = await ask('anything vegan under $5');
    expect(res.json().engine).toBe('ollama');
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual([menu.sorbet.name]);
  });

  it('falls back when the model asks for what the customer ruled out', async () => {
    // The model ignores "vegan" and "no spice" and points at the spiciest chicken dish.
    ollama.answer(intent({ diet: 'meat', dishNames: ['Chicken Karahi'], spiceMin: 3, keywords: ['chicken'] }));
    const res = await ask('I am vegan and want nothing spicy');
    expect(res.statusCode).toBe(200);
    // The customer still gets an answer: what they said wins over what the model made of it.
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().engine).toBe('built-in');
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).not.toContain(menu.karahi.name);
    expect(names).not.toContain(menu.paneer.name);
    for (const product of res.json().data) {
      expect(product.type).toBe('vegan');
      expect(product.spiceLevel).toBe(0);
    }
  });

  it('labels feedback with the model when it answers, and with the built-in engine when it does not', async () => {
    ollama.answer(JSON.stringify({ emotion: 'fear', confidence: 0.82 }));
    expect(await t.app.assistant.detectEmotion('Is there peanut in the sauce? My son is allergic')).toEqual({
      emotion: 'fear',
      confidence: 0.82,
      engine: 'ollama',
    });
    ollama.answer(JSON.stringify({ emotion: 'confused', confidence: 2 }));
    const fallback = await t.app.assistant.detectEmotion('Absolutely loved it, thank you!');
    expect(fallback).toMatchObject({ engine: 'built-in', emotion: 'joy' });
  });

  it('reports its health to admins only', async () => {
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const res = await t.app.inject({
      url: '/api/recommendation/health',
      headers: { authorization: `Bearer ${sessionToken(t.app, admin)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      engine: 'ollama',
      ollama: { host: ollama.url, model: 'llama3.2:3b', reachable: true, modelInstalled: true },
    });
    expect((await t.app.inject({ url: '/api/recommendation/health', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/recommendation/health' })).statusCode).toBe(401);
  });
});

describe('health without a reachable Ollama', () => {
  it('says the built-in engine is active and why', async () => {
    const t = await createTestApp({
      env: { OLLAMA_HOST: 'http://127.0.0.1:9', OLLAMA_MODEL: 'llama3.2:3b', OLLAMA_TIMEOUT_MS: '300' },
    });
    try {
      const admin = await createUser(t.app, { role: 'ADMIN' });
      const res = await t.app.inject({
        url: '/api/recommendation/health',
        headers: { authorization: `Bearer ${sessionToken(t.app, admin)}` },
      });
      expect(res.json()).toMatchObject({
        engine: 'built-in',
        ollama: { reachable: false, modelInstalled: false, error: expect.any(String) },
      });
      const built = await createTestApp();
      try {
        const plainAdmin = await createUser(built.app, { role: 'ADMIN' });
        const plain = await built.app.inject({
          url: '/api/recommendation/health',
          headers: { authorization: `Bearer ${sessionToken(built.app, plainAdmin)}` },
        });
        expect(plain.json()).toEqual({ engine: 'built-in', ollama: null });
      } finally {
        await built.close();
      }
    } finally {
      await t.close();
    }
  });
});

import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, productIngredients, products } from '../../drizzle/schema.ts';
import { ROLES } from '../../shared/constants.ts';
import { seedDemoDataIfEmpty } from '../bootstrap/demo-data.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { expectChangedMenu, fetchMenu } from '../../tests/menu-requests.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';

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
      imageLink: pictureUrl(t.config.publicUrl, karahi.imagePath),
      type: 'non-veg',
      calories: 500,
      spiceLevel: 3,
      allergens: [],
      tags: ['dinner', 'hot', 'heavy'],
      optionGroups: [],
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

describe('the menu cache', () => {
  it('answers with a strong ETag that browsers revalidate, and a 304 with no body while nothing changed', async () => {
    const first = await fetchMenu(t.app);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.res.headers['cache-control']).toBe('no-cache');
    expect(first.res.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await fetchMenu(t.app);
    expect([again.etag, again.body]).toEqual([first.etag, first.body]);

    for (const ifNoneMatch of [first.etag, `W/${first.etag}`, `"something-else", ${first.etag}`, '*']) {
      const notModified = await fetchMenu(t.app, ifNoneMatch);
      expect(notModified.status, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.etag).toBe(first.etag);
    }
    expect((await fetchMenu(t.app, '"an-old-menu"')).status).toBe(200);
  });

  it('sends the menu br or gzip encoded as the browser accepts, each coding with its own ETag', async () => {
    const plain = await fetchMenu(t.app);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const res = await t.app.inject({ url: '/api/products/get/all', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(`${plain.etag.slice(0, -1)}-${coding}"`);
      expect(decoders[coding](res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length);

      const again = await t.app.inject({
        url: '/api/products/get/all',
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await t.app.inject({ url: '/api/products/get/all', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect([res.headers.etag, res.body]).toEqual([plain.etag, plain.body]);
    }
  });

  it('gives every role the same menu and the same ETag', async () => {
    const visitor = await fetchMenu(t.app);
    for (const role of ROLES) {
      const token = sessionToken(t.app, await createUser(t.app, { role }));
      const res = await t.app.inject({
        url: '/api/products/get/all',
        headers: { authorization: `Bearer ${token}`, 'if-none-match': visitor.etag },
      });
      expect(res.statusCode, role).toBe(304);
    }
  });

  it('sees writes made straight to the database, whoever makes them', async () => {
    const writes: [string, () => void][] = [
      ['a new product', () => createProduct(t.app, { name: 'Zeera Aloo', ingredients: ['potato', 'cumin'] })],
      ['a price', () => t.app.db.update(products).set({ priceCents: 1450 }).where(eq(products.id, karahi.id)).run()],
      [
        'an ingredient renamed',
        () => t.app.db.update(ingredients).set({ name: 'roma tomato' }).where(eq(ingredients.name, 'tomato')).run(),
      ],
      [
        'an ingredient link',
        () => t.app.db.delete(productIngredients).where(eq(productIngredients.productId, karahi.id)).run(),
      ],
      ['a product deleted', () => t.app.db.delete(products).where(eq(products.name, 'Zeera Aloo')).run()],
    ];
    let { etag } = await fetchMenu(t.app);
    for (const [what, write] of writes) {
      write();
      const changed = await expectChangedMenu(t.app, etag);
      etag = changed.etag;
      expect(changed.list.length, what).toBeGreaterThan(0);
    }
    const karahiNow = (await fetchMenu(t.app)).res.json().find((p: { id: number }) => p.id === karahi.id);
    expect(karahiNow).toMatchObject({ price: 14.5, ingredients: [] });
  });

  it('sees what another process commits, e.g. npm run seed beside a running server, within a second', async () => {
    const { etag } = await fetchMenu(t.app);
    const other = new Database(path.join(t.dataDir, 'forkcast.db'));
    try {
      other.prepare('UPDATE products SET available = 0 WHERE id = ?').run(plain.id);
    } finally {
      other.close();
    }
    await expect.poll(async () => (await fetchMenu(t.app, etag)).status, { timeout: 2000, interval: 100 }).toBe(200);
    const { list } = await expectChangedMenu(t.app, etag);
    expect(list.find((p) => p.id === plain.id)?.availability).toBe(false);
  });
});

describe('the menu cache and the demo seed', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('shows the demo restaurant as soon as it is seeded, after serving the empty menu', async () => {
    const empty = await fetchMenu(fresh.app);
    expect(empty.body).toBe('[]');
    expect(await seedDemoDataIfEmpty(fresh.app, fresh.config)).toBe(true);
    const { list } = await expectChangedMenu(fresh.app, empty.etag);
    expect(list.length).toBeGreaterThanOrEqual(28);
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

  it('answers 404 for unknown or deleted products, and for any id that is not decimal digits', async () => {
    const hex = `0x${karahi.id.toString(16)}`;
    for (const id of [
      '999999',
      String(Number.MAX_SAFE_INTEGER),
      String(retired.id),
      hex,
      `${karahi.id}e0`,
      `0${karahi.id}`,
    ]) {
      const res = await t.app.inject(`/api/product/get/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('No such product on the menu.');
    }
    for (const id of ['abc', '1.5', '-3', '0', '1e400', '%00', '99999999999999999999']) {
      const res = await t.app.inject(`/api/product/get/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

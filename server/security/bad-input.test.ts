/** Bad input gets a clear 4xx with a message, never a 500, on every JSON endpoint of the foundation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../drizzle/schema.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ENDPOINTS: Record<string, Record<string, unknown>> = {
  '/api/register/create-account': {
    email: 'valid@example.com',
    password: 'pass-word-123',
    name: 'Ali',
    phone: '923001234567',
  },
  '/api/register/verify-otp': { email: 'valid@example.com', otp: '123456' },
  '/api/register/resend-otp': { email: 'valid@example.com' },
  '/api/auth/login': { email: 'valid@example.com', password: 'pass-word-123' },
  // The order mail's button, tapped signed out: a well-formed token of no order.
  '/api/order/confirm-link': { orderId: 1, token: 'A'.repeat(43) },
};

const HUGE = 'x'.repeat(100_000);
let address = 0;

async function send(url: string, payload: string, contentType = 'application/json', signedIn: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...signedIn },
    remoteAddress: `10.3.${Math.floor(++address / 250)}.${address % 250}`,
  });
  return { status: res.statusCode, body: res.json() as { message?: unknown } };
}

function expectClientError(result: { status: number; body: { message?: unknown } }) {
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(typeof result.body.message).toBe('string');
  expect(String(result.body.message).length).toBeGreaterThan(5);
}

describe.each(Object.entries(ENDPOINTS))('%s', (url, valid) => {
  const fields = Object.keys(valid);

  it('answers malformed JSON, empty bodies and non-objects with 400', async () => {
    for (const payload of ['{"email":', '', 'null', '[]', '"text"', '42', 'true', '{}']) {
      const result = await send(url, payload);
      expectClientError(result);
      expect(result.status).toBe(400);
    }
  });

  it('answers other content types with 415', async () => {
    const result = await send(
      url,
      new URLSearchParams(valid as Record<string, string>).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(result.status).toBe(415);
    expectClientError(result);
  });

  it.each(fields)('answers a missing %s with 400 naming the field', async (field) => {
    const { [field]: _, ...rest } = valid;
    const result = await send(url, JSON.stringify(rest));
    expect(result.status).toBe(400);
    expect((result.body as { fields?: Record<string, string> }).fields).toHaveProperty(field);
  });

  it.each(fields)('answers wrong types for %s with 400', async (field) => {
    for (const wrong of [123, true, null, ['a'], { nested: 'object' }, 1e308]) {
      const result = await send(url, JSON.stringify({ ...valid, [field]: wrong }));
      expect(result.status).toBe(400);
      expectClientError(result);
    }
  });

  it.each(fields)('answers a 100k-character %s with a 4xx', async (field) => {
    expectClientError(await send(url, JSON.stringify({ ...valid, [field]: HUGE })));
  });

  it('never fails on unicode, control characters or extra fields', async () => {
    const weird = ['Zoë Ąćł 李小龍 🍕', 'a\u0000b', '\u202Eevil', 'ᴬᴰᴹᴵᴺ', '   ', '\uD800'];
    for (const field of fields) {
      for (const value of weird) {
        const result = await send(url, JSON.stringify({ ...valid, [field]: value }));
        expect(result.status).toBeLessThan(500);
        expect(typeof result.body.message).toBe('string');
      }
    }
    const extra = await send(
      url,
      JSON.stringify({ ...valid, role: 'ADMIN', isAdmin: true, __proto__: { polluted: 1 } }),
    );
    expect(extra.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('/api/feedback/order: the stars and dish thumbs a customer adds', () => {
  let headers: Record<string, string>;
  let orderId: number;
  beforeAll(async () => {
    const customer = await createUser(t.app);
    headers = { authorization: `Bearer ${sessionToken(t.app, customer)}` };
    const dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 });
    orderId = createOrder(t.app, {
      customerId: customer.id,
      status: 'DELIVERED',
      lines: [{ product: dish, quantity: 1 }],
    }).id;
  });
  const rate = (body: Record<string, unknown>) =>
    send('/api/feedback/order', JSON.stringify({ order_id: orderId, ...body }), 'application/json', headers);
  const namedFields = (result: Awaited<ReturnType<typeof rate>>) =>
    Object.keys((result.body as { fields?: Record<string, string> }).fields ?? {});

  it.each([
    ['stars', [0, 6, 2.5, -1, 1e308, '5', true, null, ['a'], { nested: 'object' }]],
    [
      'dishes',
      [
        123,
        true,
        'all',
        { nested: 'object' },
        [1],
        [null],
        [{ orderLineId: 'one', liked: true }],
        [{ orderLineId: 1, liked: 'yes' }],
        [{ orderLineId: 1e308, liked: true }],
        [{ liked: false }],
      ],
    ],
  ] as const)('answers wrong values for %s with 400 naming the field', async (field, values) => {
    for (const wrong of values) {
      const result = await rate({ stars: 3, [field]: wrong });
      expect(result.status, JSON.stringify(wrong)).toBe(400);
      expectClientError(result);
      expect(
        namedFields(result).some((name) => name.startsWith(field)),
        JSON.stringify(wrong),
      ).toBe(true);
    }
  });

  it('answers 100,000 thumbs with a 4xx', async () => {
    const dishes = Array.from({ length: 100_000 }, (_, i) => ({ orderLineId: i + 1, liked: true }));
    expectClientError(await rate({ stars: 3, dishes }));
  });

  it('answers neither stars nor words with 400 naming the words, and saved nothing along the way', async () => {
    const result = await rate({ dishes: [] });
    expect(result.status).toBe(400);
    expect(namedFields(result)).toEqual(['content']);
    expect(t.app.db.select().from(feedback).all()).toEqual([]);
  });
});

it('a sign-up cannot choose its role through an extra field', async () => {
  const res = await send(
    '/api/register/create-account',
    JSON.stringify({
      email: 'sneaky@example.com',
      password: 'pass-word-123',
      name: 'S',
      phone: '923001234567',
      role: 'ADMIN',
    }),
  );
  expect(res.status).toBe(200);
  const user = t.app.sqlite.prepare('select role from users where email = ?').get('sneaky@example.com') as {
    role: string;
  };
  expect(user.role).toBe('CUSTOMER');
});

it('answers a body over the size limit with 413', async () => {
  const result = await send(
    '/api/auth/login',
    JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
  );
  expect(result.status).toBe(413);
  expectClientError(result);
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/No such endpoint/);
});

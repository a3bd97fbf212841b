/**
 * A full disk, simulated deterministically with SQLite's max_page_count (a tmpfs would need root on CI): every kind
 * of write fails with a 503 and a message, leaves nothing half-written, and works again once space returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { pictureFiles } from '../../shared/product-pictures.ts';
import { multipart } from '../../tests/multipart.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { OUT_OF_SPACE_MESSAGE } from '../errors.ts';

/** Enough attempts to fill the last page of any table; each kind of write fails long before. */
const MAX_ATTEMPTS = 150;
/** Order creation is rate-limited per customer, so the attempts are spread over this many customers. */
const ORDERING_CUSTOMERS = 40;

let t: TestApp;
let logText = '';
let admin: string;
let dish: ReturnType<typeof createProduct>;
const customers: { id: number; token: string }[] = [];
/** Orders waiting for their code, and delivered orders waiting for feedback: one per attempt. */
const unconfirmed: { token: string; orderId: number; otp: string }[] = [];
const delivered: { token: string; orderId: number }[] = [];

beforeAll(async () => {
  const logs = new PassThrough();
  logs.on('data', (chunk) => (logText += String(chunk)));
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream: logs });
  admin = sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }));
  dish = createProduct(t.app, { name: 'Daal Chawal', price: 6 });
  for (let i = 0; i < ORDERING_CUSTOMERS; i++) {
    const user = await createUser(t.app);
    customers.push({ id: user.id, token: sessionToken(t.app, user) });
  }
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const { id, token } = customers[i % ORDERING_CUSTOMERS]!;
    const lines = [{ product: dish, quantity: 1 }];
    const waiting = createOrder(t.app, { customerId: id, status: 'UNCONFIRMED', lines });
    const otp = t.app.codes.issue({ purpose: 'order', userId: id, orderId: waiting.id });
    unconfirmed.push({ token, orderId: waiting.id, otp });
    delivered.push({ token, orderId: createOrder(t.app, { customerId: id, status: 'DELIVERED', lines }).id });
  }
  // The disk is full from here on: the database may grow by a page or two, no more.
  const pages = t.app.sqlite.pragma('page_count', { simple: true }) as number;
  t.app.sqlite.pragma(`max_page_count = ${pages + 2}`);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const postJson = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The same request each time it is called with the same attempt number. */
const writes: Record<string, (i: number) => Promise<LightMyRequestResponse>> = {
  'sign-up': (i) =>
    postJson(
      '/register/create-account',
      { email: `full.disk${i}@example.com`, password: 'pass-word-123', name: 'N'.repeat(100), phone: '923001234567' },
      {},
      `10.7.${i >> 8}.${i & 255}`,
    ),
  'order create': (i) =>
    postJson(
      '/order/create',
      {
        latitude: 33.6844,
        longitude: 73.0479,
        address: `House ${i}, ${'Street 7, '.repeat(15)}F-8/3`,
        paymentMethod: 'CASH',
        lineItems: [{ productId: dish.id, quantity: 1 }],
        sector: 'F-8',
      },
      { ...bearer(customers[i % ORDERING_CUSTOMERS]!.token), 'idempotency-key': `full-disk-${i}` },
    ),
  'order confirm': (i) => {
    const { token, orderId, otp } = unconfirmed[i]!;
    return postJson('/order/confirm', { orderId, otp }, bearer(token));
  },
  feedback: (i) => {
    const { token, orderId } = delivered[i]!;
    return postJson(
      '/feedback/order',
      { order_id: orderId, content: `Lovely. ${'Really good. '.repeat(150)}` },
      bearer(token),
    );
  },
  'product create': (i) => {
    const product = {
      name: `Full disk dish ${i}`,
      category: 'Mains',
      price: 7,
      type: 'veg',
      availability: true,
      ingredients: [`lentil ${i}`, `rice ${i}`, `ghee ${i}`],
      description: 'D'.repeat(1000),
      emotion: 'joy',
      calories: 400,
      spiceLevel: 1,
      allergens: [],
      tags: ['lunch'],
    };
    const { payload, headers } = multipart([
      { name: 'product', data: JSON.stringify(product) },
      { name: 'image', data: png(), filename: 'dish.png', contentType: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
  },
};

/** Sends attempts 0, 1, ... until one is refused, which must be the clean 503; answers its number. */
async function untilRefused(kind: string): Promise<number> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const res = await writes[kind]!(i);
    if (res.statusCode === 503) {
      expect(res.json(), kind).toEqual({ message: OUT_OF_SPACE_MESSAGE });
      return i;
    }
    expect(res.statusCode, `${kind} #${i}: ${res.body}`).toBeLessThan(300);
  }
  throw new Error(`${kind} never ran out of space in ${MAX_ATTEMPTS} attempts`);
}

const rows = (query: string) => t.app.sqlite.prepare(query).all();

function expectNothingHalfWritten() {
  expect(t.app.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(
    rows('SELECT id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)'),
  ).toEqual([]);
  expect(
    rows('SELECT id FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)'),
  ).toEqual([]);
  expect(
    rows(`SELECT id FROM orders o WHERE status = 'UNCONFIRMED'
          AND NOT EXISTS (SELECT 1 FROM one_time_codes c WHERE c.order_id = o.id)`),
  ).toEqual([]);
  expect(
    rows(`SELECT id FROM orders o WHERE status = 'PROCESSING'
          AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'PROCESSING')`),
  ).toEqual([]);
  expect(
    rows(`SELECT id FROM users u WHERE email_verified_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM one_time_codes c WHERE c.user_id = u.id AND c.purpose = 'signup')`),
  ).toEqual([]);
  expect(
    rows(`SELECT id FROM products p WHERE name LIKE 'Full disk dish %'
          AND (SELECT count(*) FROM product_ingredients pi WHERE pi.product_id = p.id) <> 3`),
  ).toEqual([]);
  // Every stored picture belongs to a product: a refused product took its picture with it.
  const pictures = fs.readdirSync(path.join(t.dataDir, 'uploads')).map((name) => `/uploads/${name}`);
  const used = new Set(
    rows('SELECT image_path AS p FROM products').flatMap((row) => pictureFiles((row as { p: string }).p)),
  );
  expect(pictures.filter((picture) => !used.has(picture))).toEqual([]);
}

// Fills a real disk quota write by write: some 15 s on a quiet machine, far more on a busy one.
it('refuses every kind of write with a 503 when the disk is full, half-writes nothing, and recovers', async () => {
  const refused: Record<string, number> = {};
  for (const kind of Object.keys(writes)) refused[kind] = await untilRefused(kind);

  expectNothingHalfWritten();
  const logged = logText.split('\n').filter((line) => line.includes('out of storage space; the write was refused'));
  expect(logged).toHaveLength(Object.keys(writes).length);
  expect(logged.every((line) => (JSON.parse(line) as { level: number }).level === 50)).toBe(true);
  expect(logText).not.toContain('request failed');

  // Space returns: the very requests that were refused now go through, so none of them had left anything behind.
  t.app.sqlite.pragma('max_page_count = 1073741823');
  for (const [kind, i] of Object.entries(refused)) {
    const res = await writes[kind]!(i);
    expect(res.statusCode, `${kind}: ${res.body}`).toBeLessThan(300);
  }
  expectNothingHalfWritten();
}, 90_000);

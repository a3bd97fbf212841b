/**
 * Spec point 7 as a contract: every call the original client makes, with the payloads it really sends (ids from
 * drag data and amounts from text fields as strings, `role` for the worker type, a product form without Type, bodies
 * left out), answered with the shapes it reads. A 4xx on any of them means a restaurant's existing client broke.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../drizzle/schema.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../tests/factories.ts';
import { png } from '../tests/images.ts';
import { multipart } from '../tests/multipart.ts';
import { latestCode } from '../tests/outbox.ts';
import { createTestApp, type TestApp } from '../tests/test-app.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
const tokens: Record<'customer' | 'worker' | 'rider' | 'admin', string> = {
  customer: '',
  worker: '',
  rider: '',
  admin: '',
};
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12 });
  const customer = await createUser(t.app);
  customerId = customer.id;
  tokens.customer = sessionToken(t.app, customer);
  tokens.worker = sessionToken(t.app, await createUser(t.app, { role: 'WORKER' }));
  tokens.rider = sessionToken(t.app, await createUser(t.app, { role: 'DELIVERY_MAN' }));
  tokens.admin = sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }));
});
afterAll(() => t.close());

/** As the original client calls: JSON, and its token as a Bearer header once logged in. */
async function call(method: 'GET' | 'POST', url: string, as?: keyof typeof tokens, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(400);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { data: unknown } };
}

const orderIn = (status: 'PROCESSING' | 'PREPARING' | 'COMPLETED' | 'DELIVERED') =>
  createOrder(t.app, { customerId, status, lines: [{ product: dish, quantity: 1 }] });

describe("the original client's calls", () => {
  it('signs up, verifies with {email, otp}, resends with only the e-mail, and logs in reading data.data', async () => {
    const email = `original.client.${Date.now()}@example.com`;
    await call('POST', '/register/create-account', undefined, {
      email,
      password: 'original-pass-1',
      name: 'Bilal Saeed',
      phone: '923001234567',
    });
    await call('POST', '/register/resend-otp', undefined, { email });
    await call('POST', '/register/verify-otp', undefined, { email, otp: latestCode(t.dataDir, email) });
    const { body } = await call('POST', '/auth/login', undefined, { email, password: 'original-pass-1' });
    expect(typeof body.data).toBe('string');
  });

  it('reads the menu as a bare list, one product, and recommendations in data.data', async () => {
    const list = await call('GET', '/products/get/all');
    expect(Array.isArray(list.body)).toBe(true);
    expect((await call('GET', `/product/get/${dish.id}`)).body).toMatchObject({ id: dish.id, name: dish.name });
    const asked = await call('POST', '/recommendation/recommend', 'customer', {
      text: 'something spicy',
      type: 'nutritional',
    });
    expect(Array.isArray(asked.body.data)).toBe(true);
  });

  it('places an order with ids and amounts as strings, confirms with {otp}, resends with no body, tracks it', async () => {
    const placed = await call('POST', '/order/create', 'customer', {
      latitude: '33.6844',
      longitude: '73.0479',
      address: 'House 12, Street 7, F-8/3',
      paymentMethod: 'CASH',
      lineItems: [{ productId: String(dish.id), quantity: '2' }],
      sector: 'F-8',
    });
    expect(placed.status).toBe(201);
    await call('POST', '/order/resendOTP', 'customer');
    const email = (await call('GET', '/auth/me', 'customer')).body.email as string;
    await call('POST', '/order/confirm', 'customer', { otp: latestCode(t.dataDir, email) });
    const tracked = await call('GET', '/orders/track', 'customer');
    expect(Array.isArray(tracked.body.data)).toBe(true);
    expect(Array.isArray((await call('GET', '/orders/get-by-customer', 'customer')).body.data)).toBe(true);
  });

  it('moves the kitchen board with orderId strings read back from drag data', async () => {
    const board = await call('GET', '/orders/get-processing-and-prepared', 'worker');
    expect(board.body.data).toBeTypeOf('object');
    const order = orderIn('PROCESSING');
    expect((await call('POST', '/order/prepare', 'worker', { orderId: String(order.id) })).body.data).toBe(
      'UPDATE_SUCCESSFUL',
    );
    expect((await call('POST', '/order/complete', 'worker', { orderId: String(order.id) })).body.data).toBe(
      'ORDER_COMPLETED',
    );
  });

  it("runs the rider's screen: the list with no body and no content type, delivered and failed", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-prepared-orders',
      headers: { authorization: `Bearer ${tokens.rider}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
    const delivered = orderIn('COMPLETED');
    expect((await call('POST', '/order/delivered', 'rider', { orderId: delivered.id })).body.data).toBe(
      'ORDER_DELIVERED',
    );
    const failed = orderIn('COMPLETED');
    expect(
      (await call('POST', '/order/deliver-failed', 'rider', { orderId: String(failed.id), reason: 'Gate locked' })).body
        .data,
    ).toBe('ORDER_UPDATED');
  });

  it('leaves feedback with order_id as a string, and the admin follows it up with string ids', async () => {
    const order = orderIn('DELIVERED');
    await call('POST', '/feedback/order', 'customer', { order_id: String(order.id), content: 'Lovely, thanks!' });
    const list = await call('GET', '/feedback/get/all', 'admin');
    expect(Array.isArray(list.body.data)).toBe(true);
    const row = t.app.db.select().from(feedback).where(eq(feedback.orderId, order.id)).get()!;
    await call('POST', '/feedback/send/follow-up-email', 'admin', {
      customer_id: String(customerId),
      feedback_id: String(row.id),
      order_id: String(order.id),
      body: 'Thank you for the kind words!',
    });
  });

  it('adds a product from the original form (no Type), updates and deletes it', async () => {
    const product = {
      name: 'Original Kheer',
      category: 'Desserts',
      price: 4.5,
      availability: true,
      ingredients: [{ name: 'rice' }, { name: 'milk' }],
      description: 'Rice pudding.',
      emotion: 'joy',
    };
    const form = multipart([
      { name: 'image', data: png(64, 48), filename: 'kheer.png', contentType: 'image/png' },
      { name: 'product', data: JSON.stringify(product) },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: { ...form.headers, authorization: `Bearer ${tokens.admin}` },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data as { id: number; type: string };
    // Not known to be vegetarian, so not said to be.
    expect(data.type).toBe('non-veg');
    const updated = await call('POST', '/product/update', 'admin', {
      ...product,
      id: String(data.id),
      price: '5.25',
    });
    expect(updated.body.data).toBe('PRODUCT_UPDATED');
    expect((await call('POST', '/product/delete', 'admin', { productId: String(data.id) })).body.data).toBe(
      'PRODUCT_DELETED',
    );
  });

  it('manages workers with salary typed as text and the type sent as role on update', async () => {
    const list = await call('GET', '/workers/get/all', 'admin');
    expect(Array.isArray(list.body)).toBe(true);
    const created = await call('POST', '/worker/create', 'admin', {
      email: `rider.${Date.now()}@example.com`,
      password: 'rider-pass-word-1',
      salary: '45000',
      position: 'Rider',
      type: 'DELIVERY_MAN',
      vehicle: 'Honda CD 70',
    });
    const worker = created.body as unknown as { workerId: number; email: string; joinDate?: string };
    expect(worker).toMatchObject({ salary: 45000, role: 'DELIVERY_MAN' });
    const updated = await call('POST', '/worker/update', 'admin', {
      workerId: String(worker.workerId),
      email: worker.email,
      position: 'Senior rider',
      salary: '48000',
      joinDate: '2025-01-01',
      role: 'DELIVERY_MAN',
      vehicle: 'Honda CD 70',
      password: '',
    });
    expect(updated.body.data).toBe('WORKER_UPDATED');
    expect((await call('POST', '/worker/delete', 'admin', { workerId: String(worker.workerId) })).body.data).toBe(
      'WORKER_DELETED',
    );
  });

  it('reads the four dashboard figures with startDate and endDate, business hours keyed by the hour', async () => {
    orderIn('DELIVERED');
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const path of ['get-revenue', 'top-sold-items', 'top-business-hours', 'orders-by-sector']) {
      const { body } = await call('GET', `/insights/${path}?startDate=${monthAgo}&endDate=${today}`, 'admin');
      expect(body.data).toBeTypeOf('object');
      if (path === 'top-business-hours') {
        for (const key of Object.keys(body.data as object)) expect(key).toMatch(/^(?:[0-9]|1[0-9]|2[0-3])$/);
      }
    }
  });

  it('still refuses what is wrong, with the same clear messages', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${url.startsWith('/order/') ? tokens.worker : tokens.admin}` },
        payload,
      });
    const cases: [string, object, string][] = [
      ['/order/prepare', { orderId: '0x10' }, 'orderId must be a number.'],
      ['/order/prepare', { orderId: '15abc' }, 'orderId must be a number.'],
      [
        '/worker/create',
        { email: 'a@b.co', password: 'long-enough-1', salary: '45k', position: 'Cook', type: 'WORKER' },
        'Salary must be a number.',
      ],
      [
        '/worker/update',
        { workerId: 1, email: 'a@b.co', salary: 1, position: 'Cook', type: 'WORKER', role: 'DELIVERY_MAN' },
        'Type and role name different kinds of worker; send one.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

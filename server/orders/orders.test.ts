import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailLog, oneTimeCodes, orderEvents, orderLines, orders, products, users } from '../../drizzle/schema.ts';
import { clampToArea, insideArea } from '../../shared/delivery-area.ts';
import { islamabadPlaces, sectorCentre } from '../demo/islamabad-places.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { CODE_TTL_MS } from '../codes/one-time-codes.ts';
import { MAX_MAILS_PER_RECIPIENT_PER_HOUR } from '../mail/mailer.ts';
import { cancelExpiredOrders, UNCONFIRMED_ORDER_TTL_MS } from './confirm-order.ts';
import { EXPIRY_SWEEP_MS } from './expiry-job.ts';
import { createOrderPlacer } from './place-order.ts';

let t: TestApp;
let biryani: ReturnType<typeof createProduct>;
let lassi: ReturnType<typeof createProduct>;
let soldOut: ReturnType<typeof createProduct>;
let retired: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  // The spec's restaurant: Islamabad's sectors are its areas, as the demo install keeps them.
  t.app.delivery.savePlaces(islamabadPlaces());
  biryani = createProduct(t.app, { name: 'Chicken Biryani', price: 8.99 });
  lassi = createProduct(t.app, { name: 'Mango Lassi', price: 3.5 });
  soldOut = createProduct(t.app, { name: 'Fried Fish', price: 11, available: false });
  retired = createProduct(t.app, { name: 'Old Dish', price: 5, deleted: true });
});
afterAll(() => t.close());

const validOrder = () => ({
  latitude: 33.6844,
  longitude: 73.0479,
  address: 'House 12, Street 7, F-8/3',
  paymentMethod: 'CASH',
  lineItems: [
    { productId: biryani.id, quantity: 2 },
    { productId: lassi.id, quantity: 1 },
  ],
  sector: 'F-8',
});

async function customer() {
  const user = await createUser(t.app);
  const headers = { authorization: `Bearer ${sessionToken(t.app, user)}` };
  const call = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { ...headers, ...extra } });
  return { user, headers, call };
}
const orderRow = (id: number) => t.app.db.select().from(orders).where(eq(orders.id, id)).get()!;

describe('POST /api/order/create', () => {
  it('creates an UNCONFIRMED order priced from the database, ignoring prices sent by the client, and e-mails a code', async () => {
    const { user, call } = await customer();
    const res = await call('/order/create', {
      ...validOrder(),
      total: 0.01,
      lineItems: [
        { productId: biryani.id, quantity: 2, price: 0.01 },
        { productId: lassi.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { orderId, total } = res.json().data;
    expect(total).toBe(21.48);
    expect(orderRow(orderId)).toMatchObject({
      status: 'UNCONFIRMED',
      totalCents: 2148,
      customerId: user.id,
      sector: 'F-8',
      paymentMethod: 'CASH',
    });
    const lines = t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).all();
    expect(lines.map((l) => [l.productName, l.unitPriceCents, l.quantity])).toEqual([
      ['Chicken Biryani', 899, 2],
      ['Mango Lassi', 350, 1],
    ]);
    const mail = mailsTo(t.dataDir, user.email).at(-1)!;
    expect(mail.subject).toBe(`Confirm your Forkcast order #${orderId}`);
    expect(latestCode(t.dataDir, user.email)).toMatch(/^\d{6}$/);
  });

  it('merges duplicate lines', async () => {
    const { call } = await customer();
    const res = await call('/order/create', {
      ...validOrder(),
      lineItems: [
        { productId: lassi.id, quantity: 2 },
        { productId: lassi.id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const lines = t.app.db.select().from(orderLines).where(eq(orderLines.orderId, res.json().data.orderId)).all();
    expect(lines.map((l) => l.quantity)).toEqual([5]);
    expect(res.json().data.total).toBe(17.5);
  });

  // One bad value per rule. The 400's `fields` map names the field, so the checkout can point at it.
  const lines = (...items: object[]) => ({ lineItems: items });
  it.each([
    ['latitude', { latitude: 'north' }],
    ['latitude', { latitude: { lat: 33.7 } }], // a map point without its longitude
    ['latitude', { latitude: 40.7 }],
    ['latitude', { latitude: 33.598 }], // just south of the delivery area
    ['latitude', { latitude: 33.753 }], // just north
    ['latitude', { latitude: { lat: 40.7, lng: 73.05 } }], // a map point outside the area
    ['longitude', { longitude: [73.05] }],
    ['longitude', { longitude: 'east' }],
    ['longitude', { longitude: 72.959 }], // just west
    ['longitude', { longitude: 73.105 }], // just east
    ['address', { address: undefined }],
    ['address', { address: 'abc' }],
    ['address', { address: '   abc    ' }],
    ['address', { address: 'x'.repeat(501) }],
    ['paymentMethod', { paymentMethod: undefined }],
    ['paymentMethod', { paymentMethod: 'BITCOIN' }],
    ['paymentMethod', { paymentMethod: 'cash' }],
    ['sector', { sector: undefined }],
    ['sector', { sector: 'Z-99' }],
    ['sector', { sector: 'E-6' }],
    ['lineItems', { lineItems: undefined }],
    ['lineItems', { lineItems: 'biryani' }],
    ['lineItems', lines()],
    ['lineItems', { lineItems: Array.from({ length: 51 }, () => ({ productId: 1, quantity: 1 })) }],
    ['lineItems', lines({ productId: 1, quantity: 0 })],
    ['lineItems', lines({ productId: 1, quantity: 100 })],
    ['lineItems', lines({ productId: 1, quantity: 1.5 })],
    ['lineItems', lines({ productId: 1, quantity: 'two' })],
    ['lineItems', lines({ productId: 1 })],
    ['lineItems', lines({ productId: 999_999, quantity: 1 })],
    ['lineItems', lines({ productId: 0, quantity: 1 })],
    ['lineItems', lines({ productId: '0x1', quantity: 1 })],
  ])('answers a bad %s with a 400 that names it (case %#)', async (field, change) => {
    const { user, call } = await customer();
    const res = await call('/order/create', { ...validOrder(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields?: Record<string, string> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.fields ?? {})).toContainEqual(expect.stringMatching(new RegExp(`^${field}(\\.|$)`)));
    expect(t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).all()).toEqual([]);
  });

  // Thunks: the dishes exist only once beforeAll has run.
  it.each<[string, () => object]>([
    [
      '50 lines (merged into one)',
      () => lines(...Array.from({ length: 50 }, () => ({ productId: lassi.id, quantity: 1 }))),
    ],
    ['a quantity of 99', () => lines({ productId: lassi.id, quantity: 99 })],
    ['a 5-character address', () => ({ address: 'F-8/3' })],
    ['a 500-character address', () => ({ address: 'x'.repeat(500) })],
    ["the delivery area's south-west corner", () => ({ latitude: 33.598441, longitude: 72.96007 })],
    ["the delivery area's north-east corner", () => ({ latitude: 33.752439, longitude: 73.104726 })],
    ['a card payment', () => ({ paymentMethod: 'CARD' })],
    ...['G-5', 'G-17', 'F-5', 'F-17', 'E-7', 'E-17', 'D-12', 'D-13'].map((sector): [string, () => object] => [
      `sector ${sector}`,
      () => ({ sector }),
    ]),
  ])('accepts %s', async (_, change) => {
    const { call } = await customer();
    const res = await call('/order/create', { ...validOrder(), ...change() });
    expect(res.statusCode).toBe(201);
  });

  // The original client's checkout when its IP look-up fails (docs/decisions/0029), and its map's point object.
  it.each<[string, object]>([
    ['left out', { latitude: undefined, longitude: undefined }],
    ["the original client's placeholders", { latitude: '12345.12', longitude: '12345.323' }],
    ["blank, as the original client's reset draft", { latitude: '', longitude: '' }],
    ['null', { latitude: null, longitude: null }],
    ['a latitude alone', { longitude: undefined }],
    ['off the globe', { latitude: 91, longitude: 73.05 }],
  ])('places an order whose point is %s at the centre of its sector, marked as such', async (_, change) => {
    const { user, call } = await customer();
    const res = await call('/order/create', { ...validOrder(), ...change, sector: 'F-6' });
    expect(res.statusCode, res.body).toBe(201);
    const row = t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).get()!;
    expect(row).toMatchObject({ ...sectorCentre('F-6'), sector: 'F-6', pointFromSector: true });
  });

  it("keeps the point of the original client's map click (Leaflet's point object in latitude)", async () => {
    const { user, call } = await customer();
    const res = await call('/order/create', {
      ...validOrder(),
      latitude: { lat: 33.7012, lng: 73.0412 },
      longitude: undefined,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).get()!;
    expect(row).toMatchObject({ latitude: 33.7012, longitude: 73.0412, pointFromSector: false });
  });

  it("puts an outer sector's order at the nearest point of the area to its centre", async () => {
    const { user, call } = await customer();
    const centre = sectorCentre('G-17')!;
    expect(insideArea(t.config.deliveryArea, centre)).toBe(false);
    expect(
      (await call('/order/create', { ...validOrder(), latitude: '', longitude: '', sector: 'G-17' })).statusCode,
    ).toBe(201);
    const row = t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).get()!;
    expect(row).toMatchObject({ ...clampToArea(t.config.deliveryArea, centre), pointFromSector: true });
    expect(insideArea(t.config.deliveryArea, row)).toBe(true);
  });

  it("delivers inside the spec's city box by default, and inside DELIVERY_AREA when it is set", async () => {
    expect(t.config.deliveryArea).toEqual([
      [33.598441, 72.96007],
      [33.752439, 73.104726],
    ]);
    const karachi = await createTestApp({ env: { DELIVERY_AREA: '24.80,66.95,24.95,67.15' } });
    try {
      const user = await createUser(karachi.app);
      const dish = createProduct(karachi.app);
      const place = (latitude: number, longitude: number) =>
        karachi.app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: { authorization: `Bearer ${sessionToken(karachi.app, user)}` },
          payload: { ...validOrder(), latitude, longitude, lineItems: [{ productId: dish.id, quantity: 1 }] },
        });
      expect((await place(24.86, 67.01)).statusCode).toBe(201);
      const islamabad = await place(validOrder().latitude, validOrder().longitude);
      expect(islamabad.statusCode).toBe(400);
      expect(islamabad.json().fields).toHaveProperty('latitude');
    } finally {
      await karachi.close();
    }
  });

  it('refuses sold-out and deleted dishes, and merged quantities over 99', async () => {
    const { call } = await customer();
    const sold = await call('/order/create', { ...validOrder(), lineItems: [{ productId: soldOut.id, quantity: 1 }] });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({
      message: 'Fried Fish is sold out. Remove it from your cart to order.',
      code: 'SOLD_OUT',
      productIds: [soldOut.id],
    });
    const gone = await call('/order/create', { ...validOrder(), lineItems: [{ productId: retired.id, quantity: 1 }] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toMatch(/not on the menu/);
    const many = await call('/order/create', {
      ...validOrder(),
      lineItems: [
        { productId: lassi.id, quantity: 60 },
        { productId: lassi.id, quantity: 40 },
      ],
    });
    expect(many.statusCode).toBe(400);
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/order/create', payload: validOrder() })).statusCode).toBe(
      401,
    );
    // The caller is checked before the body is even read.
    expect((await t.app.inject({ method: 'POST', url: '/api/order/create', payload: { junk: true } })).statusCode).toBe(
      401,
    );
    const worker = await createUser(t.app, { role: 'WORKER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: validOrder(),
      headers: { authorization: `Bearer ${sessionToken(t.app, worker)}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('creates one order for 20 concurrent requests with the same Idempotency-Key', async () => {
    const { user, call } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/order/create', validOrder(), { 'idempotency-key': 'checkout-abc-1' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.json().data.orderId)).size).toBe(1);
    // Only the request that placed it speaks of the e-mail; the others say the order was already placed.
    const messages = answers.map((r) => r.json().message as string);
    expect(messages.filter((m) => m.startsWith('Order placed. We e-mailed'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('This order was already placed.'))).toHaveLength(19);
    expect(t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).all()).toHaveLength(1);
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(1);
  });

  it("answers a replay without claiming the code was e-mailed when the first answer said it couldn't be", async () => {
    const { user, call } = await customer();
    // The mailer's hourly cap for this address is used up, so the code's e-mail is refused.
    const halfAnHourAgo = Date.now() - 30 * 60_000;
    for (let i = 0; i < MAX_MAILS_PER_RECIPIENT_PER_HOUR; i++) {
      t.app.db
        .insert(mailLog)
        .values({
          recipient: user.email,
          subject: 'Earlier',
          purpose: 'test',
          transport: 'outbox',
          status: 'sent',
          createdAt: halfAnHourAgo,
        })
        .run();
    }
    const first = await call('/order/create', validOrder(), { 'idempotency-key': 'mail-refused-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatch(/couldn't e-mail the confirmation code/);

    const replay = await call('/order/create', validOrder(), { 'idempotency-key': 'mail-refused-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.orderId).toBe(first.json().data.orderId);
    expect(replay.json().message).toMatch(/already placed.*Send again/);
    expect(replay.json().message).not.toMatch(/We e-mailed/);
  });

  it('answers 409 when an Idempotency-Key is reused with a different body', async () => {
    const { call } = await customer();
    expect((await call('/order/create', validOrder(), { 'idempotency-key': 'key-2' })).statusCode).toBe(201);
    const other = await call(
      '/order/create',
      { ...validOrder(), address: 'Somewhere else entirely' },
      { 'idempotency-key': 'key-2' },
    );
    expect(other.statusCode).toBe(409);
  });

  it("keeps each customer's Idempotency-Keys apart", async () => {
    const a = await customer();
    const b = await customer();
    const first = await a.call('/order/create', validOrder(), { 'idempotency-key': 'shared-key' });
    const second = await b.call('/order/create', validOrder(), { 'idempotency-key': 'shared-key' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.orderId).not.toBe(first.json().data.orderId);
    expect(orderRow(second.json().data.orderId).customerId).toBe(b.user.id);
  });
});

describe('an account deleted while its order waits to be written', () => {
  it('gets no order: the write checks the account again', async () => {
    const { user } = await customer();
    const placeOrder = createOrderPlacer(t.app, t.config.deliveryArea);
    // What deleting the account leaves, landing between the request's sign-in check and the order's commit.
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, user.id)).run();
    await expect(placeOrder(user, { ...validOrder(), paymentMethod: 'CASH' }, undefined)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(t.app.db.select().from(orders).where(eq(orders.customerId, user.id)).all()).toEqual([]);
  });
});

describe('POST /api/order/confirm', () => {
  async function placed() {
    const c = await customer();
    const res = await c.call('/order/create', validOrder());
    return { ...c, orderId: res.json().data.orderId as number, code: latestCode(t.dataDir, c.user.email) };
  }

  it('confirms the latest unconfirmed order with the code alone, and records the event', async () => {
    const { call, orderId, code, user } = await placed();
    const res = await call('/order/confirm', { otp: code });
    expect(res.statusCode).toBe(200);
    expect(orderRow(orderId)).toMatchObject({ status: 'PROCESSING', confirmedAt: expect.any(Number) });
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all();
    expect(events).toMatchObject([{ fromStatus: 'UNCONFIRMED', toStatus: 'PROCESSING', actorId: user.id }]);
    expect((await call('/order/confirm', { otp: code, orderId })).statusCode).toBe(409);
  });

  it('answers a wrong code with 400 and kills the code after 5 tries', async () => {
    const { call, orderId, code } = await placed();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await call('/order/confirm', { otp: wrong, orderId })).statusCode).toBe(400);
    const right = await call('/order/confirm', { otp: code, orderId });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong tries/);
    expect(orderRow(orderId).status).toBe('UNCONFIRMED');
  });

  it("does not let customer B confirm or resend for customer A's order", async () => {
    const a = await placed();
    const b = await customer();
    const confirm = await b.call('/order/confirm', { otp: a.code, orderId: a.orderId });
    expect(confirm.statusCode).toBe(404);
    expect((await b.call('/order/resendOTP', { orderId: a.orderId })).statusCode).toBe(404);
    expect((await b.call('/order/confirm', { otp: a.code })).statusCode).toBe(400);
    expect(orderRow(a.orderId).status).toBe('UNCONFIRMED');
  });

  it('does not accept the code of another order of the same customer', async () => {
    const c = await customer();
    const first = (await c.call('/order/create', validOrder())).json().data.orderId as number;
    const firstCode = latestCode(t.dataDir, c.user.email);
    const second = (await c.call('/order/create', { ...validOrder(), sector: 'G-9' })).json().data.orderId as number;
    const secondCode = latestCode(t.dataDir, c.user.email);
    if (firstCode !== secondCode)
      expect((await c.call('/order/confirm', { otp: firstCode, orderId: second })).statusCode).toBe(400);
    expect((await c.call('/order/confirm', { otp: secondCode, orderId: second })).statusCode).toBe(200);
    expect((await c.call('/order/confirm', { otp: firstCode, orderId: first })).statusCode).toBe(200);
  });
  it("confirms the customer's latest unconfirmed order when no orderId is sent", async () => {
    const c = await customer();
    const older = (await c.call('/order/create', validOrder())).json().data.orderId as number;
    const latest = (await c.call('/order/create', { ...validOrder(), sector: 'G-9' })).json().data.orderId as number;
    expect((await c.call('/order/confirm', { otp: latestCode(t.dataDir, c.user.email) })).statusCode).toBe(200);
    expect(orderRow(latest).status).toBe('PROCESSING');
    expect(orderRow(older).status).toBe('UNCONFIRMED');
  });

  it.each([['12345'], ['1234567'], ['12a456'], [123456]])(
    'answers the malformed code %o with a 400 naming otp',
    async (otp) => {
      const { call, orderId } = await placed();
      const res = await call('/order/confirm', { otp, orderId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('otp');
    },
  );

  it('stores the code only as a hash bound to the order, valid for 10 minutes', async () => {
    const { orderId, code } = await placed();
    const rows = t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.orderId, orderId)).all();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ purpose: 'order', attempts: 0, usedAt: null });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt - row.createdAt).toBe(CODE_TTL_MS);
    expect(CODE_TTL_MS).toBe(10 * 60_000);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { call, orderId, code } = await placed();
    t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(oneTimeCodes.orderId, orderId))
      .run();
    const res = await call('/order/confirm', { otp: code, orderId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect(orderRow(orderId).status).toBe('UNCONFIRMED');
  });

  it('does not confirm an order whose dish sold out after it was placed, and keeps its code for when it is back', async () => {
    const dish = createProduct(t.app, { name: 'Nihari', price: 11 });
    const c = await customer();
    const res = await c.call('/order/create', { ...validOrder(), lineItems: [{ productId: dish.id, quantity: 1 }] });
    const orderId = res.json().data.orderId as number;
    const code = latestCode(t.dataDir, c.user.email);
    t.app.db.update(products).set({ available: false }).where(eq(products.id, dish.id)).run();

    const refused = await c.call('/order/confirm', { otp: code, orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'Nihari sold out after you placed this order, so it was not sent to the kitchen. Remove it from your cart and place the order again.',
      code: 'SOLD_OUT',
      productIds: [dish.id],
    });
    expect(orderRow(orderId).status).toBe('UNCONFIRMED');
    expect(t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all()).toEqual([]);

    t.app.db.update(products).set({ available: true }).where(eq(products.id, dish.id)).run();
    expect((await c.call('/order/confirm', { otp: code, orderId })).statusCode).toBe(200);
  });

  it('uses the code up when it confirms the order', async () => {
    const { call, orderId, code } = await placed();
    expect((await call('/order/confirm', { otp: code, orderId })).statusCode).toBe(200);
    const live = t.app.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.orderId, orderId), isNull(oneTimeCodes.usedAt)))
      .all();
    expect(live).toEqual([]);
  });

  it("does not accept the customer's sign-up code, which stays valid for the sign-up", async () => {
    const { user, call, orderId, code } = await placed();
    const signupCode = t.app.codes.issue({ purpose: 'signup', userId: user.id });
    if (signupCode !== code) {
      const res = await call('/order/confirm', { otp: signupCode, orderId });
      expect(res.statusCode).toBe(400);
      expect(orderRow(orderId).status).toBe('UNCONFIRMED');
    }
    expect(t.app.codes.check({ purpose: 'signup', userId: user.id }, signupCode, () => {})).toEqual({ ok: true });
    expect((await call('/order/confirm', { otp: code, orderId })).statusCode).toBe(200);
  });
});

describe('POST /api/order/resendOTP', () => {
  it('sends a fresh code that replaces the old one, at most once a minute', async () => {
    const c = await customer();
    const orderId = (await c.call('/order/create', validOrder())).json().data.orderId as number;
    const first = latestCode(t.dataDir, c.user.email);
    const res = await c.call('/order/resendOTP', {});
    expect(res.statusCode).toBe(200);
    const second = latestCode(t.dataDir, c.user.email);
    expect(mailsTo(t.dataDir, c.user.email)).toHaveLength(2);
    expect((await c.call('/order/resendOTP', {})).statusCode).toBe(429);
    if (first !== second) expect((await c.call('/order/confirm', { otp: first, orderId })).statusCode).toBe(400);
    expect((await c.call('/order/confirm', { otp: second, orderId })).statusCode).toBe(200);
  });

  it('accepts a request with no body at all', async () => {
    const c = await customer();
    await c.call('/order/create', validOrder());
    const res = await t.app.inject({ method: 'POST', url: '/api/order/resendOTP', headers: c.headers });
    expect(res.statusCode).toBe(200);
  });
});

describe('the expiry of unconfirmed orders', () => {
  it('cancels orders unconfirmed for 30 minutes, kills their code, and leaves younger ones', async () => {
    const c = await customer();
    const old = (await c.call('/order/create', validOrder())).json().data.orderId as number;
    const oldCode = latestCode(t.dataDir, c.user.email);
    const young = (await c.call('/order/create', { ...validOrder(), sector: 'G-10' })).json().data.orderId as number;
    t.app.db
      .update(orders)
      .set({ createdAt: Date.now() - UNCONFIRMED_ORDER_TTL_MS - 1000 })
      .where(eq(orders.id, old))
      .run();

    expect(cancelExpiredOrders(t.app)).toBeGreaterThanOrEqual(1);
    expect(orderRow(old).status).toBe('CANCELLED');
    expect(orderRow(young).status).toBe('UNCONFIRMED');
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, old)).all();
    expect(events).toMatchObject([{ fromStatus: 'UNCONFIRMED', toStatus: 'CANCELLED', actorId: null }]);
    expect(
      t.app.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.orderId, old))
        .all()
        .every((code) => code.usedAt !== null),
    ).toBe(true);

    const late = await c.call('/order/confirm', { otp: oldCode, orderId: old });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/not confirmed in time/);
  });

  it('runs when the app starts and then every minute', async () => {
    /** An order left unconfirmed for longer than the limit, written straight into the database. */
    const overdueOrder = (app: TestApp['app'], customerId: number) => {
      const longAgo = Date.now() - UNCONFIRMED_ORDER_TTL_MS - 1000;
      return app.db
        .insert(orders)
        .values({
          ...validOrder(),
          customerId,
          status: 'UNCONFIRMED',
          paymentMethod: 'CASH',
          totalCents: 500,
          createdAt: longAgo,
          updatedAt: longAgo,
        })
        .returning({ id: orders.id })
        .get().id;
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let customerId = 0;
    let before = 0;
    const fresh = await createTestApp({
      // Before the app is ready, so only the start-up sweep can cancel it.
      extend: async (app) => {
        customerId = (await createUser(app)).id;
        before = overdueOrder(app, customerId);
      },
    });
    try {
      const status = (id: number) => fresh.app.db.select().from(orders).where(eq(orders.id, id)).get()!.status;
      expect(status(before)).toBe('CANCELLED');
      const later = overdueOrder(fresh.app, customerId);
      vi.advanceTimersByTime(EXPIRY_SWEEP_MS - 1);
      expect(status(later)).toBe('UNCONFIRMED');
      vi.advanceTimersByTime(1);
      expect(status(later)).toBe('CANCELLED');
    } finally {
      vi.useRealTimers();
      await fresh.close();
    }
  });
});

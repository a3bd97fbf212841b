import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedback,
  mailLog,
  oneTimeCodes,
  orderEvents,
  orderLines,
  orders,
  sessions,
  users,
} from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import { islamabadPlaces, sectorCentre } from '../demo/islamabad-places.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { recordEvent } from '../orders/order-events.ts';
import { DELETED_NAME, deletedEmail, REMOVED_ADDRESS } from './account-service.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  // The spec's restaurant: Islamabad's sectors are its areas, as the demo install keeps them.
  t.app.delivery.savePlaces(islamabadPlaces());
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createUser>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const as = (token: string) => ({
  get: (url: string) => t.app.inject({ url: `/api${url}`, headers: bearer(token) }),
  post: (url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
});
const signedIn = (person: Person) => as(sessionToken(t.app, person));
const userRow = (id: number) => t.app.db.select().from(users).where(eq(users.id, id)).get()!;
const orderOf = (customer: Person, status: OrderStatus) =>
  createOrder(t.app, { customerId: customer.id, status, lines: [{ product: dish, quantity: 2 }] });

describe('GET /api/account and POST /api/account/update', () => {
  it("answers the caller's own details, and saves a new name and phone that the session then carries", async () => {
    const ayesha = await createUser(t.app, { name: 'Ayesha Malik' });
    const other = await createUser(t.app, { name: 'Other Person' });
    const api = signedIn(ayesha);

    const read = await api.get('/account');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ name: 'Ayesha Malik', email: ayesha.email, phone: '923001234567' });

    // Fields the body may not decide are ignored: the e-mail address, the role, whose account it is.
    const res = await api.post('/account/update', {
      name: '  Ayesha Khan\u200b ',
      phone: '923214445566',
      email: 'taken-over@example.com',
      role: 'ADMIN',
      id: other.id,
      userId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Ayesha Khan', email: ayesha.email, phone: '923214445566' });
    expect(userRow(ayesha.id)).toMatchObject({ name: 'Ayesha Khan', email: ayesha.email, role: 'CUSTOMER' });
    expect(userRow(other.id)).toMatchObject({ name: 'Other Person', phone: '923001234567' });
    expect((await api.get('/auth/session')).json().user).toMatchObject({ name: 'Ayesha Khan' });
  });

  const INVALID: [body: unknown, field: string | null, message: RegExp][] = [
    [{ phone: '923001234567' }, 'name', /name is required/i],
    [{ name: '   ', phone: '923001234567' }, 'name', /name is required/i],
    [{ name: '\u200b\u200b', phone: '923001234567' }, 'name', /name is required/i],
    [{ name: 'n'.repeat(101), phone: '923001234567' }, 'name', /at most/i],
    [{ name: ['Ali'], phone: '923001234567' }, 'name', /name/i],
    [{ name: 'Ali' }, 'phone', /phone number is required/i],
    [{ name: 'Ali', phone: '+92 300 1234567' }, 'phone', /digits only/i],
    [{ name: 'Ali', phone: '123' }, 'phone', /too short/i],
    [{ name: 'Ali', phone: '9'.repeat(40) }, 'phone', /at most/i],
    [{ name: 'Ali', phone: 923001234567 }, 'phone', /phone/i],
    [{ name: "Robert'); DROP TABLE users;--", phone: "1' OR '1'='1" }, 'phone', /digits only/i],
    [[], null, /.+/],
    [null, null, /.+/],
  ];

  it.each(INVALID)('refuses %j with a 400 that says why, changing nothing', async (body, field, message) => {
    const person = await createUser(t.app, { name: 'Kept Name' });
    const res = await signedIn(person).post('/account/update', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    if (field) expect(res.json().fields[field]).toMatch(message);
    expect(userRow(person.id)).toMatchObject({ name: 'Kept Name', phone: '923001234567' });
  });

  it('refuses a body too large or not JSON without a 500', async () => {
    const token = sessionToken(t.app, await createUser(t.app));
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/update',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000), phone: '923001234567' }),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account/update',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": "Ali", ',
    });
    expect(broken.statusCode).toBe(400);
    const text = await signedIn(await createUser(t.app)).post('/account/update', 'just text');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toEqual(expect.any(String));
  });
});

describe('who may use the account routes', () => {
  const ROUTES = [
    { method: 'GET' as const, url: '/api/account' },
    { method: 'POST' as const, url: '/api/account/update', payload: { name: 'Staff Name', phone: '923001234567' } },
    { method: 'POST' as const, url: '/api/account/delete', payload: { password: 'correct-horse-battery' } },
  ];

  it.each(['WORKER', 'DELIVERY_MAN', 'ADMIN'] as Role[])(
    'refuses a %s with 403 everywhere, so staff and the administrator are never edited or deleted here',
    async (role) => {
      const person = await createUser(t.app, { role, name: 'Staff Member' });
      const token = sessionToken(t.app, person);
      for (const route of ROUTES) {
        const res = await t.app.inject({ ...route, headers: bearer(token) });
        expect(res.statusCode, route.url).toBe(403);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect(userRow(person.id)).toMatchObject({
        name: 'Staff Member',
        email: person.email,
        role,
        deactivatedAt: null,
      });
      expect((await as(token).get('/auth/me')).statusCode).toBe(200);
    },
  );

  it('refuses anonymous callers with 401', async () => {
    for (const route of ROUTES) expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password, keeping the account and its session', async () => {
    const person = await createUser(t.app);
    const api = signedIn(person);
    for (const password of ['wrong-password', '', 'x'.repeat(1000)]) {
      const res = await api.post('/account/delete', { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await api.post('/account/delete', {})).statusCode).toBe(400);
    expect(userRow(person.id)).toMatchObject({ email: person.email, deactivatedAt: null });
    expect((await api.get('/account')).statusCode).toBe(200);
  });

  it.each(['PROCESSING', 'PREPARING', 'COMPLETED'] as const)(
    'refuses while an order is %s, naming it, and changes nothing',
    async (status) => {
      const person = await createUser(t.app);
      const api = signedIn(person);
      orderOf(person, 'DELIVERED');
      const busy = orderOf(person, status);
      const res = await api.post('/account/delete', { password: person.password });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(`#${busy.id}`);
      expect(res.json().message).toMatch(/once it has been delivered/);
      expect(userRow(person.id)).toMatchObject({ email: person.email, name: person.name, deactivatedAt: null });
      const kept = t.app.db.select().from(orders).where(eq(orders.customerId, person.id)).all();
      expect(kept.map((o) => o.address)).toEqual(['House 7, Street 12, F-8/3', 'House 7, Street 12, F-8/3']);
      expect((await api.get('/account')).statusCode).toBe(200);
    },
  );

  it('removes the personal data, keeps the orders for the books, ends every session, and frees the address', async () => {
    const person = await createUser(t.app, { name: 'Fatima Noor' });
    const neighbour = await createUser(t.app);
    const tokens = [sessionToken(t.app, person), sessionToken(t.app, person)];
    const delivered = orderOf(person, 'DELIVERED');
    const unconfirmed = orderOf(person, 'UNCONFIRMED');
    const cancelled = orderOf(person, 'CANCELLED');
    const neighbours = orderOf(neighbour, 'DELIVERED');
    for (const order of [delivered, neighbours]) {
      t.app.db.transaction(() => {
        recordEvent(t.app.db, {
          orderId: order.id,
          from: 'PREPARING',
          to: 'PREPARING',
          actorId: null,
          at: Date.now(),
          reason: 'House 7, Street 12, F-8/3 (F-8)',
        });
      });
    }
    t.app.db
      .insert(feedback)
      .values({ orderId: delivered.id, customerId: person.id, content: 'Fatima here', emotion: 'joy' })
      .run();
    t.app.codes.issue({ purpose: 'order', userId: person.id, orderId: unconfirmed.id });
    t.app.db
      .insert(mailLog)
      .values({
        recipient: person.email,
        subject: 'Your code',
        purpose: 'order-code',
        transport: 'outbox',
        status: 'sent',
      })
      .run();
    const before = t.app.db.select().from(orders).where(eq(orders.id, delivered.id)).get()!;

    const res = await as(tokens[0]!).post('/account/delete', { password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/deleted/i);
    expect(String(res.headers['set-cookie'])).toMatch(/forkcast_session=;/);

    // The account: an anonymous placeholder nobody can sign in to.
    expect(userRow(person.id)).toMatchObject({
      email: deletedEmail(person.id),
      name: DELETED_NAME,
      phone: null,
      role: 'CUSTOMER',
      deactivatedAt: expect.any(Number),
    });
    expect(userRow(person.id).passwordHash).not.toContain('scrypt');
    for (const token of tokens) expect((await as(token).get('/account')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(401);
    expect(t.app.db.select().from(sessions).where(eq(sessions.userId, person.id)).all()).toEqual([]);
    expect(t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, person.id)).all()).toEqual([]);
    expect(t.app.db.select().from(mailLog).where(eq(mailLog.recipient, person.email)).all()).toEqual([]);
    expect(t.app.db.select().from(feedback).where(eq(feedback.customerId, person.id)).all()).toEqual([]);

    // The orders: kept with what the books need, without the address, the point or free text.
    const centre = sectorCentre('F-8')!;
    const kept = t.app.db.select().from(orders).where(eq(orders.customerId, person.id)).orderBy(orders.id).all();
    expect(kept.map((o) => [o.id, o.status])).toEqual([
      [delivered.id, 'DELIVERED'],
      [unconfirmed.id, 'UNCONFIRMED'],
      [cancelled.id, 'CANCELLED'],
    ]);
    for (const order of kept) {
      expect(order).toMatchObject({
        address: REMOVED_ADDRESS,
        sector: 'F-8',
        latitude: centre.latitude,
        longitude: centre.longitude,
        idempotencyKey: null,
        requestHash: null,
      });
    }
    expect(kept[0]).toMatchObject({
      totalCents: before.totalCents,
      paymentMethod: before.paymentMethod,
      confirmedAt: before.confirmedAt,
      createdAt: before.createdAt,
    });
    expect(t.app.db.select().from(orderLines).where(eq(orderLines.orderId, delivered.id)).all()).toMatchObject([
      { productName: 'Chicken Karahi', unitPriceCents: 1250, quantity: 2 },
    ]);
    const reasons = (orderId: number) =>
      t.app.db.select({ reason: orderEvents.reason }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).all();
    expect(reasons(delivered.id).length).toBeGreaterThan(1);
    expect(reasons(delivered.id).filter((e) => e.reason !== null)).toEqual([]);
    const everything = JSON.stringify(t.app.db.select().from(orders).where(eq(orders.customerId, person.id)).all());
    for (const personal of ['Fatima', person.email, 'House 7']) expect(everything).not.toContain(personal);

    // Nobody else's data moved.
    expect(t.app.db.select().from(orders).where(eq(orders.id, neighbours.id)).get()).toMatchObject({
      address: 'House 7, Street 12, F-8/3',
      latitude: 33.71,
    });
    expect(reasons(neighbours.id).map((e) => e.reason)).toContain('House 7, Street 12, F-8/3 (F-8)');
    expect((await signedIn(neighbour).get('/account')).statusCode).toBe(200);

    // The address signs up again, as a new customer with none of the old orders.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/register/create-account',
      payload: { email: person.email, password: 'a-fresh-start-22', name: 'Fatima Noor', phone: '923001234567' },
    });
    expect(signUp.statusCode).toBe(200);
    await t.mailed();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/register/verify-otp',
      payload: { email: person.email, otp: latestCode(t.dataDir, person.email), password: 'a-fresh-start-22' },
    });
    expect(verify.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'a-fresh-start-22' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(person.id);
    const past = await as(again.json().data as string).get('/orders/get-by-customer');
    expect(past.json().data).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, sessions, staffProfiles, users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { Worker } from '../../shared/workers.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { nameFromEmail } from './worker-service.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'ADMIN' });
  adminToken = sessionToken(t.app, admin);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(token) });
const list = async () =>
  (await t.app.inject({ url: '/api/workers/get/all', headers: bearer(adminToken) })).json() as Worker[];
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

let counter = 0;
const uniqueEmail = () => `staff${++counter}.${Date.now()}@example.com`;
const PASSWORD = 'kitchen-pass-123';

function riderBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    salary: 45000,
    position: 'Rider',
    type: 'DELIVERY_MAN',
    vehicle: 'Honda CD-70',
    ...overrides,
  };
}

async function addWorker(overrides: Record<string, unknown> = {}) {
  const body = riderBody(overrides);
  const res = await post('/worker/create', body);
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as Worker), password: String(body.password) };
}

/** What an update would send for this worker, unchanged, with the password left blank. */
function unchanged(worker: Worker) {
  const { workerId, email, position, salary, role, vehicle } = worker;
  return { workerId, email, position, salary, type: role, vehicle, password: '' };
}

const roleOf = (id: number) => t.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)).get()?.role;

describe('who may manage workers', () => {
  const ROUTES = [
    { method: 'GET' as const, url: '/api/workers/get/all', payload: undefined },
    { method: 'POST' as const, url: '/api/worker/create', payload: riderBody() },
    { method: 'POST' as const, url: '/api/worker/update', payload: { ...riderBody(), workerId: 1, password: '' } },
    { method: 'POST' as const, url: '/api/worker/delete', payload: { workerId: 1 } },
  ];

  it.each(['CUSTOMER', 'WORKER', 'DELIVERY_MAN'] as Role[])('refuses a %s with 403 on every route', async (role) => {
    const token = sessionToken(t.app, await createUser(t.app, { role }));
    const accounts = await t.app.db.$count(users);
    for (const route of ROUTES) {
      const res = await t.app.inject({ ...route, headers: bearer(token) });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await t.app.db.$count(users)).toBe(accounts);
  });

  it('refuses anonymous callers and ended sessions with 401 on every route', async () => {
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const ended = sessionToken(t.app, admin);
    await post('/auth/logout', {}, ended);
    for (const route of ROUTES) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: bearer(ended) })).statusCode, route.url).toBe(401);
    }
  });
});

describe('POST /api/worker/create', () => {
  it('answers the new delivery worker as the body, usable at once', async () => {
    const body = riderBody({ email: '  Ali.Raza@Example.com ', position: ' Rider ' });
    const res = await post('/worker/create', body);
    expect(res.statusCode).toBe(200);
    const worker = res.json() as Worker;
    expect(worker).toEqual({
      workerId: expect.any(Number),
      email: 'ali.raza@example.com',
      name: 'Ali Raza',
      phone: null,
      position: 'Rider',
      salary: 45000,
      joinDate: new Date().toISOString().slice(0, 10),
      role: 'DELIVERY_MAN',
      vehicle: 'Honda CD-70',
    });
    expect(await list()).toContainEqual(worker);

    const signedIn = await login('ali.raza@example.com', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ name: 'Ali Raza', role: 'DELIVERY_MAN' });
  });

  it('clears the vehicle of a kitchen worker, and takes a name when one is given', async () => {
    const worker = await addWorker({
      type: 'WORKER',
      position: 'Cook',
      vehicle: 'Bicycle',
      name: 'Hina Baig',
      salary: 0,
    });
    expect(worker).toMatchObject({ role: 'WORKER', vehicle: null, salary: 0 });
    const row = t.app.db.select().from(users).where(eq(users.id, worker.workerId)).get()!;
    expect(row).toMatchObject({ name: 'Hina Baig', role: 'WORKER', deactivatedAt: null });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses an e-mail address already used by any account, whatever its case', async () => {
    const customer = await createUser(t.app, { role: 'CUSTOMER' });
    const res = await post('/worker/create', riderBody({ email: customer.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/e-mail address already exists/);
    expect(roleOf(customer.id)).toBe('CUSTOMER');

    const worker = await addWorker();
    expect((await post('/worker/create', riderBody({ email: worker.email }))).statusCode).toBe(409);
  });

  const INVALID: [field: string, value: unknown, message: RegExp][] = [
    ['email', undefined, /e-mail is required/i],
    ['email', 'not-an-address', /valid e-mail/i],
    ['password', undefined, /password is required/i],
    ['password', 'short', /password must be at least 8/i],
    ['password', 'x'.repeat(129), /password must be at most 128/i],
    ['salary', undefined, /salary is required/i],
    ['salary', '45 000', /salary must be a number/i],
    ['salary', -1, /salary cannot be negative/i],
    ['salary', 1500.5, /salary must be a whole number/i],
    ['salary', 1e12, /salary must be at most/i],
    ['position', undefined, /position is required/i],
    ['position', '   ', /position is required/i],
    ['position', 'p'.repeat(101), /position must be at most 100/i],
    ['type', undefined, /type is required/i],
    ['type', 'ADMIN', /type must be WORKER or DELIVERY_MAN/i],
    ['type', 'CUSTOMER', /type must be WORKER or DELIVERY_MAN/i],
    ['vehicle', undefined, /vehicle is required/i],
    ['vehicle', '  ', /vehicle is required/i],
    ['vehicle', 'v'.repeat(101), /vehicle must be at most 100/i],
    ['name', '', /name is required/i],
  ];

  it.each(INVALID)('refuses %s = %j with a message naming the field', async (field, value, message) => {
    const before = await t.app.db.$count(users);
    const res = await post('/worker/create', riderBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().fields[field]).toMatch(message);
    expect(await t.app.db.$count(users)).toBe(before);
  });
});

describe('GET /api/workers/get/all', () => {
  it('lists active kitchen and delivery workers only, as a plain list', async () => {
    const cook = await addWorker({ type: 'WORKER', position: 'Cook' });
    const removed = await addWorker();
    await post('/worker/delete', { workerId: removed.workerId });
    const customer = await createUser(t.app);

    const res = await t.app.inject({ url: '/api/workers/get/all', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const workers = res.json() as Worker[];
    expect(Array.isArray(workers)).toBe(true);
    const { password: _, ...listed } = cook;
    expect(workers).toContainEqual(listed);
    const ids = workers.map((w) => w.workerId);
    expect(ids).not.toContain(removed.workerId);
    expect(ids).not.toContain(customer.id);
    expect(workers.every((w) => w.role === 'WORKER' || w.role === 'DELIVERY_MAN')).toBe(true);
  });
});

describe('POST /api/worker/update', () => {
  let editable: Worker | undefined;

  it('changes the details and keeps the password when it is blank or missing', async () => {
    const worker = await addWorker();
    const res = await post('/worker/update', { ...unchanged(worker), salary: 52000, position: 'Senior Rider' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), data: 'WORKER_UPDATED' });
    expect((await list()).find((w) => w.workerId === worker.workerId)).toMatchObject({
      salary: 52000,
      position: 'Senior Rider',
      joinDate: worker.joinDate,
    });
    expect((await login(worker.email, worker.password)).statusCode).toBe(200);

    const { password: _, ...withoutPassword } = unchanged(worker);
    expect((await post('/worker/update', withoutPassword)).statusCode).toBe(200);
    expect((await post('/worker/update', { ...withoutPassword, password: null })).statusCode).toBe(200);
    expect((await login(worker.email, worker.password)).statusCode).toBe(200);
  });

  it('edits the display name and phone; a missing phone keeps the number, a blank one removes it', async () => {
    const worker = await addWorker({ name: 'Ali Raza', phone: '923001112233' });
    expect(worker).toMatchObject({ name: 'Ali Raza', phone: '923001112233' });
    const edit = { ...unchanged(worker), name: '  Bilal Ahmed ', phone: '923334445566' };
    expect((await post('/worker/update', edit)).statusCode).toBe(200);
    const listed = () => list().then((all) => all.find((w) => w.workerId === worker.workerId));
    expect(await listed()).toMatchObject({ name: 'Bilal Ahmed', phone: '923334445566' });

    // The spec's client sends neither: both stay as they were.
    expect((await post('/worker/update', unchanged(worker))).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ name: 'Bilal Ahmed', phone: '923334445566' });

    expect((await post('/worker/update', { ...unchanged(worker), phone: ' ' })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ name: 'Bilal Ahmed', phone: null });
  });

  it.each([
    ['phone', '0300-1234567', /digits only/i],
    ['phone', '12', /too short/i],
    ['phone', 42, /must be text/i],
    ['name', '  ', /name is required/i],
  ])('refuses %s = %j without changing the worker', async (field, value, message) => {
    const worker = await addWorker({ name: 'Sana Iqbal', phone: '923001112233' });
    const res = await post('/worker/update', { ...unchanged(worker), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
    expect((await list()).find((w) => w.workerId === worker.workerId)).toMatchObject({
      name: 'Sana Iqbal',
      phone: '923001112233',
    });
  });

  it('sets a new password when one is given', async () => {
    const worker = await addWorker();
    expect((await post('/worker/update', { ...unchanged(worker), password: 'a-brand-new-one' })).statusCode).toBe(200);
    expect((await login(worker.email, worker.password)).statusCode).toBe(401);
    expect((await login(worker.email, 'a-brand-new-one')).statusCode).toBe(200);
  });

  it('switches a delivery worker to the kitchen, clearing the vehicle, and drops their live connection', async () => {
    const worker = await addWorker();
    const token = (await login(worker.email, worker.password)).json().data as string;
    const socket = await liveConnection(token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await post('/worker/update', { ...unchanged(worker), type: 'WORKER', vehicle: 'Honda CD-70' });
    expect(res.statusCode).toBe(200);
    expect((await list()).find((w) => w.workerId === worker.workerId)).toMatchObject({ role: 'WORKER', vehicle: null });
    expect(await dropped).toBe('io server disconnect');
    expect((await me(token)).json()).toMatchObject({ role: 'WORKER' });
  });

  it('can never make anyone an admin', async () => {
    const worker = await addWorker();
    for (const type of ['ADMIN', 'CUSTOMER']) {
      const res = await post('/worker/update', { ...unchanged(worker), type });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.type).toMatch(/type must be WORKER or DELIVERY_MAN/i);
    }
    // The spec's client sends the type as `role`: "ADMIN" there is refused like a type of ADMIN.
    const sneaky = await post('/worker/update', { ...unchanged(worker), role: 'ADMIN' });
    expect(sneaky.statusCode).toBe(400);
    expect(roleOf(worker.workerId)).toBe('DELIVERY_MAN');
  });

  it('answers 404 for customers, admins, removed workers and unknown ids, and changes none of them', async () => {
    const customer = await createUser(t.app, { role: 'CUSTOMER' });
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const removed = await addWorker();
    await post('/worker/delete', { workerId: removed.workerId });
    const template = unchanged(await addWorker());
    for (const workerId of [customer.id, admin.id, removed.workerId, 999_999]) {
      const res = await post('/worker/update', { ...template, email: uniqueEmail(), workerId });
      expect(res.statusCode, `id ${workerId}`).toBe(404);
      expect(res.json().message).toBe('No such worker.');
    }
    expect(roleOf(customer.id)).toBe('CUSTOMER');
    expect(roleOf(admin.id)).toBe('ADMIN');
    expect(t.app.db.select().from(staffProfiles).where(eq(staffProfiles.userId, customer.id)).get()).toBeUndefined();
  });

  it("refuses another account's e-mail address with 409", async () => {
    const [first, second] = [await addWorker(), await addWorker()];
    const res = await post('/worker/update', { ...unchanged(second), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/e-mail address already exists/);
    expect((await list()).find((w) => w.workerId === second.workerId)?.email).toBe(second.email);
  });

  it.each([
    ['workerId', undefined, /workerId is required/],
    ['workerId', 'abc', /workerId must be a number/],
    ['workerId', 0, /workerId must be positive/],
    ['password', 'short', /password must be at least 8/i],
    ['vehicle', '', /vehicle is required/i],
    ['salary', -5, /salary cannot be negative/i],
    ['email', 'nope', /valid e-mail/i],
  ])('refuses %s = %j with a message naming the field', async (field, value, message) => {
    editable ??= await addWorker();
    const res = await post('/worker/update', { ...unchanged(editable), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
  });
});

describe('POST /api/worker/delete', () => {
  it('deactivates the worker: their tokens and live connections stop at once, and their history stays', async () => {
    const worker = await addWorker();
    const token = (await login(worker.email, worker.password)).json().data as string;
    const secondToken = sessionToken(t.app, { id: worker.workerId, role: 'DELIVERY_MAN' });
    expect((await me(token)).statusCode).toBe(200);
    const socket = await liveConnection(token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const customer = await createUser(t.app);
    const order = createOrder(t.app, {
      customerId: customer.id,
      status: 'PREPARING',
      lines: [{ product: createProduct(t.app), quantity: 1 }],
    });
    t.app.db.update(orderEvents).set({ actorId: worker.workerId }).where(eq(orderEvents.orderId, order.id)).run();

    const res = await post('/worker/delete', { workerId: worker.workerId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), data: 'WORKER_DELETED' });

    expect(await dropped).toBe('io server disconnect');
    for (const ended of [token, secondToken]) expect((await me(ended)).statusCode).toBe(401);
    const open = t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, worker.workerId))
      .all()
      .filter((s) => s.revokedAt === null);
    expect(open).toEqual([]);
    expect((await login(worker.email, worker.password)).statusCode).toBe(403);

    const row = t.app.db.select().from(users).where(eq(users.id, worker.workerId)).get()!;
    expect(row.deactivatedAt).not.toBeNull();
    expect(t.app.db.select().from(staffProfiles).where(eq(staffProfiles.userId, worker.workerId)).get()).toBeDefined();
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).all();
    expect(events.every((e) => e.actorId === worker.workerId)).toBe(true);

    expect((await post('/worker/delete', { workerId: worker.workerId })).statusCode).toBe(404);
  });

  it('answers 404 for customers and admins, who stay active', async () => {
    const customer = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'ADMIN' });
    for (const user of [customer, admin]) {
      const res = await post('/worker/delete', { workerId: user.id });
      expect(res.statusCode).toBe(404);
      expect(t.app.db.select().from(users).where(eq(users.id, user.id)).get()?.deactivatedAt).toBeNull();
    }
  });

  it('refuses a missing or malformed workerId', async () => {
    for (const payload of [{}, { workerId: 'seven' }, { workerId: -3 }, { workerId: 1.5 }]) {
      const res = await post('/worker/delete', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.workerId).toMatch(/workerId/);
    }
  });
});

describe('nameFromEmail', () => {
  it('reads a display name from the address', () => {
    expect(nameFromEmail('ali.khan+kitchen@example.com')).toBe('Ali Khan Kitchen');
    expect(nameFromEmail('rider_7@example.com')).toBe('Rider 7');
  });
});

let url: string | undefined;
/** A live connection as the worker's screen opens it. */
async function liveConnection(token: string) {
  if (!url) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

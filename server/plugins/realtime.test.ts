import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type {
  HandshakeAuth,
  OrderConfirmedEvent,
  OrderStatusEvent,
  ServerToClientEvents,
  SyncEvent,
} from '../../shared/events.ts';
import { MAX_REPLAY, type ClientToServerEvents } from '../../shared/events.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { buildApp } from '../app.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Daal Chawal', price: 6 });
});
afterAll(async () => {
  for (const socket of open) socket.disconnect();
  await t.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function person(app: FastifyInstance, role: Role = 'CUSTOMER') {
  const user = await createUser(app, { role });
  return { ...user, token: sessionToken(app, user) };
}

/** A client that records every event it receives, in order. */
function client(url: string, auth: HandshakeAuth, extraHeaders: Record<string, string> = {}) {
  const socket: Client = connect(url, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
  });
  open.push(socket);
  const received: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received, connected };
}

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const post = (app: FastifyInstance, token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } });

let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});

describe('the Socket.IO handshake', () => {
  it('refuses a connection without a token, with a forged token, or from a foreign page', async () => {
    await expect(client(url, {}).connected).rejects.toThrow(/log in/i);
    await expect(client(url, { token: 'not-a-token' }).connected).rejects.toThrow(/log in/i);
    const worker = await person(t.app, 'WORKER');
    await expect(client(url, { token: worker.token }, { origin: 'https://evil.example' }).connected).rejects.toThrow();
    await expect(client(url, { token: worker.token }, { origin: url }).connected).resolves.toBeUndefined();
  });

  it('accepts the session cookie, as a browser sends it', async () => {
    const worker = await person(t.app, 'WORKER');
    await expect(client(url, {}, { cookie: `forkcast_session=${worker.token}` }).connected).resolves.toBeUndefined();
  });

  it('drops the live connection when its session ends at logout', async () => {
    const worker = await person(t.app, 'WORKER');
    const { socket, connected } = client(url, { token: worker.token });
    await connected;
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await post(t.app, worker.token, '/auth/logout', {});
    expect(await gone).toBe('io server disconnect');
  });

  it('drops the live connections of a user deactivated behind its back, at the next session check', async () => {
    const worker = await person(t.app, 'WORKER');
    const { socket, connected } = client(url, { token: worker.token });
    await connected;
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    t.app.realtime.recheckSessions();
    expect(socket.connected).toBe(true);
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, worker.id)).run();
    t.app.realtime.recheckSessions();
    expect(await gone).toBe('io server disconnect');
  });
});

describe('who hears what', () => {
  it("tells the kitchen the moment a customer confirms, and never tells customer A about customer B's order", async () => {
    const a = await person(t.app);
    const b = await person(t.app);
    const worker = await person(t.app, 'WORKER');
    const kitchen = client(url, { token: worker.token });
    const listenerA = client(url, { token: a.token });
    const listenerB = client(url, { token: b.token });
    await Promise.all([kitchen.connected, listenerA.connected, listenerB.connected]);

    const placed = await post(t.app, b.token, '/order/create', {
      latitude: 33.7,
      longitude: 73.05,
      address: 'House 9, Street 4, G-9/2',
      paymentMethod: 'CASH',
      lineItems: [{ productId: dish.id, quantity: 1 }],
      sector: 'G-9',
    });
    const orderId = placed.json().data.orderId as number;
    expect((await post(t.app, b.token, '/order/confirm', { otp: latestCode(t.dataDir, b.email) })).statusCode).toBe(
      200,
    );

    await until(() => kitchen.received.some((e) => e.name === 'order.confirmed'), 'order.confirmed');
    const confirmed = kitchen.received.find((e) => e.name === 'order.confirmed')!.payload as OrderConfirmedEvent;
    expect(confirmed).toMatchObject({
      orderId,
      from: 'UNCONFIRMED',
      to: 'PROCESSING',
      order: { orderId, lineItems: [{ name: 'Daal Chawal', quantity: 1 }] },
    });
    await until(() => listenerB.received.some((e) => e.name === 'order.status'), "B's tracker update");
    const forB = listenerB.received.find((e) => e.name === 'order.status')!.payload as OrderStatusEvent;
    expect(forB.tracked).toMatchObject({
      order_id: orderId,
      order_status: 'PROCESSING',
      estimated_time: expect.stringMatching(/minute/),
    });

    await post(t.app, worker.token, '/order/prepare', { orderId });
    await until(() => listenerB.received.filter((e) => e.name === 'order.status').length === 2, "B's second update");
    expect(listenerA.received).toEqual([]);
  });
});

describe('replay after a dropped connection', () => {
  it('sends exactly the missed events, in order, when a client comes back with its last sequence number', async () => {
    const worker = await person(t.app, 'WORKER');
    const rider = await person(t.app, 'DELIVERY_MAN');
    const customer = await person(t.app);
    const order = createOrder(t.app, {
      customerId: customer.id,
      status: 'PROCESSING',
      lines: [{ product: dish, quantity: 1 }],
    });

    const board = await t.app.inject({
      url: '/api/orders/get-processing-and-prepared',
      headers: { authorization: `Bearer ${worker.token}` },
    });
    const seq = board.json().seq as number;
    const first = client(url, { token: worker.token, lastSeq: seq });
    await first.connected;
    first.socket.disconnect();

    expect((await post(t.app, worker.token, '/order/prepare', { orderId: order.id })).statusCode).toBe(200);
    expect((await post(t.app, worker.token, '/order/complete', { orderId: order.id })).statusCode).toBe(200);
    expect((await post(t.app, rider.token, '/order/take', { orderId: order.id })).statusCode).toBe(200);
    expect(
      (await post(t.app, rider.token, '/order/deliver-failed', { orderId: order.id, reason: 'Wrong address' }))
        .statusCode,
    ).toBe(200);

    const again = client(url, { token: worker.token, lastSeq: seq });
    await again.connected;
    await until(() => again.received.some((e) => e.name === 'sync'), 'sync');
    const moves = again.received.filter((e) => e.name === 'order.status').map((e) => e.payload as OrderStatusEvent);
    expect(moves.map((m) => [m.from, m.to])).toEqual([
      ['PROCESSING', 'PREPARING'],
      ['PREPARING', 'COMPLETED'],
      ['COMPLETED', 'OUT_FOR_DELIVERY'],
      ['OUT_FOR_DELIVERY', 'PREPARING'],
    ]);
    expect(moves.map((m) => m.seq)).toEqual([seq + 1, seq + 2, seq + 3, seq + 4]);
    expect(moves.every((m) => m.kitchen?.orderId === order.id)).toBe(true);
    expect(again.received.at(-1)).toEqual({
      name: 'sync',
      payload: { seq: seq + 4, complete: true } satisfies SyncEvent,
    });
  });

  it('tells a client that missed too much to reload instead of replaying', async () => {
    const worker = await person(t.app, 'WORKER');
    const customer = await person(t.app);
    // Six events each: more than MAX_REPLAY in all.
    expect(120 * 5).toBeGreaterThan(MAX_REPLAY);
    for (let i = 0; i < 120; i++)
      createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: dish, quantity: 1 }] });
    const behind = client(url, { token: worker.token, lastSeq: 0 });
    await behind.connected;
    await until(() => behind.received.some((e) => e.name === 'sync'), 'sync');
    expect(behind.received).toEqual([{ name: 'sync', payload: { seq: t.app.orderFeed.latestSeq(), complete: false } }]);
  });
});

describe('replay across a server restart', () => {
  it('replays from the database what happened while the client was away and the server restarted', async () => {
    const first = await createTestApp();
    const worker = await person(first.app, 'WORKER');
    const customer = await person(first.app);
    const food = createProduct(first.app, { name: 'Aloo Paratha', price: 3 });
    const order = createOrder(first.app, {
      customerId: customer.id,
      status: 'PROCESSING',
      lines: [{ product: food, quantity: 2 }],
    });
    const seq = first.app.orderFeed.latestSeq();
    expect((await post(first.app, worker.token, '/order/prepare', { orderId: order.id })).statusCode).toBe(200);
    await first.app.close();

    const second = await buildApp(first.config);
    try {
      const rider = await person(second, 'DELIVERY_MAN');
      expect((await post(second, worker.token, '/order/complete', { orderId: order.id })).statusCode).toBe(200);
      // The spec's client delivers from the pass: recorded as taken, then delivered.
      expect((await post(second, rider.token, '/order/delivered', { orderId: order.id })).statusCode).toBe(200);
      const back = client(await listen(second), { token: worker.token, lastSeq: seq });
      await back.connected;
      await until(() => back.received.some((e) => e.name === 'sync'), 'sync');
      const moves = back.received.filter((e) => e.name === 'order.status').map((e) => e.payload as OrderStatusEvent);
      expect(moves.map((m) => [m.seq, m.to])).toEqual([
        [seq + 1, 'PREPARING'],
        [seq + 2, 'COMPLETED'],
        [seq + 3, 'OUT_FOR_DELIVERY'],
        [seq + 4, 'DELIVERED'],
      ]);
      back.socket.disconnect();
    } finally {
      await second.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});

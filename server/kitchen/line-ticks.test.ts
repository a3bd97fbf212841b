/**
 * POST /api/order/line-done: a cook ticks the lines of a big order done one by one, every kitchen screen sees it at
 * once, and the board carries the ticks; and the kitchen hears a recall as it hears any move. Real SQLite, real HTTP
 * (inject) and real Socket.IO clients.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderLines } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { KitchenLinesEvent, OrderStatusEvent } from '../../shared/events.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { boardOf } from '../../tests/answers.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let biryani: ReturnType<typeof createProduct>;
let naan: ReturnType<typeof createProduct>;
let lassi: ReturnType<typeof createProduct>;
const people = {} as Record<Role, { id: number; token: string; headers: { authorization: string } }>;

beforeAll(async () => {
  t = await createTestApp();
  biryani = createProduct(t.app, { name: 'Chicken Biryani', price: 8.99 });
  naan = createProduct(t.app, { name: 'Garlic Naan', price: 1.5 });
  lassi = createProduct(t.app, { name: 'Mango Lassi', price: 3.5 });
  for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role, name: role === 'DELIVERY_MAN' ? 'Rashid Rider' : undefined });
    const token = sessionToken(t.app, user);
    people[role] = { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
  }
});
afterAll(() => t.close());

/** A big order: three lines. */
const orderIn = (status: OrderStatus, at?: number) =>
  createOrder(t.app, {
    customerId: people.CUSTOMER.id,
    status,
    ...(at ? { at } : {}),
    lines: [
      { product: biryani, quantity: 2 },
      { product: naan, quantity: 4 },
      { product: lassi, quantity: 2 },
    ],
  });
const lineIdsOf = (orderId: number) =>
  t.app.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id)
    .all()
    .map((line) => line.id);
const doneAtOf = (lineId: number) =>
  t.app.db.select({ doneAt: orderLines.doneAt }).from(orderLines).where(eq(orderLines.id, lineId)).get()!.doneAt;

const post = (role: Role | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: role ? people[role].headers : {} });
const tick = (orderId: number, lineId: number | string, done: boolean, role: Role = 'WORKER') =>
  post(role, '/order/line-done', { orderId, lineId, done });
const cardOf = async (orderId: number) => {
  const data = boardOf(
    await t.app.inject({ url: '/api/orders/get-processing-and-prepared', headers: people.WORKER.headers }),
  );
  return [...data.processing, ...data.preparing, ...data.completed].find((o) => o.orderId === orderId);
};

describe('POST /api/order/line-done', () => {
  it('ticks a line done and takes the tick back, and the board says which lines are done', async () => {
    const order = orderIn('PREPARING');
    const [first, second, third] = lineIdsOf(order.id) as [number, number, number];
    expect(await cardOf(order.id)).toMatchObject({ doneLineIds: [] });

    const res = await tick(order.id, third, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Line #${third} of order #${order.id} is done.`,
      data: { orderId: order.id, doneLineIds: [third] },
    });
    expect((await tick(order.id, first, true)).json().data).toEqual({ orderId: order.id, doneLineIds: [first, third] });
    expect(await cardOf(order.id)).toMatchObject({ status: 'PREPARING', doneLineIds: [first, third] });
    expect(doneAtOf(second)).toBeNull();

    const untick = await tick(order.id, third, false);
    expect(untick.json()).toEqual({
      message: `Line #${third} of order #${order.id} is not done.`,
      data: { orderId: order.id, doneLineIds: [first] },
    });
    expect(doneAtOf(third)).toBeNull();
    expect(await cardOf(order.id)).toMatchObject({ doneLineIds: [first] });
  });

  it('changes nothing when a line is ticked twice (two cooks, or a repeated tap), keeping the first tick', async () => {
    const order = orderIn('PROCESSING');
    const [line] = lineIdsOf(order.id) as [number];
    const once = await tick(order.id, line, true);
    const at = doneAtOf(line);
    expect(at).not.toBeNull();
    const twice = await tick(order.id, line, true);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(doneAtOf(line)).toBe(at);
    // Untick twice, the same.
    expect((await tick(order.id, line, false)).json().data.doneLineIds).toEqual([]);
    expect((await tick(order.id, line, false)).json().data.doneLineIds).toEqual([]);
  });

  it("refuses a line that is not the order's, naming both", async () => {
    const order = orderIn('PREPARING');
    const other = orderIn('PREPARING');
    const [otherLine] = lineIdsOf(other.id) as [number];
    for (const lineId of [otherLine, 987_654]) {
      const res = await tick(order.id, lineId, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `Order #${order.id} has no line #${lineId}.` });
    }
    expect(doneAtOf(otherLine)).toBeNull();
  });

  it('is only for orders in the Queue or on the stove: a finished one is 409, one beyond the kitchen 404', async () => {
    const hoursAgo = (hours: number) => Date.now() - hours * 60 * 60 * 1000;
    for (const status of ['COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', 'DELIVERED'] as const) {
      const order = orderIn(status);
      const res = await tick(order.id, lineIdsOf(order.id)[0]!, true);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`^Order #${order.id} is not on the stove: it is `));
    }
    const ready = orderIn('COMPLETED');
    expect((await tick(ready.id, lineIdsOf(ready.id)[0]!, true)).json()).toEqual({
      message: `Order #${ready.id} is not on the stove: it is ready, waiting for a rider.`,
    });
    // As its ticket is: unconfirmed, cancelled, and long finished orders do not exist for the kitchen.
    for (const order of [orderIn('UNCONFIRMED'), orderIn('CANCELLED'), orderIn('COMPLETED', hoursAgo(2))]) {
      const res = await tick(order.id, lineIdsOf(order.id)[0]!, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `There is no order #${order.id}.` });
      expect(lineIdsOf(order.id).map(doneAtOf)).toEqual([null, null, null]);
    }
    expect((await tick(999_999, 1, true)).json()).toEqual({ message: 'There is no order #999999.' });
  });

  it('is for the kitchen only, as its moves are', async () => {
    const order = orderIn('PREPARING');
    const [line] = lineIdsOf(order.id) as [number];
    expect((await post(null, '/order/line-done', { orderId: order.id, lineId: line, done: true })).statusCode).toBe(
      401,
    );
    for (const role of ['CUSTOMER', 'DELIVERY_MAN', 'ADMIN'] as const) {
      expect((await tick(order.id, line, true, role)).statusCode, role).toBe(403);
    }
    expect(doneAtOf(line)).toBeNull();
  });

  it('says which field is wrong, and takes ids written as numerals', async () => {
    const order = orderIn('PREPARING');
    const [line] = lineIdsOf(order.id) as [number];
    const bad: [object, RegExp][] = [
      [{ orderId: order.id, lineId: line }, /done/],
      [{ orderId: order.id, lineId: line, done: 'yes' }, /done must be true or false/],
      [{ orderId: order.id, done: true }, /lineId/],
      [{ orderId: order.id, lineId: 'first', done: true }, /lineId/],
      [{ orderId: order.id, lineId: 0, done: true }, /lineId must be positive/],
      [{ lineId: line, done: true }, /orderId/],
    ];
    for (const [payload, said] of bad) {
      const res = await post('WORKER', '/order/line-done', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(said);
    }
    const numerals = await post('WORKER', '/order/line-done', {
      orderId: String(order.id),
      lineId: String(line),
      done: true,
    });
    expect(numerals.json().data).toEqual({ orderId: order.id, doneLineIds: [line] });
  });

  it('starts a delivery sent back to the kitchen with no line done: the food is made again', async () => {
    const order = orderIn('PREPARING');
    for (const line of lineIdsOf(order.id)) await tick(order.id, line, true);
    await post('WORKER', '/order/complete', { orderId: order.id });
    expect(await cardOf(order.id)).toMatchObject({ status: 'COMPLETED', doneLineIds: lineIdsOf(order.id) });
    await post('DELIVERY_MAN', '/order/take', { orderId: order.id });
    await post('DELIVERY_MAN', '/order/deliver-failed', {
      orderId: order.id,
      reason: 'Food spilled',
      outcome: 'KITCHEN',
    });
    expect(await cardOf(order.id)).toMatchObject({ status: 'PREPARING', doneLineIds: [] });
  });
});

describe('every kitchen screen, live', () => {
  const live = orderListeners(() => t.app);
  beforeAll(() => live.start());
  afterAll(() => live.stop());

  /** A screen signed in as `token`, collecting the line ticks and the moves it hears. */
  async function screen(token: string) {
    const socket = await live.connect(token);
    const ticks: KitchenLinesEvent[] = [];
    const moves: OrderStatusEvent[] = [];
    socket.on('kitchen.lines', (event) => ticks.push(event));
    socket.on('order.status', (event) => moves.push(event));
    return { ticks, moves };
  }

  it("shows one cook's ticks on a second kitchen screen at once, and on no other room's", async () => {
    const secondCook = await createUser(t.app, { role: 'WORKER' });
    const wall = await screen(sessionToken(t.app, secondCook));
    const rider = await screen(people.DELIVERY_MAN.token);
    const admin = await screen(people.ADMIN.token);
    const customer = await screen(people.CUSTOMER.token);
    const order = orderIn('PREPARING');
    const [first, second] = lineIdsOf(order.id) as [number, number];

    await tick(order.id, first, true);
    await vi.waitFor(() => expect(wall.ticks).toEqual([{ orderId: order.id, doneLineIds: [first] }]));
    // A repeated tick is no news; the next one is.
    await tick(order.id, first, true);
    await tick(order.id, second, true);
    await tick(order.id, first, false);
    await vi.waitFor(() =>
      expect(wall.ticks).toEqual([
        { orderId: order.id, doneLineIds: [first] },
        { orderId: order.id, doneLineIds: [first, second] },
        { orderId: order.id, doneLineIds: [second] },
      ]),
    );

    // A move's card carries the ticks, so a screen placing it shows them.
    await post('WORKER', '/order/complete', { orderId: order.id });
    await vi.waitFor(() =>
      expect(wall.moves.find((event) => event.orderId === order.id)?.kitchen).toMatchObject({
        status: 'COMPLETED',
        doneLineIds: [second],
      }),
    );
    // The others heard the move (the rider: a ready order) but no tick.
    await vi.waitFor(() => expect(rider.moves.some((event) => event.orderId === order.id)).toBe(true));
    expect([...rider.ticks, ...admin.ticks, ...customer.ticks]).toEqual([]);
  });

  it('tells every kitchen screen of a recall, with the card back where it was', async () => {
    const wall = await screen(people.WORKER.token);
    const order = orderIn('PROCESSING');
    await post('WORKER', '/order/prepare', { orderId: order.id });
    expect((await post('WORKER', '/order/recall', { orderId: order.id })).statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(
        wall.moves
          .filter((event) => event.orderId === order.id)
          .map((event) => [event.from, event.to, event.kitchen?.status]),
      ).toEqual([
        ['PROCESSING', 'PREPARING', 'PREPARING'],
        ['PREPARING', 'PROCESSING', 'PROCESSING'],
      ]),
    );
  });
});

describe('the ticks in the database', () => {
  it('are kept on the order lines, one time per ticked line', async () => {
    const order = orderIn('PREPARING');
    const [line] = lineIdsOf(order.id) as [number];
    const before = Date.now();
    await tick(order.id, line, true);
    const row = t.app.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, line)))
      .get()!;
    expect(row.doneAt).toBeGreaterThanOrEqual(before);
    expect(row.doneAt).toBeLessThanOrEqual(Date.now());
  });
});

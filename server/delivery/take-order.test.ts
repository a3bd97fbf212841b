/**
 * Riders taking orders when people act on one order at once (docs/decisions/0037), and the rider's position, which
 * lives only as long as the trip. A race here is two requests in flight together on one app: whichever the server
 * finishes first, the other must find the order moved and say who has it.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, riderPositions, users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { RiderPositionEvent } from '../../shared/events.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { FAILED_DELIVERY_OUTCOMES, POSITION_MIN_GAP_MS } from '../../shared/staff-orders.ts';
import { trackedOrdersOf } from '../../tests/answers.ts';
import { createOrder, createProduct, createUser, orderEventsOf, sessionToken } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { timeTravel } from '../../tests/time-travel.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
interface Person {
  id: number;
  firstName: string;
  token: string;
}
let customer: Person;
let admin: Person;
let usman: Person;
let rashid: Person;

async function person(role: Role, name: string): Promise<Person> {
  const user = await createUser(t.app, { role, name });
  return { id: user.id, firstName: name.split(' ')[0]!, token: sessionToken(t.app, user) };
}

let riders = 0;
/** A rider of their own, for tests that must not share a rider's orders or position limit with another. */
const anotherRider = () => person('DELIVERY_MAN', `Rider${(riders += 1)} Test`);

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12 });
  customer = await person('CUSTOMER', 'Ayesha Khan');
  admin = await person('ADMIN', 'Owner Person');
  usman = await person('DELIVERY_MAN', 'Usman Tariq');
  rashid = await person('DELIVERY_MAN', 'Rashid Ali');
});
afterAll(() => t.close());

const post = (who: Person, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${who.token}` } });
const take = (rider: Person, orderId: number) => post(rider, '/order/take', { orderId });
const assign = (orderId: number, rider: { id: number }) =>
  post(admin, '/order/assign-rider', { orderId, riderId: rider.id });

const orderIn = (status: OrderStatus, rider?: Person) =>
  createOrder(t.app, {
    customerId: customer.id,
    status,
    lines: [{ product: dish, quantity: 1 }],
    ...(rider ? { riderId: rider.id } : {}),
  });

const rowOf = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!;
/** All a move could change: the order's row and its history. */
const snapshot = (orderId: number) => ({ row: rowOf(orderId), events: orderEventsOf(t.app, orderId) });
/** The moves written after the first `since` events of the order, as [from, to, by whom, given to whom]. */
const movesSince = (orderId: number, since: number) =>
  orderEventsOf(t.app, orderId)
    .slice(since)
    .map((event) => [event.fromStatus, event.toStatus, event.actorId, event.riderId]);

/**
 * The history is one chain: each move starts where the one before ended, the last ends where the order is, and an
 * order that is out is with the rider its last move gave it to.
 */
function expectOneChain(orderId: number) {
  const events = orderEventsOf(t.app, orderId);
  events.slice(1).forEach((event, i) => expect(event.fromStatus, `move ${i + 1}`).toBe(events[i]!.toStatus));
  const { status, riderId } = rowOf(orderId);
  expect(events.at(-1)!.toStatus).toBe(status);
  if (status === 'OUT_FOR_DELIVERY') expect(riderId).toBe(events.at(-1)!.riderId);
}

function expectRefused(res: LightMyRequestResponse, status: number, message: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const said = (res.json() as { message: string }).message;
  if (typeof message === 'string') expect(said).toBe(message);
  else expect(said).toMatch(message);
}

/** A pair in the order it is sent, swapped every other round: neither is always first in the server's queue. */
const byRound = <T>(round: number, pair: [T, T]): [T, T] => (round % 2 ? [pair[1], pair[0]] : pair);

describe('two people, one order', () => {
  it('of two riders taking one ready order at once exactly one wins, and the other is told who has it (20 rounds)', async () => {
    const winners = new Set<number>();
    for (let round = 0; round < 20; round++) {
      const order = orderIn('COMPLETED');
      const since = orderEventsOf(t.app, order.id).length;
      const pair = byRound(round, [usman, rashid]);
      const answers = await Promise.all(pair.map((rider) => take(rider, order.id)));

      expect(answers.map((res) => res.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const winner = pair[answers.findIndex((res) => res.statusCode === 200)]!;
      expectRefused(
        answers.find((res) => res.statusCode === 409)!,
        409,
        `Order #${order.id} is with ${winner.firstName}.`,
      );
      expect(rowOf(order.id)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderId: winner.id });
      expect(movesSince(order.id, since)).toEqual([['COMPLETED', 'OUT_FOR_DELIVERY', winner.id, winner.id]]);
      winners.add(winner.id);
    }
    // Each rider won some rounds: the loser's answer was checked for both names.
    expect(winners).toEqual(new Set([usman.id, rashid.id]));
  });

  it("the restaurant's assignment and a rider's take at once: the take wins only if first, and the history is one chain", async () => {
    const takes = new Set<number>();
    for (let round = 0; round < 10; round++) {
      const order = orderIn('COMPLETED');
      const since = orderEventsOf(t.app, order.id).length;
      const calls = byRound<() => Promise<LightMyRequestResponse>>(round, [
        () => assign(order.id, rashid),
        () => take(usman, order.id),
      ]);
      const [first, second] = await Promise.all(calls.map((send) => send()));
      const [assigned, taken] = round % 2 ? [second!, first!] : [first!, second!];

      // The restaurant may give an order that is out to another rider, so its word always stands.
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(rowOf(order.id)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderId: rashid.id });
      expectOneChain(order.id);
      if (taken.statusCode === 200) {
        // Taken first, then changed: the restaurant's hand-back puts it on the pass before giving it to Rashid.
        expect(movesSince(order.id, since)).toEqual([
          ['COMPLETED', 'OUT_FOR_DELIVERY', usman.id, usman.id],
          ['OUT_FOR_DELIVERY', 'COMPLETED', admin.id, null],
          ['COMPLETED', 'OUT_FOR_DELIVERY', admin.id, rashid.id],
        ]);
      } else {
        expectRefused(taken, 409, `Order #${order.id} is with Rashid.`);
        expect(movesSince(order.id, since)).toEqual([['COMPLETED', 'OUT_FOR_DELIVERY', admin.id, rashid.id]]);
      }
      takes.add(taken.statusCode);
    }
    // Both orders of arrival happened: the take first (both apply) and the assignment first (the take is refused).
    expect(takes).toEqual(new Set([200, 409]));
  });

  it("a rider delivering, handing back or reporting a failure on another rider's order gets a 409 naming the holder, and nothing changes", async () => {
    const order = orderIn('OUT_FOR_DELIVERY', usman);
    const before = snapshot(order.id);
    const attempts: [string, object][] = [
      ['/order/delivered', {}],
      ['/order/hand-back', {}],
      ['/order/deliver-failed', { reason: 'No answer' }],
      ...FAILED_DELIVERY_OUTCOMES.map((outcome): [string, object] => [
        '/order/deliver-failed',
        { reason: 'No answer', outcome },
      ]),
    ];
    for (const [url, extra] of attempts) {
      const res = await post(rashid, url, { orderId: order.id, ...extra });
      expectRefused(res, 409, new RegExp(`^Order #${order.id} is with Usman\\.`));
    }
    expect(snapshot(order.id)).toEqual(before);
  });

  it('"Try again" keeps the bag with its rider: another rider taking or delivering it is told who has it', async () => {
    const order = orderIn('COMPLETED');
    expect((await take(usman, order.id)).statusCode).toBe(200);
    const retried = await post(usman, '/order/deliver-failed', {
      orderId: order.id,
      reason: 'No answer',
      outcome: 'RETRY',
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(rowOf(order.id)).toMatchObject({ status: 'COMPLETED', riderId: usman.id });

    const kept = snapshot(order.id);
    expectRefused(await take(rashid, order.id), 409, `Order #${order.id} is with Usman.`);
    // The spec's client has no "take": its "delivered" from the pass would take the order too.
    expectRefused(await post(rashid, '/order/delivered', { orderId: order.id }), 409, /is with Usman\./);
    expect(snapshot(order.id)).toEqual(kept);

    expect((await take(usman, order.id)).statusCode).toBe(200);
    expect(rowOf(order.id)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderId: usman.id });
    expectOneChain(order.id);
  });

  it('a hand-back puts the bag back on the pass for anyone to take', async () => {
    const order = orderIn('COMPLETED');
    const since = orderEventsOf(t.app, order.id).length;
    expect((await take(usman, order.id)).statusCode).toBe(200);
    expect((await post(usman, '/order/hand-back', { orderId: order.id })).statusCode).toBe(200);
    expect(rowOf(order.id)).toMatchObject({ status: 'COMPLETED', riderId: null });
    expect((await take(rashid, order.id)).statusCode).toBe(200);
    expect(rowOf(order.id)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderId: rashid.id });
    expect(movesSince(order.id, since)).toEqual([
      ['COMPLETED', 'OUT_FOR_DELIVERY', usman.id, usman.id],
      ['OUT_FOR_DELIVERY', 'COMPLETED', usman.id, null],
      ['COMPLETED', 'OUT_FOR_DELIVERY', rashid.id, rashid.id],
    ]);
  });
});

describe('POST /api/order/assign-rider', () => {
  it('gives orders only to active riders: a deactivated rider, a non-rider or a missing id is a 404 saying so', async () => {
    const gone = await anotherRider();
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, gone.id)).run();
    const cook = await person('WORKER', 'Bilal Cook');
    const order = orderIn('COMPLETED');
    const before = snapshot(order.id);
    for (const riderId of [gone.id, cook.id, customer.id, admin.id, 987_654]) {
      const res = await post(admin, '/order/assign-rider', { orderId: order.id, riderId });
      expectRefused(res, 404, `There is no active rider #${riderId}.`);
    }
    expect(snapshot(order.id)).toEqual(before);
  });

  it('GET /api/riders lists the active riders to choose from, with the bags each holds now', async () => {
    const busy = await anotherRider();
    orderIn('OUT_FOR_DELIVERY', busy);
    orderIn('DELIVERED', busy);
    const gone = await anotherRider();
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, gone.id)).run();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/riders',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data as { id: number; firstName: string; holding: number }[];
    expect(listed.find((rider) => rider.id === busy.id)).toMatchObject({ firstName: busy.firstName, holding: 1 });
    expect(listed.map((rider) => rider.id)).not.toContain(gone.id);
    expect(listed.map((rider) => rider.id)).not.toContain(admin.id);
  });

  it('giving an order to the rider who already has it out is a 409 that says so', async () => {
    const order = orderIn('OUT_FOR_DELIVERY', usman);
    const before = snapshot(order.id);
    expectRefused(await assign(order.id, usman), 409, `Order #${order.id} is with Usman.`);
    expect(snapshot(order.id)).toEqual(before);
  });
});

describe('POST /api/rider/position', () => {
  const listeners = orderListeners(() => t.app);
  beforeAll(() => listeners.start());
  afterAll(() => listeners.stop());
  const travel = timeTravel();

  const POINT = { latitude: 33.7, longitude: 73.05, accuracy: 12 };
  const report = (rider: Person, body: object = POINT) => post(rider, '/rider/position', body);
  const positionRow = (orderId: number) =>
    t.app.db.select().from(riderPositions).where(eq(riderPositions.orderId, orderId)).get();
  /** What the customer's tracker says of where the order's rider is. */
  async function trackedPosition(orderId: number) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/track',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const tracked = trackedOrdersOf(res).find((order) => order.order_id === orderId);
    expect(tracked, `order #${orderId} on the tracker`).toBeDefined();
    return tracked!.rider_position;
  }
  async function riderWithOrderOut() {
    const rider = await anotherRider();
    return { rider, order: orderIn('OUT_FOR_DELIVERY', rider) };
  }

  it('is refused with a 409 to a rider carrying no order that is out, and stores nothing', async () => {
    const stop = 'You carry no order that is out, so your position is not shared.';
    const done = await anotherRider();
    const delivered = orderIn('DELIVERED', done);
    expectRefused(await report(done), 409, stop);
    expect(positionRow(delivered.id)).toBeUndefined();
    // Keeping a bag to try again is not riding with it: the order waits on the pass until taken again.
    const waiting = await anotherRider();
    const kept = orderIn('COMPLETED');
    expect((await take(waiting, kept.id)).statusCode).toBe(200);
    const retry = { orderId: kept.id, reason: 'No answer', outcome: 'RETRY' };
    expect((await post(waiting, '/order/deliver-failed', retry)).statusCode).toBe(200);
    expectRefused(await report(waiting), 409, stop);
    expect(positionRow(kept.id)).toBeUndefined();
  });

  it("keeps the last point and sends it live to the order's customer, with the distance and a fresh estimate", async () => {
    const heard: RiderPositionEvent[] = [];
    const socket = await listeners.connect(customer.token);
    socket.on('rider.position', (event) => heard.push(event));
    const { rider, order } = await riderWithOrderOut();

    const res = await report(rider);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ orderIds: [order.id] });
    expect(positionRow(order.id)).toMatchObject({
      riderId: rider.id,
      latitude: POINT.latitude,
      longitude: POINT.longitude,
      accuracyMeters: POINT.accuracy,
    });

    await expect.poll(() => heard.length).toBe(1);
    const [news] = heard;
    expect(news).toMatchObject({
      orderId: order.id,
      position: { latitude: POINT.latitude, longitude: POINT.longitude },
    });
    expect(news!.position.distance_km).toBeGreaterThan(0);
    expect(news!.estimated_time).toMatch(/minute/);
    expect(Number.isInteger(news!.estimated_minutes)).toBe(true);
    // The tracker read afterwards agrees with what went live.
    expect(await trackedPosition(order.id)).toEqual(news!.position);
  });

  it(`refuses reports closer than ${POSITION_MIN_GAP_MS / 1000} s apart with a 429, and keeps the earlier point`, async () => {
    const { rider, order } = await riderWithOrderOut();
    expect((await report(rider)).statusCode).toBe(200);
    const moved = { latitude: 33.71, longitude: 73.06 };
    expectRefused(await report(rider, moved), 429, /at most every 5 seconds/);
    travel(POSITION_MIN_GAP_MS - 1_000);
    expectRefused(await report(rider, moved), 429, /at most every 5 seconds/);
    expect(positionRow(order.id)).toMatchObject({ latitude: POINT.latitude, longitude: POINT.longitude });

    travel(1_000);
    expect((await report(rider, moved)).statusCode).toBe(200);
    expect(positionRow(order.id)).toMatchObject({ ...moved, accuracyMeters: null });
  });

  it('refuses a malformed position with a 400 naming the field, and counts it as no report', async () => {
    const { rider, order } = await riderWithOrderOut();
    const cases: [object, string][] = [
      [{ ...POINT, latitude: 91 }, 'latitude'],
      [{ ...POINT, latitude: -90.5 }, 'latitude'],
      [{ ...POINT, latitude: '33.7' }, 'latitude'],
      [{ longitude: POINT.longitude }, 'latitude'],
      [{ ...POINT, longitude: 181 }, 'longitude'],
      [{ ...POINT, longitude: 'east' }, 'longitude'],
      [{ latitude: POINT.latitude }, 'longitude'],
      [{ ...POINT, accuracy: -1 }, 'accuracy'],
      [{ ...POINT, accuracy: 'good' }, 'accuracy'],
    ];
    for (const [body, field] of cases) {
      const res = await report(rider, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(field);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(positionRow(order.id)).toBeUndefined();
    expect((await report(rider)).statusCode).toBe(200);
  });

  const ENDS: [string, (rider: Person, orderId: number) => Promise<LightMyRequestResponse>][] = [
    ['delivered', (rider, orderId) => post(rider, '/order/delivered', { orderId })],
    ['handed back', (rider, orderId) => post(rider, '/order/hand-back', { orderId })],
    [
      'given up at the door',
      (rider, orderId) => post(rider, '/order/deliver-failed', { orderId, reason: 'No answer', outcome: 'GIVE_UP' }),
    ],
    [
      'sent back to the kitchen',
      (rider, orderId) => post(rider, '/order/deliver-failed', { orderId, reason: 'Refused', outcome: 'KITCHEN' }),
    ],
    ['cancelled by the restaurant', (_, orderId) => post(admin, '/order/admin-cancel', { orderId, reason: 'Sorry' })],
    ['given to another rider', (_, orderId) => assign(orderId, rashid)],
  ];
  it.each(ENDS)('forgets where the rider was once the order is %s', async (_, end) => {
    const { rider, order } = await riderWithOrderOut();
    expect((await report(rider)).statusCode).toBe(200);
    expect(positionRow(order.id)).toBeDefined();
    expect(await trackedPosition(order.id)).toMatchObject({ latitude: POINT.latitude, longitude: POINT.longitude });

    const res = await end(rider, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(positionRow(order.id)).toBeUndefined();
    expect(await trackedPosition(order.id)).toBeNull();
  });
});

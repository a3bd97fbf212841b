import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { orders, users } from '../../drizzle/schema.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { recordEvent } from './order-events.ts';
import {
  DEFAULT_COOK_MINUTES,
  DEFAULT_QUEUE_MINUTES,
  DEFAULT_RIDER_WAIT_MINUTES,
  describeMinutes,
  estimateMinutes,
  kitchenTimes,
  ROAD_FACTOR,
  travelMinutes,
} from './estimated-time.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import { pastOrdersOf, trackedOrdersOf } from '../../tests/answers.ts';

let t: TestApp;
let product: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  product = createProduct(t.app, { name: 'Seekh Kebab', price: 7.5 });
});
afterAll(() => t.close());

const RESTAURANT = { latitude: 33.656937, longitude: 73.015123, speedKmh: 25 };

async function customer(on: TestApp = t, dish = product) {
  const user = await createUser(on.app);
  const headers = { authorization: `Bearer ${sessionToken(on.app, user)}` };
  const post = (url: string, payload: object) => on.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const get = (url: string) => on.app.inject({ url: `/api${url}`, headers });
  async function order(confirm = true, sector = 'F-8', point = { latitude: 33.7, longitude: 73.05 }) {
    const res = await post('/order/create', {
      ...point,
      address: `House 1, Street 2, ${sector}`,
      paymentMethod: 'CARD',
      lineItems: [{ productId: dish.id, quantity: 3 }],
      sector,
    });
    const orderId = res.json().data.orderId as number;
    if (confirm) await post('/order/confirm', { otp: latestCode(on.dataDir, user.email), orderId });
    return orderId;
  }
  return { user, get, order };
}

const orderRow = (id: number) => t.app.db.select().from(orders).where(eq(orders.id, id)).get()!;

/** Moves an order as staff would (their API comes with the kitchen board). */
function move(orderId: number, from: OrderStatus, to: OrderStatus, at = Date.now(), on: TestApp = t, reason?: string) {
  on.app.db.transaction((tx) => {
    tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, orderId)).run();
    recordEvent(on.app.db, { orderId, from, to, actorId: null, at, ...(reason ? { reason } : {}) });
  });
}

describe('GET /api/orders/track', () => {
  it("answers the customer's active orders with their items and an estimated time, and nobody else's", async () => {
    const a = await customer();
    const b = await customer();
    const unconfirmed = await a.order(false);
    const cancelled = await a.order(false);
    t.app.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled)).run();
    const processing = await a.order();
    const preparing = await a.order();
    move(preparing, 'PROCESSING', 'PREPARING');
    const completed = await a.order();
    move(completed, 'PROCESSING', 'COMPLETED');
    const delivered = await a.order();
    move(delivered, 'PROCESSING', 'DELIVERED');
    const oldDelivered = await a.order();
    move(oldDelivered, 'PROCESSING', 'DELIVERED', Date.now() - 3 * 60 * 60 * 1000);
    await b.order();

    const res = await a.get('/orders/track');
    expect(res.statusCode).toBe(200);
    const data = trackedOrdersOf(res);
    expect(data.map((o) => [o.order_id, o.order_status])).toEqual([
      [delivered, 'DELIVERED'],
      [completed, 'COMPLETED'],
      [preparing, 'PREPARING'],
      [processing, 'PROCESSING'],
    ]);
    expect(data.map((o) => o.order_id)).not.toContain(unconfirmed);
    expect(data[3]).toMatchObject({
      order_id: processing,
      order_status: 'PROCESSING',
      delivery_address: 'House 1, Street 2, F-8',
      total_price: 22.5,
      payment_method: 'CARD',
      latitude: 33.7,
      longitude: 73.05,
      order_items: [
        {
          imageURL: pictureUrl(t.config.publicUrl, product.imagePath),
          productName: 'Seekh Kebab',
          quantity: 3,
          unitPrice: 7.5,
        },
      ],
      order_date: new Date(orderRow(processing).confirmedAt!).toISOString(),
      estimated_minutes: expect.any(Number),
      estimated_time: expect.stringMatching(/^\d+ minutes$/),
    });
    expect((await b.get('/orders/track')).json().data).toHaveLength(1);
  });

  it('says why a rider brought the order back, for as long as the kitchen prepares it again', async () => {
    const c = await customer();
    const orderId = await c.order();
    const reasonShown = async () =>
      trackedOrdersOf(await c.get('/orders/track')).find((o) => o.order_id === orderId)!.returned_reason;
    move(orderId, 'PROCESSING', 'PREPARING');
    expect(await reasonShown()).toBeNull();
    move(orderId, 'PREPARING', 'COMPLETED');
    move(orderId, 'COMPLETED', 'PREPARING', Date.now(), t, 'Wrong address: house 12 does not exist');
    expect(await reasonShown()).toBe('Wrong address: house 12 does not exist');
    move(orderId, 'PREPARING', 'COMPLETED');
    expect(await reasonShown()).toBeNull();
  });

  it('names the rider who delivered the order by their first name only, and nobody while it is out', async () => {
    // A server of its own: these quick moves would otherwise pull the kitchen times measured below.
    const own = await createTestApp();
    onTestFinished(() => own.close());
    const c = await customer(own, createProduct(own.app));
    const orderId = await c.order();
    async function rider(name: string, phone: string) {
      const person = await createUser(own.app, { role: 'DELIVERY_MAN', name });
      own.app.db.update(users).set({ phone }).where(eq(users.id, person.id)).run();
      return { ...person, phone, token: sessionToken(own.app, person) };
    }
    const bilal = await rider('  Bilal   Ahmed Khan ', '923339998877');
    const zara = await rider('Zara Sheikh', '923331112200');
    const tracked = async () => {
      const res = await c.get('/orders/track');
      return { raw: res.body, order: trackedOrdersOf(res).find((o) => o.order_id === orderId)! };
    };
    const riderPost = (rider: { token: string }, url: string, payload: object) =>
      own.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: { authorization: `Bearer ${rider.token}` },
      });

    move(orderId, 'PROCESSING', 'PREPARING', Date.now(), own);
    move(orderId, 'PREPARING', 'COMPLETED', Date.now(), own);
    expect((await tracked()).order.rider_first_name).toBeNull();
    // Zara brings it back: she did not deliver it, so she is not named.
    const failed = await riderPost(zara, '/order/deliver-failed', { orderId, reason: 'Nobody at the door' });
    expect(failed.statusCode).toBe(200);
    expect((await tracked()).order.rider_first_name).toBeNull();
    move(orderId, 'PREPARING', 'COMPLETED', Date.now(), own);
    expect((await tracked()).order.rider_first_name).toBeNull();

    expect((await riderPost(bilal, '/order/delivered', { orderId })).statusCode).toBe(200);
    const { raw, order } = await tracked();
    expect(order).toMatchObject({ order_status: 'DELIVERED', rider_first_name: 'Bilal' });
    for (const secret of ['Ahmed', 'Khan', 'Zara', bilal.email, zara.email, bilal.phone, zara.phone]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('is for customers only', async () => {
    expect((await t.app.inject('/api/orders/track')).statusCode).toBe(401);
    const worker = await createUser(t.app, { role: 'WORKER' });
    const res = await t.app.inject({
      url: '/api/orders/track',
      headers: { authorization: `Bearer ${sessionToken(t.app, worker)}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/orders/get-by-customer', () => {
  it("lists the customer's orders newest first, without unconfirmed ones, with unit prices, and nobody else's", async () => {
    const c = await customer();
    const other = await customer();
    const first = await c.order();
    await c.order(false);
    const cancelled = await c.order(false);
    t.app.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled)).run();
    const second = await c.order();
    await other.order();
    const res = await c.get('/orders/get-by-customer');
    expect(res.statusCode).toBe(200);
    const data = pastOrdersOf(res);
    expect(data.map((o) => o.order_id)).toEqual([second, cancelled, first]);
    expect(data[0]).toMatchObject({
      order_status: 'PROCESSING',
      payment_method: 'CARD',
      total_price: 22.5,
      order_date: new Date(orderRow(second).confirmedAt!).toISOString(),
      feedback: null,
    });
    expect(data[1]).toMatchObject({ order_status: 'CANCELLED' });
    expect(data[0]!.order_items).toEqual([
      {
        productId: product.id,
        imageURL: pictureUrl(t.config.publicUrl, product.imagePath),
        productName: 'Seekh Kebab',
        quantity: 3,
        unitPrice: 7.5,
        options: [],
        note: null,
        orderLineId: expect.any(Number),
      },
    ]);
  });
});

describe('estimated time', () => {
  const kitchen = { queueMinutes: 5, cookMinutes: 15, riderWaitMinutes: 4 };
  const since = Date.now();
  const at = (latitude: number, longitude: number) => ({ latitude, longitude });

  it('grows with the distance from the restaurant', () => {
    const distances = [at(33.657, 73.016), at(33.68, 73.03), at(33.7, 73.06), at(33.75, 73.1)];
    const minutes = distances.map((destination) =>
      estimateMinutes({ status: 'PROCESSING', statusSince: since, destination }, kitchen, RESTAURANT, since),
    );
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]!).toBeGreaterThan(minutes[i - 1]!);
    // About 11 km in a straight line: 11 * 1.3 road km at 25 km/h is about 34 minutes of riding.
    expect(travelMinutes(RESTAURANT, at(33.75, 73.1), 25)).toBeGreaterThan(25);
  });

  it('rides at haversine distance times the road factor, at the given speed', () => {
    // One degree of latitude is 111.19 km on the haversine sphere.
    expect(travelMinutes(at(33, 73), at(34, 73), 25)).toBeCloseTo((111.19 * ROAD_FACTOR * 60) / 25, 0);
    expect(travelMinutes(at(33, 73), at(34, 73), 50)).toBeCloseTo(travelMinutes(at(33, 73), at(34, 73), 25) / 2, 6);
  });

  it('reads as minutes and hours', () => {
    expect([1, 25, 60, 61, 125].map(describeMinutes)).toEqual([
      '1 minute',
      '25 minutes',
      '1 hour',
      '1 hour 1 minute',
      '2 hours 5 minutes',
    ]);
  });

  it('shrinks as the order moves along, and with time in each status', () => {
    const destination = at(33.7, 73.06);
    const minutes = (['PROCESSING', 'PREPARING', 'COMPLETED', 'OUT_FOR_DELIVERY'] as const).map((status) =>
      estimateMinutes({ status, statusSince: since, destination }, kitchen, RESTAURANT, since),
    );
    expect(minutes[0]! - minutes[1]!).toBe(5);
    expect(minutes[1]! - minutes[2]!).toBe(15 - 4);
    // Ready on the pass adds the time a rider usually takes to come; the ride counts from the pick-up.
    expect(minutes[2]! - minutes[3]!).toBe(4);
    expect(minutes[3]).toBe(Math.ceil(travelMinutes(RESTAURANT, destination, RESTAURANT.speedKmh)));
    const later = estimateMinutes(
      { status: 'PREPARING', statusSince: since, destination },
      kitchen,
      RESTAURANT,
      since + 10 * 60_000,
    );
    expect(later).toBe(minutes[1]! - 10);
    expect(estimateMinutes({ status: 'DELIVERED', statusSince: since, destination }, kitchen, RESTAURANT, since)).toBe(
      0,
    );
  });

  it("goes by the rider's fresh position while out, and by the pick-up once the position is stale", () => {
    const destination = at(33.7, 73.06);
    const nearby = { ...at(33.699, 73.059), at: since };
    const out = (riderPosition: typeof nearby | null, now: number) =>
      estimateMinutes(
        { status: 'OUT_FOR_DELIVERY', statusSince: since, destination, riderPosition },
        kitchen,
        RESTAURANT,
        now,
      );
    const fromPickUp = out(null, since + 60_000);
    expect(out(nearby, since + 60_000)).toBe(2);
    expect(fromPickUp).toBeGreaterThan(5);
    expect(out(nearby, since + 3 * 60_000)).toBe(fromPickUp - 2);
  });

  it('uses measured kitchen times when there is history, and sensible defaults when not', async () => {
    const fresh = await createTestApp();
    try {
      expect(kitchenTimes(fresh.app.db)).toEqual({
        queueMinutes: DEFAULT_QUEUE_MINUTES,
        cookMinutes: DEFAULT_COOK_MINUTES,
        riderWaitMinutes: DEFAULT_RIDER_WAIT_MINUTES,
      });
    } finally {
      await fresh.close();
    }
    const c = await customer();
    const orderId = await c.order();
    const confirmedAt = t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!.confirmedAt!;
    // Measured from this kitchen: 2 minutes in the queue, 30 at the stove (medians over the week).
    const now = Date.now();
    const slow = await c.order();
    t.app.db.transaction(() => {
      for (const id of [orderId, slow]) {
        recordEvent(t.app.db, {
          orderId: id,
          from: 'PROCESSING',
          to: 'PREPARING',
          actorId: null,
          at: confirmedAt + 2 * 60_000,
        });
        recordEvent(t.app.db, {
          orderId: id,
          from: 'PREPARING',
          to: 'COMPLETED',
          actorId: null,
          at: confirmedAt + 32 * 60_000,
        });
        recordEvent(t.app.db, {
          orderId: id,
          from: 'COMPLETED',
          to: 'OUT_FOR_DELIVERY',
          actorId: null,
          at: confirmedAt + 39 * 60_000,
        });
      }
    });
    const measured = kitchenTimes(t.app.db, now + 60 * 60_000);
    expect(measured.cookMinutes).toBeCloseTo(30, 0);
    expect(measured.riderWaitMinutes).toBeCloseTo(7, 0);
    expect(measured.queueMinutes).toBeLessThan(3);
  });

  it("starts from the spec's map centre at 25 km/h by default", () => {
    expect(t.config.restaurant).toMatchObject({ latitude: 33.656937, longitude: 73.015123, speedKmh: 25 });
  });

  it('reaches the tracker: longer for farther points, shorter as the order moves along, from the configured restaurant', async () => {
    const restaurant = { latitude: 33.62, longitude: 72.98, speedKmh: 40 };
    const fresh = await createTestApp({
      env: { RESTAURANT_LAT: '33.62', RESTAURANT_LON: '72.98', DELIVERY_SPEED_KMH: '40' },
    });
    try {
      const c = await customer(fresh, createProduct(fresh.app));
      const points = [at(33.62, 72.98), at(33.66, 73.01), at(33.7, 73.05), at(33.75, 73.1)];
      const ids: number[] = [];
      for (const point of points) ids.push(await c.order(true, 'F-8', point));
      const estimate = async (orderId: number) => {
        const tracked = trackedOrdersOf(await c.get('/orders/track'));
        const order = tracked.find((o) => o.order_id === orderId)!;
        return { minutes: order.estimated_minutes, text: order.estimated_time };
      };

      // No history yet: the default queue and cooking times, then the ride.
      const minutes = await Promise.all(ids.map(async (id) => (await estimate(id)).minutes));
      expect(await estimate(ids[0]!)).toEqual({ minutes: 20, text: '20 minutes' });
      expect(minutes).toEqual(
        points.map((point) =>
          Math.ceil(DEFAULT_QUEUE_MINUTES + DEFAULT_COOK_MINUTES + travelMinutes(restaurant, point, 40)),
        ),
      );
      for (let i = 1; i < minutes.length; i++) expect(minutes[i]!).toBeGreaterThan(minutes[i - 1]!);

      const far = ids.at(-1)!;
      const along = [minutes.at(-1)!];
      const path: OrderStatus[] = ['PROCESSING', 'PREPARING', 'COMPLETED', 'DELIVERED'];
      for (let i = 1; i < path.length; i++) {
        move(far, path[i - 1]!, path[i]!, Date.now(), fresh);
        along.push((await estimate(far)).minutes);
      }
      for (let i = 1; i < along.length; i++) expect(along[i]!).toBeLessThan(along[i - 1]!);
      expect(await estimate(far)).toEqual({ minutes: 0, text: 'Delivered' });
    } finally {
      await fresh.close();
    }
  });
});

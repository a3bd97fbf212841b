/**
 * The dashboard's figures on a hand-built week in Karachi (UTC+5), plus a few orders today for the KPI strip.
 *
 *   local time (confirmed)   status       lines                 sector   counts?
 *   2025-03-10 12:00         DELIVERED    Biryani x2 (25.00)    F-8      yes
 *   2025-03-10 23:30         DELIVERED    Burger x1 (8.25)      F-8      yes, on the 10th (18:30 UTC)
 *   2025-03-11 00:30         COMPLETED    Karahi x1 (20.00)     G-9      yes, on the 11th although UTC says the 10th
 *   2025-03-10 13:00         UNCONFIRMED  Karahi x10            G-9      no
 *   2025-03-10 14:00         CANCELLED    Karahi x10            E-11     no
 *   2025-03-12 20:00         PROCESSING   Biryani x1 (12.50)    G-9      yes
 *   2025-03-14 12:15         COMPLETED    Burger x3 (24.75)     E-11     yes
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, orderEvents, orders } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { recordEvent } from '../orders/order-events.ts';
import { addDays } from './restaurant-clock.ts';

const MINUTE = 60_000;
const CHART_PATHS = ['get-revenue', 'top-sold-items', 'top-business-hours', 'orders-by-sector'];

let t: TestApp;
let admin: Record<string, string>;
let customerId: number;
let menu: Record<'biryani' | 'burger' | 'karahi', ReturnType<typeof createProduct>>;

/** Karachi wall-clock time, e.g. "2025-03-10T23:30", as an instant. */
const karachi = (local: string) => Date.parse(`${local}:00+05:00`);
const todayInKarachi = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(Date.now());

function place(status: OrderStatus, at: number, lines: [keyof typeof menu, number][], sector = 'F-8') {
  const order = createOrder(t.app, {
    customerId,
    status,
    at,
    lines: lines.map(([dish, quantity]) => ({ product: menu[dish], quantity })),
  });
  t.app.db.update(orders).set({ sector }).where(eq(orders.id, order.id)).run();
  return order;
}

/** Moves the kitchen's COMPLETED event of an order to `minutes` after its confirmation. */
function finishAfter(orderId: number, confirmedAt: number, minutes: number) {
  t.app.db
    .update(orderEvents)
    .set({ at: confirmedAt + minutes * MINUTE })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'COMPLETED')))
    .run();
}

async function get(path: string, query = '', headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/insights/${path}${query}`, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.app, { role: 'ADMIN' });
  admin = { authorization: `Bearer ${sessionToken(t.app, owner)}` };
  customerId = (await createUser(t.app)).id;
  menu = {
    biryani: createProduct(t.app, { name: 'Chicken Biryani', price: 12.5 }),
    burger: createProduct(t.app, { name: 'Smash Burger', price: 8.25 }),
    karahi: createProduct(t.app, { name: 'Chicken Karahi', price: 20 }),
  };
  place('DELIVERED', karachi('2025-03-10T12:00'), [['biryani', 2]]);
  place('DELIVERED', karachi('2025-03-10T23:30'), [['burger', 1]]);
  place('COMPLETED', karachi('2025-03-11T00:30'), [['karahi', 1]], 'G-9');
  place('UNCONFIRMED', karachi('2025-03-10T13:00'), [['karahi', 10]], 'G-9');
  place('CANCELLED', karachi('2025-03-10T14:00'), [['karahi', 10]], 'E-11');
  place('PROCESSING', karachi('2025-03-12T20:00'), [['biryani', 1]], 'G-9');
  place('COMPLETED', karachi('2025-03-14T12:15'), [['burger', 3]], 'E-11');
});
afterAll(() => t.close());

const WEEK = '?startDate=2025-03-09&endDate=2025-03-14';

describe('GET /api/insights/get-revenue', () => {
  it('sums each local day, fills days without sales with 0 and keeps the days in order', async () => {
    const res = await get('get-revenue', WEEK);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.entries(data)).toEqual([
      ['2025-03-09', 0],
      ['2025-03-10', 33.25],
      ['2025-03-11', 20],
      ['2025-03-12', 12.5],
      ['2025-03-13', 0],
      ['2025-03-14', 24.75],
    ]);
  });

  it('includes the end day, and counts 00:30 local on its own day although UTC is still on the day before', async () => {
    expect((await get('get-revenue', '?startDate=2025-03-10&endDate=2025-03-10')).json().data).toEqual({
      '2025-03-10': 33.25,
    });
    expect((await get('get-revenue', '?startDate=2025-03-11&endDate=2025-03-11')).json().data).toEqual({
      '2025-03-11': 20,
    });
  });

  it('covers the last 30 days ending today when unfiltered, and empty dates mean unfiltered', async () => {
    for (const query of ['', '?startDate=&endDate=']) {
      const days = Object.keys((await get('get-revenue', query)).json().data);
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toBe(todayInKarachi());
      expect(days).toEqual([...days].sort());
    }
  });

  it('refuses a range longer than a year', async () => {
    const res = await get('get-revenue', '?startDate=2024-01-01&endDate=2025-03-14');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 366 days/);
  });
});

describe('GET /api/insights/top-sold-items', () => {
  it('counts portions per dish, most sold first, leaving out unconfirmed and cancelled orders', async () => {
    const { data } = (await get('top-sold-items', WEEK)).json();
    expect(Object.entries(data)).toEqual([
      ['Smash Burger', 4],
      ['Chicken Biryani', 3],
      ['Chicken Karahi', 1],
    ]);
  });

  it('narrows to local days, end included', async () => {
    expect((await get('top-sold-items', '?startDate=2025-03-10&endDate=2025-03-10')).json().data).toEqual({
      'Chicken Biryani': 2,
      'Smash Burger': 1,
    });
  });
});

describe('GET /api/insights/top-business-hours', () => {
  it('counts orders per local hour, keyed by the hour alone as the spec\'s client labels it ("13" -> "13:00")', async () => {
    const { data } = (await get('top-business-hours', WEEK)).json();
    // Keys that are whole numbers keep their numeric order in any JavaScript object, whatever order they are sent in.
    expect(Object.entries(data)).toEqual([
      ['0', 1],
      ['12', 2],
      ['20', 1],
      ['23', 1],
    ]);
  });
});

describe('GET /api/insights/orders-by-sector', () => {
  it('counts orders per sector, most first', async () => {
    const { data } = (await get('orders-by-sector', WEEK)).json();
    expect(Object.entries(data)).toEqual([
      ['F-8', 2],
      ['G-9', 2],
      ['E-11', 1],
    ]);
  });

  it('covers all time when unfiltered', async () => {
    const { data } = (await get('orders-by-sector', '?startDate=&endDate=')).json();
    expect(data['E-11']).toBeGreaterThanOrEqual(1);
    expect(data['F-8']).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty object for a range without orders', async () => {
    expect((await get('orders-by-sector', '?startDate=2020-01-01&endDate=2020-01-31')).json().data).toEqual({});
    expect((await get('top-business-hours', '?startDate=2020-01-01&endDate=2020-01-31')).json().data).toEqual({});
  });
});

describe('date filter validation', () => {
  it.each(CHART_PATHS)('%s answers 400 with a message for malformed dates and a start after the end', async (path) => {
    for (const [query, message] of [
      ['?startDate=2025-13-01', /startDate must be a date written YYYY-MM-DD/],
      ['?startDate=2025-02-30', /startDate must be a date/],
      ['?endDate=14/03/2025', /endDate must be a date/],
      ['?startDate=2025-3-1', /startDate must be a date/],
      ['?startDate=2025-03-14&endDate=2025-03-09', /startDate must be on or before endDate/],
    ] as const) {
      const res = await get(path, query);
      expect(res.statusCode, `${path}${query}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('accepts a one-day range and a start with no end', async () => {
    expect((await get('top-sold-items', '?startDate=2025-03-14&endDate=2025-03-14')).json().data).toEqual({
      'Smash Burger': 3,
    });
    expect((await get('orders-by-sector', '?startDate=2025-03-12')).statusCode).toBe(200);
  });
});

describe('GET /api/insights/kpis', () => {
  it("reports today's revenue, orders and average order value, and the kitchen time of the last 7 days", async () => {
    const todayStart = Date.parse(`${todayInKarachi()}T00:00:00+05:00`);
    const quick = place('COMPLETED', todayStart + MINUTE, [['biryani', 1]]);
    finishAfter(quick.id, todayStart + MINUTE, 10);
    const slow = place('DELIVERED', todayStart + 2 * MINUTE, [['burger', 1]]);
    finishAfter(slow.id, todayStart + 2 * MINUTE, 20);
    // A failed delivery sent it back; the second finish is not the kitchen's first time.
    recordEvent(t.app.db, {
      orderId: slow.id,
      from: 'PREPARING',
      to: 'COMPLETED',
      actorId: null,
      at: todayStart + 90 * MINUTE,
    });
    place('PROCESSING', todayStart + 3 * MINUTE, [['burger', 1]]);
    place('CANCELLED', todayStart + 4 * MINUTE, [['karahi', 5]]);
    place('UNCONFIRMED', todayStart + 5 * MINUTE, [['karahi', 5]]);

    const res = await get('kpis');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      date: todayInKarachi(),
      timeZone: 'Asia/Karachi',
      todayRevenue: 29,
      todayDeliveryFees: 0,
      todayOrders: 3,
      averageOrderValue: 9.67,
      averageKitchenMinutes: 15,
      averageRating: null,
      averageRatingWeekBefore: null,
    });
    // The revenue chart agrees with the strip about today.
    expect((await get('get-revenue')).json().data[todayInKarachi()]).toBe(29);
  });
});

describe("the week's average rating on GET /api/insights/kpis", () => {
  let rated: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    rated = await createTestApp();
    headers = { authorization: `Bearer ${sessionToken(rated.app, await createUser(rated.app, { role: 'ADMIN' }))}` };
  });
  afterAll(() => rated.close());

  /** Feedback given at a Karachi wall-clock time on the day `days` after today, on an order of its own. */
  async function rating(stars: number | null, days: number, time: string) {
    const customer = await createUser(rated.app);
    const dish = createProduct(rated.app, { name: `Dish ${days} ${time}`, price: 5 });
    const order = createOrder(rated.app, {
      customerId: customer.id,
      status: 'DELIVERED',
      lines: [{ product: dish, quantity: 1 }],
    });
    rated.app.db
      .insert(feedback)
      .values({
        orderId: order.id,
        customerId: customer.id,
        content: stars === null ? 'Words only, as the original client sends.' : '',
        stars,
        emotion: 'neutral',
        createdAt: karachi(`${addDays(todayInKarachi(), days)}T${time}`),
      })
      .run();
  }
  const kpis = async () => (await rated.app.inject({ url: '/api/insights/kpis', headers })).json().data;

  it('says there is none before the first rating', async () => {
    expect(await kpis()).toMatchObject({ averageRating: null, averageRatingWeekBefore: null });
  });

  it('averages the last 7 local days, today included, against the 7 before, to one decimal', async () => {
    await rating(2, -7, '23:50');
    await rating(3, -13, '00:10');
    // Neither week: the day before the week before, and words without stars.
    await rating(1, -14, '23:50');
    await rating(null, 0, '00:05');
    expect(await kpis()).toMatchObject({ averageRating: null, averageRatingWeekBefore: 2.5 });

    await rating(5, 0, '00:30');
    await rating(4, -6, '00:10');
    await rating(4, -3, '12:00');
    expect(await kpis()).toMatchObject({ averageRating: 4.3, averageRatingWeekBefore: 2.5 });
  });
});

describe('a restaurant on daylight saving time', () => {
  let ny: TestApp;
  beforeAll(async () => {
    ny = await createTestApp({ env: { TZ_RESTAURANT: 'America/New_York' } });
  });
  afterAll(() => ny.close());

  it('puts 23:30 local on its local day although UTC is already on the next, on both sides of the change', async () => {
    const owner = await createUser(ny.app, { role: 'ADMIN' });
    const customer = await createUser(ny.app);
    const burger = createProduct(ny.app, { name: 'Smash Burger', price: 8.25 });
    // Clocks went forward on 9 March 2025: 23:30 is 04:30 UTC before, 03:30 UTC after.
    for (const [utc, quantity] of [
      ['2025-03-09T04:30:00Z', 1],
      ['2025-03-11T03:30:00Z', 2],
    ] as const) {
      const lines = [{ product: burger, quantity }];
      createOrder(ny.app, { customerId: customer.id, status: 'DELIVERED', at: Date.parse(utc), lines });
    }
    const headers = { authorization: `Bearer ${sessionToken(ny.app, owner)}` };
    const read = async (path: string) =>
      (await ny.app.inject({ url: `/api/insights/${path}?startDate=2025-03-08&endDate=2025-03-11`, headers })).json()
        .data;

    expect(await read('get-revenue')).toEqual({
      '2025-03-08': 8.25,
      '2025-03-09': 0,
      '2025-03-10': 16.5,
      '2025-03-11': 0,
    });
    expect(await read('top-business-hours')).toEqual({ '23': 2 });
  });
});

describe('access', () => {
  const everyPath = [...CHART_PATHS, 'kpis', 'ticket-times'];

  it.each(['CUSTOMER', 'WORKER', 'DELIVERY_MAN'] satisfies Role[])(
    'refuses %s on every insights route',
    async (role) => {
      const user = await createUser(t.app, { role });
      const headers = { authorization: `Bearer ${sessionToken(t.app, user)}` };
      for (const path of everyPath) {
        const res = await get(path, '', headers);
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    },
  );

  it('refuses anonymous callers on every insights route', async () => {
    for (const path of everyPath) {
      const res = await get(path, '', {});
      expect(res.statusCode, path).toBe(401);
      expect(res.json().message).toMatch(/log in/i);
    }
  });
});

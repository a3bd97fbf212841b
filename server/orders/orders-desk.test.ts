/**
 * The administrator's orders desk, on real SQLite through the routes: who may read it, what the unfiltered list
 * holds, the filters (status, the restaurant's day, a customer or an order number), paging, refusals of bad input,
 * and an order's history with who made each move, as the kitchen, the riders, the customer and the clock made them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import {
  DESK_PAGE_SIZE,
  PAGE_OUT_OF_RANGE,
  type DeskFilters,
  type DeskOrder,
  type DeskPage,
} from '../../shared/orders-desk.ts';
import { createOrder, createProduct, createUser, sessionToken, orderEventsOf } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { planOf } from '../../tests/query-plans.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { cancelExpiredOrders, UNCONFIRMED_ORDER_TTL_MS } from './confirm-order.ts';
import { deskListQueries, whoMoved } from './orders-desk.ts';

type Person = Awaited<ReturnType<typeof createUser>> & { token: string };

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
let admin: Person;
let cook: Person;
let secondCook: Person;
let rider: Person;
let customer: Person;

const listeners = orderListeners(() => t.app);

/** A person of `role` with a session; customers get a phone number of their own, so a search can find one. */
async function person(role: Role, name: string, phone = '923001234567'): Promise<Person> {
  const user = await createUser(t.app, {
    role,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@desk.example.com`,
  });
  t.app.db.update(users).set({ phone }).where(eq(users.id, user.id)).run();
  return { ...user, phone, token: sessionToken(t.app, user) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { TZ_RESTAURANT: 'Asia/Karachi' } });
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 });
  admin = await person('ADMIN', 'Sara Owner');
  cook = await person('WORKER', 'Bilal Cook');
  secondCook = await person('WORKER', 'Nadia Chef');
  rider = await person('DELIVERY_MAN', 'Rashid Rider');
  customer = await person('CUSTOMER', 'Ayesha Khan', '923331112233');
  await listeners.start();
});
afterAll(async () => {
  listeners.stop();
  await t.close();
});

const headers = (who: Person | null) => (who ? { authorization: `Bearer ${who.token}` } : {});
const get = (who: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: headers(who) });
const post = (who: Person, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: headers(who) });

const listUrl = (query: Record<string, string | number>) =>
  `/orders/admin/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

async function list(query: Record<string, string | number>): Promise<DeskPage> {
  const res = await get(admin, listUrl(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DeskPage;
}
const idsOf = (page: DeskPage) => page.orders.map((order) => order.orderId);

async function detail(orderId: number): Promise<DeskOrder> {
  const res = await get(admin, `/orders/admin/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DeskOrder;
}

const orderOf = (owner: Person, status: OrderStatus, at?: number) =>
  createOrder(t.app, { customerId: owner.id, status, lines: [{ product: dish, quantity: 2 }], ...(at ? { at } : {}) });

describe('who may read the desk', () => {
  it('is the administrator alone: a guest is asked to log in, every other role is refused', async () => {
    const order = orderOf(customer, 'PROCESSING');
    for (const url of [listUrl({}), `/orders/admin/${order.id}`]) {
      const answers = await Promise.all([null, customer, cook, rider, admin].map((who) => get(who, url)));
      expect(
        answers.map((res) => res.statusCode),
        url,
      ).toEqual([401, 403, 403, 403, 200]);
      for (const res of answers.slice(0, 4)) expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('the list', () => {
  it('holds the confirmed orders newest first; unconfirmed and expired ones only under their own status', async () => {
    const owner = await person('CUSTOMER', 'Zainab Listing', '923451230000');
    const queued = orderOf(owner, 'PROCESSING');
    const delivered = orderOf(owner, 'DELIVERED');
    const waiting = orderOf(owner, 'UNCONFIRMED');
    const expired = orderOf(owner, 'UNCONFIRMED', Date.now() - UNCONFIRMED_ORDER_TTL_MS - 60_000);
    expect(cancelExpiredOrders(t.app)).toBeGreaterThanOrEqual(1);
    const called = orderOf(owner, 'PREPARING');
    const cancel = await post(admin, '/order/admin-cancel', { orderId: called.id, reason: 'The oven broke down' });
    expect(cancel.statusCode).toBe(200);

    const all = await list({ q: owner.email });
    expect(idsOf(all)).toEqual([called.id, delivered.id, queued.id]);
    expect(all).toMatchObject({ page: 1, pageSize: DESK_PAGE_SIZE, total: 3, pages: 1 });
    expect(all.orders[2]).toEqual({
      orderId: queued.id,
      status: 'PROCESSING',
      placedAt: new Date(queued.createdAt).toISOString(),
      confirmedAt: new Date(queued.confirmedAt!).toISOString(),
      customer: { id: owner.id, name: 'Zainab Listing', email: owner.email, phone: '923451230000' },
      sector: 'F-8',
      paymentMethod: 'CASH',
      total: 25,
      deliveryFee: 0,
      itemCount: 2,
    });

    expect(idsOf(await list({ q: owner.email, status: 'UNCONFIRMED' }))).toEqual([waiting.id]);
    expect((await list({ q: owner.email, status: 'UNCONFIRMED' })).orders[0]!.confirmedAt).toBeNull();
    expect(idsOf(await list({ q: owner.email, status: 'CANCELLED' }))).toEqual([called.id, expired.id]);
    expect(idsOf(await list({ q: owner.email, status: 'DELIVERED' }))).toEqual([delivered.id]);
    // An empty value is "any", as a form sends it.
    expect(idsOf(await list({ q: owner.email, status: '', startDate: '', endDate: '', page: '' }))).toEqual(idsOf(all));
  });

  it("filters by the restaurant's day (Asia/Karachi, UTC+5), not the server's or UTC's", async () => {
    const owner = await person('CUSTOMER', 'Hamza Days', '923451230001');
    // 00:30 on the 10th in Karachi, though still the 9th in UTC; 23:30 on the 9th; midday on the 11th.
    const justAfterMidnight = orderOf(owner, 'DELIVERED', Date.parse('2025-03-09T19:30:00Z'));
    const lateOnThe9th = orderOf(owner, 'DELIVERED', Date.parse('2025-03-09T18:30:00Z'));
    const onThe11th = orderOf(owner, 'PROCESSING', Date.parse('2025-03-11T07:00:00Z'));
    // Never confirmed: its day is the day it was placed.
    const unconfirmed = orderOf(owner, 'UNCONFIRMED', Date.parse('2025-03-10T05:00:00Z'));
    const q = owner.email;

    expect(idsOf(await list({ q, startDate: '2025-03-10', endDate: '2025-03-10' }))).toEqual([justAfterMidnight.id]);
    expect(idsOf(await list({ q, startDate: '2025-03-09', endDate: '2025-03-09' }))).toEqual([lateOnThe9th.id]);
    expect(idsOf(await list({ q, startDate: '2025-03-10' }))).toEqual([onThe11th.id, justAfterMidnight.id]);
    expect(idsOf(await list({ q, endDate: '2025-03-10' }))).toEqual([lateOnThe9th.id, justAfterMidnight.id]);
    expect(idsOf(await list({ q, status: 'UNCONFIRMED', startDate: '2025-03-10', endDate: '2025-03-10' }))).toEqual([
      unconfirmed.id,
    ]);
    expect(idsOf(await list({ q, startDate: '2025-03-12' }))).toEqual([]);
  });

  it("finds a customer's orders by part of their e-mail, name or phone, and an order by its number", async () => {
    const found = orderOf(customer, 'COMPLETED');
    const other = await person('CUSTOMER', 'Omar Farooq', '923009998877');
    const notFound = orderOf(other, 'COMPLETED');
    const searches = ['AYESHA.KHAN@DESK', 'khan', 'Ayesha K', '0333 1112233', '+92 333 111 2233', '1112233'];
    for (const q of searches) {
      const ids = idsOf(await list({ q }));
      expect(ids, q).toContain(found.id);
      expect(ids, q).not.toContain(notFound.id);
    }
    expect(idsOf(await list({ q: `#${notFound.id}` }))).toEqual([notFound.id]);
    expect(idsOf(await list({ q: String(notFound.id) }))).toContain(notFound.id);
    // LIKE's wildcards are taken as the characters they are.
    for (const q of ['%', '_', '\\']) expect((await list({ q })).total, q).toBe(0);
    expect((await list({ q: 'nobody-by-that-name' })).total).toBe(0);
  });

  it(`pages ${DESK_PAGE_SIZE} orders at a time and refuses a page past the last`, async () => {
    const owner = await person('CUSTOMER', 'Pages Customer', '923451230002');
    const ids = Array.from({ length: DESK_PAGE_SIZE + 5 }, () => orderOf(owner, 'DELIVERED').id).reverse();
    const first = await list({ q: owner.email });
    const second = await list({ q: owner.email, page: 2 });
    expect(first).toMatchObject({ page: 1, total: ids.length, pages: 2 });
    expect(idsOf(first)).toEqual(ids.slice(0, DESK_PAGE_SIZE));
    expect(idsOf(second)).toEqual(ids.slice(DESK_PAGE_SIZE));

    const past = await get(admin, listUrl({ q: owner.email, page: 3 }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: PAGE_OUT_OF_RANGE, message: expect.stringContaining('2 pages') });
    // Nothing matching is one empty page, not an error; its second page is.
    expect(await list({ q: 'matches-nothing' })).toMatchObject({ orders: [], total: 0, pages: 0, page: 1 });
    expect((await get(admin, listUrl({ q: 'matches-nothing', page: 2 }))).statusCode).toBe(400);
  });

  it('refuses bad filters with a 400 that names the field, never a 500', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ startDate: '2025-02-30' }, 'startDate', /YYYY-MM-DD/],
      [{ endDate: 'yesterday' }, 'endDate', /YYYY-MM-DD/],
      [{ startDate: '2025-03-02', endDate: '2025-03-01' }, 'endDate', /on or before/],
      [{ status: 'SHIPPED' }, 'status', /status must be one of/],
      [{ page: '0' }, 'page', /starts at 1/],
      [{ page: 'two' }, 'page', /must be a number/],
      [{ page: '1.5' }, 'page', /whole number/],
      [{ q: 'x'.repeat(101) }, 'q', /at most 100/],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(admin, listUrl(query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(query)).toMatch(message);
    }
  });
});

describe("an order's page", () => {
  it('answers 404 for an order that does not exist and 400 for what is no order number', async () => {
    const missing = await get(admin, '/orders/admin/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no order #987654.');
    // A real order's number, padded, with a decimal point or a leading zero, names nothing either.
    const real = orderOf(customer, 'PROCESSING').id;
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', `0${real}`, `${real}.0`, `%20${real}`]) {
      const res = await get(admin, `/orders/admin/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe('The order number must be a whole number written as digits, such as 1510.');
    }
    expect((await get(admin, `/orders/admin/${real}`)).statusCode).toBe(200);
  });

  it('tells the whole story: every move, who made it and when, a failed delivery and the address corrected', async () => {
    const order = orderOf(customer, 'UNCONFIRMED');
    const otp = t.app.codes.issue({ purpose: 'order', userId: customer.id, orderId: order.id });
    const steps: [Person, string, object][] = [
      [customer, '/order/confirm', { otp, orderId: order.id }],
      [cook, '/order/prepare', { orderId: order.id }],
      [cook, '/order/complete', { orderId: order.id }],
      [rider, '/order/take', { orderId: order.id }],
      [rider, '/order/deliver-failed', { orderId: order.id, reason: 'Nobody answered the door', outcome: 'KITCHEN' }],
      [
        customer,
        '/order/correct-address',
        { orderId: order.id, address: 'House 21, Street 5, G-9/4', sector: 'G-9', latitude: 33.69, longitude: 73.04 },
      ],
      [secondCook, '/order/complete', { orderId: order.id }],
      [admin, '/order/assign-rider', { orderId: order.id, riderId: rider.id }],
      [rider, '/order/delivered', { orderId: order.id }],
    ];
    for (const [who, url, payload] of steps) expect((await post(who, url, payload)).statusCode, url).toBe(200);

    const res = await get(admin, `/orders/admin/${order.id}`);
    const answer = res.json() as { data: DeskOrder; seq: number };
    const shown = answer.data;
    const actor = (who: Person) => ({ id: who.id, name: who.name, role: who.role });
    expect(shown).toMatchObject({
      orderId: order.id,
      status: 'DELIVERED',
      customer: { id: customer.id, name: 'Ayesha Khan', email: customer.email, phone: '923331112233' },
      address: 'House 21, Street 5, G-9/4',
      sector: 'G-9',
      latitude: 33.69,
      longitude: 73.04,
      paymentMethod: 'CASH',
      total: 25,
      deliveryFee: 0,
      itemCount: 2,
      items: [{ productId: dish.id, productName: 'Chicken Karahi', quantity: 2, unitPrice: 12.5 }],
      cookedBy: [actor(cook), actor(secondCook)],
      deliveredBy: actor(rider),
      rider: { id: rider.id, firstName: rider.name.split(' ')[0] },
    });
    const taken = { id: rider.id, firstName: rider.name.split(' ')[0] };
    expect(shown.history.map(({ from, to, actor, reason }) => ({ from, to, actor, reason }))).toEqual([
      // The factory's placing, which nobody is recorded for.
      { from: null, to: 'UNCONFIRMED', actor: null, reason: null },
      { from: 'UNCONFIRMED', to: 'PROCESSING', actor: actor(customer), reason: null },
      { from: 'PROCESSING', to: 'PREPARING', actor: actor(cook), reason: null },
      { from: 'PREPARING', to: 'COMPLETED', actor: actor(cook), reason: null },
      { from: 'COMPLETED', to: 'OUT_FOR_DELIVERY', actor: actor(rider), reason: null },
      { from: 'OUT_FOR_DELIVERY', to: 'PREPARING', actor: actor(rider), reason: 'Nobody answered the door' },
      { from: 'PREPARING', to: 'PREPARING', actor: actor(customer), reason: 'House 7, Street 12, F-8/3 (F-8)' },
      { from: 'PREPARING', to: 'COMPLETED', actor: actor(secondCook), reason: null },
      { from: 'COMPLETED', to: 'OUT_FOR_DELIVERY', actor: actor(admin), reason: null },
      { from: 'OUT_FOR_DELIVERY', to: 'DELIVERED', actor: actor(rider), reason: null },
    ]);
    // Who each move gave the bag to: the rider who took it, and the one the restaurant gave it to.
    expect(shown.history.map((entry) => entry.rider)).toEqual([
      null,
      null,
      null,
      null,
      taken,
      null,
      null,
      null,
      taken,
      null,
    ]);
    const events = orderEventsOf(t.app, order.id);
    expect(shown.history.map((entry) => entry.seq)).toEqual(events.map((event) => event.id));
    expect(shown.history.map((entry) => entry.at)).toEqual(events.map((event) => new Date(event.at).toISOString()));
    expect(answer.seq).toBeGreaterThanOrEqual(events.at(-1)!.id);
  });

  it("shows the administrator's cancellation with its reason, and the clock's expiry as the system's", async () => {
    const called = orderOf(customer, 'COMPLETED');
    expect(
      (await post(admin, '/order/admin-cancel', { orderId: called.id, reason: 'Ran out of gas' })).statusCode,
    ).toBe(200);
    const cancelled = await detail(called.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.history.at(-1)).toMatchObject({
      from: 'COMPLETED',
      to: 'CANCELLED',
      actor: { id: admin.id, name: 'Sara Owner', role: 'ADMIN' },
      reason: 'Ran out of gas',
    });
    expect(cancelled.deliveredBy).toBeNull();

    const abandoned = orderOf(customer, 'UNCONFIRMED', Date.now() - UNCONFIRMED_ORDER_TTL_MS - 60_000);
    expect((await detail(abandoned.id)).status).toBe('UNCONFIRMED');
    cancelExpiredOrders(t.app);
    const expired = await detail(abandoned.id);
    expect(expired).toMatchObject({ status: 'CANCELLED', confirmedAt: null, cookedBy: [], deliveredBy: null });
    expect(expired.history.at(-1)).toMatchObject({
      from: 'UNCONFIRMED',
      to: 'CANCELLED',
      actor: null,
      reason: 'Not confirmed within 30 minutes',
    });
  });

  it('names as cooks only those who started or finished it, not the rider who brought it back', () => {
    const step = (from: OrderStatus | null, to: OrderStatus, who: Person | null) => ({
      seq: 0,
      at: '',
      from,
      to,
      actor: who && { id: who.id, name: who.name, role: who.role },
      rider: null,
      reason: null,
    });
    const moved = whoMoved([
      step('PROCESSING', 'PREPARING', cook),
      step('PREPARING', 'COMPLETED', cook),
      step('COMPLETED', 'OUT_FOR_DELIVERY', rider),
      step('OUT_FOR_DELIVERY', 'PREPARING', rider),
      step('PREPARING', 'COMPLETED', null),
    ]);
    expect(moved.cookedBy.map((who) => who.name)).toEqual(['Bilal Cook']);
    expect(moved.deliveredBy).toBeNull();
  });
});

describe('live updates', () => {
  it("continue from the list's sequence number: a move made after the list was read reaches the admin", async () => {
    const order = orderOf(customer, 'PROCESSING');
    const { seq } = (await get(admin, listUrl({}))).json() as { seq: number };
    const heard = await listeners.listen(admin.token, seq);
    expect((await post(cook, '/order/prepare', { orderId: order.id })).statusCode).toBe(200);
    await expect
      .poll(() => heard.find((event) => event.orderId === order.id))
      .toMatchObject({
        from: 'PROCESSING',
        to: 'PREPARING',
        seq: expect.any(Number),
      });
    expect(heard.every((event) => event.seq > seq)).toBe(true);
  });
});

describe("the list's queries, as SQLite plans them", () => {
  const readsOfOrders = (plan: string[]) => plan.filter((step) => /^(SCAN|SEARCH) orders\b/.test(step));
  const both = (filters: Partial<DeskFilters>) => {
    const queries = deskListQueries(t.app.db, () => 'Asia/Karachi');
    const checked = { page: 1, ...filters } as DeskFilters;
    return [planOf(t.app.sqlite, queries.count(checked)), planOf(t.app.sqlite, queries.page(checked))] as const;
  };

  it('read a day range, a status or a customer through an index, never the whole table', () => {
    const cases: [Partial<DeskFilters>, RegExp][] = [
      [{ startDate: '2025-03-01', endDate: '2025-03-31' }, /USING (COVERING )?INDEX orders_dashboard_idx/],
      [{ status: 'PREPARING', startDate: '2025-03-01' }, /USING (COVERING )?INDEX orders_status_idx/],
      // Either index that leads with the customer finds a customer's orders without reading the others.
      [{ q: 'khan' }, /USING INDEX (orders_customer_idx|orders_idempotency_unique) \(customer_id=\?/],
      [
        { q: '1042' },
        /USING (INTEGER PRIMARY KEY|INDEX (orders_customer_idx|orders_idempotency_unique) \(customer_id=\?)/,
      ],
    ];
    for (const [filters, index] of cases) {
      for (const plan of both(filters)) {
        const reads = readsOfOrders(plan);
        expect(reads.length, plan.join(' | ')).toBeGreaterThan(0);
        for (const step of reads) expect(step, JSON.stringify(filters)).toMatch(index);
      }
    }
  });

  it('count every confirmed order from an index, and page them newest first without sorting the history', () => {
    const [count, page] = both({});
    expect(readsOfOrders(count)).toEqual([expect.stringMatching(/COVERING INDEX orders_dashboard_idx/)]);
    expect(page.join(' | ')).not.toMatch(/TEMP B-TREE/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { orderTicket } from '../../shared/tickets.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { islamabadPlaces } from '../demo/islamabad-places.ts';

const NOT_AN_ORDER_NUMBER = 'The order number must be a whole number written as digits, such as 1510.';

let t: TestApp;
let karahi: ReturnType<typeof createProduct>;
let naan: ReturnType<typeof createProduct>;
const people = {} as Record<Role, { id: number; headers: { authorization: string } }>;

beforeAll(async () => {
  t = await createTestApp({ env: { TZ_RESTAURANT: 'Asia/Karachi' } });
  // The spec's restaurant: Islamabad's sectors and landmarks, as the demo install keeps them.
  t.app.delivery.savePlaces(islamabadPlaces());
  karahi = createProduct(t.app, { name: 'Chicken Karahi', price: 12.25 });
  naan = createProduct(t.app, { name: 'Garlic Naan', price: 1.5 });
  for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role, name: role === 'CUSTOMER' ? 'Ayesha  Khan' : undefined });
    people[role] = { id: user.id, headers: { authorization: `Bearer ${sessionToken(t.app, user)}` } };
  }
});
afterAll(() => t.close());

const AT = Date.parse('2025-03-12T09:05:00Z');

const orderIn = (status: OrderStatus, paymentMethod: 'CASH' | 'CARD' = 'CASH') =>
  createOrder(t.app, {
    customerId: people.CUSTOMER.id,
    status,
    paymentMethod,
    at: AT,
    lines: [
      { product: karahi, quantity: 2 },
      { product: naan, quantity: 3 },
    ],
  });

const ticketOf = (id: number | string, role: Role = 'WORKER') =>
  t.app.inject({ method: 'GET', url: `/api/order/ticket/${id}`, headers: people[role].headers });

const post = (role: Role, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: people[role].headers });

describe('GET /api/order/ticket/:id', () => {
  it("gives the kitchen everything the slip prints: lines, times on the restaurant's clock, address, payment, customer", async () => {
    const order = orderIn('PROCESSING');
    const res = await ticketOf(order.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: unknown };
    expect(orderTicket.parse(data)).toEqual({
      orderId: order.id,
      status: 'PROCESSING',
      placedAt: '2025-03-12T09:05:00.000Z',
      confirmedAt: '2025-03-12T09:05:00.000Z',
      timeZone: 'Asia/Karachi',
      lines: [
        { name: 'Chicken Karahi', quantity: 2, amount: 24.5, options: [], note: null },
        { name: 'Garlic Naan', quantity: 3, amount: 4.5, options: [], note: null },
      ],
      deliveryFee: 0,
      total: 29,
      paymentMethod: 'CASH',
      address: 'House 7, Street 12, F-8/3',
      sector: 'F-8',
      nearestPlace: 'near the Markaz, F-8',
      pointFromSector: false,
      customerFirstName: 'Ayesha',
      deliveryNote: null,
      customerPhone: '923001234567',
      returnedReason: null,
      addressCorrected: false,
    });
  });

  it('answers the administrator too, for any status, and says when an order is not one to cook', async () => {
    for (const status of ['UNCONFIRMED', 'DELIVERED', 'CANCELLED'] as const) {
      const order = orderIn(status, 'CARD');
      const res = await ticketOf(order.id, 'ADMIN');
      expect(res.statusCode, status).toBe(200);
      const ticket = orderTicket.parse(res.json().data);
      expect(ticket).toMatchObject({ status, paymentMethod: 'CARD', total: 29 });
      expect(ticket.confirmedAt).toBe(status === 'UNCONFIRMED' ? null : '2025-03-12T09:05:00.000Z');
    }
  });

  it('lets the kitchen read only what is on its board, or was made ready or handed over in the last hour', async () => {
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    const orderAt = (status: OrderStatus, at: number) =>
      createOrder(t.app, { customerId: people.CUSTOMER.id, status, at, lines: [{ product: naan, quantity: 1 }] });
    const readable: [OrderStatus, number][] = [
      ['PROCESSING', minutesAgo(600)],
      ['PREPARING', minutesAgo(600)],
      ['COMPLETED', minutesAgo(10)],
      ['OUT_FOR_DELIVERY', minutesAgo(50)],
      ['DELIVERED', minutesAgo(30)],
    ];
    const beyond: [OrderStatus, number][] = [
      ['UNCONFIRMED', minutesAgo(1)],
      ['CANCELLED', minutesAgo(5)],
      ['COMPLETED', minutesAgo(70)],
      ['DELIVERED', minutesAgo(24 * 60)],
    ];
    for (const [status, at] of readable) {
      const order = orderAt(status, at);
      expect((await ticketOf(order.id)).statusCode, status).toBe(200);
      // Within reach, a recall is answered on its merits: too late, or nothing to take back.
      expect((await post('WORKER', '/order/recall', { orderId: order.id })).statusCode, status).toBe(409);
    }
    for (const [status, at] of beyond) {
      const order = orderAt(status, at);
      const res = await ticketOf(order.id);
      // Answered like a missing order, so counting numbers tells a kitchen tablet nothing.
      expect(res.statusCode, status).toBe(404);
      expect(res.json()).toEqual({ message: `There is no order #${order.id}.` });
      expect((await ticketOf(order.id, 'ADMIN')).statusCode, status).toBe(200);
      // Nor can the kitchen tick its lines or recall it: the same 404, and the order is left as it was.
      const [line] = t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all();
      for (const [url, body] of [
        ['/order/line-done', { orderId: order.id, lineId: line!.id, done: true }],
        ['/order/recall', { orderId: order.id }],
      ] as const) {
        const refused = await post('WORKER', url, body);
        expect(refused.statusCode, `${url} ${status}`).toBe(404);
        expect(refused.json()).toEqual({ message: `There is no order #${order.id}.` });
      }
      expect(t.app.db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe(status);
      expect(t.app.db.select().from(orderLines).where(eq(orderLines.id, line!.id)).get()!.doneAt).toBeNull();
    }
  });

  it('prints why a rider brought the order back, and the address the customer gave since', async () => {
    const order = orderIn('COMPLETED');
    expect(
      (await post('DELIVERY_MAN', '/order/deliver-failed', { orderId: order.id, reason: 'Gate locked' })).statusCode,
    ).toBe(200);
    let ticket = orderTicket.parse((await ticketOf(order.id)).json().data);
    expect(ticket).toMatchObject({ returnedReason: 'Gate locked', addressCorrected: false });

    const corrected = { latitude: 33.7207, longitude: 73.0565, address: 'Flat 4, Jinnah Super', sector: 'F-7' };
    expect((await post('CUSTOMER', '/order/correct-address', { orderId: order.id, ...corrected })).statusCode).toBe(
      200,
    );
    ticket = orderTicket.parse((await ticketOf(order.id)).json().data);
    expect(ticket).toMatchObject({
      returnedReason: 'Gate locked',
      addressCorrected: true,
      address: 'Flat 4, Jinnah Super',
      sector: 'F-7',
      nearestPlace: 'near Jinnah Super Market, F-7',
    });
  });

  it('leaves the phone out when the customer gave none', async () => {
    const order = orderIn('PREPARING');
    t.app.db.update(users).set({ phone: null }).where(eq(users.id, people.CUSTOMER.id)).run();
    try {
      expect(orderTicket.parse((await ticketOf(order.id)).json().data).customerPhone).toBeNull();
    } finally {
      t.app.db.update(users).set({ phone: '923001234567' }).where(eq(users.id, people.CUSTOMER.id)).run();
    }
  });

  it('is 404 for an order that does not exist', async () => {
    const res = await ticketOf(987_654_321);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no order #987654321.' });
  });

  it.each(['abc', '1.5', '-3', '1e3', '%20', '0', '99999999999999999999'])(
    'is 400 for the order number %j, saying why',
    async (id) => {
      const res = await ticketOf(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_AN_ORDER_NUMBER);
    },
  );

  it("refuses a real order's number written with padding, a decimal point or a leading zero", async () => {
    const order = orderIn('PROCESSING');
    for (const id of [`0${order.id}`, `${order.id}.0`, `%20${order.id}`, `${order.id}%20`]) {
      const res = await ticketOf(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe(NOT_AN_ORDER_NUMBER);
    }
    expect((await ticketOf(order.id)).statusCode).toBe(200);
  });

  it('is for the kitchen and the administrator only', async () => {
    const order = orderIn('PROCESSING');
    expect((await ticketOf(order.id, 'CUSTOMER')).statusCode).toBe(403);
    expect((await ticketOf(order.id, 'DELIVERY_MAN')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/ticket/${order.id}` })).statusCode).toBe(401);
  });
});

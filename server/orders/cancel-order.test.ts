/**
 * Cancelling an order: its customer while it waits in the queue, the administrator (with a reason) until it is
 * delivered. Each is a move of the state machine: an order event, published live, and for the restaurant's
 * cancellation an e-mail to the customer with the reason.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import { createOrder, createProduct, createUser, sessionToken, orderEventsOf } from '../../tests/factories.ts';
import { mailsTo } from '../../tests/outbox.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { trackedOrderOf, trackedOrdersOf } from '../../tests/answers.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
type Person = { id: number; email: string; token: string };
const people = {} as Record<Role | 'OTHER_CUSTOMER', Person>;
const ROLES = ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const;

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.25 });
  for (const role of [...ROLES, 'OTHER_CUSTOMER'] as const) {
    const user = await createUser(t.app, { role: role === 'OTHER_CUSTOMER' ? 'CUSTOMER' : role });
    people[role] = { id: user.id, email: user.email, token: sessionToken(t.app, user) };
  }
});
afterAll(() => t.close());

const call = (who: Person | null, url: string, payload?: object) =>
  t.app.inject({
    method: url === '/orders/track' ? 'GET' : 'POST',
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

const orderIn = (status: OrderStatus, customerId = people.CUSTOMER.id) =>
  createOrder(t.app, { customerId, status, lines: [{ product: dish, quantity: 1 }] });

const statusOf = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!.status;
const eventsOf = (orderId: number) => orderEventsOf(t.app, orderId);
const cancelledMails = (orderId: number) =>
  mailsTo(t.dataDir, people.CUSTOMER.email).filter((mail) => mail.subject.includes(`#${orderId} was cancelled`));

const REASON = 'The oven broke down tonight';
const CANCELS = [
  { url: '/order/cancel', role: 'CUSTOMER', from: ['PROCESSING'] },
  {
    url: '/order/admin-cancel',
    role: 'ADMIN',
    from: ['PROCESSING', 'PREPARING', 'COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'],
  },
] as const;

describe('who may cancel what', () => {
  const cases = CANCELS.flatMap((cancel) =>
    ORDER_STATUSES.flatMap((status) => ROLES.map((role) => ({ cancel, status, role }))),
  );

  it.each(cases)('$cancel.url on a $status order as $role', async ({ cancel, status, role }) => {
    const order = orderIn(status);
    const before = eventsOf(order.id).length;
    const res = await call(people[role], cancel.url, { orderId: order.id, reason: REASON });
    const allowedFrom: readonly OrderStatus[] = cancel.from;

    if (role !== cancel.role) expect(res.statusCode).toBe(403);
    // Staff cannot tell an unconfirmed order from one that does not exist; its customer can.
    else if (status === 'UNCONFIRMED' && role !== 'CUSTOMER') expect(res.statusCode).toBe(404);
    else if (allowedFrom.includes(status)) expect(res.statusCode).toBe(200);
    else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(status);
    }

    const cancelled = res.statusCode === 200;
    expect(statusOf(order.id)).toBe(cancelled ? 'CANCELLED' : status);
    expect(eventsOf(order.id)).toHaveLength(before + (cancelled ? 1 : 0));
    if (cancelled)
      expect(eventsOf(order.id).at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: 'CANCELLED',
        actorId: people[role].id,
        reason: role === 'ADMIN' ? REASON : null,
      });
  });

  it("answers another customer's order like a missing one, and leaves it alone", async () => {
    const theirs = orderIn('PROCESSING', people.OTHER_CUSTOMER.id);
    const res = await call(people.CUSTOMER, '/order/cancel', { orderId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`You have no order #${theirs.id}.`);
    expect((await call(people.CUSTOMER, '/order/cancel', { orderId: 999_999 })).statusCode).toBe(404);
    expect(statusOf(theirs.id)).toBe('PROCESSING');
  });

  it('tells a customer whose order the kitchen has started to call the restaurant', async () => {
    const order = orderIn('PREPARING');
    const res = await call(people.CUSTOMER, '/order/cancel', { orderId: order.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/kitchen has started it\. Please call the restaurant/);
  });

  it("tells a customer why an order can't be cancelled in words true of its status", async () => {
    const reasons: [OrderStatus, RegExp][] = [
      ['UNCONFIRMED', /the kitchen never sees an order before its code is entered, and it lapses by itself\.$/],
      ['DELIVERED', /so it can't be cancelled\.$/],
      ['CANCELLED', /so it can't be cancelled\.$/],
    ];
    for (const [status, reason] of reasons) {
      const res = await call(people.CUSTOMER, '/order/cancel', { orderId: orderIn(status).id });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message, status).toMatch(reason);
      expect(res.json().message, status).not.toMatch(/kitchen has started/);
    }
  });

  it('answers 401 without a session', async () => {
    const order = orderIn('PROCESSING');
    expect((await call(null, '/order/cancel', { orderId: order.id })).statusCode).toBe(401);
    expect((await call(null, '/order/admin-cancel', { orderId: order.id, reason: REASON })).statusCode).toBe(401);
    expect(statusOf(order.id)).toBe('PROCESSING');
  });

  it('lets exactly one of a customer and the restaurant cancelling at once succeed', async () => {
    const order = orderIn('PROCESSING');
    const answers = await Promise.all([
      call(people.CUSTOMER, '/order/cancel', { orderId: order.id }),
      call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason: REASON }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(eventsOf(order.id).filter((event) => event.toStatus === 'CANCELLED')).toHaveLength(1);
  });
});

describe("the customer's cancellation", () => {
  it('answers the order as the tracker shows it, keeps it there, and mails nothing', async () => {
    const order = orderIn('PROCESSING');
    const res = await call(people.CUSTOMER, '/order/cancel', { orderId: order.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${order.id} is cancelled.`);
    expect(trackedOrderOf(res)).toMatchObject({ order_id: order.id, order_status: 'CANCELLED', cancel_reason: null });

    const tracked = trackedOrdersOf(await call(people.CUSTOMER, '/orders/track'));
    expect(tracked.find((o) => o.order_id === order.id)).toMatchObject({
      order_status: 'CANCELLED',
      estimated_time: 'Cancelled',
    });
    await t.app.mail.settle();
    expect(cancelledMails(order.id)).toEqual([]);
  });

  it('rejects a malformed order id with a message naming the field', async () => {
    for (const orderId of ['12 apples', -1, 1.5, null, undefined]) {
      const res = await call(people.CUSTOMER, '/order/cancel', { orderId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/orderId/);
    }
  });
});

describe('a code entered for a cancelled order', () => {
  it('says who cancelled it: the customer, or the restaurant with its reason, not the clock', async () => {
    const mine = orderIn('PROCESSING');
    await call(people.CUSTOMER, '/order/cancel', { orderId: mine.id });
    const theirs = orderIn('PREPARING');
    await call(people.ADMIN, '/order/admin-cancel', { orderId: theirs.id, reason: REASON });
    for (const url of ['/order/confirm', '/order/resendOTP']) {
      const own = await call(people.CUSTOMER, url, { orderId: mine.id, otp: '123456' });
      expect(own.statusCode, url).toBe(409);
      expect(own.json().message, url).toBe('You cancelled this order. Place it again if you would still like it.');
      const restaurant = await call(people.CUSTOMER, url, { orderId: theirs.id, otp: '123456' });
      expect(restaurant.json().message, url).toBe(`The restaurant cancelled this order: ${REASON}`);
    }
  });
});

describe("the restaurant's cancellation", () => {
  it('e-mails the customer the reason and shows it on the tracker', async () => {
    const order = orderIn('PREPARING');
    const res = await call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason: `  ${REASON}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Order #${order.id} is cancelled; the customer has been told why.`,
      data: 'ORDER_CANCELLED',
    });

    const tracked = trackedOrdersOf(await call(people.CUSTOMER, '/orders/track'));
    expect(tracked.find((o) => o.order_id === order.id)).toMatchObject({
      order_status: 'CANCELLED',
      cancel_reason: REASON,
    });
    await vi.waitFor(() => {
      const [mail] = cancelledMails(order.id);
      expect(mail?.text).toContain(`Reason: ${REASON}`);
      expect(mail?.html).toContain(REASON);
    });
  });

  it("takes the order out of today's figures on the dashboard", async () => {
    const kpis = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/insights/kpis',
          headers: { authorization: `Bearer ${people.ADMIN.token}` },
        })
      ).json().data as { todayOrders: number; todayRevenue: number };
    const order = orderIn('PROCESSING');
    const before = await kpis();
    expect((await call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason: REASON })).statusCode).toBe(
      200,
    );
    const after = await kpis();
    expect(after.todayOrders).toBe(before.todayOrders - 1);
    expect(after.todayRevenue).toBeCloseTo(before.todayRevenue - 12.25);
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const order = orderIn('PROCESSING');
    for (const reason of [undefined, '', '  no  ', '\u200b\u200b\u200b', 'x'.repeat(501)]) {
      const res = await call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/reason/);
    }
    expect(statusOf(order.id)).toBe('PROCESSING');
  });

  it('escapes the reason in the e-mail', async () => {
    const order = orderIn('COMPLETED');
    const reason = '<b>Rider</b> & "van" broke';
    expect((await call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason })).statusCode).toBe(200);
    await vi.waitFor(() => {
      const [mail] = cancelledMails(order.id);
      expect(mail?.html).toContain('&lt;b&gt;Rider&lt;/b&gt; &amp; &quot;van&quot; broke');
      expect(mail?.html).not.toContain('<b>Rider</b>');
    });
  });
});

describe('the live event', () => {
  const live = orderListeners(() => t.app);
  beforeAll(() => live.start());
  afterAll(() => live.stop());
  const listener = (who: Person) => live.listen(who.token);

  it('reaches the kitchen, the riders, the admin and the customer with the reason', async () => {
    const order = orderIn('COMPLETED');
    const [kitchen, riders, admin, customer] = await Promise.all(
      (['WORKER', 'DELIVERY_MAN', 'ADMIN', 'CUSTOMER'] as const).map((role) => listener(people[role])),
    );
    expect((await call(people.ADMIN, '/order/admin-cancel', { orderId: order.id, reason: REASON })).statusCode).toBe(
      200,
    );
    const change = { orderId: order.id, from: 'COMPLETED', to: 'CANCELLED' };
    await vi.waitFor(() => {
      expect(kitchen).toEqual([expect.objectContaining(change)]);
      expect(riders).toEqual([expect.objectContaining(change)]);
      expect(admin).toEqual([expect.objectContaining(change)]);
      expect(customer).toEqual([
        expect.objectContaining({ ...change, tracked: expect.objectContaining({ cancel_reason: REASON }) }),
      ]);
    });
  });
});

/**
 * "Regular customers skip the code" (docs/decisions/0034): off by default; on, an order from Forkcast's own pages by a
 * customer with a delivered order is confirmed as it is placed, with no code and no mail. Everyone else, and the
 * spec's original client always, gets the code as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, orderEvents, orders } from '../../drizzle/schema.ts';
import type { OrderConfirmedEvent } from '../../shared/events.ts';
import { createOrder, createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Seekh Kebab', price: 7.5 });
  admin = await createUser(t.app, { role: 'ADMIN' });
});
afterAll(() => t.close());

/** A customer; a regular has had an order delivered before. */
async function customer({ regular }: { regular: boolean }) {
  const person = await createUser(t.app);
  if (regular)
    createOrder(t.app, { customerId: person.id, status: 'DELIVERED', lines: [{ product: dish, quantity: 1 }] });
  return { person, session: sessionToken(t.app, person) };
}

/** Placing an order as Forkcast's own pages do: the session cookie, from the site itself, with an Idempotency-Key. */
const fromOwnPages = (session: string, key = `key-${Math.random()}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: orderRequest(dish.id),
    headers: { cookie: `forkcast_session=${session}`, origin: t.config.publicUrl, 'idempotency-key': key },
  });

/** Placing an order as the spec's original client does: its token as a Bearer header, no Idempotency-Key. */
const fromOriginalClient = (session: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: orderRequest(dish.id),
    headers: { authorization: `Bearer ${session}` },
  });

const setSkip = (regularsSkipCode: boolean, session = sessionToken(t.app, admin)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restaurant/ordering',
    payload: { regularsSkipCode },
    headers: { authorization: `Bearer ${session}` },
  });

const orderRow = (id: number) => t.app.db.select().from(orders).where(eq(orders.id, id)).get()!;
const codesOf = (id: number) => t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.orderId, id)).all();

describe('with the setting off, as a new restaurant starts', () => {
  beforeEach(async () => {
    expect((await setSkip(false)).statusCode).toBe(200);
  });

  it('is off until the administrator turns it on', async () => {
    const fresh = await createTestApp();
    try {
      expect(fresh.app.restaurant.ordering()).toEqual({ regularsSkipCode: false });
    } finally {
      await fresh.close();
    }
  });

  it("mails a regular's order its code, as today", async () => {
    const { person, session } = await customer({ regular: true });
    const res = await fromOwnPages(session);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ confirmed: false });
    expect(orderRow(res.json().data.orderId).status).toBe('UNCONFIRMED');
    expect(mailsTo(t.dataDir, person.email)).toHaveLength(1);
  });
});

describe('with the setting on', () => {
  beforeEach(async () => {
    expect((await setSkip(true)).statusCode).toBe(200);
  });

  it("confirms a regular's order as it is placed: confirmed in the answer, no code, no mail", async () => {
    const { person, session } = await customer({ regular: true });
    const res = await fromOwnPages(session);
    expect(res.statusCode).toBe(201);
    const { orderId, total, confirmed } = res.json().data;
    expect({ total, confirmed }).toEqual({ total: 7.5, confirmed: true });
    expect(res.json().message).toMatch(/confirmed: no code needed/);
    expect(orderRow(orderId)).toMatchObject({ status: 'PROCESSING', confirmedAt: expect.any(Number) });
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all();
    expect(events).toMatchObject([{ fromStatus: 'UNCONFIRMED', toStatus: 'PROCESSING', actorId: person.id }]);
    expect(codesOf(orderId)).toEqual([]);
    expect(mailsTo(t.dataDir, person.email)).toEqual([]);
  });

  describe('live', () => {
    const live = orderListeners(() => t.app);
    beforeAll(() => live.start());
    afterAll(() => live.stop());

    it("puts a regular's order on the kitchen's board as it is placed", async () => {
      const kitchen = await live.connect(sessionToken(t.app, await createUser(t.app, { role: 'WORKER' })));
      const cards: OrderConfirmedEvent[] = [];
      kitchen.on('order.confirmed', (event) => cards.push(event));
      const { session } = await customer({ regular: true });
      const { orderId } = (await fromOwnPages(session)).json().data;
      await vi.waitFor(() => expect(cards).toEqual([expect.objectContaining({ orderId, to: 'PROCESSING' })]));
    });
  });

  it('answers a retry of that order as confirmed, without a mail', async () => {
    const { person, session } = await customer({ regular: true });
    const first = await fromOwnPages(session, 'regular-retry-1');
    const again = await fromOwnPages(session, 'regular-retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().message).toMatch(/already placed, and it is confirmed/);
    expect(mailsTo(t.dataDir, person.email)).toEqual([]);
  });

  it('still mails a first-time customer their code', async () => {
    const { person, session } = await customer({ regular: false });
    const res = await fromOwnPages(session);
    expect(res.json().data).toMatchObject({ confirmed: false });
    expect(orderRow(res.json().data.orderId).status).toBe('UNCONFIRMED');
    expect(mailsTo(t.dataDir, person.email)).toHaveLength(1);
  });

  it('counts only delivered orders: one on its way makes nobody a regular', async () => {
    const person = await createUser(t.app);
    createOrder(t.app, { customerId: person.id, status: 'COMPLETED', lines: [{ product: dish, quantity: 1 }] });
    const res = await fromOwnPages(sessionToken(t.app, person));
    expect(res.json().data).toMatchObject({ confirmed: false });
  });

  it("asks the original client's regular for the code, since that client always asks for one", async () => {
    const { person, session } = await customer({ regular: true });
    const res = await fromOriginalClient(session);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ confirmed: false });
    expect(orderRow(res.json().data.orderId).status).toBe('UNCONFIRMED');
    expect(mailsTo(t.dataDir, person.email)).toHaveLength(1);
  });
});

describe('/api/restaurant/ordering', () => {
  it('is read and changed by the administrator only', async () => {
    const read = (session?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/restaurant/ordering',
        headers: session ? { authorization: `Bearer ${session}` } : {},
      });
    expect((await setSkip(true)).json()).toEqual({
      message: 'Saved: customers with a delivered order now skip the code.',
      data: { regularsSkipCode: true },
    });
    expect((await read(sessionToken(t.app, admin))).json().data).toEqual({ regularsSkipCode: true });

    const { session } = await customer({ regular: true });
    const worker = sessionToken(t.app, await createUser(t.app, { role: 'WORKER' }));
    expect((await setSkip(false, session)).statusCode).toBe(403);
    expect((await setSkip(false, worker)).statusCode).toBe(403);
    expect((await read(session)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
    expect(t.app.restaurant.ordering()).toEqual({ regularsSkipCode: true });
  });

  it('takes only true or false', async () => {
    for (const regularsSkipCode of ['yes', 1, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/restaurant/ordering',
        payload: { regularsSkipCode },
        headers: { authorization: `Bearer ${sessionToken(t.app, admin)}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('regularsSkipCode');
    }
  });
});

/**
 * POST /api/order/correct-address: after a rider brings an order back, its customer gives a better destination,
 * and everyone who handles the order sees it: the kitchen card, the rider's card, the tracker and the admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, orders } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import { DEFAULT_DELIVERY_AREA } from '../../shared/orders.ts';
import { createOrder, createProduct, createUser, sessionToken, orderEventsOf } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { boardOf, feedbackListOf, readyOrdersOf, trackedOrderOf, trackedOrdersOf } from '../../tests/answers.ts';
import { islamabadPlaces } from '../demo/islamabad-places.ts';

const CORRECT = '/order/correct-address';
const BETTER = {
  address: 'House 21, Street 5, G-9/4, green gate opposite the park',
  sector: 'G-9',
  latitude: 33.69,
  longitude: 73.04,
};

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
type Person = { id: number; email: string; token: string };
const people = {} as Record<Role, Person>;

beforeAll(async () => {
  t = await createTestApp();
  // The spec's restaurant: Islamabad's sectors and landmarks, as the demo install keeps them.
  t.app.delivery.savePlaces(islamabadPlaces());
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.25 });
  for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role });
    people[role] = { id: user.id, email: user.email, token: sessionToken(t.app, user) };
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', who: Person | null, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

const orderIn = (status: 'PREPARING' | 'COMPLETED' | 'DELIVERED', customerId = people.CUSTOMER.id) =>
  createOrder(t.app, { customerId, status, lines: [{ product: dish, quantity: 1 }] });

/** An order the rider brought back, with the rider's reason, as the customer's tracker would find it. */
async function returnedOrder(reason = 'Wrong address, house not found', outcome = 'KITCHEN') {
  const order = orderIn('COMPLETED');
  expect((await call('POST', people.DELIVERY_MAN, '/order/take', { orderId: order.id })).statusCode).toBe(200);
  const res = await call('POST', people.DELIVERY_MAN, '/order/deliver-failed', { orderId: order.id, reason, outcome });
  expect(res.statusCode).toBe(200);
  return order;
}

const rowOf = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!;
const eventsOf = (orderId: number) => orderEventsOf(t.app, orderId);

describe('correcting the address of a returned order', () => {
  it('saves the new destination with an event, and every view shows it', async () => {
    const order = await returnedOrder();
    const res = await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/address updated/i);
    expect(trackedOrderOf(res)).toMatchObject({
      order_id: order.id,
      order_status: 'PREPARING',
      delivery_address: BETTER.address,
      sector: 'G-9',
      latitude: BETTER.latitude,
      longitude: BETTER.longitude,
      returned_reason: 'Wrong address, house not found',
      address_corrected: true,
    });
    expect(rowOf(order.id)).toMatchObject({ status: 'PREPARING', ...BETTER });
    expect(eventsOf(order.id).at(-1)).toMatchObject({
      fromStatus: 'PREPARING',
      toStatus: 'PREPARING',
      actorId: people.CUSTOMER.id,
      reason: 'House 7, Street 12, F-8/3 (F-8)',
    });

    // The tracker still knows why it came back, and that the customer answered.
    const tracked = trackedOrdersOf(await call('GET', people.CUSTOMER, '/orders/track'));
    expect(tracked.find((o) => o.order_id === order.id)).toMatchObject({
      returned_reason: 'Wrong address, house not found',
      address_corrected: true,
      delivery_address: BETTER.address,
    });

    const board = boardOf(await call('GET', people.WORKER, '/orders/get-processing-and-prepared'));
    expect(board.preparing.find((card) => card.orderId === order.id)).toMatchObject({
      returnedReason: 'Wrong address, house not found',
      correctedAddress: `${BETTER.address} (G-9)`,
    });

    // Out again: the rider gets the new address, marked as corrected.
    expect((await call('POST', people.WORKER, '/order/complete', { orderId: order.id })).statusCode).toBe(200);
    const ready = readyOrdersOf(await call('POST', people.DELIVERY_MAN, '/orders/get-prepared-orders'));
    expect(ready.find((card) => card.orderId === order.id)).toMatchObject({
      address: BETTER.address,
      sector: 'G-9',
      latitude: BETTER.latitude,
      longitude: BETTER.longitude,
      addressCorrected: true,
    });

    // Delivered and rated: the admin's order details tell the story.
    expect((await call('POST', people.DELIVERY_MAN, '/order/delivered', { orderId: order.id })).statusCode).toBe(200);
    t.app.db
      .insert(feedback)
      .values({ orderId: order.id, customerId: people.CUSTOMER.id, content: 'Late but fine.', emotion: 'neutral' })
      .run();
    const list = feedbackListOf(await call('GET', people.ADMIN, '/feedback/get/all'));
    const details = list.find((item) => item.order.order_id === order.id)!.order;
    expect(details.delivery_address).toBe(BETTER.address);
    expect(details.delivery_history).toEqual([
      { kind: 'returned', at: expect.any(String), reason: 'Wrong address, house not found' },
      { kind: 'address-corrected', at: expect.any(String), previous_address: 'House 7, Street 12, F-8/3 (F-8)' },
    ]);
  });

  it('claims no correction until there is one, and a second correction replaces the first', async () => {
    const order = await returnedOrder('Nobody answered the door');
    const board = boardOf(await call('GET', people.WORKER, '/orders/get-processing-and-prepared'));
    expect(board.preparing.find((card) => card.orderId === order.id)).toMatchObject({
      returnedReason: 'Nobody answered the door',
      correctedAddress: null,
    });
    // A second correction replaces the first and the card stays a returned one.
    expect((await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER })).statusCode).toBe(200);
    const again = { ...BETTER, address: 'House 22, Street 5, G-9/4' };
    expect((await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...again })).statusCode).toBe(200);
    const after = boardOf(await call('GET', people.WORKER, '/orders/get-processing-and-prepared'));
    expect(after.preparing.find((card) => card.orderId === order.id)).toMatchObject({
      returnedReason: 'Nobody answered the door',
      correctedAddress: 'House 22, Street 5, G-9/4 (G-9)',
    });
  });

  it("answers 404 for another customer's order, and leaves it alone", async () => {
    const order = await returnedOrder();
    const stranger = await createUser(t.app);
    const res = await call('POST', { ...stranger, token: sessionToken(t.app, stranger) }, CORRECT, {
      orderId: order.id,
      ...BETTER,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(new RegExp(`no order #${order.id}`, 'i'));
    expect(rowOf(order.id).address).toBe('House 7, Street 12, F-8/3');
    expect((await call('POST', people.CUSTOMER, CORRECT, { orderId: 999_999, ...BETTER })).statusCode).toBe(404);
  });

  it('answers 409 for an order that did not come back, or is out again', async () => {
    const cooking = orderIn('PREPARING');
    const onItsWay = orderIn('COMPLETED');
    const delivered = orderIn('DELIVERED');
    const outAgain = await returnedOrder();
    expect((await call('POST', people.WORKER, '/order/complete', { orderId: outAgain.id })).statusCode).toBe(200);
    for (const order of [cooking, onItsWay, delivered, outAgain]) {
      const before = eventsOf(order.id).length;
      const res = await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/can be changed only after a rider could not deliver it/);
      expect(rowOf(order.id).address).toBe('House 7, Street 12, F-8/3');
      expect(eventsOf(order.id)).toHaveLength(before);
    }
  });

  it('takes a correction while the rider keeps the bag to try again, or after giving up, and the rider sees it', async () => {
    for (const outcome of ['RETRY', 'GIVE_UP']) {
      const order = await returnedOrder('Wrong address, house not found', outcome);
      const status = rowOf(order.id).status;
      const res = await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER });
      expect(res.statusCode, outcome).toBe(200);
      expect(rowOf(order.id)).toMatchObject({ status, address: BETTER.address });
      expect(eventsOf(order.id).at(-1)).toMatchObject({ fromStatus: status, toStatus: status });
    }
    const tryAgain = await returnedOrder('No answer', 'RETRY');
    await call('POST', people.CUSTOMER, CORRECT, { orderId: tryAgain.id, ...BETTER });
    const list = await call('POST', people.DELIVERY_MAN, '/orders/get-prepared-orders');
    expect(list.json().data.find((card: { orderId: string }) => Number(card.orderId) === tryAgain.id)).toMatchObject({
      address: BETTER.address,
      rider: { id: people.DELIVERY_MAN.id },
      failedReason: 'No answer',
      addressCorrected: true,
    });
  });

  it('refuses a point outside the delivery area and invalid fields with 400, naming what is wrong', async () => {
    const order = await returnedOrder();
    const [[south], [north]] = DEFAULT_DELIVERY_AREA;
    const cases: [object, RegExp][] = [
      [{ latitude: north + 0.5 }, /outside our delivery area/],
      [{ latitude: south - 0.01 }, /outside our delivery area/],
      [{ latitude: 'north' }, /latitude/],
      [{ address: 'Hm' }, /address must be at least 5/],
      [{ address: 'x'.repeat(501) }, /address must be at most 500/],
      [{ sector: 'Z-99' }, /sector must be one of the delivery areas/],
    ];
    for (const [change, message] of cases) {
      const res = await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(rowOf(order.id).address).toBe('House 7, Street 12, F-8/3');
  });

  it('refuses staff (403) and callers without a session (401)', async () => {
    const order = await returnedOrder();
    for (const role of ['WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
      const res = await call('POST', people[role], CORRECT, { orderId: order.id, ...BETTER });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call('POST', null, CORRECT, { orderId: order.id, ...BETTER })).statusCode).toBe(401);
    expect(rowOf(order.id).address).toBe('House 7, Street 12, F-8/3');
  });
});

describe('the live event', () => {
  const live = orderListeners(() => t.app);
  beforeAll(() => live.start());
  afterAll(() => live.stop());
  const listener = (who: Person, lastSeq?: number) => live.listen(who.token, lastSeq);

  async function until(check: () => boolean, what: string) {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('reaches the kitchen, the admin and the customer, and is replayed to a kitchen that was away', async () => {
    const order = await returnedOrder();
    const seq = t.app.orderFeed.latestSeq();
    const [kitchen, admin, customer] = await Promise.all([
      listener(people.WORKER),
      listener(people.ADMIN),
      listener(people.CUSTOMER),
    ]);
    expect((await call('POST', people.CUSTOMER, CORRECT, { orderId: order.id, ...BETTER })).statusCode).toBe(200);

    await until(() => kitchen.length > 0 && admin.length > 0 && customer.length > 0, 'the correction everywhere');
    const change = { seq: seq + 1, orderId: order.id, from: 'PREPARING', to: 'PREPARING' };
    expect(kitchen[0]).toMatchObject({
      ...change,
      kitchen: { orderId: order.id, correctedAddress: `${BETTER.address} (G-9)` },
    });
    expect(admin[0]).toMatchObject(change);
    expect(customer[0]).toMatchObject({
      ...change,
      tracked: { delivery_address: BETTER.address, address_corrected: true },
    });

    const replayed = await listener(people.WORKER, seq);
    await until(() => replayed.length > 0, 'the replay');
    expect(replayed[0]).toMatchObject({ ...change, kitchen: { correctedAddress: `${BETTER.address} (G-9)` } });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback, orders } from '../../drizzle/schema.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = createProduct(t.app, { name: 'Beef Nihari', price: 9 }).id;
});
afterAll(() => t.close());

async function customerWithOrder(status: OrderStatus = 'DELIVERED') {
  const user = await createUser(t.app);
  const headers = { authorization: `Bearer ${sessionToken(t.app, user)}` };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const placed = await post('/order/create', {
    latitude: 33.7,
    longitude: 73.05,
    address: 'House 9, Street 1, G-9/2',
    paymentMethod: 'CASH',
    lineItems: [{ productId, quantity: 1 }],
    sector: 'G-9',
  });
  const orderId = placed.json().data.orderId as number;
  await post('/order/confirm', { otp: latestCode(t.dataDir, user.email), orderId });
  t.app.db.update(orders).set({ status }).where(eq(orders.id, orderId)).run();
  return { user, post, orderId };
}

describe('POST /api/feedback/order', () => {
  it('stores feedback on a delivered order with an emotion label from the assistant, once', async () => {
    const { post, orderId, user } = await customerWithOrder();
    const res = await post('/feedback/order', {
      order_id: orderId,
      content: 'Absolutely loved the nihari, best I have had in Islamabad!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Feedback submitted successfully', data: { emotion: 'joy' } });
    const row = t.app.db.select().from(feedback).where(eq(feedback.orderId, orderId)).get()!;
    expect(row).toMatchObject({ customerId: user.id, emotion: 'joy' });
    expect(row.emotionConfidence).toBeGreaterThan(0);

    const again = await post('/feedback/order', { order_id: orderId, content: 'One more thing' });
    expect(again.statusCode).toBe(409);
  });

  it('shows the feedback on the past order afterwards', async () => {
    const { post, orderId, user } = await customerWithOrder();
    await post('/feedback/order', { order_id: orderId, content: 'Cold and late, very disappointed.' });
    const past = await t.app.inject({
      url: '/api/orders/get-by-customer',
      headers: { authorization: `Bearer ${sessionToken(t.app, user)}` },
    });
    expect(past.json().data[0].feedback).toMatchObject({ content: 'Cold and late, very disappointed.' });
  });

  it('takes the emotion label and its confidence from the assistant', async () => {
    const { post, orderId } = await customerWithOrder();
    const detect = vi
      .spyOn(t.app.assistant, 'detectEmotion')
      .mockResolvedValueOnce({ emotion: 'fear', confidence: 0.42, engine: 'built-in' });
    try {
      const res = await post('/feedback/order', { order_id: orderId, content: '  The rider drove like a maniac.  ' });
      expect(res.json().data.emotion).toBe('fear');
      expect(detect).toHaveBeenCalledWith('The rider drove like a maniac.');
    } finally {
      detect.mockRestore();
    }
    const row = t.app.db.select().from(feedback).where(eq(feedback.orderId, orderId)).get()!;
    expect(row).toMatchObject({ content: 'The rider drove like a maniac.', emotion: 'fear', emotionConfidence: 0.42 });
  });

  it('keeps one feedback per order when two arrive together', async () => {
    const { post, orderId } = await customerWithOrder();
    // Both requests get past the "already given?" check before either writes: only the unique index stops one.
    let arrived = 0;
    let release = () => {};
    const bothIn = new Promise<void>((resolve) => (release = resolve));
    const detect = vi.spyOn(t.app.assistant, 'detectEmotion').mockImplementation(async () => {
      if (++arrived === 2) release();
      await bothIn;
      return { emotion: 'joy', confidence: 0.9, engine: 'built-in' };
    });
    try {
      const answers = await Promise.all(
        ['Great food!', 'Great food, again!'].map((content) => post('/feedback/order', { order_id: orderId, content })),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    } finally {
      detect.mockRestore();
    }
    expect(t.app.db.select().from(feedback).where(eq(feedback.orderId, orderId)).all()).toHaveLength(1);
  });

  it.each(['UNCONFIRMED', 'PROCESSING', 'PREPARING', 'COMPLETED', 'CANCELLED'] as const)(
    'refuses a %s order: only delivered orders get feedback',
    async (status) => {
      const { post, orderId } = await customerWithOrder(status);
      const res = await post('/feedback/order', { order_id: orderId, content: 'Where is my food?' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/once the order has been delivered/);
      expect(t.app.db.select().from(feedback).where(eq(feedback.orderId, orderId)).all()).toEqual([]);
    },
  );

  it('accepts feedback of 1 and of 2000 characters', async () => {
    for (const content of ['!', 'x'.repeat(2000)]) {
      const { post, orderId } = await customerWithOrder();
      expect((await post('/feedback/order', { order_id: orderId, content })).statusCode).toBe(200);
    }
  });

  it("answers another customer's order like a missing one", async () => {
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    const res = await b.post('/feedback/order', { order_id: a.orderId, content: 'Not my order' });
    expect(res.statusCode).toBe(404);
    expect((await b.post('/feedback/order', { order_id: 99_999_999, content: 'Nothing' })).json()).toEqual(res.json());
  });

  it.each([
    [{ content: '' }, 'Please enter feedback'],
    [{ content: '   ' }, 'Please enter feedback'],
    [{ content: 'x'.repeat(2001) }, 'at most 2000'],
    [{ content: undefined }, 'Please enter feedback'],
    [{ order_id: 'abc' }, 'order_id'],
    [{ order_id: undefined }, 'order_id'],
  ])('validates %o', async (change, message) => {
    const { post, orderId } = await customerWithOrder();
    const res = await post('/feedback/order', { order_id: orderId, content: 'Fine', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is for customers only', async () => {
    const worker = await createUser(t.app, { role: 'WORKER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/order',
      payload: { order_id: 1, content: 'x' },
      headers: { authorization: `Bearer ${sessionToken(t.app, worker)}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback, feedbackDishRatings, orderLines, orders } from '../../drizzle/schema.ts';
import { FEEDBACK_EMPTY_MESSAGE } from '../../shared/feedback.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { pastOrdersOf } from '../../tests/answers.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let productId: number;
let sideId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = createProduct(t.app, { name: 'Beef Nihari', price: 9 }).id;
  sideId = createProduct(t.app, { name: 'Garlic Naan', price: 1.25 }).id;
});
afterAll(() => t.close());

/** The order's line ids, in the order they were placed: the nihari, then the naan. */
const linesOf = (orderId: number) =>
  t.app.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .all()
    .map((line) => line.id);
const feedbackOn = (orderId: number) => t.app.db.select().from(feedback).where(eq(feedback.orderId, orderId)).get();
const thumbsOn = (feedbackId: number) =>
  t.app.db
    .select({ orderLineId: feedbackDishRatings.orderLineId, liked: feedbackDishRatings.liked })
    .from(feedbackDishRatings)
    .where(eq(feedbackDishRatings.feedbackId, feedbackId))
    .all();

async function customerWithOrder(status: OrderStatus = 'DELIVERED') {
  const user = await createUser(t.app);
  const headers = { authorization: `Bearer ${sessionToken(t.app, user)}` };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const placed = await post('/order/create', {
    latitude: 33.7,
    longitude: 73.05,
    address: 'House 9, Street 1, G-9/2',
    paymentMethod: 'CASH',
    lineItems: [
      { productId, quantity: 1 },
      { productId: sideId, quantity: 2 },
    ],
    sector: 'G-9',
  });
  const orderId = placed.json().data.orderId as number;
  await post('/order/confirm', { otp: latestCode(t.dataDir, user.email), orderId });
  t.app.db.update(orders).set({ status }).where(eq(orders.id, orderId)).run();
  return { user, headers, post, orderId };
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
    [{ content: '' }, FEEDBACK_EMPTY_MESSAGE],
    [{ content: '   ' }, FEEDBACK_EMPTY_MESSAGE],
    [{ content: 'x'.repeat(2001) }, 'at most 2000'],
    [{ content: undefined }, FEEDBACK_EMPTY_MESSAGE],
    [{ content: '', dishes: [] }, FEEDBACK_EMPTY_MESSAGE],
    [{ order_id: 'abc' }, 'order_id'],
    [{ order_id: undefined }, 'order_id'],
    [{ stars: 0 }, 'stars must be a whole number from 1 to 5.'],
    [{ stars: 6 }, 'stars must be a whole number from 1 to 5.'],
    [{ stars: 2.5 }, 'stars must be a whole number from 1 to 5.'],
    [{ stars: -1 }, 'stars must be a whole number from 1 to 5.'],
    [{ stars: '4' }, 'stars must be a whole number from 1 to 5.'],
    [{ stars: null }, 'stars must be a whole number from 1 to 5.'],
    [{ dishes: 'all of them' }, 'dishes must be a list'],
    [{ dishes: [{ orderLineId: 1 }] }, 'liked must be true or false.'],
    [{ dishes: [{ orderLineId: 'one', liked: true }] }, 'orderLineId must be a number.'],
    [{ dishes: [{ orderLineId: 0, liked: true }] }, 'orderLineId must be positive.'],
    [{ dishes: [{ orderLineId: 1.5, liked: false }] }, 'orderLineId must be a whole number.'],
  ])('validates %o, saving nothing', async (change, message) => {
    const { post, orderId } = await customerWithOrder();
    const res = await post('/feedback/order', { order_id: orderId, content: 'Fine', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(feedbackOn(orderId)).toBeUndefined();
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

describe('POST /api/feedback/order with stars and dish thumbs', () => {
  it('saves the stars and a thumb per dish with the words, and shows them on the past order', async () => {
    const { post, orderId, headers } = await customerWithOrder();
    const [nihari, naan] = linesOf(orderId) as [number, number];
    const res = await post('/feedback/order', {
      order_id: orderId,
      content: 'The nihari was wonderful, the naan was cold.',
      stars: 4,
      dishes: [
        { orderLineId: nihari, liked: true },
        { orderLineId: naan, liked: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Feedback submitted successfully',
      data: { feedback_id: expect.any(String), emotion: expect.any(String) },
    });
    const row = feedbackOn(orderId)!;
    expect(row).toMatchObject({ stars: 4, content: 'The nihari was wonderful, the naan was cold.' });
    expect(thumbsOn(row.id)).toEqual([
      { orderLineId: nihari, liked: true },
      { orderLineId: naan, liked: false },
    ]);

    const past = pastOrdersOf(await t.app.inject({ url: '/api/orders/get-by-customer', headers }));
    const order = past.find((o) => o.order_id === orderId)!;
    expect(order.feedback).toMatchObject({ stars: 4, content: 'The nihari was wonderful, the naan was cold.' });
    expect(order.order_items.map((item) => [item.productName, item.orderLineId])).toEqual([
      ['Beef Nihari', nihari],
      ['Garlic Naan', naan],
    ]);
  });

  it('takes stars without words: the words stay empty and read as neutral, without asking the assistant', async () => {
    const { post, orderId } = await customerWithOrder();
    const detect = vi.spyOn(t.app.assistant, 'detectEmotion');
    try {
      const res = await post('/feedback/order', { order_id: orderId, stars: 2, content: '  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.emotion).toBe('neutral');
      expect(detect).not.toHaveBeenCalled();
    } finally {
      detect.mockRestore();
    }
    expect(feedbackOn(orderId)).toMatchObject({ content: '', stars: 2, emotion: 'neutral', emotionConfidence: null });
  });

  it("takes the original client's body as before: words only, an id as text, no stars", async () => {
    const { post, orderId } = await customerWithOrder();
    const res = await post('/feedback/order', { order_id: String(orderId), content: 'Loved it, thank you!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Feedback submitted successfully',
      data: { feedback_id: expect.stringMatching(/^\d+$/), emotion: 'joy' },
    });
    const row = feedbackOn(orderId)!;
    expect(row).toMatchObject({ stars: null, content: 'Loved it, thank you!', emotion: 'joy' });
    expect(thumbsOn(row.id)).toEqual([]);
  });

  it("refuses a thumb on another order's dish, and the same dish twice, saving nothing", async () => {
    const { post, orderId } = await customerWithOrder();
    const [nihari] = linesOf(orderId) as [number];
    const elsewhere = await customerWithOrder();
    const [theirs] = linesOf(elsewhere.orderId) as [number];
    const mine = await customerWithOrder();
    const [myOtherOrdersNihari] = linesOf(mine.orderId) as [number];

    for (const [dishes, message] of [
      [[{ orderLineId: theirs, liked: true }], 'A dish you rated is not part of this order.'],
      [[{ orderLineId: myOtherOrdersNihari, liked: false }], 'A dish you rated is not part of this order.'],
      [[{ orderLineId: 99_999_999, liked: false }], 'A dish you rated is not part of this order.'],
      [
        [
          { orderLineId: nihari, liked: true },
          { orderLineId: nihari, liked: false },
        ],
        'Each dish can be rated only once.',
      ],
    ] as const) {
      const res = await post('/feedback/order', { order_id: orderId, stars: 3, dishes });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { dishes: message } });
    }
    expect(feedbackOn(orderId)).toBeUndefined();
    expect(
      t.app.db
        .select()
        .from(feedbackDishRatings)
        .all()
        .map((r) => r.orderLineId),
    ).not.toContain(nihari);
  });

  it("answers stars on another customer's order like a missing order, and writes nothing", async () => {
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    const [line] = linesOf(a.orderId) as [number];
    const res = await b.post('/feedback/order', {
      order_id: a.orderId,
      stars: 1,
      dishes: [{ orderLineId: line, liked: false }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such order.' });
    expect(feedbackOn(a.orderId)).toBeUndefined();
  });

  it('writes the feedback and its thumbs together or not at all', async () => {
    const { post, orderId } = await customerWithOrder();
    const [nihari] = linesOf(orderId) as [number];
    // The line goes away between the check and the write: its thumb cannot be stored, so neither is the feedback.
    const detect = vi.spyOn(t.app.assistant, 'detectEmotion').mockImplementationOnce(async () => {
      t.app.db.delete(orderLines).where(eq(orderLines.id, nihari)).run();
      return { emotion: 'joy', confidence: 0.9, engine: 'built-in' };
    });
    try {
      const res = await post('/feedback/order', {
        order_id: orderId,
        content: 'Great!',
        stars: 5,
        dishes: [{ orderLineId: nihari, liked: true }],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      detect.mockRestore();
    }
    expect(feedbackOn(orderId)).toBeUndefined();
  });
});

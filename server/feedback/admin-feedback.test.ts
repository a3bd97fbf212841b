/**
 * The admin's side of feedback: reading every feedback with its order, and answering one by e-mail.
 * Mails go through the real outbox transport, so what the customer would receive is read from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback, feedbackDishRatings, mailLog, orderLines } from '../../drizzle/schema.ts';
import type { Emotion, Role } from '../../shared/constants.ts';
import { FOLLOW_UP_MAX, feedbackListAnswer, followUpAnswer, needsReply } from '../../shared/feedback.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { mailsTo, readOutbox } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { LIMITS } from '../security/limits.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';

const LIST = '/api/feedback/get/all';
const FOLLOW_UP = '/api/feedback/send/follow-up-email';
const PER_FEEDBACK = LIMITS.followUpsPerFeedback[0]!.limit;
const PER_ADMIN = LIMITS.followUpsPerAdmin[0]!.limit;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminHeaders: { authorization: string };
type Product = ReturnType<typeof createProduct>;
let dish: Product;
let side: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'ADMIN', name: 'Nadia Owner' });
  adminHeaders = await headersFor(t, admin);
  [dish, side] = dishesOf(t);
});
afterAll(() => t.close());

async function headersFor(app: TestApp, user: { id: number; role: Role }) {
  return { authorization: `Bearer ${sessionToken(app.app, user)}` };
}

const menus = new WeakMap<TestApp, [Product, Product]>();
/** The two dishes every order holds, created once in each app's database. */
function dishesOf(app: TestApp): [Product, Product] {
  let menu = menus.get(app);
  if (!menu) {
    menu = [
      createProduct(app.app, { name: 'Chicken Karahi', price: 12.5 }),
      createProduct(app.app, { name: 'Garlic Naan', price: 1.25 }),
    ];
    menus.set(app, menu);
  }
  return menu;
}

interface FeedbackOptions {
  name?: string;
  content?: string;
  emotion?: Emotion;
  stars?: number | null;
  createdAt?: number;
  followedUpAt?: number;
}

/** A customer, their delivered order and the feedback they left on it. */
async function feedbackFrom(options: FeedbackOptions = {}, app: TestApp = t) {
  const customer = await createUser(app.app, { name: options.name ?? 'Ayesha Khan' });
  const [main, extra] = dishesOf(app);
  const order = createOrder(app.app, {
    customerId: customer.id,
    status: 'DELIVERED',
    paymentMethod: 'CARD',
    lines: [
      { product: main, quantity: 2 },
      { product: extra, quantity: 3 },
    ],
  });
  const given = app.app.db
    .insert(feedback)
    .values({
      orderId: order.id,
      customerId: customer.id,
      content: options.content ?? 'The karahi was cold when it arrived.',
      stars: options.stars ?? null,
      emotion: options.emotion ?? 'anger',
      createdAt: options.createdAt ?? Date.now(),
      followUpAt: options.followedUpAt ?? null,
    })
    .returning()
    .get();
  const request = { customer_id: customer.id, feedback_id: given.id, order_id: order.id, body: 'Dear Ayesha, sorry!' };
  return { customer, order, feedback: given, request };
}

const list = (headers = adminHeaders, app = t) => app.app.inject({ url: LIST, headers });
const followUp = (payload: object, headers = adminHeaders, app = t) =>
  app.app.inject({ method: 'POST', url: FOLLOW_UP, payload, headers });
const rowOf = (id: number, app = t) => app.app.db.select().from(feedback).where(eq(feedback.id, id)).get()!;

describe('admin only', () => {
  const calls = [
    ['GET', LIST],
    ['POST', FOLLOW_UP],
  ] as const;

  it.each(calls)(
    '%s %s refuses customers, workers and delivery staff (403) and anonymous callers (401)',
    async (method, url) => {
      const { request } = await feedbackFrom();
      for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN'] as const) {
        const headers = await headersFor(t, await createUser(t.app, { role }));
        const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: request } : {}) });
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toEqual(expect.any(String));
      }
      const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: request } : {}) });
      expect(anonymous.statusCode).toBe(401);
      expect(rowOf(request.feedback_id).followUpAt).toBeNull();
    },
  );
});

describe('GET /api/feedback/get/all', () => {
  it('lists every feedback newest first, with its customer and its order', async () => {
    const now = Date.now();
    const older = await feedbackFrom({
      name: 'Hamza Siddiqui',
      emotion: 'joy',
      content: 'Lovely!',
      createdAt: now - 60_000,
    });
    const newer = await feedbackFrom({
      name: 'Fatima Zahra',
      emotion: 'fear',
      content: 'Rider was reckless.',
      createdAt: now,
    });

    const res = await list();
    expect(res.statusCode).toBe(200);
    const { message, data } = feedbackListAnswer.parse(res.json());
    expect(message).toEqual(expect.any(String));
    const ids = data.map((item) => item.feedback_id);
    expect(ids.indexOf(newer.feedback.id)).toBeLessThan(ids.indexOf(older.feedback.id));
    const createdTimes = data.map((item) => Date.parse(item.created_at));
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));

    expect(data.find((item) => item.feedback_id === newer.feedback.id)).toEqual({
      feedback_id: newer.feedback.id,
      customer_id: newer.customer.id,
      customer_name: 'Fatima Zahra',
      content: 'Rider was reckless.',
      stars: null,
      emotion: 'fear',
      dishes: [],
      created_at: new Date(now).toISOString(),
      follow_up: null,
      order: {
        order_id: newer.order.id,
        order_date: new Date(newer.order.confirmedAt!).toISOString(),
        customer_email: newer.customer.email,
        delivery_address: 'House 7, Street 12, F-8/3',
        payment_method: 'CARD',
        order_status: 'DELIVERED',
        total_price: 28.75,
        order_items: [
          {
            productId: dish.id,
            imageURL: pictureUrl(t.config.publicUrl, dish.imagePath),
            productName: 'Chicken Karahi',
            quantity: 2,
            unitPrice: 12.5,
            options: [],
            note: null,
          },
          {
            productId: side.id,
            imageURL: pictureUrl(t.config.publicUrl, side.imagePath),
            productName: 'Garlic Naan',
            quantity: 3,
            unitPrice: 1.25,
            options: [],
            note: null,
          },
        ],
        delivery_history: [],
      },
    });
  });

  it('gives the stars and the dish thumbs, with the names the order has, in the order of its lines', async () => {
    const rated = await feedbackFrom({ stars: 2, content: '', emotion: 'neutral' });
    const [karahi, naan] = t.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, rated.order.id))
      .orderBy(asc(orderLines.id))
      .all();
    t.app.db
      .insert(feedbackDishRatings)
      .values([
        { feedbackId: rated.feedback.id, orderLineId: naan!.id, liked: true },
        { feedbackId: rated.feedback.id, orderLineId: karahi!.id, liked: false },
      ])
      .run();

    const shown = feedbackListAnswer.parse((await list()).json()).data.find((i) => i.feedback_id === rated.feedback.id);
    expect(shown).toMatchObject({
      content: '',
      stars: 2,
      emotion: 'neutral',
      dishes: [
        { orderLineId: karahi!.id, productName: 'Chicken Karahi', liked: false },
        { orderLineId: naan!.id, productName: 'Garlic Naan', liked: true },
      ],
      follow_up: null,
    });
  });

  it('gives what "Needs a reply" picks by: low stars or unhappy words, not yet followed up', async () => {
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh.app, { role: 'ADMIN' });
      const cases = {
        'one star, happy words': { stars: 1, emotion: 'joy' },
        'two stars': { stars: 2, emotion: 'neutral' },
        'three stars, angry words': { stars: 3, emotion: 'anger' },
        'no stars, sad words': { stars: null, emotion: 'sadness' },
        'no stars, disgust': { stars: null, emotion: 'disgust' },
        'five stars, fear': { stars: 5, emotion: 'fear' },
        'three stars, neutral': { stars: 3, emotion: 'neutral' },
        'no stars, joy': { stars: null, emotion: 'joy' },
        'one star, followed up': { stars: 1, emotion: 'anger', followedUpAt: Date.now() - 60_000 },
      } satisfies Record<string, FeedbackOptions>;
      const ids = new Map<number, string>();
      for (const [name, options] of Object.entries(cases)) {
        const { feedback: given } = await feedbackFrom({ ...options, name }, fresh);
        ids.set(given.id, name);
      }

      const res = await list(await headersFor(fresh, owner), fresh);
      const picked = feedbackListAnswer
        .parse(res.json())
        .data.filter(needsReply)
        .map((item) => ids.get(item.feedback_id));
      expect(picked.sort()).toEqual(
        [
          'one star, happy words',
          'two stars',
          'three stars, angry words',
          'no stars, sad words',
          'no stars, disgust',
          'five stars, fear',
        ].sort(),
      );
    } finally {
      await fresh.close();
    }
  });

  it('reads the list in the same few queries however many feedbacks there are', async () => {
    const queriesFor = async () => {
      const select = vi.spyOn(t.app.db, 'select');
      try {
        expect((await list()).statusCode).toBe(200);
        return select.mock.calls.length;
      } finally {
        select.mockRestore();
      }
    };
    const before = await queriesFor();
    for (let i = 0; i < 25; i++) await feedbackFrom({ emotion: 'neutral' });
    expect(await queriesFor()).toBe(before);
    // The feedbacks, their dish thumbs and their returns; the lines and their choices by statements compiled once.
    expect(before).toBeLessThanOrEqual(3);
  });
});

describe('POST /api/feedback/send/follow-up-email', () => {
  it('mails the customer the text, escaped, with a reference to the order, and records who followed up', async () => {
    const {
      customer,
      order,
      feedback: given,
      request,
    } = await feedbackFrom({
      content: 'Cold karahi <again>',
    });
    const body =
      '  Dear Ayesha,\n\nSorry about the <b>cold</b> karahi & the wait.\nYour next one is on us.\n\nBest regards,\nForkcast  ';
    const before = Date.now();
    const res = await followUp({ ...request, body });

    expect(res.statusCode).toBe(200);
    expect(followUpAnswer.parse(res.json())).toEqual({
      message: 'Email sent successfully',
      data: { feedback_id: given.id, follow_up: { sent_at: expect.any(String), sent_by: 'Nadia Owner' } },
    });

    const mails = mailsTo(t.dataDir, customer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`About your Forkcast order #${order.id}`);
    expect(mail!.text.startsWith(body.trim())).toBe(true);
    expect(mail!.text).toContain(`order #${order.id}`);
    expect(mail!.text).toContain('> Cold karahi <again>');
    expect(mail!.html).toContain(
      'Sorry about the &lt;b&gt;cold&lt;/b&gt; karahi &amp; the wait.<br>Your next one is on us.',
    );
    expect(mail!.html).toContain('Cold karahi &lt;again&gt;');
    expect(mail!.html).not.toContain('<b>cold</b>');

    const row = rowOf(given.id);
    expect(row.followUpBy).toBe(admin.id);
    expect(row.followUpAt).toBeGreaterThanOrEqual(before);
    expect(t.app.db.select().from(mailLog).where(eq(mailLog.recipient, customer.email)).all()).toMatchObject([
      { status: 'sent', purpose: 'follow-up' },
    ]);

    const shown = feedbackListAnswer.parse((await list()).json()).data.find((item) => item.feedback_id === given.id)!;
    expect(shown.follow_up).toEqual({ sent_at: new Date(row.followUpAt!).toISOString(), sent_by: 'Nadia Owner' });
    expect(res.json().data.follow_up).toEqual(shown.follow_up);
  });

  it('quotes the stars the customer gave, and only them when they wrote nothing', async () => {
    const starsOnly = await feedbackFrom({ stars: 1, content: '', emotion: 'neutral' });
    const both = await feedbackFrom({ stars: 2, content: 'Cold again.' });
    for (const { request } of [starsOnly, both]) expect((await followUp(request)).statusCode).toBe(200);
    expect(mailsTo(t.dataDir, starsOnly.customer.email)[0]!.text).toMatch(/:\n\n> Rated 1 of 5 stars\.$/);
    expect(mailsTo(t.dataDir, both.customer.email)[0]!.text).toMatch(/:\n\n> Rated 2 of 5 stars\.\n> Cold again\.$/);
  });

  it(`accepts a message of 1 and of ${FOLLOW_UP_MAX} characters (after trimming)`, async () => {
    for (const body of ['!', `   ${'x'.repeat(FOLLOW_UP_MAX)}\n`]) {
      const { request, customer } = await feedbackFrom();
      expect((await followUp({ ...request, body })).statusCode).toBe(200);
      expect(mailsTo(t.dataDir, customer.email)[0]!.text.startsWith(body.trim())).toBe(true);
    }
  });

  it.each([
    [{ body: '' }, 'Please write a message.'],
    [{ body: ' \n\t ' }, 'Please write a message.'],
    [{ body: undefined }, 'Please write a message.'],
    [{ body: 42 }, 'Please write a message.'],
    [{ body: 'x'.repeat(FOLLOW_UP_MAX + 1) }, `at most ${FOLLOW_UP_MAX} characters`],
    [{ customer_id: undefined }, 'customer_id'],
    [{ customer_id: 'abc' }, 'customer_id must be a number.'],
    [{ customer_id: 0 }, 'customer_id must be positive.'],
    [{ customer_id: 1.5 }, 'customer_id must be a whole number.'],
    [{ feedback_id: undefined }, 'feedback_id'],
    [{ feedback_id: 'seven' }, 'feedback_id must be a number.'],
    [{ feedback_id: -3 }, 'feedback_id must be positive.'],
    [{ order_id: undefined }, 'order_id'],
    [{ order_id: null }, 'order_id must be a number.'],
    [{ order_id: 2.5 }, 'order_id must be a whole number.'],
  ])('validates %o', async (change, message) => {
    const { request, customer } = await feedbackFrom();
    const res = await followUp({ ...request, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(mailsTo(t.dataDir, customer.email)).toEqual([]);
    expect(rowOf(request.feedback_id).followUpAt).toBeNull();
  });

  it('answers a wrong customer, a wrong order and an unknown feedback alike with 404, and sends nothing', async () => {
    const mine = await feedbackFrom();
    const someoneElse = await feedbackFrom({ name: 'Ali Raza' });
    const secondOrder = createOrder(t.app, {
      customerId: mine.customer.id,
      status: 'DELIVERED',
      lines: [{ product: dish, quantity: 1 }],
    });
    const mailsBefore = readOutbox(t.dataDir).length;

    const answers = await Promise.all(
      [
        { ...mine.request, customer_id: someoneElse.customer.id },
        { ...mine.request, order_id: secondOrder.id },
        { ...mine.request, order_id: someoneElse.order.id },
        { ...someoneElse.request, customer_id: mine.customer.id, order_id: mine.order.id },
        { ...mine.request, feedback_id: 99_999_999 },
      ].map((payload) => followUp(payload)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such feedback.' });
    }
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore);
    expect(rowOf(mine.feedback.id).followUpAt).toBeNull();
    expect(rowOf(someoneElse.feedback.id).followUpAt).toBeNull();
  });

  it(`allows ${PER_FEEDBACK} follow-ups on one feedback an hour, then answers 429 with a message`, async () => {
    const { request, customer } = await feedbackFrom();
    for (let i = 0; i < PER_FEEDBACK; i++) expect((await followUp(request)).statusCode).toBe(200);
    const refused = await followUp(request);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/followed up several times.*try again in \d+ minutes?/);
    expect(mailsTo(t.dataDir, customer.email)).toHaveLength(PER_FEEDBACK);
  });

  it(`allows one admin ${PER_ADMIN} follow-ups an hour, then answers 429 with a message`, async () => {
    const busy = await createUser(t.app, { role: 'ADMIN' });
    const headers = await headersFor(t, busy);
    const feedbacks = [];
    for (let i = 0; i <= PER_ADMIN; i++) feedbacks.push(await feedbackFrom());
    for (const { request } of feedbacks.slice(0, PER_ADMIN))
      expect((await followUp(request, headers)).statusCode).toBe(200);

    const last = feedbacks.at(-1)!;
    const refused = await followUp(last.request, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/very quickly.*try again in \d+ minutes?/);
    expect(mailsTo(t.dataDir, last.customer.email)).toEqual([]);
    expect(rowOf(last.feedback.id).followUpAt).toBeNull();
    // Another admin is not held back by this one.
    expect((await followUp(last.request)).statusCode).toBe(200);
  });
});

describe('when the mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    // The outbox transport must create this folder; a file in its place makes every send fail.
    fs.writeFileSync(path.join(broken.dataDir, 'outbox'), 'not a folder');
  });
  afterAll(() => broken.close());

  it('answers 503 with a message and records no follow-up', async () => {
    const brokenAdmin = await createUser(broken.app, { role: 'ADMIN' });
    const headers = await headersFor(broken, brokenAdmin);
    const { request, customer } = await feedbackFrom({}, broken);

    const res = await followUp(request, headers, broken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/could not be sent/) });
    expect(rowOf(request.feedback_id, broken)).toMatchObject({ followUpAt: null, followUpBy: null });
    expect(broken.app.db.select().from(mailLog).where(eq(mailLog.recipient, customer.email)).all()).toMatchObject([
      { status: 'failed', purpose: 'follow-up' },
    ]);
    const shown = feedbackListAnswer.parse((await list(headers, broken)).json()).data[0];
    expect(shown).toMatchObject({ feedback_id: request.feedback_id, follow_up: null });
  });
});

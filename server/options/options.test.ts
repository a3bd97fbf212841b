/**
 * Dishes with option groups, ordered through the API (issue: sizes, add-ons, choices and notes). Prices come from the
 * database, base plus every chosen choice; a choice must be the dish's; every required group must be chosen and no
 * group over its maximum; a sold-out choice is refused naming it; an order line keeps a copy of its choices and note,
 * so it reads the same after the menu changes; a client that sends no choices gets the required defaults.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionChoices, orderLineChoices, orderLines, orders } from '../../drizzle/schema.ts';
import { boardOf, pastOrdersOf } from '../../tests/answers.ts';
import { createOptionGroup, createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let karahi: ReturnType<typeof createProduct>;
let burger: ReturnType<typeof createProduct>;
let tea: ReturnType<typeof createProduct>;
let size: ReturnType<typeof createOptionGroup>;
let extras: ReturnType<typeof createOptionGroup>;
let sugar: ReturnType<typeof createOptionGroup>;
const choice = (group: { choices: { id: number; name: string }[] }, name: string) =>
  group.choices.find((c) => c.name === name)!.id;

beforeAll(async () => {
  t = await createTestApp();
  karahi = createProduct(t.app, { name: 'Chicken Karahi', price: 12 });
  burger = createProduct(t.app, { name: 'Zinger Burger', price: 6.5 });
  tea = createProduct(t.app, { name: 'Doodh Patti', price: 1.5 });
  size = createOptionGroup(t.app, {
    name: 'Size',
    min: 1,
    max: 1,
    choices: [
      { name: 'Half kg', price: -4 },
      { name: 'Full kg', price: 3.5 },
    ],
    dishes: [karahi],
  });
  extras = createOptionGroup(t.app, {
    name: 'Extras',
    min: 0,
    max: 2,
    choices: [
      { name: 'Extra cheese', price: 1.25 },
      { name: 'Jalapeños', price: 0.75 },
      { name: 'Fried egg', price: 1 },
    ],
    dishes: [karahi, burger],
  });
  sugar = createOptionGroup(t.app, {
    name: 'Sugar',
    min: 1,
    max: 1,
    choices: [
      { name: 'No sugar', isDefault: true },
      { name: 'One spoon', price: 0 },
    ],
    dishes: [tea],
  });
});
afterAll(() => t.close());

async function customer() {
  const user = await createUser(t.app);
  const headers = { authorization: `Bearer ${sessionToken(t.app, user)}` };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  return { user, headers, post };
}

const order = (lineItems: object[], extra: object = {}) => ({ ...orderRequest(), lineItems, ...extra });

const linesOf = (orderId: number) =>
  t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id).all();
const choicesOf = (lineId: number) =>
  t.app.db
    .select()
    .from(orderLineChoices)
    .where(eq(orderLineChoices.orderLineId, lineId))
    .orderBy(orderLineChoices.position)
    .all();

describe('the menu', () => {
  it('answers each dish with its groups and choices, in order, and its price without them', async () => {
    const menu = (await t.app.inject('/api/products/get/all')).json() as {
      id: number;
      price: number;
      optionGroups: unknown[];
    }[];
    expect(menu.find((dish) => dish.id === karahi.id)).toMatchObject({
      price: 12,
      optionGroups: [
        {
          name: 'Size',
          min: 1,
          max: 1,
          choices: [
            { name: 'Half kg', price: -4, availability: true, isDefault: false },
            { name: 'Full kg', price: 3.5, availability: true, isDefault: false },
          ],
        },
        {
          name: 'Extras',
          min: 0,
          max: 2,
          choices: [{ name: 'Extra cheese' }, { name: 'Jalapeños' }, { name: 'Fried egg' }],
        },
      ],
    });
  });
});

describe('placing an order with choices', () => {
  it('prices each line from the database, base plus every choice, and keeps a copy of choices and note', async () => {
    const c = await customer();
    const res = await c.post(
      '/order/create',
      order(
        [
          {
            productId: karahi.id,
            quantity: 2,
            choices: [choice(size, 'Full kg'), choice(extras, 'Extra cheese')],
            note: '  no onions  ',
          },
          { productId: burger.id, quantity: 1, choices: [] },
        ],
        { deliveryNote: 'Ring the bell, gate 2' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, total } = res.json().data as { orderId: number; total: number };
    // (12 + 3.5 + 1.25) × 2 + 6.5
    expect(total).toBe(40);
    expect(t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()).toMatchObject({
      totalCents: 4000,
      deliveryNote: 'Ring the bell, gate 2',
    });
    const [first, second] = linesOf(orderId);
    expect(first).toMatchObject({ productId: karahi.id, unitPriceCents: 1675, quantity: 2, note: 'no onions' });
    expect(choicesOf(first!.id)).toMatchObject([
      { groupName: 'Size', choiceName: 'Full kg', priceDeltaCents: 350 },
      { groupName: 'Extras', choiceName: 'Extra cheese', priceDeltaCents: 125 },
    ]);
    expect(second).toMatchObject({ productId: burger.id, unitPriceCents: 650, note: null });
    expect(choicesOf(second!.id)).toEqual([]);
    // The code's mail shows what is being confirmed.
    const mail = mailsTo(t.dataDir, c.user.email).at(-1)!;
    for (const line of [
      '2 × Chicken Karahi (Full kg, Extra cheese): $33.50',
      'Note: no onions',
      '1 × Zinger Burger: $6.50',
      'Total: $40.00',
      'For the rider: Ring the bell, gate 2',
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain('Full kg, Extra cheese');
  });

  it('keeps the same dish with other choices or another note on lines of its own, and merges the same', async () => {
    const c = await customer();
    const full = choice(size, 'Full kg');
    const half = choice(size, 'Half kg');
    const res = await c.post(
      '/order/create',
      order([
        { productId: karahi.id, quantity: 1, choices: [full] },
        { productId: karahi.id, quantity: 1, choices: [half] },
        { productId: karahi.id, quantity: 2, choices: [full] },
        { productId: karahi.id, quantity: 1, choices: [full], note: 'extra raita' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const lines = linesOf(res.json().data.orderId);
    expect(lines.map((line) => [line.quantity, line.unitPriceCents, line.note])).toEqual([
      [3, 1550, null],
      [1, 800, null],
      [1, 1550, 'extra raita'],
    ]);
  });

  it.each([
    ['a required group left out', () => [], 'Choose your size for Chicken Karahi.'],
    [
      'two sizes in a single-choice group',
      () => [choice(size, 'Full kg'), choice(size, 'Half kg')],
      'Choose at most 1 size for Chicken Karahi.',
    ],
    [
      'more extras than the group allows',
      () => [choice(size, 'Full kg'), ...extras.choices.map((c) => c.id)],
      'Choose at most 2 extras for Chicken Karahi.',
    ],
    [
      "another dish's choice",
      () => [choice(size, 'Full kg'), choice(sugar, 'One spoon')],
      /Chicken Karahi has no such choice/,
    ],
  ])('refuses %s with a 400 in words a person uses, and places nothing', async (_, choices, message) => {
    const c = await customer();
    const res = await c.post('/order/create', order([{ productId: karahi.id, quantity: 1, choices: choices() }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().fields).toHaveProperty('lineItems');
    expect(t.app.db.select().from(orders).where(eq(orders.customerId, c.user.id)).all()).toEqual([]);
  });

  it('refuses a sold-out choice naming it, with its id, so the cart can mark the line', async () => {
    const c = await customer();
    const full = choice(size, 'Full kg');
    t.app.db.update(optionChoices).set({ available: false }).where(eq(optionChoices.id, full)).run();
    try {
      const res = await c.post('/order/create', order([{ productId: karahi.id, quantity: 1, choices: [full] }]));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SOLD_OUT',
        choiceIds: [full],
        message: expect.stringContaining('Full kg is sold out for Chicken Karahi.'),
      });
    } finally {
      t.app.db.update(optionChoices).set({ available: true }).where(eq(optionChoices.id, full)).run();
    }
  });

  it("takes a required group's default for a client that sends no choices, and names a group that has none", async () => {
    const c = await customer();
    const tea1 = await c.post('/order/create', order([{ productId: String(tea.id), quantity: '1' }]));
    expect(tea1.statusCode, tea1.body).toBe(201);
    const [line] = linesOf(tea1.json().data.orderId);
    expect(choicesOf(line!.id)).toMatchObject([{ groupName: 'Sugar', choiceName: 'No sugar' }]);

    const karahi1 = await c.post('/order/create', order([{ productId: karahi.id, quantity: 1 }]));
    expect(karahi1.statusCode).toBe(400);
    expect(karahi1.json().message).toBe('Choose your size for Chicken Karahi.');
  });

  it('reads the same after the menu changes: names and prices are the copy made when it was placed', async () => {
    const c = await customer();
    const full = choice(size, 'Full kg');
    const res = await c.post(
      '/order/create',
      order([{ productId: karahi.id, quantity: 1, choices: [full], note: 'well done' }]),
    );
    const orderId = res.json().data.orderId as number;
    await c.post('/order/confirm', { otp: latestCode(t.dataDir, c.user.email), orderId });
    t.app.db.update(optionChoices).set({ name: 'Large', priceDeltaCents: 900 }).where(eq(optionChoices.id, full)).run();
    try {
      const past = pastOrdersOf(await t.app.inject({ url: '/api/orders/get-by-customer', headers: c.headers }));
      expect(past.find((o) => o.order_id === orderId)!.order_items).toEqual([
        expect.objectContaining({
          productName: 'Chicken Karahi',
          unitPrice: 15.5,
          options: [{ choiceId: full, group: 'Size', choice: 'Full kg', price: 3.5 }],
          note: 'well done',
        }),
      ]);
      const cook = sessionToken(t.app, await createUser(t.app, { role: 'WORKER' }));
      const board = boardOf(
        await t.app.inject({
          url: '/api/orders/get-processing-and-prepared',
          headers: { authorization: `Bearer ${cook}` },
        }),
      );
      expect(board.processing.find((o) => o.orderId === orderId)!.lineItems).toMatchObject([
        { name: 'Chicken Karahi', options: [{ choice: 'Full kg' }], note: 'well done' },
      ]);
    } finally {
      t.app.db
        .update(optionChoices)
        .set({ name: 'Full kg', priceDeltaCents: 350 })
        .where(eq(optionChoices.id, full))
        .run();
    }
  });
});

describe("the kitchen's sold out for one choice", () => {
  it('is for the kitchen and the administrator, and a customer ordering it is told at once', async () => {
    const full = choice(size, 'Full kg');
    const as = async (role: 'WORKER' | 'ADMIN' | 'CUSTOMER', availability: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/option-choice/availability',
        payload: { choiceId: full, availability },
        headers: { authorization: `Bearer ${sessionToken(t.app, await createUser(t.app, { role }))}` },
      });
    expect((await as('CUSTOMER', false)).statusCode).toBe(403);
    const marked = await as('WORKER', false);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      message: 'Full kg is sold out.',
      data: { group: 'Size', availability: false },
    });
    const c = await customer();
    const refused = await c.post('/order/create', order([{ productId: karahi.id, quantity: 1, choices: [full] }]));
    expect(refused.statusCode).toBe(409);
    expect((await as('ADMIN', true)).statusCode).toBe(200);
    const placed = await c.post('/order/create', order([{ productId: karahi.id, quantity: 1, choices: [full] }]));
    expect(placed.statusCode).toBe(201);
  });
});

describe('the assistant', () => {
  it('prices a dish at its cheapest valid choices: a 12 karahi with a half size for 4 less is "under $10"', async () => {
    const c = await customer();
    const res = await c.post('/recommendation/recommend', { text: 'chicken karahi under $10', type: 'nutritional' });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data as { name: string; price: number; reason: string }[];
    const karahi = shown.find((dish) => dish.name === 'Chicken Karahi')!;
    // The row shows the usual price; the reason says which choice is under $10.
    expect(karahi.price).toBe(12);
    expect(karahi.reason).toMatch(/under \$10 \(Half kg: \$8\.00\)$/);
  });
});

describe('the dashboard', () => {
  it('counts a dish once whatever its choices, and its revenue with them', async () => {
    const handi = createProduct(t.app, { name: 'Mutton Handi', price: 14 });
    const handiSize = createOptionGroup(t.app, {
      name: 'Size',
      min: 1,
      max: 1,
      choices: [
        { name: 'Half', price: -5 },
        { name: 'Full', price: 4 },
      ],
      dishes: [handi],
    });
    const admin = { authorization: `Bearer ${sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }))}` };
    // The restaurant's day: in the evening, UTC's date is a day behind Karachi's.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: t.app.restaurant.timeZone() });
    const insight = async (path: string) =>
      (await t.app.inject({ url: `/api/insights/${path}?startDate=${today}&endDate=${today}`, headers: admin })).json()
        .data as Record<string, number>;
    const revenueBefore = Object.values(await insight('get-revenue')).reduce((sum, amount) => sum + amount, 0);

    const c = await customer();
    const placed = await c.post(
      '/order/create',
      order([
        { productId: handi.id, quantity: 1, choices: [choice(handiSize, 'Full')] },
        { productId: handi.id, quantity: 2, choices: [choice(handiSize, 'Half')] },
      ]),
    );
    const { orderId, total } = placed.json().data as { orderId: number; total: number };
    expect(total).toBe(18 + 2 * 9);
    expect((await c.post('/order/confirm', { otp: latestCode(t.dataDir, c.user.email), orderId })).statusCode).toBe(
      200,
    );

    expect((await insight('top-sold-items'))['Mutton Handi']).toBe(3);
    const revenueAfter = Object.values(await insight('get-revenue')).reduce((sum, amount) => sum + amount, 0);
    expect(revenueAfter - revenueBefore).toBeCloseTo(36, 2);
  });
});

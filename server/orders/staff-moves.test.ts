import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, orders } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import { historyKind } from '../../shared/orders-desk.ts';
import { RECALL_WINDOW_MS } from '../../shared/staff-orders.ts';
import { createOrder, createProduct, createUser, sessionToken, orderEventsOf } from '../../tests/factories.ts';
import { mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import { recordEvent } from './order-events.ts';
import { boardOf, readyOrdersOf, trackedOrdersOf } from '../../tests/answers.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
const people = {} as Record<Role, { id: number; email: string; headers: { authorization: string } }>;

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.25, ingredients: ['chicken', 'tomato', 'ginger'] });
  for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
    const name = { CUSTOMER: 'Ayesha Khan', WORKER: 'Bilal Cook', DELIVERY_MAN: 'Rashid Rider', ADMIN: 'Owner Person' }[
      role
    ];
    const user = await createUser(t.app, { role, name });
    people[role] = {
      id: user.id,
      email: user.email,
      headers: { authorization: `Bearer ${sessionToken(t.app, user)}` },
    };
  }
});
afterAll(() => t.close());

const orderIn = (
  status: OrderStatus,
  options: { at?: number; customerId?: number; paymentMethod?: 'CASH' | 'CARD'; riderId?: number } = {},
) =>
  createOrder(t.app, {
    customerId: options.customerId ?? people.CUSTOMER.id,
    status,
    lines: [{ product: dish, quantity: 2 }],
    ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
    ...(options.at ? { at: options.at } : {}),
    ...(options.riderId ? { riderId: options.riderId } : {}),
  });

const call = (role: Role | null, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: role ? people[role].headers : {},
  });

const statusOf = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!.status;

/**
 * The state machine's table, written out: the route, the one role allowed, the statuses it starts from, where it
 * goes, the answer word, and any body beyond the order. A rider's move from the pass (the spec's client, which has no
 * "take") is recorded as taken first; the restaurant changing an order's rider, as handed back first.
 */
const MOVES = [
  { url: '/order/prepare', role: 'WORKER', from: ['PROCESSING'], to: 'PREPARING', word: 'UPDATE_SUCCESSFUL' },
  { url: '/order/complete', role: 'WORKER', from: ['PREPARING'], to: 'COMPLETED', word: 'ORDER_COMPLETED' },
  { url: '/order/take', role: 'DELIVERY_MAN', from: ['COMPLETED'], to: 'OUT_FOR_DELIVERY', word: 'ORDER_TAKEN' },
  { url: '/order/hand-back', role: 'DELIVERY_MAN', from: ['OUT_FOR_DELIVERY'], to: 'COMPLETED', word: 'ORDER_UPDATED' },
  {
    url: '/order/delivered',
    role: 'DELIVERY_MAN',
    from: ['OUT_FOR_DELIVERY', 'COMPLETED'],
    to: 'DELIVERED',
    word: 'ORDER_DELIVERED',
  },
  {
    url: '/order/deliver-failed',
    role: 'DELIVERY_MAN',
    from: ['OUT_FOR_DELIVERY', 'COMPLETED'],
    to: 'PREPARING',
    word: 'ORDER_UPDATED',
  },
  {
    url: '/order/deliver-failed',
    body: { outcome: 'RETRY' },
    role: 'DELIVERY_MAN',
    from: ['OUT_FOR_DELIVERY'],
    to: 'COMPLETED',
    word: 'ORDER_UPDATED',
  },
  {
    url: '/order/deliver-failed',
    body: { outcome: 'GIVE_UP' },
    role: 'DELIVERY_MAN',
    from: ['OUT_FOR_DELIVERY'],
    to: 'DELIVERY_FAILED',
    word: 'ORDER_UPDATED',
  },
  {
    url: '/order/assign-rider',
    body: { assignee: true },
    role: 'ADMIN',
    from: ['COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'],
    to: 'OUT_FOR_DELIVERY',
    word: 'ORDER_UPDATED',
  },
] as const satisfies readonly {
  url: string;
  body?: object;
  role: Role;
  from: readonly OrderStatus[];
  to: OrderStatus;
  word: string;
}[];

describe('the order state machine over HTTP', () => {
  const cases = MOVES.flatMap((move) =>
    ORDER_STATUSES.flatMap((status) =>
      (['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const).map((role) => ({
        move,
        status,
        role,
        name: `${move.url} ${'body' in move ? JSON.stringify(move.body) : ''}`,
      })),
    ),
  );
  let secondRider: { id: number };
  beforeAll(async () => {
    secondRider = await createUser(t.app, { role: 'DELIVERY_MAN', name: 'Usman Second' });
  });

  it.each(cases)('$name on a $status order as $role', async ({ move, status, role }) => {
    // Orders out are the calling rider's, so the rider's moves find them in their hands.
    const order = orderIn(status, { riderId: people.DELIVERY_MAN.id });
    const eventsBefore = orderEventsOf(t.app, order.id).length;
    const { assignee, ...body } = 'body' in move ? { assignee: false, ...move.body } : { assignee: false };
    const res = await call(role, move.url, {
      orderId: order.id,
      reason: 'Nobody answered the door',
      ...body,
      ...(assignee ? { riderId: secondRider.id } : {}),
    });
    const startsHere = (move.from as readonly OrderStatus[]).includes(status);

    if (role !== move.role) {
      expect(res.statusCode).toBe(403);
    } else if (status === 'UNCONFIRMED') {
      // Staff cannot tell an unconfirmed order from one that does not exist.
      expect(res.statusCode).toBe(404);
    } else if (startsHere) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toBe(move.word);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`${status}|is with`));
    }
    expect(res.json().message).toEqual(expect.any(String));

    const moved = res.statusCode === 200;
    expect(statusOf(order.id)).toBe(moved ? move.to : status);
    const events = orderEventsOf(t.app, order.id);
    const twoSteps =
      (status === 'COMPLETED' && role === 'DELIVERY_MAN' && move.to !== 'OUT_FOR_DELIVERY') ||
      (status === 'OUT_FOR_DELIVERY' && assignee);
    expect(events).toHaveLength(eventsBefore + (moved ? (twoSteps ? 2 : 1) : 0));
    if (moved) {
      expect(events.at(-1)).toMatchObject({ toStatus: move.to, actorId: people[role].id });
      if (!twoSteps) expect(events.at(-1)).toMatchObject({ fromStatus: status });
    }
  });

  it('answers 401 without a session and 404 for an order that does not exist', async () => {
    expect((await call(null, '/order/prepare', { orderId: orderIn('PROCESSING').id })).statusCode).toBe(401);
    const res = await call('WORKER', '/order/prepare', { orderId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no order #999999/i);
  });

  it('rejects a malformed order id with a message naming the field', async () => {
    for (const orderId of ['12 apples', '0x10', -1, 1.5, null]) {
      const res = await call('WORKER', '/order/prepare', { orderId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/orderId/);
    }
  });

  it('lets exactly one of two workers dragging the same card at once succeed', async () => {
    const other = await createUser(t.app, { role: 'WORKER' });
    const otherHeaders = { authorization: `Bearer ${sessionToken(t.app, other)}` };
    const order = orderIn('PROCESSING');
    const [a, b] = await Promise.all([
      call('WORKER', '/order/prepare', { orderId: order.id }),
      t.app.inject({
        method: 'POST',
        url: '/api/order/prepare',
        payload: { orderId: order.id },
        headers: otherHeaders,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).all();
    expect(events.filter((e) => e.toStatus === 'PREPARING')).toHaveLength(1);
  });
});

describe('POST /api/order/recall: the kitchen takes back its last bump within half a minute', () => {
  const ROLES = ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const;
  const recall = (orderId: number, role: Role = 'WORKER') => call(role, '/order/recall', { orderId });
  /** Moves the order's last event `ms` into the past, as if its bump was made then. */
  const bumpedAgo = (orderId: number, ms: number) => {
    const last = orderEventsOf(t.app, orderId).at(-1)!;
    t.app.db
      .update(orderEvents)
      .set({ at: Date.now() - ms })
      .where(eq(orderEvents.id, last.id))
      .run();
  };
  const cardOf = async (orderId: number) => {
    const data = boardOf(
      await t.app.inject({ url: '/api/orders/get-processing-and-prepared', headers: people.WORKER.headers }),
    );
    return [...data.processing, ...data.preparing, ...data.completed].find((o) => o.orderId === orderId);
  };

  // An order made by the factory was moved along a moment ago: Preparing and Ready ones were bumped just now.
  const cases = ORDER_STATUSES.flatMap((status) => ROLES.map((role) => ({ status, role })));
  it.each(cases)('on a $status order as $role', async ({ status, role }) => {
    const order = orderIn(status, { riderId: people.DELIVERY_MAN.id });
    const eventsBefore = orderEventsOf(t.app, order.id).length;
    const res = await recall(order.id, role);
    const back: Partial<Record<OrderStatus, OrderStatus>> = { PREPARING: 'PROCESSING', COMPLETED: 'PREPARING' };
    const to = back[status];

    if (role !== 'WORKER') expect(res.statusCode).toBe(403);
    // Beyond the kitchen's reach (as for its ticket): answered like a missing order.
    else if (status === 'UNCONFIRMED' || status === 'CANCELLED') {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `There is no order #${order.id}.` });
    } else if (to) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: `Order #${order.id} is back in ${to === 'PROCESSING' ? 'the Queue' : 'Preparing'}.`,
        data: 'ORDER_RECALLED',
      });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          status === 'OUT_FOR_DELIVERY'
            ? `Order #${order.id} is with Rashid.`
            : expect.stringMatching(
                new RegExp(`^Order #${order.id} is ${status} \\(.*\\), so it can't be recalled\\.$`),
              ),
      });
    }

    const moved = res.statusCode === 200;
    expect(statusOf(order.id)).toBe(moved ? to : status);
    const events = orderEventsOf(t.app, order.id);
    expect(events).toHaveLength(eventsBefore + (moved ? 1 : 0));
    if (moved)
      expect(events.at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: to,
        actorId: people.WORKER.id,
        reason: null,
      });
  });

  it('undoes Start preparing and Mark ready made from the board, each once, recorded with who recalled it', async () => {
    const customer = await createUser(t.app);
    const order = orderIn('PROCESSING', { customerId: customer.id });
    expect((await call('WORKER', '/order/prepare', { orderId: order.id })).statusCode).toBe(200);
    expect((await recall(order.id)).json()).toEqual({
      message: `Order #${order.id} is back in the Queue.`,
      data: 'ORDER_RECALLED',
    });
    expect(statusOf(order.id)).toBe('PROCESSING');
    // Back in the Queue, the recall itself is the last move: there is nothing more to take back.
    const again = await recall(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is PROCESSING \(in the queue\), so it can't be recalled/);

    await call('WORKER', '/order/prepare', { orderId: order.id });
    await call('WORKER', '/order/complete', { orderId: order.id });
    expect((await recall(order.id)).json().message).toBe(`Order #${order.id} is back in Preparing.`);
    expect(statusOf(order.id)).toBe('PREPARING');
    const twice = await recall(order.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Order #${order.id} can't be recalled: only the kitchen's last move of a ticket can be, within 30 seconds.`,
    );

    // Not a rider's return: the kitchen, the customer's tracker and the desk say nothing of a failed delivery.
    expect(await cardOf(order.id)).toMatchObject({ status: 'PREPARING', returnedReason: null });
    const tracked = trackedOrdersOf(
      await t.app.inject({
        url: '/api/orders/track',
        headers: { authorization: `Bearer ${sessionToken(t.app, customer)}` },
      }),
    ).find((o) => o.order_id === order.id)!;
    expect(tracked).toMatchObject({ stage: 'PREPARING', returned_reason: null, failed_attempt: null });
    const desk = await t.app.inject({ url: `/api/orders/admin/${order.id}`, headers: people.ADMIN.headers });
    const history = (
      desk.json().data.history as { from: OrderStatus; to: OrderStatus; reason: string | null; actor: { id: number } }[]
    )
      .filter((entry) => historyKind(entry) === 'recalled')
      .map((entry) => `${entry.from} → ${entry.to} by ${entry.actor.id}`);
    expect(history).toEqual([
      `PREPARING → PROCESSING by ${people.WORKER.id}`,
      `COMPLETED → PREPARING by ${people.WORKER.id}`,
    ]);
    // A correction of the address is for a failed delivery only.
    const correction = await t.app.inject({
      method: 'POST',
      url: '/api/order/correct-address',
      headers: { authorization: `Bearer ${sessionToken(t.app, customer)}` },
      payload: { orderId: order.id, address: 'House 9, Street 2, F-8/1', latitude: 33.7, longitude: 73.04 },
    });
    expect(correction.statusCode).toBe(409);

    // Started twice, the customer heard it once; a recall tells the customer nothing.
    await call('WORKER', '/order/complete', { orderId: order.id });
    await call('DELIVERY_MAN', '/order/take', { orderId: order.id });
    await vi.waitFor(() =>
      expect(mailsTo(t.dataDir, customer.email).map((mail) => mail.subject)).toContain(
        `Your Forkcast order #${order.id} is on its way`,
      ),
    );
    expect(
      mailsTo(t.dataDir, customer.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(
      [`Your Forkcast order #${order.id} is being prepared`, `Your Forkcast order #${order.id} is on its way`].sort(),
    );
  });

  it(`is too late ${RECALL_WINDOW_MS / 1000} seconds after the bump`, async () => {
    const order = orderIn('PROCESSING');
    await call('WORKER', '/order/prepare', { orderId: order.id });
    bumpedAgo(order.id, RECALL_WINDOW_MS - 1_000);
    expect((await recall(order.id)).statusCode).toBe(200);

    await call('WORKER', '/order/prepare', { orderId: order.id });
    bumpedAgo(order.id, RECALL_WINDOW_MS);
    const late = await recall(order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: `Too late to recall order #${order.id}: it was bumped more than 30 seconds ago.`,
    });
    expect(statusOf(order.id)).toBe('PREPARING');
  });

  it('says whose bag it is once a rider took the order, or kept it to try again', async () => {
    const order = orderIn('PREPARING');
    await call('WORKER', '/order/complete', { orderId: order.id });
    expect((await call('DELIVERY_MAN', '/order/take', { orderId: order.id })).statusCode).toBe(200);
    const taken = await recall(order.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: `Order #${order.id} is with Rashid.` });

    const retry = await call('DELIVERY_MAN', '/order/deliver-failed', {
      orderId: order.id,
      reason: 'No answer',
      outcome: 'RETRY',
    });
    expect(retry.statusCode).toBe(200);
    expect(statusOf(order.id)).toBe('COMPLETED');
    expect((await recall(order.id)).json()).toEqual({ message: `Order #${order.id} is with Rashid.` });
    expect(statusOf(order.id)).toBe('COMPLETED');
  });

  it("takes back only the kitchen's bump: not a rider's hand-back or a delivery brought back", async () => {
    const handedBack = orderIn('COMPLETED');
    await call('DELIVERY_MAN', '/order/take', { orderId: handedBack.id });
    await call('DELIVERY_MAN', '/order/hand-back', { orderId: handedBack.id });
    expect(statusOf(handedBack.id)).toBe('COMPLETED');
    expect((await recall(handedBack.id)).json().message).toMatch(/can't be recalled: only the kitchen's last move/);

    const returned = orderIn('COMPLETED');
    await call('DELIVERY_MAN', '/order/deliver-failed', { orderId: returned.id, reason: 'Gate locked' });
    expect(statusOf(returned.id)).toBe('PREPARING');
    expect((await recall(returned.id)).json().message).toMatch(/can't be recalled: only the kitchen's last move/);
    expect(statusOf(returned.id)).toBe('PREPARING');
  });

  it('lets exactly one of two workers recalling the same bump at once succeed', async () => {
    const other = await createUser(t.app, { role: 'WORKER' });
    const order = orderIn('PROCESSING');
    await call('WORKER', '/order/prepare', { orderId: order.id });
    const [a, b] = await Promise.all([
      recall(order.id),
      t.app.inject({
        method: 'POST',
        url: '/api/order/recall',
        payload: { orderId: order.id },
        headers: { authorization: `Bearer ${sessionToken(t.app, other)}` },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(statusOf(order.id)).toBe('PROCESSING');
  });

  it('answers 401 without a session, 404 for a missing order, and 400 naming a malformed orderId', async () => {
    expect((await call(null, '/order/recall', { orderId: orderIn('PREPARING').id })).statusCode).toBe(401);
    expect((await recall(999_999)).json()).toEqual({ message: 'There is no order #999999.' });
    for (const orderId of ['12 apples', -1, 1.5, null]) {
      const res = await call('WORKER', '/order/recall', { orderId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/orderId/);
    }
  });
});

describe('failed deliveries', () => {
  it('shows the kitchen why the order came back until it is ready to go out again', async () => {
    const order = orderIn('COMPLETED');
    const cardOf = async () => {
      const res = await t.app.inject({
        url: '/api/orders/get-processing-and-prepared',
        headers: people.WORKER.headers,
      });
      const data = boardOf(res);
      return [...data.processing, ...data.preparing, ...data.completed].find((o) => o.orderId === order.id)!;
    };
    expect((await cardOf()).returnedReason).toBeNull();
    await call('DELIVERY_MAN', '/order/deliver-failed', {
      orderId: order.id,
      reason: 'Wrong address: house 12 does not exist',
    });
    expect(await cardOf()).toMatchObject({
      status: 'PREPARING',
      returnedReason: 'Wrong address: house 12 does not exist',
    });
    expect((await call('WORKER', '/order/complete', { orderId: order.id })).statusCode).toBe(200);
    expect(await cardOf()).toMatchObject({ status: 'COMPLETED', returnedReason: null });
  });

  it('keeps the reason, sends the order back to the kitchen and tells the customer and the restaurant', async () => {
    const order = orderIn('COMPLETED');
    const res = await call('DELIVERY_MAN', '/order/deliver-failed', {
      orderId: order.id,
      reason: '  Gate locked, phone off  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Order is being prepared again');
    const event = t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .all()
      .at(-1)!;
    // The spec's client reports from the pass: the order was taken by that rider, then brought back.
    expect(event).toMatchObject({
      fromStatus: 'OUT_FOR_DELIVERY',
      toStatus: 'PREPARING',
      reason: 'Gate locked, phone off',
      actorId: people.DELIVERY_MAN.id,
    });

    await vi.waitFor(() => {
      const toAdmin = mailsTo(t.dataDir, people.ADMIN.email).find((mail) => mail.subject.includes(`#${order.id}`));
      expect(toAdmin?.text).toContain('Gate locked, phone off');
      expect(toAdmin?.text).toContain('Rashid Rider');
      const toCustomer = mailsTo(t.dataDir, people.CUSTOMER.email).find(
        (mail) => mail.subject === `Your Forkcast order #${order.id} is delayed`,
      );
      expect(toCustomer).toBeDefined();
    });
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const order = orderIn('COMPLETED');
    for (const reason of [undefined, '', ' no ', 'x'.repeat(501)]) {
      const res = await call('DELIVERY_MAN', '/order/deliver-failed', {
        orderId: order.id,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/reason/);
    }
    expect(statusOf(order.id)).toBe('COMPLETED');
  });
});

describe('status e-mails to the customer', () => {
  it('says when the order is being prepared, on its way with a rider (not when it is ready) and delivered', async () => {
    const customer = await createUser(t.app);
    const order = orderIn('PROCESSING', { customerId: customer.id });
    await call('WORKER', '/order/prepare', { orderId: order.id });
    await call('WORKER', '/order/complete', { orderId: order.id });
    await call('DELIVERY_MAN', '/order/take', { orderId: order.id });
    await call('DELIVERY_MAN', '/order/delivered', { orderId: order.id });
    await vi.waitFor(() =>
      // Sent in the background within the same millisecond or two, so their files may sort in any order.
      expect(
        mailsTo(t.dataDir, customer.email)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(
        [
          `Your Forkcast order #${order.id} is being prepared`,
          `Your Forkcast order #${order.id} is on its way`,
          `Your Forkcast order #${order.id} was delivered`,
        ].sort(),
      ),
    );
  });
});

describe('GET /api/orders/get-processing-and-prepared', () => {
  it('shows the queue, the stove and what was completed in the last three hours, with ingredients and first names', async () => {
    const queued = orderIn('PROCESSING');
    const cooking = orderIn('PREPARING');
    const done = orderIn('COMPLETED');
    const delivered = orderIn('DELIVERED');
    const old = orderIn('COMPLETED', { at: Date.now() - 4 * 60 * 60 * 1000 });
    // Handed over ten minutes ago: the kitchen is done with it, though it finished it within three hours.
    const handedOver = orderIn('DELIVERED', { at: Date.now() - 10 * 60 * 1000 });
    const unconfirmed = orderIn('UNCONFIRMED');

    const res = await t.app.inject({ url: '/api/orders/get-processing-and-prepared', headers: people.WORKER.headers });
    expect(res.statusCode).toBe(200);
    const data = boardOf(res);
    const { seq } = res.json();
    const ids = (list: { orderId: number }[]) => list.map((o) => o.orderId);
    expect(ids(data.processing)).toContain(queued.id);
    expect(ids(data.preparing)).toContain(cooking.id);
    expect(ids(data.completed)).toEqual(expect.arrayContaining([done.id, delivered.id]));
    const everywhere = [...ids(data.processing), ...ids(data.preparing), ...ids(data.completed)];
    expect(everywhere).not.toContain(old.id);
    expect(everywhere).not.toContain(handedOver.id);
    expect(everywhere).not.toContain(unconfirmed.id);

    const card = data.processing.find((o) => o.orderId === queued.id)!;
    expect(card).toMatchObject({
      customerFirstName: 'Ayesha',
      status: 'PROCESSING',
      lineItems: [
        {
          id: expect.any(Number),
          name: 'Chicken Karahi',
          quantity: 2,
          imageLink: pictureUrl(t.config.publicUrl, dish.imagePath),
          ingredients: [{ name: 'chicken' }, { name: 'tomato' }, { name: 'ginger' }],
        },
      ],
    });
    expect(Date.parse(card.confirmedAt)).toBe(queued.confirmedAt);
    // Finished cards say when the kitchen completed them, so an open board can let them go three hours later.
    expect(card.completedAt).toBeNull();
    const completedEventAt = (orderId: number) =>
      t.app.db
        .select({ at: orderEvents.at })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'COMPLETED')))
        .all()
        .at(-1)!.at;
    for (const order of [done, delivered]) {
      const shown = data.completed.find((o) => o.orderId === order.id)!;
      expect(Date.parse(shown.completedAt!)).toBe(completedEventAt(order.id));
    }
    // A delivered card says when it was handed over, so an open board lets it go a few minutes later.
    const deliveredCard = data.completed.find((o) => o.orderId === delivered.id)!;
    expect(Date.parse(deliveredCard.deliveredAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.completed.find((o) => o.orderId === done.id)!.deliveredAt).toBeNull();
    const newest = t.app.db.select().from(orderEvents).all().at(-1)!.id;
    expect(seq).toBe(newest);
  });

  it('is for kitchen workers only', async () => {
    for (const role of ['CUSTOMER', 'DELIVERY_MAN', 'ADMIN'] as const) {
      const res = await t.app.inject({ url: '/api/orders/get-processing-and-prepared', headers: people[role].headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/orders/get-prepared-orders', () => {
  it('lists the orders ready for delivery with what a rider needs, for riders only', async () => {
    const ready = orderIn('COMPLETED', { paymentMethod: 'CASH' });
    const cooking = orderIn('PREPARING');
    const res = await call('DELIVERY_MAN', '/orders/get-prepared-orders');
    expect(res.statusCode).toBe(200);
    const list = readyOrdersOf(res);
    expect(list.map((o) => o.orderId)).toContain(ready.id);
    expect(list.map((o) => o.orderId)).not.toContain(cooking.id);
    expect(list.find((o) => o.orderId === ready.id)).toMatchObject({
      price: 24.5,
      paymentMethod: 'CASH',
      address: ready.address,
      latitude: ready.latitude,
      longitude: ready.longitude,
      sector: ready.sector,
      customerPhone: '923001234567',
      lineItems: [{ id: expect.any(Number), name: 'Chicken Karahi', quantity: 2, options: [], note: null }],
      deliveryNote: null,
    });
    expect((await call('WORKER', '/orders/get-prepared-orders')).statusCode).toBe(403);
  });
});

describe('GET /api/orders/delivered-today', () => {
  it("lists what the calling rider handed over since the restaurant's day began, with the cash to hand in", async () => {
    const rider = await createUser(t.app, { role: 'DELIVERY_MAN' });
    const headers = { authorization: `Bearer ${sessionToken(t.app, rider)}` };
    const deliver = async (paymentMethod: 'CASH' | 'CARD') => {
      const order = orderIn('COMPLETED', { paymentMethod });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/delivered',
        payload: { orderId: order.id },
        headers,
      });
      expect(res.statusCode).toBe(200);
      return order.id;
    };
    const cash = await deliver('CASH');
    const card = await deliver('CARD');
    // Another rider's delivery, and this rider's from two days ago, are not today's count.
    const someoneElses = orderIn('COMPLETED', { paymentMethod: 'CASH' });
    await call('DELIVERY_MAN', '/order/delivered', { orderId: someoneElses.id });
    const old = orderIn('DELIVERED', { paymentMethod: 'CASH', at: Date.now() - 2 * 24 * 60 * 60 * 1000 });
    recordEvent(t.app.db, {
      orderId: old.id,
      from: 'COMPLETED',
      to: 'DELIVERED',
      actorId: rider.id,
      at: Date.now() - 2 * 24 * 60 * 60 * 1000,
    });

    const res = await t.app.inject({ url: '/api/orders/delivered-today', headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([card, cash]);
    expect(data.orders[1]).toMatchObject({ orderId: cash, price: 24.5, paymentMethod: 'CASH' });
    expect(data.cashTotal).toBe(24.5);

    for (const role of ['CUSTOMER', 'WORKER', 'ADMIN'] as const) {
      expect(
        (await t.app.inject({ url: '/api/orders/delivered-today', headers: people[role].headers })).statusCode,
      ).toBe(403);
    }
  });
});

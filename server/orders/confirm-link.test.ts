/**
 * The "Confirm order #N" button in the order's mail (docs/decisions/0034): the link it carries, the page that only
 * shows it, and POST /api/order/confirm-link, one credential with the code.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, orderEvents, orders } from '../../drizzle/schema.ts';
import type { OrderConfirmedEvent } from '../../shared/events.ts';
import { ORDER_ALREADY_CONFIRMED, tokenFromFragment } from '../../shared/order-confirmation.ts';
import { createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { LIMITS } from '../security/limits.ts';
import { cancelExpiredOrders, UNCONFIRMED_ORDER_TTL_MS } from './confirm-order.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chapli Kebab', price: 9 });
});
afterAll(() => t.close());

/** Each call from an address of its own, so the per-address limit counts only where a test means it to. */
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;

/** The link of the newest mail to `email`, as a mail program shows it, and the token its fragment carries. */
function mailedLink(email: string) {
  const mail = mailsTo(t.dataDir, email).at(-1)!;
  const url = new URL(mail.text.match(/^(http\S+\/confirm-order\/\S+)$/m)![1]!);
  return { mail, url, token: tokenFromFragment(url.hash)! };
}

async function placedOrder() {
  const customer = await createUser(t.app);
  const session = sessionToken(t.app, customer);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${session}` } });
  const res = await post('/order/create', orderRequest(dish.id));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().data.orderId as number;
  return { customer, session, post, orderId, ...mailedLink(customer.email) };
}

/** The button's request, as the page sends it: no session unless one is given. */
const tap = (orderId: number, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/confirm-link',
    payload: { orderId, token },
    headers,
    remoteAddress: nextAddress(),
  });

const statusOf = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!.status;
const codeRows = (orderId: number) =>
  t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.orderId, orderId)).all();
/** A well-formed token that is no order's. */
const forged = () => 'A'.repeat(42) + String(address % 10);

describe("the order's mail", () => {
  it('carries a "Confirm order #N" button to the page, its token in the fragment, beside the code', async () => {
    const { orderId, mail, url, token } = await placedOrder();
    expect(url.origin + url.pathname).toBe(`${t.config.publicUrl}/confirm-order/${orderId}`);
    expect(url.search).toBe('');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${url.href}"`);
    expect(mail.html).toMatch(new RegExp(`<a href="[^"]+"[^>]*>Confirm order #${orderId}</a>`));
    expect(mail.text).toContain(`Confirm order #${orderId} in one tap:`);
    // The code is still there, for the checkout's boxes.
    expect(latestCode(t.dataDir, mail.to)).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/The button and the code are valid for 10 minutes and work once/);
  });

  it('keeps only an HMAC of the token, in the row of the code', async () => {
    const { orderId, token } = await placedOrder();
    const [row] = codeRows(orderId);
    expect(row!.linkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.linkHash).not.toBe(row!.codeHash);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('opening the link', () => {
  it('confirms nothing: only the tap on the page does', async () => {
    const { orderId, url, token } = await placedOrder();
    // What a mail scanner fetches: the page (the fragment never leaves the browser), and a guess with the token.
    await t.app.inject({ method: 'GET', url: url.pathname });
    await t.app.inject({ method: 'GET', url: `${url.pathname}?t=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/order/confirm-link?orderId=${orderId}&token=${token}` });
    expect(statusOf(orderId)).toBe('UNCONFIRMED');
    expect(codeRows(orderId)).toMatchObject([{ usedAt: null, attempts: 0 }]);
  });
});

describe('POST /api/order/confirm-link', () => {
  it('confirms the order once, signed out, as its customer, and then says it is already confirmed', async () => {
    const { customer, orderId, token } = await placedOrder();
    const res = await tap(orderId, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Order #${orderId} is confirmed: the kitchen has it.`,
      data: { orderId, signedInAsCustomer: false },
    });
    expect(statusOf(orderId)).toBe('PROCESSING');
    const events = t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all();
    expect(events).toMatchObject([{ fromStatus: 'UNCONFIRMED', toStatus: 'PROCESSING', actorId: customer.id }]);

    const again = await tap(orderId, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ORDER_ALREADY_CONFIRMED, message: expect.stringMatching(/already/) });
    expect(t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).all()).toHaveLength(1);
  });

  it("tells the order's customer, signed in on the device, that the tracker can show it", async () => {
    const signedInAs = (session: string) => ({ cookie: `forkcast_session=${session}`, origin: t.config.publicUrl });
    const mine = await placedOrder();
    const res = await tap(mine.orderId, mine.token, signedInAs(mine.session));
    expect(res.json().data).toEqual({ orderId: mine.orderId, signedInAsCustomer: true });

    // Someone else signed in on the device confirms it all the same, and is sent nowhere near it.
    const theirs = await placedOrder();
    const other = await tap(theirs.orderId, theirs.token, signedInAs(mine.session));
    expect(other.json().data).toEqual({ orderId: theirs.orderId, signedInAsCustomer: false });
  });

  it('holds a signed-in tap to the rules of every cookie request: from another site it is refused', async () => {
    const { session, orderId, token } = await placedOrder();
    const res = await tap(orderId, token, { cookie: `forkcast_session=${session}`, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(statusOf(orderId)).toBe('UNCONFIRMED');
  });

  it('is one credential with the code: the code used, the link says the order is confirmed', async () => {
    const { customer, post, orderId, token } = await placedOrder();
    expect((await post('/order/confirm', { otp: latestCode(t.dataDir, customer.email), orderId })).statusCode).toBe(
      200,
    );
    expect((await tap(orderId, token)).json().code).toBe(ORDER_ALREADY_CONFIRMED);
  });

  it('is one credential with the code: the link used, the code is refused', async () => {
    const { customer, post, orderId, token } = await placedOrder();
    expect((await tap(orderId, token)).statusCode).toBe(200);
    const code = await post('/order/confirm', { otp: latestCode(t.dataDir, customer.email), orderId });
    expect(code.statusCode).toBe(409);
  });

  it('counts a wrong token as a wrong try at the code, and 5 of them kill both code and link', async () => {
    const { customer, post, orderId, token } = await placedOrder();
    const code = latestCode(t.dataDir, customer.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/order/confirm', { otp: wrongCode, orderId })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const wrong = await tap(orderId, forged());
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/not valid/);
    }
    expect(codeRows(orderId)).toMatchObject([{ attempts: 4, usedAt: null }]);
    const last = await tap(orderId, forged());
    expect(last.json().message).toMatch(/Too many wrong tries/);

    const right = await tap(orderId, token);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong tries/);
    expect((await post('/order/confirm', { otp: code, orderId })).json().message).toMatch(/Too many wrong tries/);
    expect(statusOf(orderId)).toBe('UNCONFIRMED');
  });

  it('refuses a link older than 10 minutes, saying so', async () => {
    const { orderId, token } = await placedOrder();
    t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(oneTimeCodes.orderId, orderId))
      .run();
    const res = await tap(orderId, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired.*Send again/);
    expect(statusOf(orderId)).toBe('UNCONFIRMED');
  });

  it('is replaced with the code by "Send again": the old button says so, the new one confirms', async () => {
    const { customer, post, orderId, token: old } = await placedOrder();
    expect((await post('/order/resendOTP', { orderId })).statusCode).toBe(200);
    const { token: fresh } = mailedLink(customer.email);
    expect(fresh).not.toBe(old);
    const stale = await tap(orderId, old);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/older e-mail/);
    expect((await tap(orderId, fresh)).statusCode).toBe(200);
  });

  it("answers another order's token, an unknown order and a confirmed order's stranger alike, telling nothing", async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const refusals = [
      await tap(a.orderId, b.token),
      await tap(999_999, a.token),
      await (async () => {
        expect((await tap(b.orderId, b.token)).statusCode).toBe(200);
        return tap(b.orderId, forged());
      })(),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This link is not valid. Use the button in the newest e-mail about your order.');
    }
    expect(statusOf(a.orderId)).toBe('UNCONFIRMED');
  });

  it('says why an order cancelled for want of confirmation can no longer be confirmed', async () => {
    const { orderId, token } = await placedOrder();
    const longAgo = Date.now() - UNCONFIRMED_ORDER_TTL_MS - 1000;
    t.app.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, orderId)).run();
    cancelExpiredOrders(t.app);
    const res = await tap(orderId, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not confirmed in time/);
  });

  it('takes at most 20 taps in a quarter of an hour from one network address', async () => {
    const { orderId } = await placedOrder();
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/confirm-link',
        payload: { orderId: orderId + 1000, token: forged() },
        remoteAddress,
      });
    const { limit } = LIMITS.confirmLinksPerIp[0]!;
    for (let i = 0; i < limit; i++) expect((await from('10.9.9.9')).statusCode).toBe(400);
    expect((await from('10.9.9.9')).statusCode).toBe(429);
    expect((await from('10.9.9.10')).statusCode).toBe(400);
  });
});

describe('the live event of a confirmation by link', () => {
  const live = orderListeners(() => t.app);
  beforeAll(() => live.start());
  afterAll(() => live.stop());

  it("reaches the kitchen's board and the customer's tracker, as a confirmation by code does", async () => {
    const { customer, orderId, token } = await placedOrder();
    const worker = await createUser(t.app, { role: 'WORKER' });
    const kitchen = await live.connect(sessionToken(t.app, worker));
    const cards: OrderConfirmedEvent[] = [];
    kitchen.on('order.confirmed', (event) => cards.push(event));
    const tracker = await live.listen(sessionToken(t.app, customer));

    expect((await tap(orderId, token)).statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(cards).toEqual([
        expect.objectContaining({ orderId, from: 'UNCONFIRMED', to: 'PROCESSING', order: expect.anything() }),
      ]);
      expect(tracker).toEqual([
        expect.objectContaining({ orderId, to: 'PROCESSING', seq: cards[0]!.seq, tracked: expect.anything() }),
      ]);
    });
  });
});

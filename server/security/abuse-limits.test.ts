/**
 * Abuse limits (ASVS one-time codes and rate limiting, API4:2023): codes die after 5 wrong tries and cannot be
 * brute-forced within the resend limits, they are compared in constant time, every rate limit answers 429 with a
 * message exactly one past its boundary, and no endpoint floods one inbox.
 */
import { timingSafeEqual } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback, mailLog, users } from '../../drizzle/schema.ts';
import { createOrder, createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import type { Role } from '../../shared/constants.ts';
import {
  CODE_REFUSED,
  CODE_TRIES_WINDOW_MINUTES,
  MAX_CODE_ATTEMPTS,
  type CodeSubject,
} from '../codes/one-time-codes.ts';
import { MAX_MAILS_PER_RECIPIENT_PER_HOUR } from '../mail/mailer.ts';
import { LIMITS } from './limits.ts';

// timingSafeEqual is watched, not replaced: the code check must compare digests with it (see "compare in constant
// time"). scrypt runs at a tiny cost here: these tests count login attempts, and 60 real hashes would take a minute.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const cheapScrypt = (...[password, salt, length, options, done]: Parameters<typeof actual.scrypt>) =>
    actual.scrypt(password, salt, length, { ...(options as object), N: 1024 }, done as never);
  return { ...actual, scrypt: cheapScrypt, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Biryani', price: 8 });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const travel = timeTravel();

let address = 0;
/** A call, then a wait for any mail it asked for: the answer comes first, the mail after it. */
async function post(url: string, payload: object | undefined, headers: Record<string, string> = {}, ip?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers,
    remoteAddress: ip ?? `10.7.0.${++address % 250}`,
  });
  await t.mailed();
  return res;
}

async function signedIn(role: Role = 'CUSTOMER', name?: string) {
  const user = await createUser(t.app, { role, ...(name ? { name } : {}) });
  return { user, headers: { authorization: `Bearer ${sessionToken(t.app, user)}` } };
}

const orderBody = () => orderRequest(dish.id);

/** A customer with an unconfirmed order whose code was e-mailed to them. */
async function customerWithOrder() {
  const customer = await signedIn();
  const res = await post('/order/create', orderBody(), customer.headers);
  expect(res.statusCode).toBe(201);
  return { ...customer, orderId: res.json().data.orderId as number };
}

/** An unverified sign-up whose code was e-mailed (through the resend endpoint, as the person would ask). */
async function pendingSignUp() {
  const user = await createUser(t.app, { verified: false });
  expect((await post('/register/resend-otp', { email: user.email })).statusCode).toBe(200);
  return user;
}

/** A six-digit code that is not `code`. */
const wrong = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

function expectLimited(res: { statusCode: number; json(): unknown }, message: RegExp) {
  expect(res.statusCode).toBe(429);
  expect((res.json() as { message: string }).message).toMatch(message);
  expect((res.json() as { message: string }).message).toMatch(/Please try again in \d+ (second|minute)s?\./);
}

const sentTo = (email: string, since: number) =>
  t.app.db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.recipient, email), eq(mailLog.status, 'sent'), gt(mailLog.createdAt, since)))
    .all().length;

describe('one-time codes', () => {
  it(`kill a sign-up code after ${MAX_CODE_ATTEMPTS} wrong tries: then even the right code fails`, async () => {
    const user = await pendingSignUp();
    const code = latestCode(t.dataDir, user.email);
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
      const res = await post('/register/verify-otp', { email: user.email, otp: wrong(code, i) });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/register/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(CODE_REFUSED);
    expect(t.app.db.select().from(users).where(eq(users.email, user.email)).get()?.emailVerifiedAt).toBeNull();
  });

  it(`kill an order code after ${MAX_CODE_ATTEMPTS} wrong tries: then even the right code fails`, async () => {
    const { user, headers, orderId } = await customerWithOrder();
    const code = latestCode(t.dataDir, user.email);
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
      expect((await post('/order/confirm', { otp: wrong(code, i), orderId }, headers)).statusCode).toBe(400);
    }
    const right = await post('/order/confirm', { otp: code, orderId }, headers);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong tries/);
  });

  it(`count wrong tries per address across codes: a new code within ${CODE_TRIES_WINDOW_MINUTES} minutes gives no new guesses`, async () => {
    const user = await pendingSignUp();
    const first = latestCode(t.dataDir, user.email);
    for (let i = 1; i <= 3; i++) await post('/register/verify-otp', { email: user.email, otp: wrong(first, i) });
    travel(MINUTE + 1000);
    expect((await post('/register/resend-otp', { email: user.email })).statusCode).toBe(200);
    const second = latestCode(t.dataDir, user.email);
    for (let i = 1; i <= 2; i++) await post('/register/verify-otp', { email: user.email, otp: wrong(second, i) });
    // Five wrong tries in all: the new code's right value is refused too.
    expect((await post('/register/verify-otp', { email: user.email, otp: second })).statusCode).toBe(400);
    // Once the window has passed, the address has its tries again.
    travel(CODE_TRIES_WINDOW_MINUTES * MINUTE);
    expect((await post('/register/resend-otp', { email: user.email })).statusCode).toBe(200);
    const third = latestCode(t.dataDir, user.email);
    expect((await post('/register/verify-otp', { email: user.email, otp: third })).statusCode).toBe(200);
  });

  it('give 10,000 guesses across every code the resend limits allow 0 successes, though each code is guessed', async () => {
    // The attacker takes every code the limits give in an hour for one sign-up and one order (the order's first
    // code, then one resend of each a minute apart until both answer 429) and enumerates guesses against each
    // before asking for the next. To make the point without luck, the right code is always the 6th guess.
    const GUESSES = 10_000;
    const codeCount = 1 + 2 * LIMITS.codeResendPerAddress[1]!.limit;
    const user = await createUser(t.app, { verified: false });
    const order = await customerWithOrder();
    const orderSubject: CodeSubject = { purpose: 'order', userId: order.user.id, orderId: order.orderId };
    let codes = 0;
    let guesses = 0;
    let successes = 0;
    const guessAll = (subject: CodeSubject, code: string) => {
      const block = Math.floor(GUESSES / codeCount) + (codes < GUESSES % codeCount ? 1 : 0);
      codes += 1;
      for (let g = 0; g < block; g++) {
        const check = t.app.codes.check(subject, g === MAX_CODE_ATTEMPTS ? code : wrong(code, g + 1), () => {});
        guesses += 1;
        if (check.ok) successes += 1;
        else if (g >= MAX_CODE_ATTEMPTS - 1) expect(check.reason).toBe('exhausted');
      }
    };

    guessAll(orderSubject, latestCode(t.dataDir, order.user.email));
    for (let minute = 0; ; minute++) {
      travel(minute ? MINUTE + 1000 : 0);
      const signup = await post('/register/resend-otp', { email: user.email });
      const again = await post('/order/resendOTP', { orderId: order.orderId }, order.headers);
      if (signup.statusCode === 429 && again.statusCode === 429) break;
      expect([signup.statusCode, again.statusCode]).toEqual([200, 200]);
      guessAll({ purpose: 'signup', userId: user.id }, latestCode(t.dataDir, user.email));
      guessAll(orderSubject, latestCode(t.dataDir, order.user.email));
    }
    expect(codes).toBe(codeCount);
    expect(guesses).toBe(GUESSES);
    expect(successes).toBe(0);
  });

  it('compare in constant time: timingSafeEqual on equal-length digests, whatever the guess', async () => {
    const user = await pendingSignUp();
    const code = latestCode(t.dataDir, user.email);
    const compare = vi.mocked(timingSafeEqual);
    // Guesses of every length: the HMAC makes them all 32-byte digests, so neither length nor content leaks.
    for (const guess of [wrong(code), '1', 'x'.repeat(1000), code]) {
      compare.mockClear();
      t.app.codes.check({ purpose: 'signup', userId: user.id }, guess, () => {});
      expect(compare).toHaveBeenCalledTimes(1);
      const [a, b] = compare.mock.calls[0]!;
      expect(a.byteLength).toBe(32);
      expect(b.byteLength).toBe(32);
    }
  });
});

describe('rate limits answer 429 with a message one past their boundary', () => {
  it('login, per network address', async () => {
    const limit = LIMITS.loginPerIp[0]!.limit;
    const ip = '10.8.0.1';
    const attempts = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        post('/auth/login', { email: `nobody${i}@example.com`, password: 'guess-guess' }, {}, ip),
      ),
    );
    expect(attempts.every((r) => r.statusCode === 401)).toBe(true);
    expectLimited(
      await post('/auth/login', { email: 'nobody@example.com', password: 'guess-guess' }, {}, ip),
      /Too many login attempts/,
    );
  });

  it('login, per network address, counts only the tries that fail: many people can share one address', async () => {
    const limit = LIMITS.loginPerIp[0]!.limit;
    const ip = '10.8.0.3';
    const user = await createUser(t.app);
    const guess = (i: number) =>
      post('/auth/login', { email: `guess${i}@example.com`, password: 'guess-guess' }, {}, ip);
    for (let i = 0; i < limit - 1; i++) expect((await guess(i)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      expect((await post('/auth/login', { email: user.email, password: user.password }, {}, ip)).statusCode).toBe(200);
    }
    expect((await guess(limit)).statusCode).toBe(401);
    expectLimited(await guess(limit + 1), /Too many login attempts/);
  });

  it('login, per account and client: 10 tries in 15 minutes, the first 5 free and then each one waiting longer', async () => {
    const user = await createUser(t.app);
    const { perClient, freeTries } = LIMITS.login;
    const ip = '10.8.0.2';
    const wrong = () => post('/auth/login', { email: user.email, password: 'wrong-password' }, {}, ip);
    for (let i = 0; i < perClient.limit; i++) {
      if (i >= freeTries) {
        expectLimited(await wrong(), /Too many login attempts\. Please try again in \d+ seconds?\./);
        travel(1000 * 2 ** (i - freeTries));
      }
      expect((await wrong()).statusCode).toBe(401);
    }
    travel(LIMITS.login.longestWaitMs);
    expectLimited(
      await post('/auth/login', { email: user.email, password: user.password }, {}, ip),
      /Too many login attempts\. Please try again in \d+ minutes?\./,
    );
  });

  it('sign-up code resends: 1 a minute, 5 an hour', async () => {
    const user = await createUser(t.app, { verified: false });
    const resend = () => post('/register/resend-otp', { email: user.email });
    expect((await resend()).statusCode).toBe(200);
    expectLimited(await resend(), /sent to this address very recently/);
    for (let i = 2; i <= LIMITS.codeResendPerAddress[1]!.limit; i++) {
      travel(MINUTE + 1000);
      expect((await resend()).statusCode).toBe(200);
    }
    travel(MINUTE + 1000);
    expectLimited(await resend(), /sent to this address very recently/);
  });

  it('order code resends: 1 a minute, 5 an hour', async () => {
    const { headers, orderId } = await customerWithOrder();
    const resend = () => post('/order/resendOTP', { orderId }, headers);
    expect((await resend()).statusCode).toBe(200);
    expectLimited(await resend(), /code for this order was sent very recently/);
    for (let i = 2; i <= LIMITS.codeResendPerAddress[1]!.limit; i++) {
      travel(MINUTE + 1000);
      expect((await resend()).statusCode).toBe(200);
    }
    travel(MINUTE + 1000);
    expectLimited(await resend(), /code for this order was sent very recently/);
  });

  it('recommendation requests: 10 a minute, 120 an hour', async () => {
    const { headers } = await signedIn();
    const ask = () => post('/recommendation/recommend', { text: 'something spicy' }, headers);
    const [perMinute, perHour] = LIMITS.recommendationsPerCaller;
    for (let minute = 0; minute < perHour!.limit / perMinute!.limit; minute++) {
      travel(minute ? MINUTE : 0);
      for (let i = 0; i < perMinute!.limit; i++) expect((await ask()).statusCode).toBe(200);
      expectLimited(await ask(), /asking very quickly/);
    }
    travel(MINUTE);
    expectLimited(await ask(), /asking very quickly/);
  });

  it("guests' recommendation requests count per address, apart from any signed-in customer's", async () => {
    const { headers } = await signedIn();
    const ask = (from: string, withHeaders: Record<string, string> = {}) =>
      post('/recommendation/recommend', { text: 'something spicy' }, withHeaders, from);
    const perMinute = LIMITS.recommendationsPerCaller[0]!.limit;
    for (let i = 0; i < perMinute; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    expectLimited(await ask('203.0.113.7'), /asking very quickly/);
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
    expect((await ask('203.0.113.7', headers)).statusCode).toBe(200);
  });

  it('follow-up e-mails: 3 an hour per feedback, 30 an hour per admin', async () => {
    const admin = await signedIn('ADMIN');
    const perFeedback = LIMITS.followUpsPerFeedback[0]!.limit;
    const perAdmin = LIMITS.followUpsPerAdmin[0]!.limit;
    const followUp = (f: { feedback_id: number; customer_id: number; order_id: number }) =>
      post(
        '/feedback/send/follow-up-email',
        { ...f, body: 'Sorry about that, your next meal is on us.' },
        admin.headers,
      );

    const feedbacks = await Promise.all(
      Array.from({ length: Math.ceil(perAdmin / perFeedback) + 1 }, () => deliveredFeedback()),
    );
    const [first, ...rest] = feedbacks;
    for (let i = 0; i < perFeedback; i++) expect((await followUp(first!)).statusCode).toBe(200);
    expectLimited(await followUp(first!), /followed up several times/);

    let sent = perFeedback;
    for (const f of rest) {
      for (let i = 0; i < perFeedback && sent < perAdmin; i++, sent++) expect((await followUp(f)).statusCode).toBe(200);
    }
    expectLimited(await followUp(rest.at(-1)!), /follow-up e-mails very quickly/);
  });

  it('order creation: 10 per 10 minutes and 30 an hour per customer', async () => {
    const { headers } = await signedIn();
    const [tenMinutes, hour] = LIMITS.ordersPerCustomer;
    const place = () => post('/order/create', orderBody(), headers);
    for (let round = 0; round < hour!.limit / tenMinutes!.limit; round++) {
      travel(round ? tenMinutes!.windowMs : 0);
      for (let i = 0; i < tenMinutes!.limit; i++) expect((await place()).statusCode).toBe(201);
      expectLimited(await place(), /placing orders very quickly/);
    }
    travel(tenMinutes!.windowMs);
    expectLimited(await place(), /placing orders very quickly/);
  });

  it('order creation: a retried Idempotency-Key is not counted', async () => {
    const { headers } = await signedIn();
    const limit = LIMITS.ordersPerCustomer[0]!.limit;
    const withKey = { ...headers, 'idempotency-key': 'same-order' };
    for (let i = 0; i < limit * 2; i++)
      expect((await post('/order/create', orderBody(), withKey)).statusCode).toBe(201);
    for (let i = 1; i < limit; i++) expect((await post('/order/create', orderBody(), headers)).statusCode).toBe(201);
    expectLimited(await post('/order/create', orderBody(), headers), /placing orders very quickly/);
  });
});

describe('mail bombing: one caller cannot flood one inbox', () => {
  it('sign-up resends reach one address at most 5 times an hour, however often they are asked', async () => {
    const user = await createUser(t.app, { verified: false });
    const start = Date.now();
    for (let minute = 0; minute < 60; minute++) {
      travel(minute ? MINUTE : 0);
      await post('/register/resend-otp', { email: user.email });
      await post('/register/resend-otp', { email: user.email.toUpperCase() });
    }
    expect(sentTo(user.email, start - 1)).toBe(LIMITS.codeResendPerAddress[1]!.limit);
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(LIMITS.codeResendPerAddress[1]!.limit);
  });

  it(`orders, order codes and follow-ups together reach one customer at most ${MAX_MAILS_PER_RECIPIENT_PER_HOUR} times an hour`, async () => {
    const customer = await signedIn();
    const admin = await signedIn('ADMIN');
    const start = Date.now();
    const answers: number[] = [];
    // For an hour, every minute: a new order, a resend for every pending order, and follow-ups on old feedback.
    const orderIds: number[] = [];
    const feedbacks = await Promise.all(Array.from({ length: 5 }, () => deliveredFeedback(customer.user.id)));
    for (let minute = 0; minute < 60; minute++) {
      travel(minute ? MINUTE : 0);
      const placed = await post('/order/create', orderBody(), customer.headers);
      answers.push(placed.statusCode);
      if (placed.statusCode === 201) orderIds.push(placed.json().data.orderId);
      for (const orderId of orderIds)
        answers.push((await post('/order/resendOTP', { orderId }, customer.headers)).statusCode);
      for (const f of feedbacks) {
        answers.push(
          (await post('/feedback/send/follow-up-email', { ...f, body: 'How was it?' }, admin.headers)).statusCode,
        );
      }
    }
    expect(answers.every((status) => status < 500 || status === 503)).toBe(true);
    expect(sentTo(customer.user.email, start - 1)).toBe(MAX_MAILS_PER_RECIPIENT_PER_HOUR);
    expect(mailsTo(t.dataDir, customer.user.email)).toHaveLength(MAX_MAILS_PER_RECIPIENT_PER_HOUR);
  });
});

/** A delivered order of a customer (a fresh one by default) with feedback on it, as follow-ups need. */
async function deliveredFeedback(customerId?: number) {
  const id = customerId ?? (await createUser(t.app)).id;
  const order = createOrder(t.app, { customerId: id, status: 'DELIVERED', lines: [{ product: dish, quantity: 1 }] });
  const row = t.app.db
    .insert(feedback)
    .values({ orderId: order.id, customerId: id, content: 'It was cold.', emotion: 'sadness', emotionConfidence: 0.9 })
    .returning({ id: feedback.id })
    .get();
  return { feedback_id: row.id, customer_id: id, order_id: order.id };
}

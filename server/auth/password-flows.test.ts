/**
 * "Forgot password?" and "Change password": codes with the sign-up rules, one answer for every address, every other
 * session (live connections included) ended at once, a confirmation mail after every change, and the rules for new
 * passwords (not common, not blank, no control characters).
 */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionToken } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { CODE_REFUSED, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../codes/one-time-codes.ts';
import { RESET_REQUESTED } from './password-service.ts';
import { COMMON_PASSWORD, EMAIL_AS_PASSWORD, NAME_AS_PASSWORD } from './password-policy.ts';

const INVISIBLE =
  'Password must have at least 8 characters you can see: letters, digits or symbols, not only spaces or blank characters.';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const travel = timeTravel();

let ip = 0;
/** A call, then a wait for the mail it asked for: the answer comes first, the mail after it. */
async function post(path: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers,
    remoteAddress: `10.30.0.${++ip % 250}`,
  });
  await t.mailed();
  return res;
}
const forgot = (email: string) => post('/auth/forgot-password', { email });
const reset = (email: string, otp: string, password: string) => post('/auth/reset-password', { email, otp, password });
const login = (email: string, password: string) => post('/auth/login', { email, password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A live connection of `token`'s session, and a promise that it is told to go. */
async function liveConnection(token: string) {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, ended: new Promise((resolve) => socket.once('disconnect', resolve)) };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers every address the same, and mails a code only to an account that can log in', async () => {
    const verified = await createUser(t.app);
    const pending = await createUser(t.app, { verified: false });
    const answers = await Promise.all(
      [verified.email, pending.email, 'nobody.at.all@example.com'].map((email) => forgot(email)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set([JSON.stringify({ message: RESET_REQUESTED })]));
    expect(mailsTo(t.dataDir, verified.email).map((mail) => mail.subject)).toEqual([
      'Your Forkcast password reset code',
    ]);
    expect(mailsTo(t.dataDir, pending.email)).toHaveLength(0);
    // Its limit counts every address alike, so it tells nothing either.
    const again = await Promise.all([verified.email, 'nobody.at.all@example.com'].map((email) => forgot(email)));
    expect(again.map((res) => res.statusCode)).toEqual([429, 429]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the code, ends every session and live connection, and says so by mail', async () => {
    const user = await createUser(t.app);
    const tokens = [sessionToken(t.app, user), sessionToken(t.app, user)];
    const live = await liveConnection(tokens[0]!);
    await forgot(user.email);
    const res = await reset(user.email, latestCode(t.dataDir, user.email), 'brand-new-secret-1');
    expect(res.statusCode).toBe(200);

    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect(await live.ended).toBe('io server disconnect');
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-secret-1')).statusCode).toBe(200);
    const confirmation = mailsTo(t.dataDir, user.email).at(-1)!;
    expect(confirmation.subject).toBe('Your Forkcast password was changed');
    expect(confirmation.text).toContain(`${t.config.publicUrl}/forgot-password`);
  });

  it('refuses a wrong, used, expired or worn-out code with one answer, and changes nothing', async () => {
    const user = await createUser(t.app);
    const refused = async (otp: string) => {
      const res = await reset(user.email, otp, 'never-set-password-2');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CODE_REFUSED });
    };
    await forgot(user.email);
    const code = latestCode(t.dataDir, user.email);
    await refused(wrongCode(code));
    expect((await reset(user.email, code, 'first-new-password-3')).statusCode).toBe(200);
    await refused(code);

    travel(61_000);
    await forgot(user.email);
    const late = latestCode(t.dataDir, user.email);
    travel(CODE_TTL_MS + 1);
    await refused(late);

    await forgot(user.email);
    const tried = latestCode(t.dataDir, user.email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await refused(wrongCode(tried));
    await refused(tried);
    await refused('123456');
    expect((await login(user.email, 'first-new-password-3')).statusCode).toBe(200);
  });

  it('answers an address without an account as one with a wrong code', async () => {
    const res = await reset('nobody.there@example.com', '123456', 'some-new-password-4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CODE_REFUSED });
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password; then other sessions end, this one stays, and a mail confirms', async () => {
    const user = await createUser(t.app);
    const [mine, other] = [sessionToken(t.app, user), sessionToken(t.app, user)];
    const otherLive = await liveConnection(other);
    const change = (currentPassword: string, newPassword: string) =>
      post('/auth/change-password', { currentPassword, newPassword }, { authorization: `Bearer ${mine}` });

    const wrong = await change('not-my-password', 'changed-password-5');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not right.' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    expect((await change(user.password, 'changed-password-5')).statusCode).toBe(200);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await otherLive.ended).toBe('io server disconnect');
    expect((await login(user.email, 'changed-password-5')).statusCode).toBe(200);
    expect(mailsTo(t.dataDir, user.email).at(-1)!.subject).toBe('Your Forkcast password was changed');
  });

  it('is for signed-in people only', async () => {
    const res = await post('/auth/change-password', { currentPassword: 'x', newPassword: 'changed-password-6' });
    expect(res.statusCode).toBe(401);
  });
});

describe('new passwords', () => {
  it.each([
    ['one of the most common', 'password123', COMMON_PASSWORD],
    ['the same in capitals', 'PASSWORD123', COMMON_PASSWORD],
    ['only spaces', ' '.repeat(12), INVISIBLE],
    ['only zero-width spaces', '\u200B'.repeat(8), INVISIBLE],
    ['only Hangul fillers', '\u3164'.repeat(8), INVISIBLE],
    ['only blank braille patterns', '\u2800'.repeat(8), INVISIBLE],
    ['only combining accents', '\u0301'.repeat(8), INVISIBLE],
    ['seven letters padded with zero-width joiners', `abcdefg${'\u200D'.repeat(4)}`, INVISIBLE],
    ["the service's name", 'Forkcast', NAME_AS_PASSWORD],
    ["the service's name with a year", 'forkcast 2026!', NAME_AS_PASSWORD],
    ["the service's name in full-width letters", 'ｆｏｒｋｃａｓｔ', NAME_AS_PASSWORD],
    ['with a tab', 'tab\tinside-it', 'Password cannot contain control characters such as tabs or line breaks.'],
    ['with a line break', 'line\nbreak-it', 'Password cannot contain control characters such as tabs or line breaks.'],
  ])('are refused when %s, saying why, wherever they are set', async (_, password, message) => {
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const user = await createUser(t.app);
    const signUp = await post('/register/create-account', {
      email: `rules-${++ip}@example.com`,
      password,
      name: 'Rule Tester',
      phone: '923001234567',
    });
    const change = await post(
      '/auth/change-password',
      { currentPassword: user.password, newPassword: password },
      { authorization: `Bearer ${sessionToken(t.app, user)}` },
    );
    const worker = await post(
      '/worker/create',
      { email: `worker-${++ip}@example.com`, password, salary: 40000, position: 'Cook', type: 'WORKER' },
      { authorization: `Bearer ${sessionToken(t.app, admin)}` },
    );
    expect(signUp.json().fields).toEqual({ password: message });
    expect(change.json().fields).toEqual({ newPassword: message });
    expect(worker.json().fields).toEqual({ password: message });
    for (const res of [signUp, change, worker]) expect(res.statusCode).toBe(400);
  });
});

describe("a new password that is the restaurant's own name", () => {
  it('is refused once the administrator names the restaurant, spaced and numbered as people write it', async () => {
    const { logoUrl: _, ...profile } = t.app.restaurant.profile();
    t.app.restaurant.saveProfile({ ...profile, name: 'Karachi Biryani House' });
    try {
      const signUp = await post('/register/create-account', {
        email: `restaurant-name-${++ip}@example.com`,
        password: 'Karachi Biryani House 1',
        name: 'Rule Tester',
        phone: '923001234567',
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json().fields).toEqual({ password: NAME_AS_PASSWORD });
    } finally {
      t.app.restaurant.saveProfile(profile);
    }
  });
});

describe("a new password that is the account's own e-mail address", () => {
  it('is refused at sign-up, at a change and for a worker, whatever its case', async () => {
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const user = await createUser(t.app);
    const email = `own-${++ip}@example.com`;
    const signUp = await post('/register/create-account', {
      email,
      password: email.toUpperCase(),
      name: 'Rule Tester',
      phone: '923001234567',
    });
    const change = await post(
      '/auth/change-password',
      { currentPassword: user.password, newPassword: user.email },
      { authorization: `Bearer ${sessionToken(t.app, user)}` },
    );
    const workerEmail = `worker-${++ip}@example.com`;
    const worker = await post(
      '/worker/create',
      { email: workerEmail, password: workerEmail, salary: 40000, position: 'Cook', type: 'WORKER' },
      { authorization: `Bearer ${sessionToken(t.app, admin)}` },
    );
    expect(signUp.json().fields).toEqual({ password: EMAIL_AS_PASSWORD });
    expect(change.json().fields).toEqual({ newPassword: EMAIL_AS_PASSWORD });
    expect(worker.json().fields).toEqual({ password: EMAIL_AS_PASSWORD });
  });
});

describe("an admin's new password for a worker", () => {
  it("ends the worker's sessions and tells them by mail", async () => {
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const worker = await createUser(t.app, { role: 'WORKER' });
    const workerToken = sessionToken(t.app, worker);
    const res = await post(
      '/worker/update',
      {
        workerId: worker.id,
        email: worker.email,
        position: 'Cook',
        salary: 40000,
        type: 'WORKER',
        password: 'set-by-the-admin-7',
      },
      { authorization: `Bearer ${sessionToken(t.app, admin)}` },
    );
    expect(res.statusCode).toBe(200);
    expect((await me(workerToken)).statusCode).toBe(401);
    expect(mailsTo(t.dataDir, worker.email).at(-1)!.subject).toBe('Your Forkcast password was changed');
  });
});

/**
 * Login throttling per account and client (OWASP): one address's failures slow down and stop that address only; the
 * right password from anywhere else still works; guessing from many addresses at once is capped per account, except
 * for devices that logged into the account before.
 */
import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../tests/factories.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { LIMITS } from '../security/limits.ts';

// These tests make hundreds of login attempts: scrypt runs at a tiny cost here (the real cost is tested elsewhere).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const cheapScrypt = (...[password, salt, length, options, done]: Parameters<typeof actual.scrypt>) =>
    actual.scrypt(password, salt, length, { ...(options as object), N: 1024 }, done as never);
  return { ...actual, scrypt: cheapScrypt };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const travel = timeTravel();

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a successful login hands out, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const device = cookies.find((cookie) => cookie.startsWith('forkcast_device='));
  expect(device, cookies.join('\n')).toBeDefined();
  expect(device).toMatch(/HttpOnly/);
  expect(device).toMatch(/Path=\/api\/auth/);
  return device!.split(';')[0]!;
}

/** Fails from `ip` as often as the throttle lets it, waiting as it says; answers how many tries were made. */
async function failUntilStopped(email: string, ip: string): Promise<number> {
  let tries = 0;
  for (;;) {
    const res = await login(email, 'wrong-password', ip);
    if (res.statusCode === 401) {
      tries += 1;
      continue;
    }
    expect(res.statusCode).toBe(429);
    const wait = /try again in (\d+) (second|minute)/.exec(res.json().message);
    if (wait?.[2] !== 'second') return tries;
    travel(Number(wait[1]) * 1000);
  }
}

describe('login throttling', () => {
  it('stops one address after 10 failures, while the right password from another address still logs in', async () => {
    const user = await createUser(t.app);
    expect(await failUntilStopped(user.email, '198.51.100.1')).toBe(LIMITS.login.perClient.limit);
    expect((await login(user.email, user.password, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts tries sent all at once as they arrive, so a burst gets no more than the free ones', async () => {
    const user = await createUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => login(user.email, 'wrong-password', '198.51.100.3')),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.login.freeTries);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMITS.login.freeTries);
  });

  it('lets a client start afresh after the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LIMITS.login.freeTries; i++)
      expect((await login(user.email, 'wrong-password', '198.51.100.4')).statusCode).toBe(401);
    travel(1000);
    expect((await login(user.email, user.password, '198.51.100.4')).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.login.freeTries; i++)
      expect((await login(user.email, 'wrong-password', '198.51.100.4')).statusCode).toBe(401);
  });

  it('caps guesses at one account from many addresses, but lets in a device that logged in before', async () => {
    const user = await createUser(t.app);
    const device = deviceCookieOf(await login(user.email, user.password, '203.0.113.1'));
    const cap = LIMITS.login.perAccount.limit;
    // A guesser with an address per try: none is slowed down by its own failures.
    for (let i = 0; i < cap; i++)
      expect((await login(user.email, `guess-${i}`, `10.50.${i >> 8}.${i & 255}`)).statusCode).toBe(401);

    // Now even the right password from a new address is refused, for everyone without the device cookie...
    const stranger = await login(user.email, user.password, '10.60.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/only accepts logins from devices that logged into it before/);
    // ...but the owner's device gets in, from wherever it is now.
    expect((await login(user.email, user.password, '10.60.0.2', device)).statusCode).toBe(200);
    // A device cookie of another account does not count.
    const other = await createUser(t.app);
    const otherDevice = deviceCookieOf(await login(other.email, other.password, '203.0.113.2'));
    expect((await login(user.email, user.password, '10.60.0.3', otherDevice)).statusCode).toBe(429);
    // A forged one neither.
    const forged = device.replace(/=(\d+)\./, (_, id: string) => `=${id}.x`);
    expect((await login(user.email, user.password, '10.60.0.4', forged)).statusCode).toBe(429);

    travel(LIMITS.login.perAccount.windowMs);
    expect((await login(user.email, user.password, '10.60.0.5')).statusCode).toBe(200);
  });

  it('throttles an address with no account exactly like one with an account', async () => {
    const user = await createUser(t.app);
    const real = await failUntilStopped(user.email, '198.51.100.5');
    const none = await failUntilStopped('no.account.here@example.com', '198.51.100.6');
    expect(none).toBe(real);
  });
});

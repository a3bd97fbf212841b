import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.ts';
import { createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../tests/test-app.ts';
import { requireRole } from '../plugins/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test/kitchen-only', { onRequest: requireRole('WORKER') }, async () => ({ message: 'ok' }));
    },
  });
});
afterAll(() => t.close());

let ip = 0;
/** Each login from its own address unless a test is about the per-address limit. */
const login = (email: string, password: string, remoteAddress = `10.2.0.${++ip % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function decode(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /api/auth/login', () => {
  it('answers the session token in data.data and sets the forkcast_session cookie', async () => {
    const user = await createUser(t.app, { role: 'WORKER', name: 'Bilal Ahmed' });
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: user.id, email: user.email, name: 'Bilal Ahmed', role: 'WORKER' });

    const claims = decode(body.data);
    expect(claims).toMatchObject({ sub: String(user.id), role: 'WORKER' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^forkcast_session=[\w.-]+;/);
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const user = await createUser(t.app);
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('no.such.person@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('sends an unverified customer to verification with a 403', async () => {
    const user = await createUser(t.app, { verified: false });
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/verify/) });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a deactivated account even with the right password', async () => {
    const user = await createUser(t.app, { role: 'WORKER' });
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, user.id)).run();
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
  });

  it('limits attempts per network address across accounts', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(`stranger${i}@example.com`, 'guess', '10.9.9.9')),
    );
    expect(attempts.every((r) => r.statusCode === 401)).toBe(true);
    const user = await createUser(t.app);
    expect((await login(user.email, user.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.9.9.10')).statusCode).toBe(200);
    // Every unknown-account attempt still pays a full scrypt hash, so 50 of them take a while on a busy machine.
  }, 120_000);
});

describe('tokens and sessions', () => {
  it('accepts the token as a Bearer header and as the cookie', async () => {
    const user = await createUser(t.app, { name: 'Sana Malik' });
    const { data: token } = (await login(user.email, user.password)).json();
    for (const headers of [bearer(token), { cookie: `forkcast_session=${token}` }]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: user.id, email: user.email, name: 'Sana Malik', role: 'CUSTOMER' });
    }
  });

  it('tells the app who is signed in, and answers a guest or an ended session without an error', async () => {
    const user = await createUser(t.app, { name: 'Sana Malik' });
    const token = (await login(user.email, user.password)).json().data as string;
    const session = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    const signedIn = await session({ cookie: `forkcast_session=${token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ user: { id: user.id, email: user.email, name: 'Sana Malik', role: 'CUSTOMER' } });
    for (const headers of [{}, { cookie: 'forkcast_session=not-a-token' }] as Record<string, string>[]) {
      const guest = await session(headers);
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({ user: null });
    }
  });

  it('answers 401 to /auth/me without a token', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in/);
  });

  it('logout clears the cookie and ends that session on the server, not the others', async () => {
    const user = await createUser(t.app);
    const first = (await login(user.email, user.password)).json().data as string;
    const second = (await login(user.email, user.password)).json().data as string;

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `forkcast_session=${first}` },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/forkcast_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await me({ cookie: `forkcast_session=${first}` })).statusCode).toBe(401);
    expect((await me(bearer(second))).statusCode).toBe(200);
  });

  it('logout without a session still clears the cookie', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('forkcast_session=;');
  });

  it("stops a deactivated user's tokens at once", async () => {
    const worker = await createUser(t.app, { role: 'WORKER' });
    const token = sessionToken(t.app, worker);
    expect((await me(bearer(token))).statusCode).toBe(200);
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, worker.id)).run();
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses expired, foreign, unsigned and edited tokens', async () => {
    const user = await createUser(t.app);
    const good = sessionToken(t.app, user);
    const claims = decode(good);
    const sign = (key: string, extra: object = {}) =>
      createSigner({ key, algorithm: 'HS256' })({ sub: claims.sub, role: claims.role, sid: claims.sid, ...extra });

    const expired = sign(TEST_SECRET, { exp: Math.floor(Date.now() / 1000) - 10 });
    const foreign = sign('another-secret-that-is-also-long-enough!!');
    const header = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${header({ alg: 'none', typ: 'JWT' })}.${header(claims)}.`;
    const [h, , s] = good.split('.');
    const promoted = `${h}.${header({ ...claims, role: 'ADMIN' })}.${s}`;
    const resigned = `${h}.${header({ ...claims, role: 'ADMIN' })}.${createHmac('sha256', 'guess')
      .update(`${h}.${header({ ...claims, role: 'ADMIN' })}`)
      .digest('base64url')}`;

    expect((await me(bearer(good))).statusCode).toBe(200);
    for (const token of [expired, foreign, unsigned, promoted, resigned, 'garbage', '']) {
      expect((await me(bearer(token))).statusCode).toBe(401);
    }
  });
});

describe('requireRole', () => {
  const call = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/test/kitchen-only', headers });

  it('lets the allowed role through, answers 403 to other roles and 401 to strangers', async () => {
    const worker = await createUser(t.app, { role: 'WORKER' });
    expect((await call(bearer(sessionToken(t.app, worker)))).statusCode).toBe(200);
    for (const role of ['CUSTOMER', 'DELIVERY_MAN', 'ADMIN'] as const) {
      const other = await createUser(t.app, { role });
      const res = await call(bearer(sessionToken(t.app, other)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You don't have access to that." });
    }
    expect((await call({})).statusCode).toBe(401);
  });

  it('uses the role stored on the server, not a claim in the token', async () => {
    const user = await createUser(t.app, { role: 'WORKER' });
    const token = sessionToken(t.app, user);
    t.app.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, user.id)).run();
    expect((await call(bearer(token))).statusCode).toBe(403);
  });
});

describe('Secure cookies', () => {
  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://food.example.com' } });
    try {
      const user = await createUser(secure.app);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('session housekeeping', () => {
  it('prunes sessions that expired or ended long ago, and keeps the ones in use', async () => {
    const user = await createUser(t.app);
    const live = sessionToken(t.app, user);
    const old = t.app.sessions.open(user.id, Date.now() - 2 * 24 * 60 * 60 * 1000);
    const count = () =>
      t.app.sqlite.prepare('select count(*) as n from sessions where user_id = ?').get(user.id) as { n: number };
    expect(count().n).toBe(2);
    expect(t.app.sessions.prune()).toBeGreaterThanOrEqual(1);
    expect(count().n).toBe(1);
    expect(t.app.sessions.find(old.id, user.id)).toBeUndefined();
    expect((await me(bearer(live))).statusCode).toBe(200);
  });
});

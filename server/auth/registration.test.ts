import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailLog, oneTimeCodes, users } from '../../drizzle/schema.ts';
import { createUser } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../codes/one-time-codes.ts';
import { RESEND_ANSWER } from './registration-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
const freshEmail = () => `new.customer${++n}@example.com`;
const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });
/** Each sign-up comes from its own address, so the per-network sign-up limit stays out of these tests. */
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(
    '/register/create-account',
    { email, password: 'pass-word-123', name: 'Ayesha Siddiqui', phone: '923001234567', ...extra },
    `10.1.0.${n}`,
  );
const userRow = (email: string) => t.app.db.select().from(users).where(eq(users.email, email)).get();
const codeRows = (userId: number) => t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).all();
/** Moves the clock forward, for rules that depend on time (expiry, resend limits). */
const travel = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

describe('POST /api/register/create-account', () => {
  it('handles a burst of sign-ups at once: every account is created and every code e-mailed', async () => {
    const emails = Array.from({ length: 12 }, freshEmail);
    const answers = await Promise.all(
      emails.map((email, i) =>
        post(
          '/register/create-account',
          { email, password: 'pass-word-123', name: 'Burst Person', phone: '923001234567' },
          `10.2.0.${i}`,
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(emails.map(() => 200));
    for (const email of emails) expect(mailsTo(t.dataDir, email)).toHaveLength(1);
  }, 120_000);

  it('creates an unverified customer and e-mails a 6-digit code that is stored only as a hash', async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(email);

    const user = userRow(email)!;
    expect(user).toMatchObject({
      role: 'CUSTOMER',
      emailVerifiedAt: null,
      name: 'Ayesha Siddiqui',
      phone: '923001234567',
    });
    expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);

    const mails = mailsTo(t.dataDir, email);
    expect(mails).toHaveLength(1);
    const code = latestCode(t.dataDir, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.subject).not.toContain(code);
    expect(mails[0]!.text).toMatch(/valid for 10 minutes/);
    expect(mails[0]!.html).toContain(`${code.slice(0, 3)} ${code.slice(3)}`);

    const [stored] = codeRows(user.id);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt - stored!.createdAt).toBe(10 * 60 * 1000);

    const log = t.app.db.select().from(mailLog).where(eq(mailLog.recipient, email)).all();
    expect(log).toMatchObject([{ status: 'sent', transport: 'outbox', purpose: 'signup-code' }]);
  });

  it('refuses an address already in use, whatever its case and whatever the role holding it', async () => {
    const email = freshEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    expect((await post('/register/verify-otp', { email, otp: latestCode(t.dataDir, email) })).statusCode).toBe(200);
    const again = await signUp(email.toUpperCase(), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);

    const worker = await createUser(t.app, { role: 'WORKER' });
    expect((await signUp(worker.email)).statusCode).toBe(409);
    expect(mailsTo(t.dataDir, worker.email)).toHaveLength(0);
  });

  it('keeps a sign-up waiting for its code, and lets a new sign-up start it over once that code is dead', async () => {
    const email = freshEmail();
    expect((await signUp(email, { password: 'first-pass-1', name: 'First Person' })).statusCode).toBe(200);
    const second = { password: 'second-pass-2', name: 'Second Person' };
    const waiting = await signUp(email, second);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/waiting for the code we e-mailed.*10 minutes/);
    expect(userRow(email)!.name).toBe('First Person');
    expect(mailsTo(t.dataDir, email)).toHaveLength(1);

    travel(CODE_TTL_MS + 1);
    expect((await signUp(email, second)).statusCode).toBe(200);
    const user = userRow(email)!;
    expect(user).toMatchObject({ name: 'Second Person', emailVerifiedAt: null, role: 'CUSTOMER' });
    expect(mailsTo(t.dataDir, email)).toHaveLength(2);
    // Only the new sign-up's code is alive, and only its password opens the account once verified.
    expect(codeRows(user.id).filter((row) => row.usedAt === null)).toHaveLength(1);
    expect((await post('/register/verify-otp', { email, otp: latestCode(t.dataDir, email) })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: 'first-pass-1' })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'second-pass-2' })).statusCode).toBe(200);
  });

  it('lets a new sign-up start over a pending one whose code is out of tries', async () => {
    const email = freshEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    const wrong = String((Number(latestCode(t.dataDir, email)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await post('/register/verify-otp', { email, otp: wrong });
    expect((await signUp(email, { name: 'Second Try' })).statusCode).toBe(200);
    expect(userRow(email)!.name).toBe('Second Try');
  });

  it.each([
    ['email', { email: 'not-an-email' }, /valid e-mail/],
    ['password', { password: 'short12' }, /at least 8/],
    ['password', { password: 'x'.repeat(129) }, /at most 128/],
    ['name', { name: '   ' }, /Name is required/],
    ['name', { name: 'n'.repeat(101) }, /at most 100/],
    ['phone', { phone: '+92 300' }, /digits only/],
    ['phone', { phone: '1234567890123456' }, /at most 15/],
  ])('rejects a bad %s with a message naming what is wrong', async (field, change, message) => {
    const res = await signUp(freshEmail(), change);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
    expect(res.json().message).toMatch(message);
  });

  it('accepts the boundaries: 8 and 128 character passwords, a 100 character name, 15 digit phone', async () => {
    expect((await signUp(freshEmail(), { password: 'p'.repeat(8) })).statusCode).toBe(200);
    expect(
      (await signUp(freshEmail(), { password: 'p'.repeat(128), name: 'n'.repeat(100), phone: '1'.repeat(15) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/register/verify-otp', () => {
  async function pending() {
    const email = freshEmail();
    await signUp(email);
    return { email, code: latestCode(t.dataDir, email) };
  }
  const verify = (email: string, otp: string) => post('/register/verify-otp', { email, otp });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies the account with the right code, and then the account can log in', async () => {
    const { email, code } = await pending();
    const res = await verify(email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(userRow(email)!.emailVerifiedAt).toEqual(expect.any(Number));
    const login = await post('/auth/login', { email, password: 'pass-word-123' });
    expect(login.statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const { email, code } = await pending();
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/no code waiting/);
  });

  it('says how many tries are left, and kills the code after 5 wrong tries', async () => {
    const { email, code } = await pending();
    const wrong = wrongCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages.slice(0, 4)).toEqual(
      [4, 3, 2]
        .map((left) => `That code is not correct. You have ${left} tries left.`)
        .concat('That code is not correct. You have 1 try left.'),
    );
    expect(messages[4]).toMatch(/Too many wrong tries/);

    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong tries/);
    expect(userRow(email)!.emailVerifiedAt).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    const { email, code } = await pending();
    travel(10 * 60 * 1000 + 1);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect(userRow(email)!.emailVerifiedAt).toBeNull();
  });

  it('accepts a code just before it expires', async () => {
    const { email, code } = await pending();
    travel(10 * 60 * 1000 - 1000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it("binds a code to its address: one person's code does not verify another's", async () => {
    const a = await pending();
    const b = await pending();
    expect((await verify(b.email, a.code === b.code ? wrongCode(b.code) : a.code)).statusCode).toBe(400);
    expect((await verify(a.email, a.code)).statusCode).toBe(200);
  });

  it('answers unknown and already-verified addresses alike', async () => {
    const { email, code } = await pending();
    await verify(email, code);
    const verified = await verify(email, code);
    const unknown = await verify('nobody.here@example.com', code);
    expect([verified.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(verified.json()).toEqual(unknown.json());
  });

  it('rejects codes that are not 6 digits without spending a try', async () => {
    const { email, code } = await pending();
    for (const otp of ['12345', '1234567', 'abcdef', '', ' 12345']) {
      expect((await verify(email, otp)).statusCode).toBe(400);
    }
    expect((await verify(email, code)).statusCode).toBe(200);
  });
});

describe('POST /api/register/resend-otp', () => {
  const resend = (email: string) => post('/register/resend-otp', { email });

  it('sends a fresh code and the old one stops working', async () => {
    const email = freshEmail();
    await signUp(email);
    const first = latestCode(t.dataDir, email);
    travel(61_000);
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    const second = latestCode(t.dataDir, email);
    expect(mailsTo(t.dataDir, email)).toHaveLength(2);

    if (first !== second) {
      const old = await post('/register/verify-otp', { email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/register/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('allows one code a minute per address', async () => {
    const email = freshEmail();
    await signUp(email);
    const soon = await resend(email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/try again in \d+ seconds/);
    travel(61_000);
    expect((await resend(email)).statusCode).toBe(200);
  });

  it('allows five codes an hour per address', async () => {
    const email = freshEmail();
    await signUp(email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      travel(61_000);
      statuses.push((await resend(email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(mailsTo(t.dataDir, email)).toHaveLength(5);
  });

  it('gives unknown, verified and pending addresses the same answer, and mails only the pending one', async () => {
    const pendingEmail = freshEmail();
    await signUp(pendingEmail);
    const verified = await createUser(t.app);
    travel(61_000);

    const answers = await Promise.all(['unknown.person@example.com', verified.email, pendingEmail].map(resend));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESEND_ANSWER });
    }
    expect(mailsTo(t.dataDir, verified.email)).toHaveLength(0);
    expect(mailsTo(t.dataDir, 'unknown.person@example.com')).toHaveLength(0);
    expect(mailsTo(t.dataDir, pendingEmail)).toHaveLength(2);

    // The rate limit also treats them alike, so it cannot be used to probe for accounts.
    const again = await Promise.all(['unknown.person@example.com', verified.email, pendingEmail].map(resend));
    expect(again.map((r) => r.statusCode)).toEqual([429, 429, 429]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, oneTimeCodes, users } from '../../drizzle/schema.ts';
import { createUser } from '../../tests/factories.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { CODE_REFUSED, CODE_TRIES_WINDOW_MS, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../codes/one-time-codes.ts';
import { PASSWORD_REQUIRED, RESEND_ANSWER, signUpAnswer } from './registration-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `new.customer${++n}@example.com`;
/** A call, then a wait for the mail it asked for: the answer comes first, the mail after it. */
async function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });
  await t.mailed();
  return res;
}
/** Each sign-up comes from its own address, so the per-network sign-up limit stays out of these tests. */
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(
    '/register/create-account',
    { email, password: 'pass-word-123', name: 'Ayesha Siddiqui', phone: '923001234567', ...extra },
    `10.1.0.${n}`,
  );
const userRow = (email: string) => t.app.db.select().from(users).where(eq(users.email, email)).get();
const codeRows = (userId: number) => t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).all();
const travel = timeTravel();
/** Past the limit of one code mail a minute per address, which a sign-up counts against too. */
const aMinuteLater = () => travel(61_000);

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

  it('answers a sign-up for an address with an account as for a new one, and mails that address a notice', async () => {
    const email = freshEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    expect((await post('/register/verify-otp', { email, otp: latestCode(t.dataDir, email) })).statusCode).toBe(200);
    const worker = await createUser(t.app, { role: 'WORKER' });
    for (const taken of [email.toUpperCase(), worker.email]) {
      aMinuteLater();
      const again = await signUp(taken, { password: 'takeover-pass-9', name: 'Someone Else' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: signUpAnswer(taken.toLowerCase()) });
      const notice = mailsTo(t.dataDir, taken).at(-1)!;
      expect(notice.subject).toBe('Someone tried to create a Forkcast account with your address');
      expect(notice.text).toContain('Forgot password?');
      expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m);
    }
    // Nothing of the accounts changed.
    expect((await post('/auth/login', { email, password: 'pass-word-123' })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: 'takeover-pass-9' })).statusCode).toBe(401);
    expect(userRow(worker.email)).toMatchObject({ role: 'WORKER', name: worker.name });
  });

  it('a second sign-up for a waiting address changes nothing but its code, and verifying then takes a password', async () => {
    const email = freshEmail();
    expect((await signUp(email, { password: 'first-pass-1', name: 'First Person' })).statusCode).toBe(200);
    aMinuteLater();
    const second = await signUp(email, { password: 'second-pass-2', name: 'Second Person' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: signUpAnswer(email) });
    const user = userRow(email)!;
    expect(user).toMatchObject({ name: 'First Person', emailVerifiedAt: null, signupRepeatedAt: expect.any(Number) });
    const mails = mailsTo(t.dataDir, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('you will choose your password when you enter the code');
    expect(codeRows(user.id).filter((row) => row.usedAt === null)).toHaveLength(1);

    // Without a password the right code is not enough, and it stays usable.
    const otp = latestCode(t.dataDir, email);
    const bare = await post('/register/verify-otp', { email, otp });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: PASSWORD_REQUIRED, fields: { password: expect.any(String) } });
    expect((await post('/register/verify-otp', { email, otp, password: 'chosen-at-last-3' })).statusCode).toBe(200);
    for (const password of ['first-pass-1', 'second-pass-2'])
      expect((await post('/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'chosen-at-last-3' })).statusCode).toBe(200);
    expect(userRow(email)!.signupRepeatedAt).toBeNull();
  });

  describe('a pending sign-up cannot be taken over: whoever holds the mailbox decides the password', () => {
    const alice = { password: 'alice-own-pass-1', name: 'Alice Khan' };
    const attacker = { password: 'attacker-pass-66', name: 'Alice Khan' };
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it.each([
      ["after spending her code's tries", 'tries'],
      ['after her code expired', 'expiry'],
    ])('%s, a second sign-up with another password never sets it', async (_, how) => {
      const email = freshEmail();
      expect((await signUp(email, alice)).statusCode).toBe(200);
      if (how === 'tries') {
        const wrong = wrongCode(latestCode(t.dataDir, email));
        for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await post('/register/verify-otp', { email, otp: wrong });
        aMinuteLater();
      } else {
        travel(CODE_TTL_MS + 1);
      }
      // The attacker signs up again with her address and a password of theirs: the answer is the usual one.
      const takeover = await signUp(email, attacker);
      expect(takeover.statusCode).toBe(200);
      expect(takeover.json()).toEqual({ message: signUpAnswer(email) });

      if (how === 'tries') {
        // Signing up again gave no new guesses: even the new code's right value is refused for now.
        const refused = await post('/register/verify-otp', {
          email,
          otp: latestCode(t.dataDir, email),
          password: attacker.password,
        });
        expect(refused.statusCode).toBe(400);
        // A quarter of an hour later, Alice asks for a new code.
        travel(CODE_TRIES_WINDOW_MS + 1);
        expect((await post('/register/resend-otp', { email })).statusCode).toBe(200);
      }

      // Alice enters the newest code. Forkcast's own client sends the password she typed at sign-up with it.
      const otp = latestCode(t.dataDir, email);
      expect((await post('/register/verify-otp', { email, otp, password: alice.password })).statusCode).toBe(200);
      expect((await post('/auth/login', { email, password: attacker.password })).statusCode).toBe(401);
      expect((await post('/auth/login', { email, password: alice.password })).statusCode).toBe(200);
    });

    it("with a client that sends no password, the code alone does not verify the second sign-up's password", async () => {
      const email = freshEmail();
      expect((await signUp(email, alice)).statusCode).toBe(200);
      aMinuteLater();
      expect((await signUp(email, attacker)).statusCode).toBe(200);
      const otp = latestCode(t.dataDir, email);
      expect((await post('/register/verify-otp', { email, otp })).json().code).toBe(PASSWORD_REQUIRED);
      expect(userRow(email)!.emailVerifiedAt).toBeNull();
      expect((await post('/auth/login', { email, password: attacker.password })).statusCode).not.toBe(200);
    });

    it('an attacker who signs up first with her address cannot wait for her to verify their password', async () => {
      const email = freshEmail();
      expect((await signUp(email, attacker)).statusCode).toBe(200);
      aMinuteLater();
      expect((await signUp(email, alice)).statusCode).toBe(200);
      const otp = latestCode(t.dataDir, email);
      expect((await post('/register/verify-otp', { email, otp, password: alice.password })).statusCode).toBe(200);
      expect((await post('/auth/login', { email, password: attacker.password })).statusCode).toBe(401);
      expect((await post('/auth/login', { email, password: alice.password })).statusCode).toBe(200);
    });
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
    expect(again.json()).toEqual({ message: CODE_REFUSED });
  });

  it('kills the code after 5 wrong tries, and says nothing of how many are left', async () => {
    const { email, code } = await pending();
    const wrong = wrongCode(code);
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CODE_REFUSED });
    }
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: CODE_REFUSED });
    expect(userRow(email)!.emailVerifiedAt).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    const { email, code } = await pending();
    travel(10 * 60 * 1000 + 1);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CODE_REFUSED });
    expect(userRow(email)!.emailVerifiedAt).toBeNull();
  });

  it("makes a password sent with the code the account's, checked like any new password", async () => {
    const { email, code } = await pending();
    const common = await post('/register/verify-otp', { email, otp: code, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/most common/);
    expect((await post('/register/verify-otp', { email, otp: code, password: 'a-new-choice-77' })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/login', { email, password: 'pass-word-123' })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'a-new-choice-77' })).statusCode).toBe(200);
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

  it('answers unknown, pending and verified addresses byte for byte alike', async () => {
    const verified = await pending();
    await verify(verified.email, verified.code);
    const waiting = await pending();
    const answers = await Promise.all(
      [verified.email, waiting.email, 'nobody.here@example.com'].map((email) => verify(email, wrongCode(waiting.code))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set([JSON.stringify({ message: CODE_REFUSED })]));
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

  it('allows one code a minute per address, the sign-up counting as the first', async () => {
    const email = freshEmail();
    await signUp(email);
    expect((await resend(email)).statusCode).toBe(429);
    aMinuteLater();
    expect((await resend(email)).statusCode).toBe(200);
    const soon = await resend(email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/try again in \d+ seconds/);
    travel(61_000);
    expect((await resend(email)).statusCode).toBe(200);
  });

  it('allows five codes an hour per address, the sign-up among them', async () => {
    const email = freshEmail();
    await signUp(email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      aMinuteLater();
      statuses.push((await resend(email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(mailsTo(t.dataDir, email)).toHaveLength(5);
  });

  it('counts sign-ups against the same limits: twelve in a second send one mail, and thirty accounts one notice a day each', async () => {
    const email = freshEmail();
    const burst = await Promise.all(Array.from({ length: 12 }, () => signUp(email)));
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(mailsTo(t.dataDir, email)).toHaveLength(1);

    const accounts = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    // From as many networks, so the limit on new accounts per network stays out of it.
    const tryAll = () =>
      Promise.all(
        accounts.map((account, i) =>
          post(
            '/register/create-account',
            { email: account.email, password: 'pass-word-123', name: 'Someone', phone: '923001234567' },
            `10.3.0.${i}`,
          ),
        ),
      );
    expect((await tryAll()).map((res) => res.statusCode)).toEqual(accounts.map(() => 200));
    for (const account of accounts) expect(mailsTo(t.dataDir, account.email)).toHaveLength(1);
    // An hour later the limits let the sign-ups in again, but the day's notice has gone already.
    travel(61 * 60_000);
    await tryAll();
    for (const account of accounts) expect(mailsTo(t.dataDir, account.email)).toHaveLength(1);
  }, 120_000);

  it('gives unknown, verified and pending addresses the same answer, and mails only the pending one', async () => {
    const pendingEmail = freshEmail();
    await signUp(pendingEmail);
    const verified = await createUser(t.app);
    aMinuteLater();

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

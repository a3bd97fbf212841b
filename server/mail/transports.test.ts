/**
 * Each transport against a real peer: files on disk, a real SMTP server (smtp-server), and a local HTTP server
 * speaking Resend's API driven through the official client. Failures must be reported, never hidden: to the person
 * when their answer waits for the mail (an order's code), in mail_log, with a later try, when it does not (a
 * sign-up's code, which goes out after the answer: server/mail/mail-requests.ts).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, mailRequests, users } from '../../drizzle/schema.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { startFakeResend, startFakeSmtp, type FakeResend, type FakeSmtp } from '../../tests/fake-mail-servers.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { MAX_MAILS_PER_RECIPIENT_PER_HOUR } from './mailer.ts';

/** A sign-up, and the wait for its code mail, which goes out after the answer. */
async function signUp(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register/create-account',
    payload: { email, password: 'pass-word-123', name: 'Hina Rauf', phone: '923331234567' },
  });
  await t.mailed();
  return res;
}

/** "Send Again" on the checkout's code step: its answer waits for the mail and says whether it went. */
async function resendOrderCode(t: TestApp) {
  const customer = await createUser(t.app);
  const order = createOrder(t.app, {
    customerId: customer.id,
    status: 'UNCONFIRMED',
    lines: [{ product: createProduct(t.app), quantity: 1 }],
  });
  const started = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/resendOTP',
    payload: { orderId: order.id },
    headers: { authorization: `Bearer ${sessionToken(t.app, customer)}` },
  });
  return { res, elapsed: Date.now() - started, email: customer.email };
}
const userExists = (t: TestApp, email: string) => !!t.app.db.select().from(users).where(eq(users.email, email)).get();
const logFor = (t: TestApp, email: string) => t.app.db.select().from(mailLog).where(eq(mailLog.recipient, email)).all();

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

describe('outbox transport', () => {
  let t: TestApp;
  const logs = new PassThrough();
  let logText = '';
  beforeAll(async () => {
    logs.on('data', (chunk) => (logText += String(chunk)));
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs });
  });
  afterAll(() => t.close());

  it('writes an RFC 5322 .eml and a .json file per message, and logs the recipient and subject only', async () => {
    expect((await signUp(t, 'outbox.person@example.com')).statusCode).toBe(200);
    const dir = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);

    const json = JSON.parse(fs.readFileSync(path.join(dir, files[1]!), 'utf8'));
    expect(Object.keys(json).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    expect(json.to).toBe('outbox.person@example.com');
    const code = json.text.match(/^\s*(\d{6})\s*$/m)[1] as string;

    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Forkcast <no-reply@forkcast\.local>\r$/m);
    expect(eml).toMatch(/^To: outbox\.person@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Your Forkcast verification code\r$/m);
    expect(eml).toMatch(/^Date: .+\r$/m);
    expect(eml).toMatch(/^Message-ID: <.+>\r$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');

    expect(logText).toContain('mail to outbox.person@example.com: Your Forkcast verification code');
    expect(logText).not.toContain(code);
    expect(logText).not.toContain('pass-word-123');
  });

  it(`caps mail to one address at ${MAX_MAILS_PER_RECIPIENT_PER_HOUR} an hour, whatever asks for it`, async () => {
    const message = { to: 'flooded@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', purpose: 'test' };
    for (let i = 0; i < MAX_MAILS_PER_RECIPIENT_PER_HOUR; i++)
      expect(await t.app.mail.send(message)).toEqual({ ok: true });
    expect(await t.app.mail.send(message)).toEqual({ ok: false, error: 'hourly limit for this recipient reached' });
    expect(logFor(t, 'flooded@example.com').filter((row) => row.status === 'failed')).toHaveLength(1);
  });

  it('makes the outbox folder again when it was removed while running, and reports a folder it cannot make', async () => {
    const dir = path.join(t.dataDir, 'outbox');
    const message = { to: 'tidy@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', purpose: 'test' };
    expect(await t.app.mail.send(message)).toEqual({ ok: true });
    fs.rmSync(dir, { recursive: true });
    expect(await t.app.mail.send(message)).toEqual({ ok: true });
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(1);

    // A file where the folder should be: the mail fails and says so, and works again once the way is clear.
    fs.rmSync(dir, { recursive: true });
    fs.writeFileSync(dir, 'not a folder');
    const blocked = await t.app.mail.send(message);
    expect(blocked.ok).toBe(false);
    fs.rmSync(dir);
    expect(await t.app.mail.send(message)).toEqual({ ok: true });
  });
});

describe('smtp transport', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code mail to a real SMTP server', async () => {
    expect((await signUp(t, 'smtp.person@example.com')).statusCode).toBe(200);
    const { received } = smtp;
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp.person@example.com']);
    expect(received[0]!.raw).toContain('Subject: Your Forkcast verification code');
    expect(received[0]!.raw).toMatch(/^\s*\d{6}\s*$/m);
    expect(logFor(t, 'smtp.person@example.com')).toMatchObject([{ status: 'sent', transport: 'smtp' }]);
  });
});

describe('a mail server that is down or silent', () => {
  it('reports a refused connection honestly: to the person who waits for it, and in mail_log with a later try', async () => {
    const closed = net.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const t = await createTestApp({ env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      // An order's "Send Again" must not claim success when nothing was sent.
      const { res, email } = await resendOrderCode(t);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/couldn't send/);
      expect(logFor(t, email)).toMatchObject([{ status: 'failed', transport: 'smtp' }]);

      // A sign-up's answer says only that a mail is on its way; the failure is recorded and the mail tried again.
      const signedUp = await signUp(t, 'unlucky@example.com');
      expect(signedUp.statusCode).toBe(200);
      expect(signedUp.json().message).toMatch(/We're sending an e-mail/);
      expect(userExists(t, 'unlucky@example.com')).toBe(true);
      expect(logFor(t, 'unlucky@example.com')).toMatchObject([{ status: 'failed', transport: 'smtp' }]);
      expect(
        t.app.db.select().from(mailRequests).where(eq(mailRequests.email, 'unlucky@example.com')).all(),
      ).toMatchObject([{ attempts: 1 }]);
    } finally {
      await t.close();
    }
  });

  it('does not hold the request past MAIL_TIMEOUT_MS when the server never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    const port = await listen(silent);
    const t = await createTestApp({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TIMEOUT_MS: '400' },
    });
    try {
      // No password hashing in an order's resend, so the time is the mail wait alone.
      const { res, elapsed, email } = await resendOrderCode(t);
      expect(res.statusCode).toBe(503);
      expect(elapsed).toBeGreaterThanOrEqual(400);
      expect(elapsed).toBeLessThan(2000);
      expect(logFor(t, email)[0]!.error).toMatch(/did not answer within 400 ms/);
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('resend transport', () => {
  let api: FakeResend;
  let t: TestApp;
  beforeAll(async () => {
    api = await startFakeResend();
    t = await createTestApp({
      env: { MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_test_key', RESEND_BASE_URL: api.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it("sends through Resend's API with the key, both bodies and the recipient", async () => {
    expect((await signUp(t, 'resend.person@example.com')).statusCode).toBe(200);
    const { requests } = api;
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toBe('Bearer re_test_key');
    expect(requests[0]!.body).toMatchObject({
      from: '"Forkcast" <no-reply@forkcast.local>',
      to: 'resend.person@example.com',
      subject: 'Your Forkcast verification code',
      text: expect.stringMatching(/^\s*\d{6}\s*$/m),
      html: expect.stringContaining('<html'),
    });
  });

  it('reports an API refusal as a failure', async () => {
    api.refuseNext();
    await signUp(t, 'refused@example.com');
    expect(logFor(t, 'refused@example.com')).toMatchObject([
      { status: 'failed', transport: 'resend', error: expect.stringContaining('The from address is not verified.') },
    ]);
  });
});

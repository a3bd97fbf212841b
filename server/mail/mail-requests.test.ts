/**
 * The queue of mail asked for by people who are not signed in: sent after the answer, tried again when the transport
 * fails (each failure in mail_log), kept across a restart, and dropped after its last try.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, mailRequests } from '../../drizzle/schema.ts';
import { buildApp } from '../app.ts';
import { createUser } from '../../tests/factories.ts';
import { mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { timeTravel } from '../../tests/time-travel.ts';
import { RETRY_DELAYS_MS } from './mail-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const travel = timeTravel();

const outbox = () => path.join(t.dataDir, 'outbox');
/** The outbox transport must create its folder: a file in its place makes every send fail. */
function breakTheOutbox() {
  fs.rmSync(outbox(), { recursive: true, force: true });
  fs.writeFileSync(outbox(), 'not a folder');
}
function mendTheOutbox() {
  fs.rmSync(outbox(), { force: true });
}
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const requestsFor = (email: string) => t.app.db.select().from(mailRequests).where(eq(mailRequests.email, email)).all();
const logOf = (email: string) => t.app.db.select().from(mailLog).where(eq(mailLog.recipient, email)).all();

describe('mail asked for by people who are not signed in', () => {
  it('is sent after the answer, and the request leaves no row behind', async () => {
    const user = await createUser(t.app);
    expect((await forgot(user.email)).statusCode).toBe(200);
    await t.mailed();
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(1);
    expect(requestsFor(user.email)).toEqual([]);
  });

  it('is tried again after a failed send, each failure in mail_log, until it goes out', async () => {
    const user = await createUser(t.app);
    breakTheOutbox();
    try {
      expect((await forgot(user.email)).statusCode).toBe(200);
      await t.mailed();
      expect(logOf(user.email)).toMatchObject([{ status: 'failed', purpose: 'password-reset-code' }]);
      expect(requestsFor(user.email)).toMatchObject([{ attempts: 1 }]);

      // Not before its time.
      await t.mailed();
      expect(logOf(user.email)).toHaveLength(1);
    } finally {
      mendTheOutbox();
    }
    travel(RETRY_DELAYS_MS[0]! + 1);
    await t.mailed();
    expect(logOf(user.email).map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(1);
    expect(requestsFor(user.email)).toEqual([]);
  });

  it('is dropped after its last try, every failure recorded', async () => {
    const user = await createUser(t.app);
    breakTheOutbox();
    try {
      await forgot(user.email);
      await t.mailed();
      for (const delay of RETRY_DELAYS_MS) {
        travel(delay + 1);
        await t.mailed();
      }
    } finally {
      mendTheOutbox();
    }
    expect(logOf(user.email)).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(logOf(user.email).every((row) => row.status === 'failed')).toBe(true);
    expect(requestsFor(user.email)).toEqual([]);
  });

  it('left by a server that stopped before sending it, goes out on the next start', async () => {
    const user = await createUser(t.app);
    // What a request leaves when the process ends between its answer and its mail.
    t.app.db.insert(mailRequests).values({ kind: 'password-reset', email: user.email, dueAt: Date.now() }).run();
    const next = await buildApp(t.config);
    try {
      await next.ready();
      await next.mailRequests.settle();
    } finally {
      await next.close();
    }
    expect(mailsTo(t.dataDir, user.email)).toHaveLength(1);
    expect(requestsFor(user.email)).toEqual([]);
  });
});

/**
 * The account rules on the production start, after a restart, over real HTTP behind a proxy that names each client
 * (TRUST_PROXY, X-Forwarded-For): a pending sign-up cannot be taken over, failures from one address never lock the
 * right password out from another while 10,000 guesses from many still fail, the three sign-up routes answer alike
 * for every address, and the data is readable by its owner only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../server/maintenance/backup.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { openDatabase } from '../server/db/database.ts';
import { createUserStore } from '../server/users/user-store.ts';
import { codeMailedTo } from '../tests/outbox.ts';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';

let parent: string;
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-accounts-'));
  // Made by the server itself, as on a new install.
  dataDir = path.join(parent, 'data');
  const options = { dataDir, port: await freePort(), env: { TRUST_PROXY: 'true' } };
  const first = await startServer(options);
  expect((await first.stop('SIGTERM')).code).toBe(0);
  server = await startServer(options);
}, 120_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(parent, { recursive: true, force: true });
});

let clients = 0;
/** A client of its own unless told which: each request names its address as a proxy would. */
async function post(route: string, body: object, from = `198.18.${++clients >> 8}.${clients & 255}`) {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const signUp = (email: string, password: string, from?: string) =>
  post('/register/create-account', { email, password, name: 'Alice Khan', phone: '923001234567' }, from);
const verify = (email: string, otp: string, password?: string) =>
  post('/register/verify-otp', { email, otp, ...(password ? { password } : {}) });
const login = (email: string, password: string, from?: string) => post('/auth/login', { email, password }, from);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function verifiedAccount(email: string, password: string) {
  expect((await signUp(email, password)).status).toBe(200);
  expect((await verify(email, await codeMailedTo(dataDir, email), password)).status).toBe(200);
}

/**
 * An account made straight in the database, as if it had signed up an hour ago: the limit of one code mail a minute
 * per address, which a sign-up through the API counts against, is then no part of what is compared.
 */
async function accountFromEarlier(email: string, verified: boolean) {
  const { db, sqlite } = openDatabase(databaseFile(dataDir));
  try {
    const passwordHash = await hashPassword('an-earlier-pass-8');
    createUserStore(db).insert(db, {
      email,
      name: 'Earlier Person',
      passwordHash,
      role: 'CUSTOMER',
      emailVerifiedAt: verified ? Date.now() : null,
    });
  } finally {
    sqlite.close();
  }
}

describe('accounts on the production start, second start', () => {
  it('a pending sign-up cannot be taken over: the attacker\u2019s password never logs in', async () => {
    const email = 'alice@example.com';
    // 1. Alice signs up and has not entered her code yet.
    expect((await signUp(email, 'alice-own-pass-1', '203.0.113.10')).status).toBe(200);
    // 2. Someone who knows her address tries codes; every answer is the same.
    const code = await codeMailedTo(dataDir, email);
    const tries = await Promise.all(Array.from({ length: 4 }, () => verify(email, wrongCode(code))));
    expect(new Set(tries.map((res) => `${res.status} ${res.text}`)).size).toBe(1);
    // 3. They sign up again with her address and their own password: refused as a second sign-up for any address
    //    within the minute is, and no new code (nor new tries) comes of it.
    const takeover = await signUp(email, 'attacker-pass-66', '192.0.2.66');
    expect(takeover.status).toBe(429);
    expect((await signUp('someone.else@example.com', 'attacker-pass-66', '192.0.2.67')).status).toBe(200);
    // The same answer, but for the seconds left, which count from each address's own first sign-up.
    const wait = (text: string) => text.replace(/\d+ seconds/, 'N seconds');
    const again = await signUp('someone.else@example.com', 'attacker-pass-66', '192.0.2.68');
    expect(wait(again.text)).toBe(wait(takeover.text));
    // 4. Alice enters her code from her mailbox (Forkcast's client sends her password with it).
    expect((await verify(email, code, 'alice-own-pass-1')).status).toBe(200);
    expect((await login(email, 'attacker-pass-66')).status).toBe(401);
    expect((await login(email, 'alice-own-pass-1')).status).toBe(200);
  });

  it('ten failures from one address, then the right password from another address: 200', async () => {
    const email = 'kitchen.tablet@example.com';
    await verifiedAccount(email, 'tablet-pass-word-2');
    let failures = 0;
    while (failures < 10) {
      const res = await login(email, `not-it-${failures}`, '198.51.100.77');
      if (res.status === 401) failures += 1;
      else {
        expect(res.status, res.text).toBe(429);
        const seconds = Number(/try again in (\d+) seconds?/.exec(res.text)?.[1]);
        expect(seconds, res.text).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      }
    }
    expect((await login(email, 'tablet-pass-word-2', '198.51.100.77')).status).toBe(429);
    expect((await login(email, 'tablet-pass-word-2', '198.51.100.78')).status).toBe(200);
  }, 90_000);

  it('10,000 guesses from 10,000 addresses never succeed, the right password among them', async () => {
    const email = 'owner@example.com';
    const password = 'the-real-password-3';
    await verifiedAccount(email, password);
    const guesses = Array.from({ length: 10_000 }, (_, i) => (i === 5_000 ? password : `guess-${i}`));
    const statuses = new Map<number, number>();
    for (let start = 0; start < guesses.length; start += 50) {
      const batch = guesses.slice(start, start + 50).map((guess, i) => {
        const n = start + i;
        return login(email, guess, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
      });
      for (const res of await Promise.all(batch)) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBeUndefined();
    expect([...statuses.keys()].sort()).toEqual([401, 429]);
    expect((await login(email, password, '10.200.0.1')).status).toBe(429);
  }, 180_000);

  it('answers sign-up, verify-otp and resend-otp byte for byte alike for unknown, pending and verified addresses', async () => {
    const calls = {
      'create-account': (email: string) => signUp(email, 'someone-else-pass-6'),
      'verify-otp': (email: string) => verify(email, '123456'),
      'resend-otp': (email: string) => post('/register/resend-otp', { email }),
    };
    for (const [route, call] of Object.entries(calls)) {
      // Addresses of their own for each route: sign-up and resend count against one limit per address.
      const addresses = [
        `unknown.${route}@example.com`,
        `pending.${route}@example.com`,
        `verified.${route}@example.com`,
      ];
      await accountFromEarlier(addresses[1]!, false);
      await accountFromEarlier(addresses[2]!, true);
      const answers = new Set<string>();
      for (const email of addresses) {
        const res = await call(email);
        answers.add(`${res.status} ${res.text.replaceAll(email, '<address>')}`);
      }
      expect([...answers], route).toHaveLength(1);
      expect([...answers][0], route).toMatch(/^200 |^400 /);
    }
  });

  it('keeps the data folder and the database readable by their owner only', () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) expect(mode(`${databaseFile(dataDir)}${suffix}`), suffix).toBe(0o600);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });
});

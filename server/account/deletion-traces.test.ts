/**
 * Deleted means deleted from the file: after a customer deletes their account (decision 0022), their e-mail address
 * and name cannot be read with `strings` from the database file, its write-ahead log, or a backup taken afterwards.
 * A backup taken before still holds them (docs/operations.md says so, and how long backups are kept).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct } from '../../tests/factories.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { backupDataDir, databaseFile } from '../maintenance/backup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = {
  email: `quentin.zyxwvut.${Date.now()}@example.com`,
  password: 'a-private-pass-phrase-4',
  name: 'Quentin Zyxwvut',
  phone: '923009998877',
};

/** Every file a copy of the data could be in: the database and its write-ahead log. */
function databaseBytes(): Buffer {
  const file = databaseFile(t.dataDir);
  return Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
}

const holds = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'utf8'));

async function post(url: string, payload: object, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await t.mailed();
  return res;
}

describe("a deleted account's address and name", () => {
  it('are gone from the database file, its log and a backup taken afterwards, but not from one taken before', async () => {
    // A customer who signed up, ordered, was mailed and logged in: their address is in several tables and indexes.
    expect((await post('/register/create-account', person)).statusCode).toBe(200);
    const otp = latestCode(t.dataDir, person.email);
    expect(
      (await post('/register/verify-otp', { email: person.email, otp, password: person.password })).statusCode,
    ).toBe(200);
    const login = await post('/auth/login', { email: person.email, password: person.password });
    const token = login.json().data as string;
    const { id } = (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json();
    createOrder(t.app, {
      customerId: id,
      status: 'DELIVERED',
      lines: [{ product: createProduct(t.app), quantity: 1 }],
    });
    expect((await post('/auth/forgot-password', { email: person.email })).statusCode).toBe(200);

    const before = await backupDataDir(t.dataDir, 14, new Date(Date.now() - 60_000));
    expect(holds(databaseBytes(), person.email)).toBe(true);

    expect((await post('/account/delete', { password: person.password }, token)).statusCode).toBe(200);

    const after = await backupDataDir(t.dataDir);
    for (const [where, bytes] of [
      ['the database and its log', databaseBytes()],
      ['a backup taken afterwards', fs.readFileSync(after.file)],
    ] as const) {
      expect(holds(bytes, person.email), `${where} hold the address`).toBe(false);
      expect(holds(bytes, person.name), `${where} hold the name`).toBe(false);
      expect(holds(bytes, person.phone), `${where} hold the phone number`).toBe(false);
    }
    expect(holds(fs.readFileSync(before.file), person.email)).toBe(true);
    expect(path.dirname(before.file)).toBe(path.dirname(after.file));
  });
});

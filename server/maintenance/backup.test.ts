import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { backupDataDir, backupsDir, databaseFile, integrityCheck, restoreDataDir } from './backup.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
const freshDirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Daal Chawal', price: 4 });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'daal.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await t.close();
  for (const dir of freshDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-restore-'));
  freshDirs.push(dir);
  return dir;
}

/** One customer placing orders back to back through HTTP until told to stop; answers the acknowledged order ids. */
async function placeOrdersUntil(stopped: () => boolean, acknowledged: number[]): Promise<void> {
  const customer = await createUser(t.app);
  const authorization = `Bearer ${sessionToken(t.app, customer)}`;
  // The order limit per customer (10 per 10 minutes) ends each writer before the test does.
  for (let placed = 0; placed < 10 && !stopped(); placed += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization },
      payload: {
        latitude: 33.6844,
        longitude: 73.0479,
        address: 'House 12, Street 7, F-8/3',
        paymentMethod: 'CASH',
        lineItems: [{ productId: dish.id, quantity: 1 + (placed % 3) }],
        sector: 'F-8',
      },
    });
    expect(res.statusCode).toBe(201);
    acknowledged.push(res.json<{ data: { orderId: number } }>().data.orderId);
  }
}

describe('backup and restore', () => {
  it('backs up under write load and restores every order acknowledged before the backup began', async () => {
    const acknowledged: number[] = [];
    let stop = false;
    const writers = Array.from({ length: 20 }, () => placeOrdersUntil(() => stop, acknowledged));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));

    const before = [...acknowledged];
    const backup = await backupDataDir(t.dataDir);
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(integrityCheck(backup.file)).toBe('ok');

    const target = freshDir();
    expect(restoreDataDir(target, backup.file)).toEqual({ uploadsRestored: true });
    const restored = new Database(databaseFile(target), { readonly: true });
    const lines = restored.prepare('SELECT count(*) AS n FROM order_lines WHERE order_id = ?');
    const ids = new Set((restored.prepare('SELECT id FROM orders').all() as { id: number }[]).map((row) => row.id));
    for (const id of before) {
      expect(ids.has(id)).toBe(true);
      expect(lines.get(id)).toEqual({ n: 1 });
    }
    // A consistent snapshot: whatever it holds of the later orders, each comes with its lines.
    const orphans = restored.prepare(
      'SELECT count(*) AS n FROM orders WHERE id NOT IN (SELECT order_id FROM order_lines)',
    );
    expect(orphans.get()).toEqual({ n: 0 });
    restored.close();
    expect(fs.readFileSync(path.join(target, 'uploads', 'daal.svg'), 'utf8')).toContain('<svg');
  });

  it('keeps only the newest backups', async () => {
    const dir = backupsDir(t.dataDir);
    const times = [1, 2, 3].map((day) => new Date(Date.UTC(2030, 0, day)));
    for (const time of times) await backupDataDir(t.dataDir, 2, time);
    const names = fs.readdirSync(dir).filter((name) => name.startsWith('2030-'));
    expect(names.sort()).toEqual([
      '2030-01-02T00-00-00-000Z-uploads',
      '2030-01-02T00-00-00-000Z.db',
      '2030-01-03T00-00-00-000Z-uploads',
      '2030-01-03T00-00-00-000Z.db',
    ]);
  });

  it('refuses to restore over a database a running server has open', async () => {
    const { file } = await backupDataDir(t.dataDir, 14, new Date(Date.UTC(2031, 0, 1)));
    expect(() => restoreDataDir(t.dataDir, file)).toThrow(/in use\. Stop the Forkcast server/);
  });

  it('refuses a damaged backup before touching anything', () => {
    const target = freshDir();
    const damaged = path.join(target, 'damaged.db');
    fs.writeFileSync(damaged, 'not a database at all, just some bytes '.repeat(200));
    expect(() => restoreDataDir(target, damaged)).toThrow();
    expect(fs.existsSync(databaseFile(target))).toBe(false);
  });
});

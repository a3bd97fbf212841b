import { execFileSync } from 'node:child_process';
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
    expect(await restoreDataDir(target, backup.file)).toEqual({ uploadsRestored: true, safetyCopy: null });
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
    await expect(restoreDataDir(t.dataDir, file)).rejects.toThrow(/in use\. Stop the Forkcast server/);
  });

  it('refuses a damaged backup before touching anything', async () => {
    const target = freshDir();
    const damaged = path.join(target, 'damaged.db');
    fs.writeFileSync(damaged, 'not a database at all, just some bytes '.repeat(200));
    await expect(restoreDataDir(target, damaged)).rejects.toThrow();
    expect(fs.existsSync(databaseFile(target))).toBe(false);
  });

  it('keeps what it replaces, unpruned, so that a wrong restore can be undone', async () => {
    const { file } = await backupDataDir(t.dataDir, 14, new Date(Date.UTC(2032, 0, 1)));
    const target = freshDir();
    await restoreDataDir(target, file);
    // Written after the backup and left in the WAL, as an unclean stop leaves it.
    const live = new Database(databaseFile(target));
    live.pragma('journal_mode = WAL');
    live.pragma('wal_autocheckpoint = 0');
    live.prepare("UPDATE products SET name = 'Daal Makhani' WHERE id = ?").run(dish.id);
    fs.writeFileSync(path.join(target, 'uploads', 'new-picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.copyFileSync(databaseFile(target), `${databaseFile(target)}.copy`);
    fs.copyFileSync(`${databaseFile(target)}-wal`, `${databaseFile(target)}.copy-wal`);
    live.close();
    // close() checkpoints; bring back the state of a process that died before it could.
    fs.renameSync(`${databaseFile(target)}.copy`, databaseFile(target));
    fs.renameSync(`${databaseFile(target)}.copy-wal`, `${databaseFile(target)}-wal`);

    const at = new Date(Date.UTC(2032, 0, 2));
    const { safetyCopy } = await restoreDataDir(target, file, at);
    expect(safetyCopy).toEqual({
      file: path.join(backupsDir(target), 'before-restore-2032-01-02T00-00-00-000Z.db'),
      uploads: path.join(backupsDir(target), 'before-restore-2032-01-02T00-00-00-000Z-uploads'),
    });
    const nameIn = (db: string) => {
      const opened = new Database(db, { readonly: true });
      try {
        return (opened.prepare('SELECT name FROM products WHERE id = ?').get(dish.id) as { name: string }).name;
      } finally {
        opened.close();
      }
    };
    expect(nameIn(databaseFile(target))).toBe('Daal Chawal');
    expect(nameIn(safetyCopy!.file)).toBe('Daal Makhani');
    expect(fs.existsSync(path.join(safetyCopy!.uploads, 'new-picture.svg'))).toBe(true);

    await backupDataDir(target, 1, new Date(Date.UTC(2032, 0, 3)));
    expect(fs.existsSync(safetyCopy!.file)).toBe(true);
    await restoreDataDir(target, safetyCopy!.file, new Date(Date.UTC(2032, 0, 4)));
    expect(nameIn(databaseFile(target))).toBe('Daal Makhani');
  });

  it('makes each backup one self-contained file, and restores one from a folder nobody can write to', async () => {
    const { file } = await backupDataDir(t.dataDir, 14, new Date(Date.UTC(2033, 0, 1)));
    const journal = new Database(file, { readonly: true });
    expect(journal.pragma('journal_mode', { simple: true })).toBe('delete');
    journal.close();

    // Copied off the machine and back, onto a disk mounted read-only.
    const offsite = freshDir();
    fs.copyFileSync(file, path.join(offsite, path.basename(file)));
    execFileSync('mount', ['--bind', offsite, offsite]);
    try {
      execFileSync('mount', ['-o', 'remount,bind,ro', offsite]);
      const target = freshDir();
      await restoreDataDir(target, path.join(offsite, path.basename(file)));
      expect(integrityCheck(databaseFile(target))).toBe('ok');
      expect(fs.readdirSync(offsite)).toEqual([path.basename(file)]);
    } finally {
      execFileSync('umount', [offsite]);
    }
  });
});

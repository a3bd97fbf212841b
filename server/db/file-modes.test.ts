/**
 * Forkcast's data is its owner's alone: the data folder 0700, and the database with its -wal and -shm files 0600,
 * like the session secret and the outbox; also a database an earlier version made with a wider mode, and backups.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../maintenance/backup.ts';
import { migrateDatabase, openDatabase } from './database.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('file modes', () => {
  it('makes the data folder 0700 and the database, WAL and shared-memory files 0600', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-modes-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const file = path.join(dataDir, 'forkcast.db');
    const { db, sqlite } = openDatabase(file);
    migrateDatabase({ db, sqlite });
    sqlite.exec("INSERT INTO categories (name, position) VALUES ('Desserts', 0)");
    sqlite.exec(
      "INSERT INTO products (name, category_id, price_cents, emotion, description, type, available, image_path, created_at, updated_at) VALUES ('Kheer', 1, 450, 'joy', 'Sweet.', 'veg', 1, '/uploads/x.png', 0, 0)",
    );
    expect(modeOf(dataDir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) expect(modeOf(`${file}${suffix}`), suffix).toBe(0o600);

    const { file: backup } = await backupDataDir(dataDir);
    expect(modeOf(path.dirname(backup))).toBe(0o700);
    expect(modeOf(backup)).toBe(0o600);
    sqlite.close();
  });

  it('narrows a database an earlier version left readable by others', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-modes-'));
    dirs.push(dataDir);
    const file = path.join(dataDir, 'forkcast.db');
    openDatabase(file).sqlite.close();
    fs.chmodSync(file, 0o644);
    openDatabase(file).sqlite.close();
    expect(modeOf(file)).toBe(0o600);
  });
});

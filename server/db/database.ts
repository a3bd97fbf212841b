/** Opens Forkcast's SQLite file with the settings every connection needs, and applies migrations. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../../drizzle/schema.ts';

export type Db = BetterSQLite3Database<typeof schema>;
/** The handle inside `db.transaction(...)`; anything that takes a `Writer` works in or out of a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle/migrations', import.meta.url));

export interface OpenedDatabase {
  db: Db;
  sqlite: Database.Database;
}

/**
 * Folders made for Forkcast's data are its owner's alone (0700), like the files in them: the database holds password
 * hashes and addresses, the outbox holds codes.
 */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * The database file and the -wal and -shm files SQLite makes beside it are readable by their owner only (0600):
 * SQLite gives those the database file's own mode, so the file is made before SQLite opens it, and one made by an
 * earlier version with a wider mode is narrowed.
 */
function keepPrivate(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    const stat = fs.statSync(`${file}${suffix}`, { throwIfNoEntry: false });
    if (stat && (stat.mode & 0o077) !== 0) fs.chmodSync(`${file}${suffix}`, 0o600);
  }
}

export function openDatabase(file: string): OpenedDatabase {
  makePrivateDir(path.dirname(file));
  keepPrivate(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged order survives power loss, not just a process crash (docs/decisions/0003).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // What is deleted is overwritten with zeros, in the file and in every backup taken afterwards, not just unlinked:
  // a deleted account's address must not be readable with `strings` (docs/decisions/0030).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  return { db, sqlite };
}

/**
 * Applies the migrations not applied yet. Foreign keys are off while they run, as SQLite's way of changing a table
 * asks: a table rebuilt by copying must not cascade its deletion into the tables that refer to it. Every reference is
 * checked before they come back on.
 */
export function migrateDatabase({ db, sqlite }: OpenedDatabase): void {
  sqlite.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const broken = sqlite.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`the migrations left ${broken.length} references to missing rows`);
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

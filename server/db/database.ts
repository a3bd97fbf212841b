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

export function openDatabase(file: string): OpenedDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged order survives power loss, not just a process crash (docs/decisions/0003).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  return { db, sqlite };
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

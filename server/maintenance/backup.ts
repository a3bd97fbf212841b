/**
 * Backups of DATA_DIR: the database through SQLite's online backup API (consistent while the server writes, thanks
 * to WAL) and the uploaded pictures beside it; restoring one while the server is stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makePrivateDir } from '../db/database.ts';

export const DATABASE_FILE = 'forkcast.db';
export const DEFAULT_BACKUP_KEEP = 14;
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/;

export const databaseFile = (dataDir: string) => path.join(dataDir, DATABASE_FILE);
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
/** The pictures of backup `x.db` live in `x-uploads/`. */
const uploadsOf = (backupFile: string) => backupFile.replace(/\.db$/, '-uploads');

export interface BackupResult {
  file: string;
  uploads: string;
  removed: string[];
}

/** Copies the database and the uploads to DATA_DIR/backups/<timestamp>.db (+ -uploads/), keeping the newest `keep`. */
export async function backupDataDir(
  dataDir: string,
  keep = DEFAULT_BACKUP_KEEP,
  now = new Date(),
): Promise<BackupResult> {
  if (!Number.isSafeInteger(keep) || keep < 1) throw new Error('keep must be a whole number of at least 1.');
  const copy = await copyDataDir(dataDir, timestamp(now));
  return { ...copy, removed: pruneBackups(dataDir, keep) };
}

const timestamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Copies DATA_DIR's database and uploads to DATA_DIR/backups/<name>.db and <name>-uploads/. */
async function copyDataDir(dataDir: string, name: string): Promise<{ file: string; uploads: string }> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}.`);
  makePrivateDir(backupsDir(dataDir));
  const file = path.join(backupsDir(dataDir), `${name}.db`);
  if (fs.existsSync(file)) throw new Error(`${file} already exists.`);

  // Read/write like the server, so this connection can read the WAL the server is appending to.
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: a step reads one snapshot, whereas page batches would restart on every server write.
    await db.backup(file, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  // One self-contained file (the copy would otherwise be in WAL mode, and reading it would write -wal and -shm files
  // beside it), as private as the database.
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.chmodSync(file, 0o600);
  // Pictures are written once under fresh names and never changed in place, so hard links are a safe copy.
  const uploads = uploadsOf(file);
  copyTree(uploadsDir(dataDir), uploads);
  return { file, uploads };
}

function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) linkOrCopy(source, target);
  }
}

function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    // A picture replaced or removed since the folder was listed is not part of the copy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    // Another file system, or one without hard links.
    fs.copyFileSync(source, target);
  }
}

/** Deletes all but the newest `keep` backups (names sort by time), with their uploads. */
function pruneBackups(dataDir: string, keep: number): string[] {
  const all = fs
    .readdirSync(backupsDir(dataDir))
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = all.slice(0, Math.max(0, all.length - keep)).map((name) => path.join(backupsDir(dataDir), name));
  for (const file of removed) {
    // With what reading an older (WAL-mode) backup may have left beside it.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.rmSync(uploadsOf(file), { recursive: true, force: true });
  }
  return removed;
}

/**
 * `PRAGMA integrity_check` of a database file: 'ok', or what SQLite found wrong. Read-only unless `writable`: a
 * WAL-mode database can only be read when SQLite may write its -shm file beside it.
 */
export function integrityCheck(file: string, { writable = false } = {}): string {
  const db = new Database(file, { readonly: !writable, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('\n');
  } finally {
    db.close();
  }
}

/**
 * True while another connection (a running server) has the database open. In WAL mode every open connection keeps
 * a shared lock on the file, so an exclusive lock is only granted when nobody else is there.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  uploadsRestored: boolean;
  /** The database and uploads that were replaced, kept so that a wrong restore can be undone; none on an empty folder. */
  safetyCopy: { file: string; uploads: string } | null;
}

/**
 * Replaces DATA_DIR's database (and uploads, when the backup has them) with a backup. The server must be stopped;
 * the backup is checked before anything is touched, and what it replaces is first copied to
 * DATA_DIR/backups/before-restore-<timestamp>.db (a name the pruning of backups leaves alone).
 */
export async function restoreDataDir(dataDir: string, backupFile: string, now = new Date()): Promise<RestoreResult> {
  if (!fs.existsSync(backupFile)) throw new Error(`There is no backup at ${backupFile}.`);
  const target = databaseFile(dataDir);
  if (databaseInUse(target)) {
    throw new Error(`The database ${target} is in use. Stop the Forkcast server, then restore.`);
  }

  // Copied beside the target and checked there: the backup may sit where nothing can be written (another disk,
  // another user's folder), and nothing is left beside it. Then renamed: the database is either the old one or the
  // whole backup, never half of it.
  makePrivateDir(dataDir);
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  fs.chmodSync(incoming, 0o600);
  let integrity: string;
  try {
    integrity = integrityCheck(incoming, { writable: true });
  } catch (error) {
    integrity = error instanceof Error ? error.message : String(error);
  }
  if (integrity !== 'ok') {
    fs.rmSync(incoming);
    throw new Error(`The backup ${backupFile} is damaged:\n${integrity}`);
  }

  // Through SQLite, so what an unclean stop left in the WAL is in the copy too.
  const safetyCopy = fs.existsSync(target) ? await copyDataDir(dataDir, `before-restore-${timestamp(now)}`) : null;
  // A WAL left by the old database must not be replayed onto the restored one.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);

  const uploads = uploadsOf(backupFile);
  if (!fs.existsSync(uploads)) return { uploadsRestored: false, safetyCopy };
  fs.rmSync(uploadsDir(dataDir), { recursive: true, force: true });
  copyTree(uploads, uploadsDir(dataDir));
  return { uploadsRestored: true, safetyCopy };
}

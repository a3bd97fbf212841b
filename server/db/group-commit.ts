/**
 * Group commit. At synchronous=FULL every commit waits for the disk (docs/decisions/0003), and the one connection
 * commits one transaction at a time, so on a busy evening each order would queue behind every other order's wait.
 * Writes handed to `write` in the same turn of the event loop run together in one transaction, each in its own
 * savepoint (all or nothing on its own, as if it were alone), and share that transaction's one commit. A write's
 * promise settles only after the commit, so a write is acknowledged exactly when it is durable, as before.
 */
import type Database from 'better-sqlite3';
import type { Db } from './database.ts';

export interface GroupCommit {
  /**
   * Runs `work` (synchronous: statements on this connection) in the next shared transaction and resolves with its
   * result once that transaction is committed; rejects with its error, and then nothing it did was kept.
   */
  write<T>(work: () => T): Promise<T>;
}

interface Pending {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const byConnection = new WeakMap<Database.Database, GroupCommit>();

/** The group commit of `db`'s connection: one per connection, so every writer on it shares the same commits. */
export function groupCommit(db: Db): GroupCommit {
  // drizzle() gives every database it returns its driver handle as `$client`; the Db type leaves it out.
  const sqlite = (db as Db & { $client: Database.Database }).$client;
  let commits = byConnection.get(sqlite);
  if (!commits) {
    commits = createGroupCommit(sqlite);
    byConnection.set(sqlite, commits);
  }
  return commits;
}

function createGroupCommit(sqlite: Database.Database): GroupCommit {
  const begin = sqlite.prepare('BEGIN IMMEDIATE');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  // Inside an open transaction better-sqlite3 runs this as a savepoint, released on success, undone on a throw.
  const inSavepoint = sqlite.transaction((work: () => unknown) => work());
  let queue: Pending[] = [];

  function flush() {
    const batch = queue;
    queue = [];
    let done: { pending: Pending; value: unknown }[] = [];
    const failDone = (error: unknown) => {
      for (const { pending } of done) pending.reject(error);
      done = [];
    };
    for (const [i, pending] of batch.entries()) {
      try {
        if (!sqlite.inTransaction) begin.run();
      } catch (error) {
        for (const rest of batch.slice(i)) rest.reject(error);
        return;
      }
      try {
        done.push({ pending, value: inSavepoint(pending.work) });
      } catch (error) {
        pending.reject(error);
        // Some failures (a full disk, an I/O error) end the whole transaction: the writes before it went with it.
        if (!sqlite.inTransaction) failDone(error);
      }
    }
    try {
      if (sqlite.inTransaction) commit.run();
    } catch (error) {
      if (sqlite.inTransaction) rollback.run();
      failDone(error);
    }
    for (const { pending, value } of done) pending.resolve(value);
  }

  return {
    write<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
  };
}

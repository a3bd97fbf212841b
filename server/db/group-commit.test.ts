/**
 * Group commit on a real SQLite file (WAL, synchronous=FULL, as the server opens it): writes handed over together
 * share a transaction, each is answered only once committed, and one write's failure costs the others nothing,
 * unless the failure took the whole transaction with it, in which case none of those writes is reported saved.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './database.ts';
import { groupCommit, type GroupCommit } from './group-commit.ts';

let dir: string;
let opened: OpenedDatabase;
let commits: GroupCommit;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-group-commit-'));
  opened = openDatabase(path.join(dir, 'test.db'));
  opened.sqlite.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  commits = groupCommit(opened.db);
});
afterEach(() => {
  opened.sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = (body: string) => () => opened.sqlite.prepare('INSERT INTO notes (body) VALUES (?)').run(body);

/** What another connection sees: only committed rows. */
function committedNotes(): string[] {
  const reader = new Database(path.join(dir, 'test.db'), { readonly: true });
  try {
    return reader
      .prepare<[], { body: string }>('SELECT body FROM notes ORDER BY id')
      .all()
      .map((row) => row.body);
  } finally {
    reader.close();
  }
}

it('runs writes handed over together in one transaction and answers each once it is committed', async () => {
  const first = commits.write(add('first'));
  const second = commits.write(() => {
    add('second')();
    // Still inside the shared transaction: the first write is visible here and nowhere else yet.
    return {
      inTransaction: opened.sqlite.inTransaction,
      seen: opened.sqlite.prepare('SELECT count(*) AS n FROM notes').get(),
      elsewhere: committedNotes(),
    };
  });
  expect(committedNotes()).toEqual([]);

  await first;
  expect(committedNotes()).toEqual(['first', 'second']);
  expect(await second).toEqual({ inTransaction: true, seen: { n: 2 }, elsewhere: [] });
});

it('undoes a write that throws, alone, and rejects it with its own error', async () => {
  const results = await Promise.allSettled([
    commits.write(add('kept')),
    commits.write(() => {
      add('undone')();
      throw new Error('this order is not valid');
    }),
    commits.write(add('also kept')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('this order is not valid'));
  expect(committedNotes()).toEqual(['kept', 'also kept']);
});

it('reports no write saved whose transaction a full disk took away, and carries on with the next ones', async () => {
  // The disk is full: SQLite answers SQLITE_FULL and rolls back the whole transaction, earlier writes included.
  const pages = opened.sqlite.pragma('page_count', { simple: true }) as number;
  opened.sqlite.pragma(`max_page_count = ${pages + 1}`);
  const results = await Promise.allSettled([
    commits.write(add('small, before')),
    commits.write(() => {
      for (let i = 0; i < 100; i++) add('x'.repeat(3000))();
    }),
    commits.write(add('small, after')),
  ]);
  expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'saved'))).toEqual([
    'SQLITE_FULL',
    'SQLITE_FULL',
    'saved',
  ]);
  expect(committedNotes()).toEqual(['small, after']);
});

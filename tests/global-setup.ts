/**
 * Migrates one template database per test run; every test file copies it (fast, and each file is isolated). Builds
 * what `npm start` serves first, once, so the tests that start it in parallel never build side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWhatIsStale } from '../scripts/build-freshness.js';
import { migrateDatabase, openDatabase } from '../server/db/database.ts';

export default async function setup(project: TestProject) {
  await buildWhatIsStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-template-'));
  const file = path.join(dir, 'template.db');
  const { db, sqlite } = openDatabase(file);
  migrateDatabase({ db, sqlite });
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.pragma('journal_mode = DELETE');
  sqlite.close();
  project.provide('templateDb', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/**
 * Whether this server can do its work: the database answers, every migration this build carries is applied, and the
 * data folder takes new files (pictures, mail, backups). Each check names what is wrong, for a person reading a
 * load balancer's or an orchestrator's health report.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../db/database.ts';

export type Readiness = { ready: true } | { ready: false; problems: string[] };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createReadinessCheck(sqlite: Database.Database, dataDir: string) {
  // Read once: the migrations this build carries do not change while it runs.
  const newestMigration = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis),
  );
  const lastApplied = sqlite.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations');
  const folders = [
    { label: 'The data folder (DATA_DIR)', dir: dataDir },
    { label: 'The uploads folder (DATA_DIR/uploads)', dir: path.join(dataDir, 'uploads') },
  ];

  function databaseProblem(): string | undefined {
    try {
      const { at } = lastApplied.get() as { at: number | null };
      if ((at ?? 0) < newestMigration) return 'The database is missing migrations; restart Forkcast to apply them.';
      return undefined;
    } catch (error) {
      return `The database does not answer: ${reason(error)}`;
    }
  }

  /** A real write, not a permission check: root passes every permission check, but not a read-only mount. */
  function folderProblem(label: string, dir: string): string | undefined {
    const probe = path.join(dir, `.ready-${randomUUID()}`);
    try {
      fs.writeFileSync(probe, 'ok', { flag: 'wx' });
      fs.rmSync(probe);
      return undefined;
    } catch (error) {
      return `${label} is not writable (${(error as NodeJS.ErrnoException).code ?? reason(error)}).`;
    }
  }

  return (): Readiness => {
    const problems = [databaseProblem(), ...folders.map(({ label, dir }) => folderProblem(label, dir))].filter(
      (problem): problem is string => problem !== undefined,
    );
    return problems.length ? { ready: false, problems } : { ready: true };
  };
}

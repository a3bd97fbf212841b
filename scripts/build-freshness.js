/**
 * The builds `npm start` needs, what each is made of, and whether it is out of date. Plain JavaScript, because
 * `npm start` asks before it knows whether anything needs TypeScript at all (scripts/start.js); the types are in
 * build-freshness.d.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each build's output, and its sources: a change to any of them makes the build out of date. */
export const BUILDS = {
  client: {
    output: 'dist/client/index.html',
    sources: [
      'client',
      'shared',
      'vite.config.ts',
      'scripts/build-chunks.ts',
      'scripts/build-precompress.ts',
      'package-lock.json',
    ],
  },
  server: {
    output: 'dist/server/main.cjs',
    sources: ['server', 'shared', 'drizzle/schema.ts', 'package-lock.json', 'scripts/server-build.ts'],
  },
};

/** The newest modification time under `entry` (a file or a folder, walked whole), 0 when it does not exist. */
function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether the build's output is missing or older than one of its sources. */
export function isStale(build) {
  const built = fs.statSync(path.join(ROOT, build.output), { throwIfNoEntry: false });
  if (!built) return true;
  return Math.max(...build.sources.map((source) => newestMtime(path.join(ROOT, source)))) > built.mtimeMs;
}

/**
 * Builds whichever of BUILDS is out of date, through scripts/build-for-start.ts (TypeScript, so run by tsx in a
 * process of its own); answers whether anything was built. Exits the process when the build fails.
 */
export function buildWhatIsStale() {
  if (!Object.values(BUILDS).some(isStale)) return false;
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-for-start.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return true;
}

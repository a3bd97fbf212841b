/**
 * The builds `npm start` needs, what each is made of, and whether it is out of date. Plain JavaScript, because
 * `npm start` asks before it knows whether anything needs TypeScript at all (scripts/start.js); the types are in
 * build-freshness.d.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each build's output, and its sources: a change to any of them makes the build out of date. The output is written
 * last, when the build is whole, so a build cut short (a stop while building) counts as missing.
 */
export const BUILDS = {
  client: {
    output: 'dist/client/.build-complete',
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
 * Builds whichever of BUILDS is out of date, through scripts/build.ts (TypeScript, so run by tsx in a process of its
 * own); answers whether anything was built. A stop asked for meanwhile (SIGTERM from a process manager, SIGINT)
 * stops the build too, so nothing is left running, and ends this process with 0 as a stop while serving does; the
 * next start builds again. A failed build ends this process with the build's status.
 */
export async function buildWhatIsStale() {
  if (!Object.values(BUILDS).some(isStale)) return false;
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--stale-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  let stopping = false;
  const stop = (signal) => {
    stopping = true;
    build.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const [status] = await once(build, 'exit');
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (stopping) process.exit(0);
  if (status !== 0) process.exit(status ?? 1);
  return true;
}

/** Builds the client when dist/client is missing or older than its sources, so `npm start` always serves the current UI. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = path.join(ROOT, 'dist/client/index.html');
const SOURCES = ['client', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function clientBuildIsStale(): boolean {
  const built = fs.statSync(BUILT, { throwIfNoEntry: false });
  if (!built) return true;
  return Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s)))) > built.mtimeMs;
}

export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** Builds the client when dist/client is missing or older than its sources, so `npm start` always serves the current UI. */
import fs from 'node:fs';
import path from 'node:path';
import { BUILDS, isStale, ROOT } from './build-freshness.js';

export const clientBuildIsStale = () => isStale(BUILDS.client);

/**
 * Runs `work` with NODE_ENV=production: Vite builds what ships (React's production build) only when NODE_ENV is
 * unset or "production", and vitest sets it to "test", so a build started from a test would otherwise ship React's
 * development build to dist/client.
 */
export async function inProductionMode<T>(work: () => Promise<T>): Promise<T> {
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}

/** Builds dist/client; its completion mark (BUILDS.client.output) is written last, so a cut-short build counts as none. */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await inProductionMode(() => build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' }));
  fs.writeFileSync(path.join(ROOT, BUILDS.client.output), `${new Date().toISOString()}\n`);
}

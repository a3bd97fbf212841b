/**
 * Starts one real Forkcast server for all journeys, as an operator runs it: `npm start` on a fresh data folder with
 * demo data, stopped with SIGTERM, and started again on the same folder. Every journey runs on that second start,
 * where the server finds its database, secret and pictures from before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWhatIsStale } from '../../scripts/build-freshness.js';
import { freePort, startServer, type StartOptions } from '../../scripts/reliability/server-process.ts';
import { E2E_ADMIN } from './journey.ts';

export default async function setup(project: TestProject) {
  await buildWhatIsStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const options: StartOptions = {
    dataDir,
    port: await freePort(),
    logFile,
    env: {
      DEMO_DATA: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'info',
    },
  };
  const first = await startServer(options);
  const { code } = await first.stop('SIGTERM');
  if (code !== 0) throw new Error(`npm start exited with ${code} after SIGTERM:\n${first.output()}`);
  const server = await startServer(options);

  project.provide('e2e', { baseUrl: server.url, dataDir, logFile });
  return async () => {
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; dataDir: string; logFile: string };
  }
}

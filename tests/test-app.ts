/** A real Forkcast app on its own copy of the migrated template database, for integration tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Resolves once the mail asked for so far (sign-ups, new codes, password resets) has been sent. */
  mailed(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Receives every log line, for tests that check what is (not) logged. */
  logStream?: NodeJS.WritableStream;
  /** Adds routes before the app is ready, e.g. to exercise a guard. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-test-'));
  fs.copyFileSync(inject('templateDb'), path.join(dataDir, 'forkcast.db'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...options.env,
  });
  const app = await buildApp(config, { logStream: options.logStream });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    mailed: () => app.mailRequests.settle(),
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one real Forkcast server (built client, fresh data folder, demo data) for all journeys,
 * exactly as `npm start` would run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient, clientBuildIsStale } from '../../scripts/client-build.ts';
import { freePort } from '../../scripts/reliability/server-process.ts';
import { E2E_ADMIN } from './journey.ts';

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Forkcast server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/docs/json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Forkcast server did not start within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (clientBuildIsStale()) await buildClient();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  await waitForServer(baseUrl, child, () => output);

  project.provide('e2e', { baseUrl, dataDir, logFile });
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; dataDir: string; logFile: string };
  }
}

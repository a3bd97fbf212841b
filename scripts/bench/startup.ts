/**
 * Start-up: the time from spawning `node` the way `npm start` runs the server (`node scripts/start.js`, which loads
 * the server bundle) to the first 200 on `GET /api/products/get/all`, on a data folder that is already migrated and
 * holds the demo restaurant. Builds that are missing or out of date are made before a run, untimed
 * (docs/decisions/0012, 0015). A run during which a build was needed anyway (the sources changed meanwhile) is not
 * counted and is run again. npm's own start-up (about 0.3 s) is left out: a process manager may run the script
 * directly, and the figure is the server's.
 *
 * Budget: the median under 1 s; the worst is printed beside it. Run alone with `npm run bench:startup`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildWhatIsStale, ROOT } from '../build-freshness.js';
import { freePort } from '../reliability/server-process.ts';
import { isMain, runAlone, type PartResult } from './figures.ts';

const RUNS = 7;
const BUDGET_MS = 1000;
const POLL_MS = 5;
const GIVE_UP_MS = 60_000;
const START = ['scripts/start.js'];

const out = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds whatever `npm start` would build first, so no timed run pays for it. */
async function buildIfStale() {
  if (await buildWhatIsStale()) out('built what npm start needed (untimed)');
}

/** The status of one GET, or null while nothing listens. A bare request: no client library to warm up. */
function statusOf(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    request.on('error', () => resolve(null));
  });
}

/** Starts the server, answers the milliseconds to its first 200 on the menu, and stops it. */
async function timeStart(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/products/get/all`;
  const started = performance.now();
  const child = spawn(process.execPath, START, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      if ((await statusOf(url)) === 200) break;
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no 200 within ${GIVE_UP_MS} ms:\n${output}`);
      await sleep(POLL_MS);
    }
    return { ms: performance.now() - started, built: output.includes('Building the Forkcast') };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** `runs` timed starts, each on fresh builds; a start that had to build is run again. */
async function measure(dataDir: string, runs: number) {
  const times: number[] = [];
  while (times.length < runs) {
    await buildIfStale();
    const { ms, built } = await timeStart(dataDir);
    if (built) {
      out(`  npm start: a source changed and the start built first; not counted`);
      continue;
    }
    times.push(ms);
    out(`  npm start run ${times.length}: ${Math.round(ms)} ms`);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! };
}

export async function runStartup(): Promise<PartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-startup-'));
  try {
    // The first start migrates the new database and seeds the demo restaurant (untimed).
    out('first start: migrating and seeding (untimed)');
    await buildIfStale();
    await timeStart(dataDir);

    const bundle = await measure(dataDir, RUNS);
    return {
      part: 'startup',
      figures: [
        {
          name: `node scripts/start.js to the first 200 on the menu (migrated, demo data; ${RUNS} starts)`,
          measured: `median ${Math.round(bundle.median)} ms (worst ${Math.round(bundle.worst)} ms)`,
          ceiling: null,
          budget: `median < ${BUDGET_MS} ms`,
          ok: bundle.median < BUDGET_MS,
        },
      ],
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.filename)) await runAlone(runStartup);

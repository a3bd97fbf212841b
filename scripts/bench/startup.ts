/**
 * Start-up: the time from spawning `node` the way `npm start` runs the server (`node scripts/start.js`, which runs
 * the server bundle with its code cache) to the first 200 on `GET /api/products/get/all`, on a data folder that is
 * already migrated and holds the demo restaurant. Builds that are missing or out of date are made before a run,
 * untimed, followed by one untimed start: a new bundle's first start compiles everything and leaves the code cache
 * every later start reads (docs/decisions/0012). A run during which a build was needed anyway (the sources changed
 * meanwhile) is not counted and is run again.
 *
 * Budget: the median under 1 s; the worst is printed beside it. For comparison only, a few starts of the same
 * server from its TypeScript through tsx (`node --import tsx server/main.ts`, as the tests start it) are printed too.
 * Run alone with `npm run bench:startup`.
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
const TSX_RUNS = 3;
const BUDGET_MS = 1000;
const POLL_MS = 5;
const GIVE_UP_MS = 60_000;
const START = ['scripts/start.js'];
const START_FROM_TYPESCRIPT = ['--import', 'tsx', 'server/main.ts'];

const out = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds whatever `npm start` would build first, and warms a new bundle's code cache, so no timed run pays. */
async function buildIfStale(dataDir: string) {
  if (!buildWhatIsStale()) return;
  out('built what npm start needed, and started it once (untimed)');
  await timeStart(START, dataDir);
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
async function timeStart(args: readonly string[], dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/products/get/all`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
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
async function measure(label: string, args: readonly string[], dataDir: string, runs: number) {
  const times: number[] = [];
  while (times.length < runs) {
    await buildIfStale(dataDir);
    const { ms, built } = await timeStart(args, dataDir);
    if (built) {
      out(`  ${label}: a source changed and the start built first; not counted`);
      continue;
    }
    times.push(ms);
    out(`  ${label} run ${times.length}: ${Math.round(ms)} ms`);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! };
}

export async function runStartup(): Promise<PartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-startup-'));
  try {
    // The first start migrates the new database, seeds the demo restaurant and leaves the code cache (untimed).
    out('first start: migrating and seeding (untimed)');
    await buildIfStale(dataDir);
    await timeStart(START, dataDir);

    const bundle = await measure('npm start', START, dataDir, RUNS);
    const typescript = await measure('through tsx', START_FROM_TYPESCRIPT, dataDir, TSX_RUNS);
    out(
      `for comparison, through tsx: median ${Math.round(typescript.median)} ms, worst ${Math.round(typescript.worst)} ms`,
    );
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

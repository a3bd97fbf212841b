/**
 * Menu: `GET /api/products/get/all` with the demo menu, seeded as `npm start` seeds it, at 50 connections: req/s
 * and p99, the load from autocannon in a process of its own. The server is the whole app (buildApp, every hook and
 * plugin), logging at the production level into a stream that drops the lines, so what logging costs is counted but
 * not the terminal's speed (the menu's own answers are not logged one by one: see server/menu/routes.ts).
 *
 * The ceiling: a bare Fastify instance in the same process, on a port of its own, answering the same bytes from
 * memory (the app's body and headers, copied from one of its answers), with no plugins, hooks or logger. The same
 * headers too, because on one machine the load generator is the bottleneck as often as the server, and it spends
 * more per answer parsing the app's twenty headers (security policy, CORS, ETag) than the five of a bare answer:
 * without them the ratio would also count work the app cannot skip and the server does not do. A separate instance
 * rather than a route on the app, because a route on the app would pay the app's hooks (security headers, request
 * ids, CORS, sessions, logging), which is the very cost the ratio is there to show. Same process, so both share the
 * heap, the JIT and the core the server runs on.
 *
 * Both are warmed up, then measured the same way, in alternating rounds, so a busy neighbour weighs on both alike:
 * req/s is the mean of the rounds, p99 the highest round's. Budget: the menu at ≥ 0.8 × the ceiling's req/s.
 * Run alone with `npm run bench:menu`.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { prepareFirstStart } from '../../server/bootstrap/first-start.ts';
import { benchConfig, isMain, runAlone, type PartResult } from './figures.ts';
import { loadTest, type LoadResult } from './http-load.ts';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 4;
const BUDGET_RATIO = 0.8;
const MENU_PATH = '/api/products/get/all';

const out = (line: string) => process.stdout.write(`${line}\n`);
const rate = (x: number) => `${Math.round(x).toLocaleString('en-US')} req/s`;

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${MENU_PATH}`;

async function measureRound(label: string, url: string, round: number): Promise<LoadResult> {
  const result = await loadTest(url, { connections: CONNECTIONS, seconds: ROUND_SECONDS });
  if (result.failures > 0) throw new Error(`${label}: ${result.failures} failed requests in round ${round}`);
  out(`  round ${round} ${label.padEnd(7)} ${rate(result.requestsPerSecond)}, p99 ${result.p99Ms} ms`);
  return result;
}

function summary(rounds: readonly LoadResult[]) {
  const requestsPerSecond = rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length;
  const p99Ms = Math.max(...rounds.map((r) => r.p99Ms));
  return { requestsPerSecond, text: `${rate(requestsPerSecond)} (p99 ${p99Ms} ms)` };
}

export async function runMenu(): Promise<PartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-menu-'));
  const config = benchConfig(dataDir, {
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: 'admin@forkcast.test',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const dropLines = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp(config, { logStream: dropLines });
  const ceiling = Fastify();
  try {
    await prepareFirstStart(app, config, () => {});
    await app.listen({ port: 0, host: '127.0.0.1' });
    const menuUrl = urlOf(app);
    const menu = await fetch(menuUrl);
    if (menu.status !== 200) throw new Error(`the menu answered ${menu.status}`);
    const body = Buffer.from(await menu.arrayBuffer());
    const dishes = (JSON.parse(body.toString()) as unknown[]).length;
    // Node writes these for every answer itself.
    const headers = Object.fromEntries(
      [...menu.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
    );

    ceiling.get(MENU_PATH, (_request, reply) => reply.headers(headers).send(body));
    await ceiling.listen({ port: 0, host: '127.0.0.1' });
    const ceilingUrl = urlOf(ceiling);

    out(
      `menu: ${dishes} dishes, ${body.length.toLocaleString('en-US')} bytes and ${Object.keys(headers).length} headers; ` +
        `${CONNECTIONS} connections`,
    );
    for (const url of [ceilingUrl, menuUrl])
      await loadTest(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    const rounds = { ceiling: [] as LoadResult[], menu: [] as LoadResult[] };
    for (let round = 1; round <= ROUNDS; round++) {
      // Each goes first in every other round, so neither always follows the other's load.
      const order = round % 2 ? (['ceiling', 'menu'] as const) : (['menu', 'ceiling'] as const);
      for (const which of order) {
        rounds[which].push(await measureRound(which, which === 'menu' ? menuUrl : ceilingUrl, round));
      }
    }
    const measured = summary(rounds.menu);
    const bare = summary(rounds.ceiling);
    const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
    return {
      part: 'menu',
      figures: [
        {
          name: `GET ${MENU_PATH}, demo menu (${dishes} dishes), ${CONNECTIONS} connections`,
          measured: measured.text,
          ceiling: bare.text,
          budget: `≥ ${BUDGET_RATIO} × ceiling req/s (${ratio.toFixed(2)})`,
          ok: ratio >= BUDGET_RATIO,
        },
      ],
    };
  } finally {
    await ceiling.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.filename)) await runAlone(runMenu);

/**
 * Orders: place-and-confirm throughput end to end over HTTP on loopback. 50 customers at a time each place an order
 * as the checkout does (`POST /api/order/create` with an Idempotency-Key), read the code from the outbox and confirm
 * it (`POST /api/order/confirm`), then start over as the next customer in line.
 *
 * The server runs as its own process (as `npm start` runs it), so the load generator's work (HTTP clients, reading
 * the mails) does not queue on the server's event loop; the two still share the machine's cores. Thousands of
 * seeded customers take turns, so each stays inside the per-customer order limit and the mails-per-address limit,
 * which stay as they are.
 *
 * Budget: at least 500 confirmed orders/s, p99 of each call under 50 ms. Any answer other than 2xx fails the part.
 * Run alone with `npm run bench:orders` (`-- --seconds N` to measure longer; `-- --profile DIR` writes the server's
 * CPU profile there).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { databaseFile } from '../../server/maintenance/backup.ts';
import { positiveInt } from '../reliability/cli-args.ts';
import {
  randomOrderBody,
  seedCustomers,
  watchOrderCodes,
  type Customer,
  type Seeded,
} from '../reliability/customers.ts';
import { freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';
import { createTraffic, keepAliveSend, type Traffic } from '../reliability/traffic.ts';
import { isMain, runAlone, type PartResult } from './figures.ts';

const CONCURRENT_CUSTOMERS = 50;
const WARM_UP_MS = 3_000;
const MEASURE_MS = 10_000;
const BUDGET_ORDERS_PER_S = 500;
const BUDGET_P99_MS = 50;
/**
 * Turns per seeded customer: under the 10 orders per 10 minutes and the 20 mails an hour each customer may have
 * (server/security/limits.ts, server/mail/mailer.ts), so no answer is a 429 and no code goes unsent.
 */
const ORDERS_PER_CUSTOMER = 5;
/** Customers are seeded for this rate over the whole run, twice the budget. */
const SEEDED_FOR_ORDERS_PER_S = 1_000;

const CREATE = 'POST /api/order/create';
const CONFIRM = 'POST /api/order/confirm';

const out = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (x: number) => `${x.toFixed(1)} ms`;

export interface OrdersOptions {
  measureMs?: number;
  /** Flags for the server's node, e.g. `--cpu-prof` to profile it. */
  serverNodeArgs?: string[];
}

export async function runOrders(options: OrdersOptions = {}): Promise<PartResult> {
  const measureMs = options.measureMs ?? MEASURE_MS;
  const customers = Math.ceil((((WARM_UP_MS + measureMs) / 1000) * SEEDED_FOR_ORDERS_PER_S) / ORDERS_PER_CUSTOMER);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-orders-'));
  try {
    const seeded = await seedCustomers(dataDir, customers);
    const server = await startServer({ dataDir, port: await freePort(), nodeArgs: options.serverNodeArgs ?? [] });
    try {
      return await measure(server, seeded, dataDir, { customers, measureMs });
    } finally {
      // Already gone after a clean run; after a failure, the server must not outlive the bench.
      server.child.kill('SIGKILL');
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  server: ServerProcess,
  seeded: Seeded,
  dataDir: string,
  { customers, measureMs }: { customers: number; measureMs: number },
): Promise<PartResult> {
  const codes = watchOrderCodes(dataDir);
  try {
    // Each call is timed by the phase it started in; only the measured phase makes the figures.
    const send = keepAliveSend(CONCURRENT_CUSTOMERS);
    const phases = { warmUp: createTraffic(server.url, send), measured: createTraffic(server.url, send) };
    let current: Traffic = phases.warmUp;
    let stopping = false;
    let turn = 0;
    let missingCodes = 0;
    const nextCustomer = (): Customer | undefined =>
      turn < seeded.customers.length * ORDERS_PER_CUSTOMER
        ? seeded.customers[turn++ % seeded.customers.length]
        : undefined;

    async function customerLoop() {
      while (!stopping) {
        const customer = nextCustomer();
        if (!customer) throw new Error(`The ${customers} seeded customers ran out of turns.`);
        const traffic = current;
        const placed = await traffic.call('POST', '/order/create', customer.token, randomOrderBody(seeded.productIds), {
          'idempotency-key': randomUUID(),
        });
        if (placed?.status !== 201) continue;
        const orderId = (placed.body.data as { orderId: number }).orderId;
        const otp = await codes.codeFor(customer.email, orderId);
        if (!otp) {
          missingCodes += 1;
          continue;
        }
        await traffic.call('POST', '/order/confirm', customer.token, { otp, orderId });
      }
    }

    const cpuBefore = process.cpuUsage();
    const serverCpuBefore = processCpuMs(server.child.pid);
    const loops = Promise.all(Array.from({ length: CONCURRENT_CUSTOMERS }, customerLoop));
    await sleep(WARM_UP_MS);
    current = phases.measured;
    const codeMsBefore = codes.busyMs();
    const started = performance.now();
    await sleep(measureMs);
    const seconds = (performance.now() - started) / 1000;
    const codeMs = codes.busyMs() - codeMsBefore;
    const serverCpuAfter = processCpuMs(server.child.pid);
    const serverCpu = {
      user: serverCpuAfter.user - serverCpuBefore.user,
      system: serverCpuAfter.system - serverCpuBefore.system,
    };
    stopping = true;
    await loops;
    const generatorCpu = process.cpuUsage(cpuBefore);
    server.child.kill('SIGTERM');
    const { code: exitCode } = await server.exited;

    const routes = new Map(phases.measured.routes().map((route) => [route.route, route]));
    const create = routes.get(CREATE);
    const confirm = routes.get(CONFIRM);
    const answers = [phases.warmUp, phases.measured].flatMap((traffic) => Object.entries(traffic.answersByStatus()));
    const byStatus = new Map<string, number>();
    for (const [status, n] of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    const only2xx = [...byStatus.keys()].every((status) => status.startsWith('2')) && missingCodes === 0;
    const confirmedInDatabase = countConfirmed(dataDir);
    // Confirmations are the only calls answered 200 (placing answers 201).
    const confirmedAnswers = byStatus.get('200') ?? 0;
    const ordersPerSecond = (confirm?.requests ?? 0) / seconds;

    out(`seeded customers: ${customers}, ${CONCURRENT_CUSTOMERS} at a time, ${turn} turns taken`);
    out(`answers by status (warm-up and measured): ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(', ')}`);
    if (missingCodes) out(`orders whose code never reached the outbox: ${missingCodes}`);
    out(`confirmed orders in the database: ${confirmedInDatabase} (confirmations answered 200: ${confirmedAnswers})`);
    out(
      `load generator: ${ms(codeMs)} reading codes in the ${seconds.toFixed(1)} s measured ` +
        `(${((codeMs / 1000 / seconds) * 100).toFixed(1)} % of one core); CPU for the whole run ` +
        `${((generatorCpu.user + generatorCpu.system) / 1e6).toFixed(1)} s`,
    );
    if (Number.isFinite(serverCpu.user) && ordersPerSecond > 0) {
      const perOrder = (cpuMs: number) => `${(cpuMs / (ordersPerSecond * seconds)).toFixed(2)} ms`;
      out(
        `server CPU: ${(((serverCpu.user + serverCpu.system) / 1000 / seconds) * 100).toFixed(0)} % of one core ` +
          `while measured; per confirmed order ${perOrder(serverCpu.user)} user + ${perOrder(serverCpu.system)} system`,
      );
    }
    if (exitCode !== 0) out(`the server exited with ${exitCode} after SIGTERM:\n${server.output()}`);
    for (const route of [create, confirm]) {
      if (route) out(`${route.route}: ${route.requests} calls, p50 ${ms(route.p50Ms)}, p99 ${ms(route.p99Ms)}`);
    }

    const latencyFigure = (name: string, route: typeof create) => ({
      name: `p99 of ${name} at ${CONCURRENT_CUSTOMERS} customers`,
      measured: route ? `${ms(route.p99Ms)} (p50 ${ms(route.p50Ms)})` : 'no calls',
      ceiling: null,
      budget: `< ${BUDGET_P99_MS} ms`,
      ok: route !== undefined && route.p99Ms < BUDGET_P99_MS,
    });
    return {
      part: 'orders',
      figures: [
        {
          name: `confirmed orders/s at ${CONCURRENT_CUSTOMERS} customers`,
          measured: `${Math.round(ordersPerSecond)} orders/s`,
          ceiling: null,
          budget: `≥ ${BUDGET_ORDERS_PER_S} orders/s`,
          ok: ordersPerSecond >= BUDGET_ORDERS_PER_S,
        },
        latencyFigure('POST /api/order/create', create),
        latencyFigure('POST /api/order/confirm', confirm),
        {
          name: 'answers by status',
          measured: [...byStatus].map(([s, n]) => `${s}×${n}`).join(', '),
          ceiling: null,
          budget: 'all 2xx; every code mailed and every confirmation saved',
          ok: only2xx && confirmedInDatabase === confirmedAnswers && exitCode === 0,
        },
      ],
    };
  } finally {
    codes.close();
  }
}

/**
 * CPU time a process has used so far (user and system), from /proc: how much of the machine the server took, which a
 * busy machine does not inflate the way it inflates latency. NaN where /proc is missing.
 */
function processCpuMs(pid: number | undefined): { user: number; system: number } {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name) are utime and stime in clock ticks.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return {
      user: (Number(fields[11]) * 1000) / CLOCK_TICKS_PER_S,
      system: (Number(fields[12]) * 1000) / CLOCK_TICKS_PER_S,
    };
  } catch {
    return { user: NaN, system: NaN };
  }
}
/** USER_HZ, 100 on every Linux build Node runs on. */
const CLOCK_TICKS_PER_S = 100;

/** Orders the database holds as confirmed, read after the server stopped. */
function countConfirmed(dataDir: string): number {
  const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], { n: number }>("SELECT count(*) AS n FROM orders WHERE status = 'PROCESSING'").get()!.n;
  } finally {
    db.close();
  }
}

if (isMain(import.meta.filename)) {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, profile: { type: 'string' } } });
  await runAlone(() =>
    runOrders({
      measureMs: values.seconds === undefined ? undefined : positiveInt(values.seconds, 'seconds') * 1000,
      serverNodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
    }),
  );
}

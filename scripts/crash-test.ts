/**
 * `npm run crash-test [-- --kills N --customers N]`: durability under crashes. Customers place and confirm orders
 * while the server is killed with SIGKILL at random moments and restarted, N times (default 10); then every
 * acknowledged order must be in the database with its lines and status, no Idempotency-Key may have made two
 * orders, and `PRAGMA integrity_check` must pass. Exits 1 and lists the problems otherwise.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { positiveInt } from './reliability/cli-args.ts';
import { checkLedger, driveCustomers, seedCustomers } from './reliability/customers.ts';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';

export interface CrashTestOptions {
  kills: number;
  customers: number;
  /** Each kill comes after a random stretch of load between these bounds. */
  minLoadMs?: number;
  maxLoadMs?: number;
  log?: (line: string) => void;
}

export interface CrashTestReport {
  kills: number;
  ordersAcknowledged: number;
  confirmationsAcknowledged: number;
  problems: string[];
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const { kills, minLoadMs = 300, maxLoadMs = 1500, log = () => {} } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-crash-'));
  let server: ServerProcess | undefined;
  try {
    const seeded = await seedCustomers(dataDir, options.customers);
    const port = await freePort();
    server = await startServer({ dataDir, port });
    const load = driveCustomers({ baseUrl: () => server!.url, dataDir, seeded });

    for (let kill = 1; kill <= kills; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, minLoadMs + Math.random() * (maxLoadMs - minLoadMs)));
      await server.crash();
      log(`kill ${kill}/${kills}: ${load.ledger.filter((entry) => entry.orderId).length} orders acknowledged so far`);
      server = await startServer({ dataDir, port });
    }
    // Let the retries that were cut off by the last kill get their answers, then stop.
    await new Promise((resolve) => setTimeout(resolve, minLoadMs));
    await load.stop();
    const { code } = await server.stop();
    server = undefined;

    const problems = [...load.unexpected, ...checkLedger(dataDir, load.ledger)];
    if (code !== 0) problems.push(`the server exited with ${code} after SIGTERM`);
    return {
      kills,
      ordersAcknowledged: load.ledger.filter((entry) => entry.orderId !== undefined).length,
      confirmationsAcknowledged: load.ledger.filter((entry) => entry.confirmed).length,
      problems,
    };
  } finally {
    await server?.crash();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { kills: { type: 'string', default: '10' }, customers: { type: 'string', default: '12' } },
  });
  const report = await runCrashTest({
    kills: positiveInt(values.kills, 'kills'),
    customers: positiveInt(values.customers, 'customers'),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `${report.kills} kills, ${report.ordersAcknowledged} orders and ${report.confirmationsAcknowledged} confirmations acknowledged\n`,
  );
  if (report.problems.length) {
    process.stdout.write(
      `✗ ${report.problems.length} problem(s):\n${report.problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('✓ every acknowledged order survived, no key made two orders, integrity_check ok\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();

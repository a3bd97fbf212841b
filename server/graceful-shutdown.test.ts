/**
 * `npm start` stopped as a process manager stops it: SIGTERM (or SIGINT) to the PID of `npm start` alone, not its
 * process group, in the middle of orders being placed and confirmed. The signal must reach the server through npm.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger, driveCustomers, seedCustomers } from '../scripts/reliability/customers.ts';
import { descendantsOf, isRunning } from '../scripts/reliability/processes.ts';
import { freePort, startServer, type ServerProcess } from '../scripts/reliability/server-process.ts';
import { databaseFile, integrityCheck } from './maintenance/backup.ts';

const SHUTDOWN_TIMEOUT_MS = 3000;
/** npm, Node and closing the database, beyond the bound for requests in flight. */
const EXIT_MARGIN_MS = 5000;

let dataDir: string;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.crash();
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether anything accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('stopping npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to its PID mid-load: a clean shutdown, exit 0 in time, port closed, no process left, nothing acknowledged lost',
    async (signal) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-shutdown-'));
      const seeded = await seedCustomers(dataDir, 8);
      const port = await freePort();
      server = await startServer({
        dataDir,
        port,
        env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
      });
      const { url } = server;

      const socket = io(url, { auth: { token: seeded.customers[0]!.token }, transports: ['websocket'] });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

      const load = driveCustomers({ baseUrl: () => url, dataDir, seeded });
      while (load.ledger.filter((entry) => entry.confirmed).length < 5) await new Promise((r) => setTimeout(r, 20));
      const started = descendantsOf(server.child.pid!);
      expect(started).toContain(server.serverPid);
      const signalledAt = Date.now();
      // A customer whose request is cut off gives up once stopping: only the answers that came back count.
      const [{ code }] = await Promise.all([server.stop(signal), load.stop()]);
      const tookMs = Date.now() - signalledAt;
      const output = server.output();
      server = undefined;

      expect(code, output).toBe(0);
      expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + EXIT_MARGIN_MS);
      expect(output).toContain(`${signal} received`);
      expect(output).toContain('shut down cleanly');
      expect(await listening(port)).toBe(false);
      expect(started.filter(isRunning)).toEqual([]);
      // "io server disconnect": the client did not leave by itself, so live-socket.ts reconnects it.
      expect(await disconnected).toBe('io server disconnect');
      socket.close();
      expect(load.unexpected).toEqual([]);
      expect(checkLedger(dataDir, load.ledger)).toEqual([]);
      const wal = `${databaseFile(dataDir)}-wal`;
      expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    },
    60_000,
  );

  it('SIGTERM while it is still starting (seeding the demo restaurant): it finishes starting, then stops cleanly', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-shutdown-'));
    const port = await freePort();
    server = await startServer({
      dataDir,
      port,
      env: { DEMO_DATA: 'true', LOG_LEVEL: 'info' },
      // The administrator is created just before the demo restaurant is seeded.
      returnWhen: (output) => output.includes('created the admin account'),
    });
    const { code } = await server.stop('SIGTERM');
    const output = server.output();
    server = undefined;
    expect(code, output).toBe(0);
    expect(output).toContain('seeded demo data');
    expect(output).toContain('shut down cleanly');
    expect(output).not.toContain('Forkcast is ready');
    expect(await listening(port)).toBe(false);
    expect(integrityCheck(databaseFile(dataDir))).toBe('ok');
  });
});

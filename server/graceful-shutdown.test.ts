/** The real process, stopped with SIGTERM (and SIGINT) in the middle of orders being placed and confirmed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger, driveCustomers, seedCustomers } from '../scripts/reliability/customers.ts';
import { freePort, startServer, type ServerProcess } from '../scripts/reliability/server-process.ts';
import { databaseFile } from './maintenance/backup.ts';

let dataDir: string;
let server: ServerProcess | undefined;
afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s mid-load: sockets are told to go, no acknowledged write is lost, the WAL is checkpointed, exit 0',
    async (signal) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-shutdown-'));
      const seeded = await seedCustomers(dataDir, 8);
      server = await startServer({ dataDir, port: await freePort() });
      const { url } = server;

      const socket = io(url, { auth: { token: seeded.customers[0]!.token }, transports: ['websocket'] });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

      const load = driveCustomers({ baseUrl: () => url, dataDir, seeded });
      while (load.ledger.filter((entry) => entry.confirmed).length < 5) await new Promise((r) => setTimeout(r, 20));
      server.child.kill(signal);
      // A customer whose request is cut off gives up once stopping: only the answers that came back count.
      const [{ code }] = await Promise.all([server.exited, load.stop()]);
      server = undefined;

      // "io server disconnect": the client did not leave by itself, so live-socket.ts reconnects it.
      expect(await disconnected).toBe('io server disconnect');
      socket.close();
      expect(code).toBe(0);
      expect(load.unexpected).toEqual([]);
      expect(checkLedger(dataDir, load.ledger)).toEqual([]);
      const wal = `${databaseFile(dataDir)}-wal`;
      expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    },
    60_000,
  );
});

/**
 * Many Socket.IO clients (scripts/bench/live-clients.ts), spread over a few child processes so that parsing a
 * thousand copies of each event does not queue behind one event loop: what is measured is the server's fan-out, as
 * clients on separate devices would see it. Customers' trackers, each hearing only of its own order, share one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PositionArrival {
  orderId: number;
  latitude: number;
  longitude: number;
  arrivedAt: number;
}

export interface ClientPool {
  /** When each order event reached each client (its first copy), by `seq`; forgets them afterwards. */
  report(): Promise<Map<number, number[]>>;
  /** Each rider position that reached a customer's client, for which order and when; forgets them afterwards. */
  positions(): Promise<PositionArrival[]>;
  /** How many clients have each `seq` so far, every copy received (repeats too), and clients that dropped. */
  count(): Promise<{ clientsBySeq: Map<number, number>; received: number; disconnected: number }>;
  stop(): Promise<void>;
}

/** The next message of `type` from a child process of the benchmark; rejects when the child says it failed. */
export function nextMessage<T>(proc: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; error?: string }) => {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type !== type) return;
      proc.off('message', onMessage);
      resolve(message as T);
    };
    proc.on('message', onMessage);
  });
}

/** Connects `clients` sockets with `token` to `url`, over `processes` child processes; resolves once all are in. */
export function startClients(url: string, token: string, clients: number, processes = 2): Promise<ClientPool> {
  return startPool(url, Array<string>(clients).fill(token), processes);
}

/** Connects one socket a customer, each with that customer's token, as their order trackers would. */
export function startTrackers(url: string, tokens: readonly string[]): Promise<ClientPool> {
  return startPool(url, tokens, 1);
}

async function startPool(url: string, tokens: readonly string[], processes: number): Promise<ClientPool> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'live-clients.ts');
  const procs: ChildProcess[] = Array.from({ length: processes }, () =>
    fork(script, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  await Promise.all(
    procs.map((proc, i) => {
      proc.send({ type: 'start', start: { url, tokens: tokens.filter((_, n) => n % procs.length === i) } });
      return nextMessage(proc, 'connected');
    }),
  );
  const ask = <T>(type: string) =>
    Promise.all(
      procs.map((proc) => {
        proc.send({ type });
        return nextMessage<T>(proc, type);
      }),
    );
  return {
    async report() {
      const merged = new Map<number, number[]>();
      for (const { arrivals } of await ask<{ arrivals: [number, number[]][] }>('report')) {
        for (const [seq, times] of arrivals) merged.set(seq, [...(merged.get(seq) ?? []), ...times]);
      }
      return merged;
    },
    async positions() {
      const answers = await ask<{ arrivals: PositionArrival[] }>('positions');
      return answers.flatMap(({ arrivals }) => arrivals);
    },
    async count() {
      const total = { clientsBySeq: new Map<number, number>(), received: 0, disconnected: 0 };
      const answers = await ask<{ counts: [number, number][]; received: number; disconnected: number }>('count');
      for (const { counts, received, disconnected } of answers) {
        for (const [seq, n] of counts) total.clientsBySeq.set(seq, (total.clientsBySeq.get(seq) ?? 0) + n);
        total.received += received;
        total.disconnected += disconnected;
      }
      return total;
    },
    async stop() {
      await Promise.all(
        procs.map((proc) => {
          proc.send({ type: 'stop' });
          return new Promise((resolve) => proc.once('exit', resolve));
        }),
      );
    },
  };
}

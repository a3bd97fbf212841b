/** The riders' phones (scripts/bench/rider-phones.ts) in a child process, as client-pool.ts runs the sockets. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './client-pool.ts';
import type { PositionReport } from './rider-phones.ts';

export interface RiderPhones {
  /** Stops the reports, waits for the answers still on their way, and gives every report since the start. */
  finish(): Promise<PositionReport[]>;
}

/** Starts one rider a token reporting their position to `url` every `everyMs`; resolves once they are riding. */
export async function startRiderPhones(url: string, tokens: readonly string[], everyMs: number): Promise<RiderPhones> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rider-phones.ts');
  const proc = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  proc.send({ type: 'start', start: { url, tokens, everyMs } });
  await nextMessage(proc, 'started');
  return {
    async finish() {
      proc.send({ type: 'finish' });
      const { reports } = await nextMessage<{ reports: PositionReport[] }>(proc, 'finish');
      return reports;
    },
  };
}

/**
 * One autocannon run against a URL, in a process of its own: the load generator must not queue on the event loop
 * of the server it measures (the two still share the machine's cores, as the suite's parts all do).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts: any of them spoils the run. */
  failures: number;
}

/** The fields of autocannon's --json report read here. */
interface Report {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function loadTest(url: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(options.connections), '-d', String(options.seconds), url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout) as Report;
  return {
    requestsPerSecond: report.requests.average,
    p99Ms: report.latency.p99,
    failures: report.non2xx + report.errors + report.timeouts,
  };
}

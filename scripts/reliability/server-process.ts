/**
 * Runs Forkcast the way an operator does: `npm start` in the repository (scripts/start.js and the server bundle it
 * builds), on a data folder of the caller's. Every test, script and benchmark that needs a real server process starts
 * it here, so what they check is what ships.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import { buildWhatIsStale, ROOT } from '../build-freshness.js';
import { commandLine, descendantsOf, isRunning } from './processes.ts';

const START_TIMEOUT_MS = 60_000;
const OUTPUT_WAIT_MS = 2000;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  /** `npm start` itself: the process a process manager or an operator signals. */
  npm: ChildProcess;
  /** The server's own process, which `npm start` execs into (a crash test kills this one). */
  serverPid: number;
  /** Everything npm and the server wrote so far, for failure messages and log checks. */
  output(): string;
  /** Resolves once `npm start` has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` to `npm start` alone (not its process group), as a process manager does; resolves on its exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /**
   * Kills the server process (and anything it started) with SIGKILL, as a crash would; resolves once `npm start` has
   * exited. Safe to call when it is already gone, so it also serves to make sure nothing outlives a test.
   */
  crash(): Promise<Exit>;
}

export interface StartOptions {
  dataDir: string;
  port: number;
  /** Settings on top of the defaults below (an empty data folder gets no demo data, mail goes to the outbox). */
  env?: Record<string, string>;
  /** Flags for Node, e.g. `--cpu-prof`, through NODE_OPTIONS (npm's own process takes them too). */
  nodeOptions?: string;
  /** A file that gets everything npm and the server write, added to the end (a restart keeps the earlier lines). */
  logFile?: string;
}

/** Starts `npm start` on `port` with `dataDir` and waits until the server says it is ready. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  // What `npm start` would build first, built before the clock starts (tests build once, in their global setup).
  await buildWhatIsStale();
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    DEMO_DATA: 'false',
    MAIL_TRANSPORT: 'outbox',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // A test runner's NODE_ENV (vitest sets "test") is not an operator's.
  delete env.NODE_ENV;
  if (options.nodeOptions) env.NODE_OPTIONS = options.nodeOptions;
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  for (const stream of [npm.stdout, npm.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log?.write(chunk);
    });
  }
  const outputRead = Promise.all([once(npm.stdout, 'end'), once(npm.stderr, 'end')]);
  const exited = new Promise<Exit>((resolve) =>
    npm.once('exit', async (code, signal) => {
      // npm's last lines may still be in the pipes; a server left behind by a broken start script would hold them.
      await Promise.race([outputRead, new Promise((done) => setTimeout(done, OUTPUT_WAIT_MS))]);
      log?.end();
      resolve({ code, signal });
    }),
  );
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (npm.exitCode === null && npm.signalCode === null) npm.kill(signal);
    return exited;
  };
  let serverPid: number | undefined;
  const crash = () => {
    // The server too if npm is gone and left it behind (what a broken start script does).
    const pids = new Set(descendantsOf(npm.pid!));
    if (serverPid !== undefined && isRunning(serverPid)) pids.add(serverPid);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Ended meanwhile.
      }
    }
    return exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (npm.exitCode !== null || npm.signalCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if ((await fetch(`${url}/api/health/ready`).catch(() => null))?.status === 200) {
      // The deepest: under a start script without `exec`, a shell would stand between npm and the server.
      serverPid = descendantsOf(npm.pid!)
        .filter((pid) => commandLine(pid)?.includes('scripts/start.js'))
        .at(-1);
      if (serverPid === undefined) throw new Error(`no server process under npm start:\n${output}`);
      return { url, npm, serverPid, output: () => output, exited, stop, crash };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await crash();
  throw new Error(`The server did not get ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

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
  /** The process started: `npm start` itself unless told otherwise; what a process manager or an operator signals. */
  child: ChildProcess;
  /** The server's own process, which `npm start` execs into (a crash test kills this one). */
  serverPid: number;
  /** Everything npm and the server wrote so far, for failure messages and log checks. */
  output(): string;
  /** Resolves once the process started has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` to the process started alone (not its process group), as a process manager does. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /**
   * Kills the server process (and anything it started) with SIGKILL, as a crash would; resolves once the process
   * started has exited. Safe to call when it is already gone, so it also serves to make sure nothing outlives a test.
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
  /** The command, run in the repository; `npm start` unless given (the systemd unit runs what it execs). */
  command?: readonly string[];
  /** Returns as soon as the output says this, instead of once the server is ready (to signal it while starting). */
  returnWhen?: (output: string) => boolean;
}

/** Starts the server (`npm start`) on `port` with `dataDir` and waits until it says it is ready (GET /api/health/ready). */
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
  const [command, ...args] = options.command ?? ['npm', 'start'];
  const child = spawn(command!, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log?.write(chunk);
    });
  }
  const outputRead = Promise.all([once(child.stdout, 'end'), once(child.stderr, 'end')]);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', async (code, signal) => {
      // The last lines may still be in the pipes; a server left behind by a broken start script would hold them.
      await Promise.race([outputRead, new Promise((done) => setTimeout(done, OUTPUT_WAIT_MS))]);
      log?.end();
      resolve({ code, signal });
    }),
  );
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let serverPid: number | undefined;
  const crash = () => {
    // And the server itself: the process started when it is the server, or one a broken start script left behind.
    const pids = new Set(descendantsOf(child.pid!));
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

  const isReady = async () =>
    options.returnWhen
      ? options.returnWhen(output)
      : (await fetch(`${url}/api/health/ready`).catch(() => null))?.status === 200;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (await isReady()) {
      // The deepest: under a start script without `exec`, a shell would stand between npm and the server.
      serverPid = [child.pid!, ...descendantsOf(child.pid!)]
        .filter((pid) => commandLine(pid)?.includes('scripts/start.js'))
        .at(-1);
      if (serverPid === undefined) throw new Error(`No server process among what was started:\n${output}`);
      return { url, child, serverPid, output: () => output, exited, stop, crash };
    }
    await new Promise((resolve) => setTimeout(resolve, options.returnWhen ? 10 : 100));
  }
  await Promise.all([crash(), stop('SIGKILL')]);
  throw new Error(`The server did not get ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

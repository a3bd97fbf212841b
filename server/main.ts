/** The Forkcast process: read the configuration, build the app, listen, and shut down gracefully on SIGTERM/SIGINT. */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { prepareFirstStart } from './bootstrap/first-start.ts';
import { ConfigError, loadConfig } from './config.ts';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
/** Beyond the bound for requests, how long closing itself may take before the process gives up on it. */
const CLOSE_GRACE_MS = 5_000;

/**
 * app.close() stops listening (requests arriving on open connections get a 503), tells live sockets to reconnect
 * (the realtime plugin disconnects them; clients retry), waits for requests in flight, then checkpoints the WAL and
 * closes the database (the db plugin). Requests still running at the bound lose their connection: each of their
 * transactions has either committed or never will, so nothing is half-written.
 */
async function shutDown(app: FastifyInstance, signal: string, timeoutMs: number): Promise<never> {
  app.log.info(`${signal} received: finishing requests in flight (at most ${timeoutMs} ms), then shutting down`);
  const cut = setTimeout(() => {
    app.log.warn('requests still in flight at the shutdown bound; closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs).unref();
  const giveUp = setTimeout(() => {
    app.log.error('shutdown did not finish in time; exiting without closing the database cleanly');
    process.exit(1);
  }, timeoutMs + CLOSE_GRACE_MS).unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  clearTimeout(cut);
  clearTimeout(giveUp);
  app.log.info('shut down cleanly');
  process.exit(0);
}

async function main() {
  const config = loadConfig();
  // Taken from the start: a stop that comes while starting (migrating, seeding the demo restaurant) waits until the
  // app can be closed cleanly, instead of killing the process halfway.
  const stop: { signal?: NodeJS.Signals; app?: FastifyInstance } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C while closing must not start a second close.
    if (stop.signal) return;
    stop.signal = signal;
    if (stop.app) void shutDown(stop.app, signal, config.shutdownTimeoutMs);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  const app = await buildApp(config, { clientDir: CLIENT_DIR });
  await prepareFirstStart(app, config, (text) => process.stdout.write(`${text}\n`));
  if (!stop.signal) await app.listen({ port: config.port, host: config.host });
  stop.app = app;
  if (stop.signal) return shutDown(app, stop.signal, config.shutdownTimeoutMs);
  app.log.info(`Forkcast is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Forkcast could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

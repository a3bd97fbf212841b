/** The Forkcast process: read the configuration, build the app, listen, and close cleanly on SIGTERM/SIGINT. */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareFirstStart } from './bootstrap/first-start.ts';
import { ConfigError, loadConfig } from './config.ts';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { clientDir: CLIENT_DIR });
  await prepareFirstStart(app, config, (text) => process.stdout.write(`${text}\n`));

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
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

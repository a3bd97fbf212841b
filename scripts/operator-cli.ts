/** What the operator's commands share: Forkcast on DATA_DIR's database, a hidden prompt, and one way to fail. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { databaseFile } from '../server/maintenance/backup.ts';

/**
 * Runs `work` with the app built on DATA_DIR's database, as the server builds it (its mail transport included), and
 * closes it after. An operator's command never creates a database.
 */
export async function withForkcast<T>(work: (app: FastifyInstance, config: Config) => Promise<T> | T): Promise<T> {
  const config = loadConfig();
  const file = databaseFile(config.dataDir);
  if (!fs.existsSync(file)) throw new Error(`There is no database at ${file}. Is DATA_DIR right?`);
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    return await work(app, config);
  } finally {
    await app.close();
  }
}

/** Runs the command, turning any failure into one line on stderr and exit status 1. */
export async function runCommand(command: () => unknown): Promise<void> {
  try {
    await command();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** The first line of standard input, without its line ending. */
export async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal and reads one line without echoing it. Ctrl-C, or Ctrl-D on an empty line, aborts. */
export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      finish();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return done(() => resolve(typed));
        if (key === '\u0003' || (key === '\u0004' && typed === '')) {
          return done(() => reject(new Error('Cancelled; nothing was changed.')));
        }
        if (key === '\u0004') continue;
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on('data', onData);
  });
}

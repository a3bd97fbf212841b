/**
 * `npm run restore -- FILE [--yes]`: replaces DATA_DIR's database and uploads with a backup made by `npm run backup`.
 * The server must be stopped. Asks before overwriting unless --yes.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { databaseFile, restoreDataDir } from '../server/maintenance/backup.ts';

const { values, positionals } = parseArgs({
  options: { yes: { type: 'boolean', short: 'y' } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  process.stderr.write('Usage: npm run restore -- DATA_DIR/backups/<timestamp>.db [--yes]\n');
  process.exit(2);
}

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

const { dataDir } = loadConfig();
const question = `This replaces ${databaseFile(dataDir)} and its uploads with ${file}. Continue? [y/N] `;
if (!values.yes && !(await confirmed(question))) {
  process.stdout.write('Nothing was changed.\n');
  process.exit(1);
}
try {
  const { uploadsRestored, safetyCopy } = await restoreDataDir(dataDir, file);
  if (safetyCopy) {
    process.stdout.write(`What was there before is kept in ${safetyCopy.file} and ${safetyCopy.uploads}.\n`);
    process.stdout.write(`To undo this restore: npm run restore -- ${safetyCopy.file}\n`);
  }
  process.stdout.write(`Restored ${file} into ${dataDir}.\n`);
  if (!uploadsRestored) process.stdout.write('The backup has no uploads folder; the current uploads were kept.\n');
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/**
 * `npm run backup [-- --keep N]`: a consistent copy of DATA_DIR's database and uploads in DATA_DIR/backups, safe
 * while the server runs. Keeps the newest N (--keep, else BACKUP_KEEP, else 14).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { backupDataDir, DEFAULT_BACKUP_KEEP } from '../server/maintenance/backup.ts';

const { values } = parseArgs({ options: { keep: { type: 'string' } } });
const keep = Number(values.keep ?? process.env.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP);
try {
  const result = await backupDataDir(loadConfig().dataDir, keep);
  process.stdout.write(`Backup written to ${result.file}\nUploads copied to ${result.uploads}\n`);
  for (const file of result.removed) process.stdout.write(`Removed old backup ${file}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

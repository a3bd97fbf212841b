/** `npm run db:migrate`: apply pending migrations to DATA_DIR/forkcast.db without starting the server. */
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { migrateDatabase, openDatabase } from '../server/db/database.ts';

const config = loadConfig();
const file = path.join(config.dataDir, 'forkcast.db');
const { db, sqlite } = openDatabase(file);
migrateDatabase({ db, sqlite });
sqlite.close();
process.stdout.write(`Migrations applied to ${file}\n`);

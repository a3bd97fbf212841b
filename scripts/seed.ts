/** `npm run seed`: create the admin (if missing) and the demo restaurant in an empty database. */
import { buildApp } from '../server/app.ts';
import { ensureAdminAccount } from '../server/bootstrap/admin-account.ts';
import { seedDemoDataIfEmpty } from '../server/bootstrap/demo-data.ts';
import { loadConfig } from '../server/config.ts';

const config = loadConfig();
const app = await buildApp({ ...config, logLevel: 'warn' });
await ensureAdminAccount(app, config, (text) => process.stdout.write(`${text}\n`));
const seeded = await seedDemoDataIfEmpty(app, config);
process.stdout.write(seeded ? 'Demo data added.\n' : 'The database already has a menu; nothing was added.\n');
await app.close();

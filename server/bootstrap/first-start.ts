/** What a fresh install needs before it can serve: an administrator and, unless turned off, the demo restaurant. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { ensureAdminAccount } from './admin-account.ts';
import { seedDemoDataIfEmpty } from './demo-data.ts';

export async function prepareFirstStart(app: FastifyInstance, config: Config, print: (text: string) => void) {
  await ensureAdminAccount(app, config, print);
  if (config.demoData) await seedDemoDataIfEmpty(app, config);
}

/** Fills an empty database with the demo restaurant, so every screen has something to show on a fresh install. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { products } from '../../drizzle/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../demo/seed.ts';

export async function seedDemoDataIfEmpty(app: FastifyInstance, config: Config): Promise<boolean> {
  if (app.db.select({ id: products.id }).from(products).limit(1).get()) return false;
  const started = Date.now();
  const passwordOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.password ?? '';
  const summary = await seedDemoData(app.db, {
    now: Date.now(),
    imagesTargetDir: path.join(config.dataDir, 'uploads'),
    passwords: { customer: passwordOf('CUSTOMER'), worker: passwordOf('WORKER'), rider: passwordOf('DELIVERY_MAN') },
    hashPassword,
  });
  app.delivery.reload();
  app.log.info(
    `seeded demo data in ${Date.now() - started} ms: ${summary.products} dishes, ${summary.orders} orders, ${summary.feedback} feedback (turn off with DEMO_DATA=false)`,
  );
  return true;
}

/** Makes sure the restaurant has an administrator on first start. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createUserStore } from '../users/user-store.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@forkcast.local';

/**
 * Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists. Without a configured password
 * a strong one is generated and printed once to the console (never to the structured log).
 */
export async function ensureAdminAccount(app: FastifyInstance, config: Config, print: (text: string) => void) {
  const users = createUserStore(app.db);
  if (users.anyWithRole('ADMIN')) return;

  const email = (config.admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = config.admin.password ?? randomBytes(18).toString('base64url');
  const created = users.insert(app.db, {
    email,
    name: 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'ADMIN',
    emailVerifiedAt: Date.now(),
  });
  if (!created) throw new Error(`ADMIN_EMAIL ${email} already belongs to a non-admin account; choose another address.`);

  app.log.info(`created the admin account ${email}`);
  if (!config.admin.password) {
    print(
      [
        '',
        '  Forkcast created the administrator account:',
        `    e-mail:   ${email}`,
        `    password: ${password}`,
        '  This password is shown only once. Keep it somewhere safe.',
        '',
      ].join('\n'),
    );
  }
}

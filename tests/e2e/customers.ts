/** The journeys' own database access: signed-up customers without going through the sign-up mail. */
import path from 'node:path';
import { hashPassword } from '../../server/auth/passwords.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createUserStore } from '../../server/users/user-store.ts';
import { server } from './journey.ts';

/** Runs `use` on the journey server's database, closing the connection afterwards. */
export function withDatabase<T>(use: (db: ReturnType<typeof openDatabase>['db']) => T): T {
  const { db, sqlite } = openDatabase(path.join(server().dataDir, 'forkcast.db'));
  try {
    return use(db);
  } finally {
    sqlite.close();
  }
}

/** A verified customer with a fresh address starting with `prefix`, ready to log in. */
export async function newCustomer(prefix: string, name: string): Promise<{ email: string; password: string }> {
  const email = `${prefix}.${Date.now()}@example.com`;
  const password = `${prefix}-journey-pass-1`;
  const passwordHash = await hashPassword(password);
  withDatabase((db) =>
    createUserStore(db).insert(db, { email, name, passwordHash, role: 'CUSTOMER', emailVerifiedAt: Date.now() }),
  );
  return { email, password };
}

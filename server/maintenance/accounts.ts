/**
 * What an operator does to accounts from the command line, with the server running or not: set a forgotten
 * password, and lock the demo accounts whose passwords are published. Each change signs the account out everywhere
 * in the same transaction: a running server checks every request against its sessions.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../drizzle/schema.ts';
import { passwordField } from '../../shared/auth.ts';
import type { Role } from '../../shared/constants.ts';
import type { PasswordChanges } from '../auth/password-changes.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../auth/passwords.ts';
import { DEMO_ACCOUNTS } from '../demo/seed.ts';
import { createUserStore } from '../users/user-store.ts';

export class AccountCommandError extends Error {
  override name = 'AccountCommandError';
}

export interface PasswordSet {
  email: string;
  role: Role;
  deactivated: boolean;
  sessionsEnded: number;
}

/** Gives the account a new password (the same rules as everywhere), ends every session it has, and mails its owner. */
export async function setPassword(
  app: FastifyInstance,
  changes: PasswordChanges,
  email: string,
  password: string,
): Promise<PasswordSet> {
  const checked = passwordField.safeParse(password);
  if (!checked.success) throw new AccountCommandError(checked.error.issues[0]!.message);
  const problem = passwordProblem(checked.data, { email });
  if (problem) throw new AccountCommandError(problem);
  const account = createUserStore(app.db).findByEmail(email);
  if (!account) {
    const admins = app.db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).all();
    throw new AccountCommandError(
      `There is no account with the e-mail address ${email.trim().toLowerCase()}. ` +
        `Administrators: ${admins.map((admin) => admin.email).join(', ') || 'none yet (Forkcast creates one at start)'}.`,
    );
  }
  const passwordHash = await hashPassword(checked.data);
  const sessionsEnded = app.db.transaction((tx) => changes.save(tx, account.id, passwordHash));
  await changes.announce(account);
  return { email: account.email, role: account.role, deactivated: account.deactivatedAt !== null, sessionsEnded };
}

/**
 * Locks the demo accounts (their passwords are in the README): none can sign in again, and their open sessions end.
 * Their demo orders and feedback stay, so the dashboard keeps its history. Answers the addresses it locked now.
 */
export function lockDemoAccounts(app: FastifyInstance): string[] {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  return app.db.transaction((tx) => {
    const locked = tx
      .update(users)
      .set({ passwordHash: UNUSABLE_PASSWORD_HASH })
      .where(and(inArray(users.email, emails), ne(users.passwordHash, UNUSABLE_PASSWORD_HASH)))
      .returning({ id: users.id, email: users.email })
      .all();
    for (const account of locked) app.sessions.closeAllOf(tx, account.id);
    return locked.map((account) => account.email);
  });
}

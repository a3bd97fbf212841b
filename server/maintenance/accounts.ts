/**
 * What an operator does to accounts from the command line, with the server running or not: set a forgotten
 * password, and lock the demo accounts whose passwords are published. Each change signs the account out everywhere
 * in the same transaction: a running server checks every request against its sessions.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../drizzle/schema.ts';
import { passwordField } from '../../shared/auth.ts';
import type { Role } from '../../shared/constants.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../auth/passwords.ts';
import type { Db, Writer } from '../db/database.ts';
import { DEMO_ACCOUNTS } from '../demo/seed.ts';

export class AccountCommandError extends Error {
  override name = 'AccountCommandError';
}

function revokeSessions(tx: Writer, userIds: number[], now: number): number {
  return tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)))
    .run().changes;
}

export interface PasswordSet {
  email: string;
  role: Role;
  deactivated: boolean;
  sessionsEnded: number;
}

/** Gives the account a new password (the same rules as everywhere) and ends every session it has. */
export async function setPassword(db: Db, email: string, password: string, now = Date.now()): Promise<PasswordSet> {
  const checked = passwordField.safeParse(password);
  if (!checked.success) throw new AccountCommandError(checked.error.issues[0]!.message);
  const address = email.trim().toLowerCase();
  const account = db.select().from(users).where(eq(users.email, address)).get();
  if (!account) {
    const admins = db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).all();
    throw new AccountCommandError(
      `There is no account with the e-mail address ${address}. ` +
        `Administrators: ${admins.map((admin) => admin.email).join(', ') || 'none yet (Forkcast creates one at start)'}.`,
    );
  }
  const passwordHash = await hashPassword(checked.data);
  const sessionsEnded = db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, account.id)).run();
    return revokeSessions(tx, [account.id], now);
  });
  return { email: account.email, role: account.role, deactivated: account.deactivatedAt !== null, sessionsEnded };
}

/**
 * Locks the demo accounts (their passwords are in the README): none can sign in again, and their open sessions end.
 * Their demo orders and feedback stay, so the dashboard keeps its history. Answers the addresses it locked now.
 */
export function lockDemoAccounts(db: Db, now = Date.now()): string[] {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  return db.transaction((tx) => {
    const locked = tx
      .update(users)
      .set({ passwordHash: UNUSABLE_PASSWORD_HASH })
      .where(and(inArray(users.email, emails), ne(users.passwordHash, UNUSABLE_PASSWORD_HASH)))
      .returning({ id: users.id, email: users.email })
      .all();
    if (locked.length)
      revokeSessions(
        tx,
        locked.map((account) => account.id),
        now,
      );
    return locked.map((account) => account.email);
  });
}

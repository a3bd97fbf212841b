/** Reading and writing accounts; every role lives in the one users table (docs/decisions/0002). */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { Db, Writer } from '../db/database.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  name: string;
  phone?: string | null;
  passwordHash: string;
  role: Role;
  emailVerifiedAt?: number | null;
}

/** True when SQLite refused a row because an e-mail (or another unique value) is already taken. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createUserStore(db: Db) {
  return {
    findByEmail(email: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
    },

    /** Inserts the user, or returns null when the e-mail address is already in use (by any role). */
    insert(tx: Writer, user: NewUser, now = Date.now()): UserRow | null {
      try {
        return tx
          .insert(users)
          .values({ ...user, email: user.email.trim().toLowerCase(), createdAt: now })
          .returning()
          .get();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Gives a customer account still waiting for verification the details of a new sign-up for the same address, as if
     * made afresh; null when the account was verified meanwhile (it is then left alone).
     */
    restartSignUp(
      tx: Writer,
      userId: number,
      details: { name: string; phone: string; passwordHash: string },
      now = Date.now(),
    ): UserRow | null {
      return (
        tx
          .update(users)
          .set({ ...details, createdAt: now })
          .where(and(eq(users.id, userId), eq(users.role, 'CUSTOMER'), isNull(users.emailVerifiedAt)))
          .returning()
          .get() ?? null
      );
    },

    markVerified(tx: Writer, userId: number, now = Date.now()): void {
      tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId)).run();
    },

    remove(userId: number): void {
      db.delete(users).where(eq(users.id, userId)).run();
    },

    anyWithRole(role: Role): boolean {
      return db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1).get() !== undefined;
    },
  };
}
export type UserStore = ReturnType<typeof createUserStore>;

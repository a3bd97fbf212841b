/** Reading and writing accounts; every role lives in the one users table (docs/decisions/0002). */
import { eq } from 'drizzle-orm';
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

    findById(userId: number): UserRow | undefined {
      return db.select().from(users).where(eq(users.id, userId)).get();
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

    /** Notes that someone signed up again for a customer address still waiting for verification. */
    markSignUpRepeated(tx: Writer, userId: number, now = Date.now()): void {
      tx.update(users).set({ signupRepeatedAt: now }).where(eq(users.id, userId)).run();
    },

    /** Verifies the address; a password hash given here (chosen by whoever entered the code) becomes the account's. */
    markVerified(tx: Writer, userId: number, passwordHash?: string, now = Date.now()): void {
      tx.update(users)
        .set({ emailVerifiedAt: now, signupRepeatedAt: null, ...(passwordHash === undefined ? {} : { passwordHash }) })
        .where(eq(users.id, userId))
        .run();
    },

    setPasswordHash(tx: Writer, userId: number, passwordHash: string): void {
      tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
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

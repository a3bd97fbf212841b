/** Server-side sessions: a token works only while its session is open and its user active. */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { sessions, users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { Db, Writer } from '../db/database.ts';
import { SESSION_TTL_MS } from './tokens.ts';

export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}

export function createSessionStore(db: Db) {
  const findOpen = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}`,
        isNull(users.deactivatedAt),
      ),
    )
    .prepare();

  return {
    open(userId: number, now = Date.now()): { id: string; expiresAt: number } {
      const session = { id: randomBytes(18).toString('base64url'), userId, expiresAt: now + SESSION_TTL_MS };
      db.insert(sessions)
        .values({ ...session, createdAt: now })
        .run();
      return session;
    },

    /** The signed-in user behind a session, or undefined when it was closed, expired or its user deactivated. */
    find(sessionId: string, userId: number, now = Date.now()): AuthenticatedUser | undefined {
      return findOpen.get({ sessionId, userId, now });
    },

    close(sessionId: string, now = Date.now()): void {
      db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId)).run();
    },

    /**
     * Ends every open session of the user but `keep` (the caller's own, when they stay signed in); answers how many
     * ended. Takes the writer, so it goes in the transaction of the change that demands it (a new password).
     */
    closeAllOf(tx: Writer, userId: number, options: { keep?: string; now?: number } = {}): number {
      const { keep, now = Date.now() } = options;
      return tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep === undefined ? undefined : ne(sessions.id, keep),
          ),
        )
        .run().changes;
    },

    /** Drops sessions that can no longer be used, so the table does not grow forever. */
    prune(now = Date.now()): number {
      return db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now - SESSION_TTL_MS)))
        .run().changes;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * What every new password does, wherever it is set (a reset, a change by the owner, an admin for a worker, the
 * operator's command): it is saved together with the end of the account's other sessions, in one transaction; then
 * their live connections drop and the owner is told by e-mail, so a change they did not make does not go unnoticed.
 */
import type { FastifyInstance } from 'fastify';
import type { Writer } from '../db/database.ts';
import { passwordChangedLetter } from '../mail/templates.ts';
import { createUserStore } from '../users/user-store.ts';

export function createPasswordChanges(app: FastifyInstance, publicUrl: string) {
  const users = createUserStore(app.db);
  const forgotUrl = `${publicUrl}/forgot-password`;

  return {
    /** In the caller's transaction: the new hash, and every session of the account but `keep` ended. */
    save(tx: Writer, userId: number, passwordHash: string, keep?: string): number {
      users.setPasswordHash(tx, userId, passwordHash);
      return app.sessions.closeAllOf(tx, userId, { keep });
    },

    /** Once saved. The password stays changed whether or not the mail goes out; a failure is in the mail log. */
    async announce(user: { email: string; name: string }): Promise<void> {
      app.realtime.recheckSessions();
      await app.mail.send({
        to: user.email,
        purpose: 'password-changed',
        ...passwordChangedLetter({ sender: app.restaurant.profile(), name: user.name, forgotUrl }),
      });
    },
  };
}
export type PasswordChanges = ReturnType<typeof createPasswordChanges>;

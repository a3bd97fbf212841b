/**
 * Forgotten and changed passwords. A reset code is e-mailed with the same rules as sign-up codes, and asking for one
 * answers the same for every address. Any new password ends the account's other sessions, live connections
 * included, and is confirmed by e-mail to the account's address.
 */
import type { FastifyInstance } from 'fastify';
import { CODE_REFUSED } from '../codes/one-time-codes.ts';
import { badRequest } from '../errors.ts';
import { codeLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createUserStore, type UserRow } from '../users/user-store.ts';
import type { AuthenticatedUser } from './sessions.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createPasswordChanges } from './password-changes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-policy.ts';

export const RESET_REQUESTED =
  'If an account uses that address, we sent it a code to choose a new password. It is valid for 10 minutes.';
const WRONG_CURRENT = 'Your current password is not right.';

export function createPasswordService(app: FastifyInstance, options: { publicUrl: string; throttle: LoginThrottle }) {
  const users = createUserStore(app.db);
  const perAddress = {
    limiter: new RateLimiter(LIMITS.passwordResetPerAddress),
    message: 'A code was sent to this address very recently.',
  };
  const perIp = new RateLimiter(LIMITS.passwordResetPerIp);
  const changes = createPasswordChanges(app, options.publicUrl);

  /** Only an account that can log in can choose a new password this way: a sign-up sets its own when verified. */
  const canReset = (user: UserRow | undefined): user is UserRow =>
    user !== undefined && user.emailVerifiedAt !== null && user.deactivatedAt === null;

  // What "Forgot password?" mails, decided after the answer (server/mail/mail-requests.ts).
  app.mailRequests.handle('password-reset', async (email) => {
    const user = users.findByEmail(email);
    if (!canReset(user)) return 'done';
    const code = app.db.transaction(() => app.codes.issue({ purpose: 'password-reset', userId: user.id }));
    const sent = await app.mail.send({
      to: user.email,
      purpose: 'password-reset-code',
      ...codeLetter({ sender: app.restaurant.profile(), name: user.name, code, purpose: 'password-reset' }),
    });
    return sent.ok ? 'done' : 'failed';
  });

  return {
    /** Counted and answered alike for every address: whether a code goes out is decided afterwards. */
    async requestReset(input: { email: string }, ip: string): Promise<void> {
      perIp.consume(ip, 'Too many password resets from your network.');
      await app.mailRequests.ask(perAddress, input.email, () => app.mailRequests.add('password-reset', input.email));
    },

    async reset(input: { email: string; otp: string; password: string }) {
      assertAcceptablePassword(input.password, { ...input, restaurantName: app.restaurant.profile().name });
      // Hashed first, whatever the address: the code is then spent in the same transaction that saves it.
      const passwordHash = await hashPassword(input.password);
      const user = users.findByEmail(input.email);
      if (!canReset(user)) throw badRequest(CODE_REFUSED);
      const check = app.codes.check({ purpose: 'password-reset', userId: user.id }, input.otp, (tx) =>
        changes.save(tx, user.id, passwordHash),
      );
      if (!check.ok) throw badRequest(CODE_REFUSED);
      await changes.announce(user);
    },

    /** The caller stays signed in; every other session of theirs ends. Wrong guesses count like failed logins. */
    async change(caller: AuthenticatedUser, input: { currentPassword: string; newPassword: string }, ip: string) {
      assertAcceptablePassword(
        input.newPassword,
        { ...caller, restaurantName: app.restaurant.profile().name },
        'newPassword',
      );
      const user = users.findByEmail(caller.email)!;
      const admitted = options.throttle.admit(user.email, { ip });
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw badRequest(WRONG_CURRENT, { fields: { currentPassword: WRONG_CURRENT } });
      }
      options.throttle.succeeded(admitted);
      const passwordHash = await hashPassword(input.newPassword);
      app.db.transaction((tx) => changes.save(tx, user.id, passwordHash, caller.sessionId));
      await changes.announce(user);
    },
  };
}

/** Sign-up: an unverified customer account, confirmed by a code e-mailed to the address. */
import type { FastifyInstance } from 'fastify';
import { describeCodeFailure } from '../codes/one-time-codes.ts';
import { badRequest, conflict, serviceUnavailable } from '../errors.ts';
import { codeLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createUserStore, type UserRow } from '../users/user-store.ts';
import { hashPassword } from './passwords.ts';

export const RESEND_ANSWER =
  'If that address is waiting for verification, a new code is on its way. It is valid for 10 minutes.';

export function createRegistrationService(app: FastifyInstance) {
  const users = createUserStore(app.db);
  const resendLimiter = new RateLimiter(LIMITS.codeResendPerAddress);
  const signupLimiter = new RateLimiter(LIMITS.signupPerIp);

  const sendCode = (user: UserRow, code: string) =>
    app.mail.send({
      to: user.email,
      purpose: 'signup-code',
      ...codeLetter({ name: user.name, code, purpose: 'signup' }),
    });

  /** A pending sign-up: a customer whose address is not verified yet. */
  const pendingCustomer = (email: string) => {
    const user = users.findByEmail(email);
    return user && user.role === 'CUSTOMER' && user.emailVerifiedAt === null && user.deactivatedAt === null
      ? user
      : undefined;
  };

  return {
    async createAccount(input: { email: string; password: string; name: string; phone: string }, ip: string) {
      signupLimiter.consume(ip, 'Too many new accounts from your network.');
      const taken = 'An account with this e-mail address already exists. Log in instead.';
      if (users.findByEmail(input.email)) throw conflict(taken);

      const passwordHash = await hashPassword(input.password);
      const created = app.db.transaction((tx) => {
        const user = users.insert(tx, { ...input, passwordHash, role: 'CUSTOMER' });
        return user && { user, code: app.codes.issue({ purpose: 'signup', userId: user.id }) };
      });
      // Two sign-ups for one address at once: the database let only one in.
      if (!created) throw conflict(taken);

      const sent = await sendCode(created.user, created.code);
      if (!sent.ok) {
        // An account nobody can verify is worse than none: undo it so the person can simply try again.
        users.remove(created.user.id);
        throw serviceUnavailable(
          "We couldn't send the verification e-mail, so the account was not created. Please try again in a few minutes.",
        );
      }
      resendLimiter.record(created.user.email);
      return { email: created.user.email };
    },

    verify(input: { email: string; otp: string }) {
      const user = pendingCustomer(input.email);
      const check = user
        ? app.codes.check({ purpose: 'signup', userId: user.id }, input.otp, (tx) => users.markVerified(tx, user.id))
        : ({ ok: false, reason: 'missing' } as const);
      if (!check.ok) throw badRequest(describeCodeFailure(check));
    },

    async resend(input: { email: string }) {
      resendLimiter.consume(input.email, 'A code was sent to this address very recently.');
      const user = pendingCustomer(input.email);
      if (!user) return;
      // Retiring the old code and storing the new one go together.
      const code = app.db.transaction(() => app.codes.issue({ purpose: 'signup', userId: user.id }));
      const sent = await sendCode(user, code);
      if (!sent.ok)
        throw serviceUnavailable("We couldn't send the e-mail right now. Please try again in a few minutes.");
    },
  };
}

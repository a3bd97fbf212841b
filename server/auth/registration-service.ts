/** Sign-up: an unverified customer account, confirmed by a code e-mailed to the address. */
import type { FastifyInstance } from 'fastify';
import { CODE_TTL_MINUTES, describeCodeFailure } from '../codes/one-time-codes.ts';
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
  const isPending = (user: UserRow | undefined): user is UserRow =>
    user !== undefined && user.role === 'CUSTOMER' && user.emailVerifiedAt === null && user.deactivatedAt === null;
  const pendingCustomer = (email: string) => {
    const user = users.findByEmail(email);
    return isPending(user) ? user : undefined;
  };

  return {
    async createAccount(input: { email: string; password: string; name: string; phone: string }, ip: string) {
      signupLimiter.consume(ip, 'Too many new accounts from your network.');
      const taken = 'An account with this e-mail address already exists. Log in instead.';
      // A sign-up nobody verified does not hold the address forever: once its code is dead, signing up again starts
      // it over with the new details. Otherwise whoever typed an address first could keep its owner out, or wait for
      // the owner to verify an account whose password they chose.
      const existing = users.findByEmail(input.email);
      const restartable = isPending(existing) ? existing : undefined;
      if (existing && !restartable) throw conflict(taken);

      const passwordHash = await hashPassword(input.password);
      const created = app.db.transaction((tx) => {
        let user: UserRow | null;
        if (restartable) {
          // Checked in the transaction, so of two sign-ups racing to restart it only the first gets through.
          if (app.codes.usable({ purpose: 'signup', userId: restartable.id })) return 'waiting' as const;
          user = users.restartSignUp(tx, restartable.id, { name: input.name, phone: input.phone, passwordHash });
        } else {
          user = users.insert(tx, { ...input, passwordHash, role: 'CUSTOMER' });
        }
        return user && { user, code: app.codes.issue({ purpose: 'signup', userId: user.id }) };
      });
      if (created === 'waiting') {
        throw conflict(
          `A sign-up for this address is waiting for the code we e-mailed. Enter that code, or sign up again once it has expired (${CODE_TTL_MINUTES} minutes).`,
        );
      }
      // Two sign-ups for one address at once, or a verification in between: the database let only one through.
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

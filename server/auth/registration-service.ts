/**
 * Sign-up: an unverified customer account, confirmed by a code e-mailed to the address. Whoever holds the mailbox
 * decides the password, and no answer tells whether an address has an account (docs/decisions/0016).
 */
import type { FastifyInstance } from 'fastify';
import { CODE_REFUSED } from '../codes/one-time-codes.ts';
import { AppError, badRequest, serviceUnavailable } from '../errors.ts';
import { accountExistsLetter, codeLetter, type CodePurpose, type Letter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createUserStore, type UserRow } from '../users/user-store.ts';
import { hashPassword } from './passwords.ts';
import { assertUncommonPassword } from './password-policy.ts';

export const RESEND_ANSWER =
  'If that address is waiting for verification, a new code is on its way. It is valid for 10 minutes.';
export const signUpAnswer = (email: string) =>
  `Thanks! We sent an e-mail to ${email}. Enter the 6-digit code from it to verify your address.`;
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';
const CHOOSE_PASSWORD =
  'Someone asked to create an account with this address more than once, so please choose your password to finish.';
const MAIL_FAILED = "We couldn't send the e-mail, so nothing was changed. Please try again in a few minutes.";

/** Thrown inside the verifying transaction to undo it: the code was right, but its account needs a password. */
class PasswordNeeded extends Error {}

export function createRegistrationService(app: FastifyInstance, options: { publicUrl: string }) {
  const users = createUserStore(app.db);
  const resendLimiter = new RateLimiter(LIMITS.codeResendPerAddress);
  const signupLimiter = new RateLimiter(LIMITS.signupPerIp);

  const codeFor = (user: UserRow, purpose: CodePurpose, code: string): Letter =>
    codeLetter({ name: user.name, code, purpose });

  /** A pending sign-up: a customer whose address is not verified yet. */
  const isPending = (user: UserRow) =>
    user.role === 'CUSTOMER' && user.emailVerifiedAt === null && user.deactivatedAt === null;
  const pendingCustomer = (email: string) => {
    const user = users.findByEmail(email);
    return user && isPending(user) ? user : undefined;
  };

  return {
    /**
     * Answers the same for a new address, one waiting for its code and one with an account; each gets its e-mail. A
     * sign-up for an address that is waiting changes nothing of it but its code, and makes its verification need the
     * password: the first sign-up may have been someone else's.
     */
    async createAccount(input: { email: string; password: string; name: string; phone: string }, ip: string) {
      signupLimiter.consume(ip, 'Too many new accounts from your network.');
      assertUncommonPassword(input.password);
      // Hashed whatever the address, so the time taken says nothing about it either.
      const passwordHash = await hashPassword(input.password);
      const outcome = app.db.transaction((tx) => {
        const existing = users.findByEmail(input.email);
        if (existing && isPending(existing)) {
          users.markSignUpRepeated(tx, existing.id);
          const code = app.codes.issue({ purpose: 'signup', userId: existing.id });
          return { created: false, user: existing, letter: codeFor(existing, 'signup-repeated', code) };
        }
        if (existing) {
          const loginUrl = `${options.publicUrl}/login`;
          return { created: false, user: existing, letter: accountExistsLetter({ name: existing.name, loginUrl }) };
        }
        const user = users.insert(tx, { ...input, passwordHash, role: 'CUSTOMER' });
        // The read and the insert above run in one synchronous transaction: nothing can take the address between.
        if (!user) throw new Error(`sign-up: ${input.email} was taken inside its own transaction`);
        const code = app.codes.issue({ purpose: 'signup', userId: user.id });
        return { created: true, user, letter: codeFor(user, 'signup', code) };
      });

      const sent = await app.mail.send({ to: outcome.user.email, purpose: 'signup-code', ...outcome.letter });
      if (!sent.ok) {
        // An account nobody can verify is worse than none: undo it so the person can simply try again.
        if (outcome.created) users.remove(outcome.user.id);
        throw serviceUnavailable(MAIL_FAILED);
      }
      return { email: outcome.user.email };
    },

    /**
     * Verifies with the e-mailed code. A password given here becomes the account's: the person holding the code
     * chooses it. Without one, the sign-up's own password stays, unless someone signed up again for the address.
     */
    async verify(input: { email: string; otp: string; password?: string | undefined }) {
      let passwordHash: string | undefined;
      if (input.password !== undefined) {
        assertUncommonPassword(input.password);
        passwordHash = await hashPassword(input.password);
      }
      const user = pendingCustomer(input.email);
      if (!user) throw badRequest(CODE_REFUSED);
      try {
        const check = app.codes.check({ purpose: 'signup', userId: user.id }, input.otp, (tx) => {
          if (passwordHash === undefined && user.signupRepeatedAt !== null) throw new PasswordNeeded();
          users.markVerified(tx, user.id, passwordHash);
        });
        if (!check.ok) throw badRequest(CODE_REFUSED);
      } catch (error) {
        // Only someone who holds the right code learns this; the code stays unused for the next try.
        if (error instanceof PasswordNeeded) {
          throw new AppError(400, CHOOSE_PASSWORD, { code: PASSWORD_REQUIRED, fields: { password: CHOOSE_PASSWORD } });
        }
        throw error;
      }
    },

    /** Counted for every address alike, so its limit says nothing about the address either. */
    async resend(input: { email: string }) {
      resendLimiter.consume(input.email, 'A code was sent to this address very recently.');
      const user = pendingCustomer(input.email);
      if (!user) return;
      // Retiring the old code and storing the new one go together.
      const code = app.db.transaction(() => app.codes.issue({ purpose: 'signup', userId: user.id }));
      const purpose = user.signupRepeatedAt === null ? 'signup' : 'signup-repeated';
      const sent = await app.mail.send({ to: user.email, purpose: 'signup-code', ...codeFor(user, purpose, code) });
      if (!sent.ok)
        throw serviceUnavailable("We couldn't send the e-mail right now. Please try again in a few minutes.");
    },
  };
}

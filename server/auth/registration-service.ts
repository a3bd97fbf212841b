/**
 * Sign-up: an unverified customer account, confirmed by a code e-mailed to the address. Whoever holds the mailbox
 * decides the password, and no answer tells whether an address has an account (docs/decisions/0016).
 */
import type { FastifyInstance } from 'fastify';
import { CODE_REFUSED } from '../codes/one-time-codes.ts';
import { AppError, badRequest } from '../errors.ts';
import { accountExistsLetter, codeLetter, type CodePurpose, type Letter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createUserStore, type UserRow } from '../users/user-store.ts';
import { hashPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-policy.ts';

export const RESEND_ANSWER =
  'If that address is waiting for verification, a new code is on its way. It is valid for 10 minutes.';
export const signUpAnswer = (email: string) =>
  `Thanks! We're sending an e-mail to ${email}. Enter the 6-digit code from it to verify your address.`;
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';
const CHOOSE_PASSWORD =
  'Someone asked to create an account with this address more than once, so please choose your password to finish.';
const CODE_SENT_RECENTLY = 'A code was sent to this address very recently.';
/** The mail_log purpose of the notice to an account someone tried to sign up again with. */
const ACCOUNT_EXISTS_MAIL = 'account-exists';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the verifying transaction to undo it: the code was right, but its account needs a password. */
class PasswordNeeded extends Error {}

export function createRegistrationService(app: FastifyInstance, options: { publicUrl: string }) {
  const users = createUserStore(app.db);
  // A sign-up sends a code too: both count against the same limits per address.
  const codeMails = { limiter: new RateLimiter(LIMITS.codeResendPerAddress), message: CODE_SENT_RECENTLY };
  const signupLimiter = new RateLimiter(LIMITS.signupPerIp);

  const codeFor = (user: UserRow, purpose: CodePurpose, code: string): Letter =>
    codeLetter({ sender: app.restaurant.profile(), name: user.name, code, purpose });

  /** A pending sign-up: a customer whose address is not verified yet. */
  const isPending = (user: UserRow) =>
    user.role === 'CUSTOMER' && user.emailVerifiedAt === null && user.deactivatedAt === null;
  const pendingCustomer = (email: string) => {
    const user = users.findByEmail(email);
    return user && isPending(user) ? user : undefined;
  };

  /** A fresh code for a pending sign-up (the old one dies), mailed. */
  async function mailCode(user: UserRow): Promise<'done' | 'failed'> {
    // Retiring the old code and storing the new one go together.
    const code = app.db.transaction(() => app.codes.issue({ purpose: 'signup', userId: user.id }));
    const purpose = user.signupRepeatedAt === null ? 'signup' : 'signup-repeated';
    const sent = await app.mail.send({ to: user.email, purpose: 'signup-code', ...codeFor(user, purpose, code) });
    return sent.ok ? 'done' : 'failed';
  }

  // What a sign-up and "Send again" mail, decided after the answer (server/mail/mail-requests.ts).
  app.mailRequests.handle('signup', async (email) => {
    const user = users.findByEmail(email);
    if (!user || user.deactivatedAt !== null) return 'done';
    if (isPending(user)) return mailCode(user);
    // An account already: its owner hears of the attempt, at most once a day however often it is made.
    if (app.mail.sentRecently(user.email, ACCOUNT_EXISTS_MAIL, DAY_MS)) return 'done';
    const letter = accountExistsLetter({
      sender: app.restaurant.profile(),
      name: user.name,
      loginUrl: `${options.publicUrl}/login`,
    });
    return (await app.mail.send({ to: user.email, purpose: ACCOUNT_EXISTS_MAIL, ...letter })).ok ? 'done' : 'failed';
  });
  app.mailRequests.handle('signup-resend', async (email) => {
    const user = pendingCustomer(email);
    return user ? mailCode(user) : 'done';
  });

  return {
    /**
     * Answers the same for a new address, one waiting for its code and one with an account, having done the same: one
     * password hash and one transaction. Each gets its e-mail afterwards. A sign-up for an address that is waiting
     * changes nothing of it but its code, and makes its verification need the password: the first sign-up may have
     * been someone else's.
     */
    async createAccount(input: { email: string; password: string; name: string; phone: string }, ip: string) {
      signupLimiter.consume(ip, 'Too many new accounts from your network.');
      assertAcceptablePassword(input.password, { ...input, restaurantName: app.restaurant.profile().name });
      await app.mailRequests.ask(codeMails, input.email, async () => {
        const passwordHash = await hashPassword(input.password);
        app.db.transaction((tx) => {
          const existing = users.findByEmail(input.email);
          if (existing && isPending(existing)) users.markSignUpRepeated(tx, existing.id);
          // The read and the insert run in one synchronous transaction: nothing can take the address between them.
          else if (!existing && !users.insert(tx, { ...input, passwordHash, role: 'CUSTOMER' }))
            throw new Error(`sign-up: ${input.email} was taken inside its own transaction`);
          app.mailRequests.add('signup', input.email);
        });
      });
      return { email: input.email };
    },

    /**
     * Verifies with the e-mailed code. A password given here becomes the account's: the person holding the code
     * chooses it. Without one, the sign-up's own password stays, unless someone signed up again for the address.
     */
    async verify(input: { email: string; otp: string; password?: string | undefined }) {
      let passwordHash: string | undefined;
      if (input.password !== undefined) {
        assertAcceptablePassword(input.password, { ...input, restaurantName: app.restaurant.profile().name });
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

    /** Counted for every address alike and answered alike: whether a code goes out is decided afterwards. */
    async resend(input: { email: string }): Promise<void> {
      await app.mailRequests.ask(codeMails, input.email, () => app.mailRequests.add('signup-resend', input.email));
    },
  };
}

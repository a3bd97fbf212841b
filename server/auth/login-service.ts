/** Logging in and out. Wrong credentials get one answer whether or not the account exists. */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/auth.ts';
import { AppError, forbidden } from '../errors.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createUserStore } from '../users/user-store.ts';
import { burnTime, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export function createLoginService(app: FastifyInstance) {
  const users = createUserStore(app.db);
  const perIp = new RateLimiter(LIMITS.loginPerIp);
  const perAccount = new RateLimiter(LIMITS.loginPerAccount);

  return {
    async login(input: { email: string; password: string }, ip: string): Promise<{ token: string; user: SessionUser }> {
      const wait = 'Too many login attempts.';
      perIp.consume(ip, wait);
      perAccount.consume(input.email, wait);

      const user = users.findByEmail(input.email);
      if (!user) {
        await burnTime(input.password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError(401, INVALID_CREDENTIALS);
      // Only someone who knows the password learns the account's state.
      if (user.deactivatedAt !== null)
        throw forbidden('This account has been deactivated. Please contact the restaurant.');
      if (user.emailVerifiedAt === null) {
        throw forbidden('Please verify your e-mail address first. Enter the code we e-mailed you.', EMAIL_NOT_VERIFIED);
      }

      perAccount.reset(input.email);
      const session = app.sessions.open(user.id);
      const token = app.tokens.sign({ userId: user.id, role: user.role, sessionId: session.id });
      return { token, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
    },
  };
}

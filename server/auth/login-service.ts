/** Logging in. Wrong credentials get one answer whether or not the account exists. */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/auth.ts';
import { AppError, forbidden } from '../errors.ts';
import { createUserStore } from '../users/user-store.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { burnTime, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export interface LoginOutcome {
  token: string;
  user: SessionUser;
  /** A device cookie for the browser, when it did not hold one for this account yet. */
  newDeviceCookie: string | undefined;
}

export function createLoginService(app: FastifyInstance, throttle: LoginThrottle) {
  const users = createUserStore(app.db);

  return {
    async login(
      input: { email: string; password: string },
      client: { ip: string; deviceCookie: string | undefined },
    ): Promise<LoginOutcome> {
      const user = users.findByEmail(input.email);
      const device = user && app.devices.deviceOf(client.deviceCookie, user.id);
      const admitted = throttle.admit(input.email, { ip: client.ip, device });
      if (!user) {
        await burnTime(input.password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError(401, INVALID_CREDENTIALS);
      throttle.succeeded(admitted);
      // Only someone who knows the password learns the account's state.
      if (user.deactivatedAt !== null)
        throw forbidden('This account has been deactivated. Please contact the restaurant.');
      if (user.emailVerifiedAt === null) {
        throw forbidden('Please verify your e-mail address first. Enter the code we e-mailed you.', EMAIL_NOT_VERIFIED);
      }

      const session = app.sessions.open(user.id);
      const token = app.tokens.sign({ userId: user.id, role: user.role, sessionId: session.id });
      return {
        token,
        user: { id: user.id, email: user.email, name: user.name, role: user.role },
        newDeviceCookie: device ? undefined : app.devices.issue(user.id),
      };
    },
  };
}

/**
 * Authentication: a token from `Authorization: Bearer` or the `forkcast_session` cookie becomes `request.user`.
 * Routes declare who may call them with `onRequest: requireRole(...)`.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/constants.ts';
import {
  createDeviceCookies,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  type DeviceCookies,
} from '../auth/device-cookies.ts';
import { createSessionStore, type AuthenticatedUser, type SessionStore } from '../auth/sessions.ts';
import { createTokenService, SESSION_TTL_MS, type TokenService } from '../auth/tokens.ts';
import { forbidden, unauthorized } from '../errors.ts';

/**
 * Forkcast's own, HttpOnly. Not `access_token`: the spec's original client keeps the token in a script-readable
 * cookie of that name, which a browser refuses to write while an HttpOnly one of that name exists
 * (docs/decisions/0017). That cookie is never read here; the original client sends the token as a Bearer header.
 */
export const ACCESS_COOKIE = 'forkcast_session';
/**
 * What earlier versions named the session cookie (HttpOnly, up to a day old after an upgrade): cleared at login.
 * The original client writes its own cookie of that name after the answer, so clearing never removes a fresh one.
 */
const LEGACY_ACCESS_COOKIE = 'access_token';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: SessionStore;
    devices: DeviceCookies;
    setDeviceCookie(reply: FastifyReply, value: string): void;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** A bearer header wins over the cookie: such a request is an API client's, never a browser's ambient session. */
export function usesBearerToken(request: FastifyRequest): boolean {
  return request.headers.authorization?.startsWith('Bearer ') === true;
}

function tokenFrom(request: FastifyRequest): string | undefined {
  if (usesBearerToken(request)) return request.headers.authorization!.slice('Bearer '.length).trim() || undefined;
  return request.cookies[ACCESS_COOKIE] || undefined;
}

/** Resolves the caller once per request; null when anonymous or the token no longer works. */
export function authenticate(request: FastifyRequest): AuthenticatedUser | null {
  if (request.user !== null) return request.user;
  const token = tokenFrom(request);
  if (!token) return null;
  const claims = request.server.tokens.verify(token);
  if (!claims) return null;
  request.user = request.server.sessions.find(claims.sessionId, claims.userId) ?? null;
  return request.user;
}

/** The guard every protected route uses: 401 when not signed in, 403 when the role is not allowed. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const user = authenticate(request);
    if (!user)
      throw unauthorized(
        request.headers.authorization || request.cookies[ACCESS_COOKIE]
          ? 'Your session has ended. Please log in again.'
          : undefined,
      );
    if (!roles.includes(user.role)) throw forbidden();
  };
}

export const requireSignedIn: onRequestAsyncHookHandler = requireRole('CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN');

export default fp(
  async (app, options: { secret: string; cookieSecure: boolean }) => {
    await app.register(cookie);
    app.decorate('tokens', createTokenService(options.secret));
    const sessions = createSessionStore(app.db);
    app.decorate('sessions', sessions);
    app.decorate('devices', createDeviceCookies(options.secret));
    app.decorate('setDeviceCookie', (reply: FastifyReply, value: string) => {
      // Read where passwords are tried: logging in and changing the password.
      reply.setCookie(DEVICE_COOKIE, value, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/api/auth',
        secure: options.cookieSecure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    });
    // Ended sessions are useless after their token's expiry; drop them hourly so the table stays small.
    let pruner: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      pruner = setInterval(() => sessions.prune(), 60 * 60 * 1000).unref();
    });
    app.addHook('onClose', async () => clearInterval(pruner));
    app.decorateRequest('user', null);
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      if (reply.request.cookies[LEGACY_ACCESS_COOKIE] !== undefined)
        reply.clearCookie(LEGACY_ACCESS_COOKIE, { path: '/' });
      reply.setCookie(ACCESS_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: options.cookieSecure,
        maxAge: SESSION_TTL_MS / 1000,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(ACCESS_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.cookieSecure });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * Device cookies (OWASP): a browser that logged into an account once gets a signed cookie naming that account. Its
 * tries are then counted apart from everyone else's, so guesses from elsewhere never lock its owner out
 * (server/auth/login-throttle.ts). The cookie grants nothing by itself: the password is still needed.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'forkcast_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function createDeviceCookies(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'forkcast', 'device-cookies', 32));
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');

  return {
    /** A new cookie value for a device that just logged into the account. */
    issue(userId: number): string {
      const value = `${userId}.${randomBytes(12).toString('base64url')}`;
      return `${value}.${sign(value)}`;
    },

    /** The device's id when the cookie is ours and names this account; undefined otherwise. */
    deviceOf(cookie: string | undefined, userId: number): string | undefined {
      const [owner, device, signature] = cookie?.split('.') ?? [];
      if (owner !== String(userId) || !device || !signature) return undefined;
      const expected = Buffer.from(sign(`${owner}.${device}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

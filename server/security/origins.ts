/** Which web pages may use a visitor's session: one answer for HTTP (CORS, CSRF) and for live connections. */
import type { IncomingMessage } from 'node:http';

/**
 * Browsers always send Origin on cross-site requests, so a cookie can only ride along from pages of this site:
 * the public URL, the origins allowed by configuration, or the host the request itself came to.
 */
export function originAllowed(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The origin of the page that asked for a resource: its Origin header, or the origin its Referer names (a picture
 * in an <img> comes without Origin; browsers send the page's origin as Referer to other origins by default).
 */
export function requestingPage(request: IncomingMessage): string | undefined {
  const named = request.headers.origin ?? request.headers.referer;
  try {
    return named ? new URL(named).origin : undefined;
  } catch {
    return undefined;
  }
}

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

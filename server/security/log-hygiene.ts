/**
 * What a request's log line may say about it. Bodies and credentials are never logged (see REDACT in app.ts), but
 * the URL is, and a careless client can put a code, token or card number in a query string or path.
 */
/** `t`: the token of an order mail's button, should anything move it out of the link's fragment. */
const SECRET_PARAM = /\b(otp|code|token|access_token|password|t)=[^&#]*/gi;
/** A JWT: three base64url parts, the first a JSON header. */
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** 13 to 19 digits, as card numbers are written (runs, or groups split by spaces or dashes, also URL-encoded). */
const CARD_LIKE = /(?<![\dA-Za-z])\d(?:(?:[ -]|%20)?\d){12,18}(?![\dA-Za-z])/g;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1=[redacted]').replace(JWT_LIKE, '[redacted]').replace(CARD_LIKE, '[redacted]');
}

/** Fastify's request fields for log lines, with the URL scrubbed. */
export function requestForLog(req: {
  method?: string | undefined;
  url?: string | undefined;
  host?: string;
  ip?: string;
}) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : scrubUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

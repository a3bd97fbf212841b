/**
 * A random key for the Idempotency-Key header. crypto.randomUUID exists only in secure contexts (https or
 * localhost); a self-hosted install reached over plain http on a LAN falls back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Session tokens: HS256 JWTs naming the user, their role and the server-side session they belong to. */
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import { ROLES, type Role } from '../../shared/constants.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const claims = z.object({ sub: z.string(), role: z.enum(ROLES), sid: z.string() });
export type TokenClaims = { userId: number; role: Role; sessionId: string };

export function createTokenService(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_TTL_MS });
  // Only HS256 is accepted: `alg: none` and algorithm-confusion tokens are refused by the verifier.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign(c: TokenClaims): string {
      return signer({ sub: String(c.userId), role: c.role, sid: c.sessionId });
    },
    /** Returns null for anything that is not a valid, unexpired token of ours. */
    verify(token: string): TokenClaims | null {
      try {
        const parsed = claims.safeParse(verifier(token));
        if (!parsed.success) return null;
        const userId = Number(parsed.data.sub);
        return Number.isSafeInteger(userId) ? { userId, role: parsed.data.role, sessionId: parsed.data.sid } : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Six-digit one-time codes, for confirming a sign-up e-mail or an order.
 * Random from a CSPRNG, stored only as an HMAC bound to their purpose, valid 10 minutes, single use,
 * dead after 5 wrong tries, and replaced (the old one dies) whenever a new one is issued.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../drizzle/schema.ts';
import { OTP_LENGTH } from '../../shared/constants.ts';
import type { Db, Writer } from '../db/database.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export interface CodeSubject {
  purpose: 'signup' | 'order';
  userId: number;
  /** Set for order codes: the code confirms this order and no other. */
  orderId?: number | undefined;
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'exhausted' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

export function createCodeService(db: Db, hmacKey: Buffer) {
  const digest = (subject: CodeSubject, code: string) =>
    createHmac('sha256', hmacKey)
      .update(`${subject.purpose}:${subject.userId}:${subject.orderId ?? ''}:${code}`)
      .digest();

  const matchesSubject = (subject: CodeSubject) =>
    and(
      eq(oneTimeCodes.purpose, subject.purpose),
      eq(oneTimeCodes.userId, subject.userId),
      subject.orderId === undefined ? isNull(oneTimeCodes.orderId) : eq(oneTimeCodes.orderId, subject.orderId),
    );

  return {
    /** Creates a fresh code for the subject, killing any earlier one. Call inside the caller's transaction. */
    issue(tx: Writer, subject: CodeSubject, now = Date.now()): string {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      tx.update(oneTimeCodes)
        .set({ usedAt: now })
        .where(and(matchesSubject(subject), isNull(oneTimeCodes.usedAt)))
        .run();
      tx.insert(oneTimeCodes)
        .values({
          purpose: subject.purpose,
          userId: subject.userId,
          orderId: subject.orderId ?? null,
          codeHash: digest(subject, code).toString('hex'),
          createdAt: now,
          expiresAt: now + CODE_TTL_MS,
        })
        .run();
      return code;
    },

    /**
     * Checks a code and, when it matches, uses it up. Runs `onSuccess` in the same transaction,
     * so the code is spent exactly when the thing it confirms happens.
     */
    check(subject: CodeSubject, code: string, onSuccess: (tx: Writer) => void, now = Date.now()): CodeCheck {
      return db.transaction((tx) => {
        const live = tx
          .select()
          .from(oneTimeCodes)
          .where(and(matchesSubject(subject), isNull(oneTimeCodes.usedAt)))
          .orderBy(desc(oneTimeCodes.id))
          .limit(1)
          .get();
        if (!live) return { ok: false, reason: 'missing' };
        if (live.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'exhausted' };
        if (live.expiresAt <= now) return { ok: false, reason: 'expired' };

        const expected = Buffer.from(live.codeHash, 'hex');
        const actual = digest(subject, code);
        if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
          tx.update(oneTimeCodes)
            .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
            .where(eq(oneTimeCodes.id, live.id))
            .run();
          const triesLeft = MAX_CODE_ATTEMPTS - live.attempts - 1;
          return triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'exhausted' };
        }
        tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, live.id)).run();
        onSuccess(tx);
        return { ok: true };
      });
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;

/** Sentences for each way a code can fail, shared by sign-up and order confirmation. */
export function describeCodeFailure(check: Exclude<CodeCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'wrong':
      return `That code is not correct. You have ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
    case 'expired':
      return 'That code has expired. Request a new one with "Send Again".';
    case 'exhausted':
      return 'Too many wrong tries: that code no longer works. Request a new one with "Send Again".';
    case 'missing':
      return 'There is no code waiting for this address. Request a new one with "Send Again".';
  }
}

/**
 * Six-digit one-time codes, for confirming a sign-up e-mail or an order, and for resetting a password.
 * Random from a CSPRNG, stored only as an HMAC bound to their purpose, valid 10 minutes, single use, and replaced
 * (the old one dies) whenever a new one is issued. Wrong tries are counted for the code's subject (an address, or an
 * order) over a window, not for one code: 5 in a quarter of an hour, however many codes were sent, so asking for a
 * new code, or signing up again, gives no new guesses.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { oneTimeCodes, type OTP_PURPOSES } from '../../drizzle/schema.ts';
import { OTP_LENGTH } from '../../shared/constants.ts';
import type { Db, Writer } from '../db/database.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** The window over which a subject's wrong tries add up, across all its codes. */
export const CODE_TRIES_WINDOW_MS = 15 * 60 * 1000;
export const CODE_TRIES_WINDOW_MINUTES = CODE_TRIES_WINDOW_MS / 60_000;

export interface CodeSubject {
  purpose: (typeof OTP_PURPOSES)[number];
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

  // Every order is issued a code and confirms one: the statements are compiled once. An order's code is matched by
  // its order (`= ?`) and a sign-up's by having none (`IS NULL`), so each kind of subject has its own.
  const p = sql.placeholder;
  const statementsFor = (orderMatch: SQL) => {
    const liveOfSubject = and(
      eq(oneTimeCodes.purpose, p('purpose')),
      eq(oneTimeCodes.userId, p('userId')),
      orderMatch,
      isNull(oneTimeCodes.usedAt),
    );
    return {
      triedSince: db
        .select({ tries: sum(oneTimeCodes.attempts).mapWith(Number) })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, p('purpose')),
            eq(oneTimeCodes.userId, p('userId')),
            orderMatch,
            gt(oneTimeCodes.createdAt, p('since')),
          ),
        )
        .prepare(),
      live: db
        .select({
          id: oneTimeCodes.id,
          codeHash: oneTimeCodes.codeHash,
          attempts: oneTimeCodes.attempts,
          expiresAt: oneTimeCodes.expiresAt,
        })
        .from(oneTimeCodes)
        .where(liveOfSubject)
        .orderBy(desc(oneTimeCodes.id))
        .limit(1)
        .prepare(),
      retire: db
        .update(oneTimeCodes)
        .set({ usedAt: sql`${p('now')}` })
        .where(liveOfSubject)
        .prepare(),
    };
  };
  const orderCodes = statementsFor(eq(oneTimeCodes.orderId, p('orderId')));
  const signupCodes = statementsFor(isNull(oneTimeCodes.orderId));
  const statementsOf = (subject: CodeSubject) => (subject.orderId === undefined ? signupCodes : orderCodes);
  const insert = db
    .insert(oneTimeCodes)
    .values({
      purpose: p('purpose'),
      userId: p('userId'),
      orderId: p('orderId'),
      codeHash: p('codeHash'),
      createdAt: p('now'),
      expiresAt: p('expiresAt'),
    })
    .prepare();
  const countWrongTry = db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, p('id')))
    .prepare();
  const spend = db
    .update(oneTimeCodes)
    .set({ usedAt: sql`${p('now')}` })
    .where(eq(oneTimeCodes.id, p('id')))
    .prepare();

  /** Wrong tries the subject has left in the window ending now, across every code it was sent. */
  function triesLeft(subject: CodeSubject, now: number): number {
    const { purpose, userId, orderId = null } = subject;
    const tried = statementsOf(subject).triedSince.get({ purpose, userId, orderId, since: now - CODE_TRIES_WINDOW_MS });
    return MAX_CODE_ATTEMPTS - (tried?.tries ?? 0);
  }

  return {
    /** Whether the subject holds a code that could still be entered: not used, expired or out of tries. */
    usable(subject: CodeSubject, now = Date.now()): boolean {
      const { purpose, userId, orderId = null } = subject;
      const live = statementsOf(subject).live.get({ purpose, userId, orderId });
      return live !== undefined && triesLeft(subject, now) > 0 && live.expiresAt > now;
    },

    /**
     * Creates a fresh code for the subject, killing any earlier one. Call it inside the transaction that writes what
     * the code confirms (it runs on the same connection), so the two are saved together or not at all.
     */
    issue(subject: CodeSubject, now = Date.now()): string {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const { purpose, userId, orderId = null } = subject;
      statementsOf(subject).retire.run({ purpose, userId, orderId, now });
      insert.run({
        purpose,
        userId,
        orderId,
        codeHash: digest(subject, code).toString('hex'),
        now,
        expiresAt: now + CODE_TTL_MS,
      });
      return code;
    },

    /**
     * Checks a code and, when it matches, uses it up. Runs `onSuccess` in the same transaction,
     * so the code is spent exactly when the thing it confirms happens.
     */
    check(subject: CodeSubject, code: string, onSuccess: (tx: Writer) => void, now = Date.now()): CodeCheck {
      return db.transaction((tx) => {
        const { purpose, userId, orderId = null } = subject;
        const live = statementsOf(subject).live.get({ purpose, userId, orderId });
        if (!live) return { ok: false, reason: 'missing' };
        const left = triesLeft(subject, now);
        if (left <= 0) return { ok: false, reason: 'exhausted' };
        if (live.expiresAt <= now) return { ok: false, reason: 'expired' };

        const expected = Buffer.from(live.codeHash, 'hex');
        const actual = digest(subject, code);
        if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
          countWrongTry.run({ id: live.id });
          return left > 1 ? { ok: false, reason: 'wrong', triesLeft: left - 1 } : { ok: false, reason: 'exhausted' };
        }
        spend.run({ id: live.id, now });
        onSuccess(tx);
        return { ok: true };
      });
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;

/**
 * One answer for every way a code sent to an address can fail, and for an address that has no code at all: told
 * apart, the answers would say which addresses have accounts (docs/decisions/0016).
 */
export const CODE_REFUSED =
  'That code is not right, or it is no longer valid. Check the newest e-mail from us, or ask for a new code with "Send Again".';

/** Sentences for each way an order's code can fail: the signed-in customer may know which it was. */
export function describeCodeFailure(check: Exclude<CodeCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'wrong':
      return `That code is not correct. You have ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
    case 'expired':
      return 'That code has expired. Request a new one with "Send Again".';
    case 'exhausted':
      return `Too many wrong tries. Please wait ${CODE_TRIES_WINDOW_MINUTES} minutes, then request a new code with "Send Again".`;
    case 'missing':
      return 'There is no code waiting for this address. Request a new one with "Send Again".';
  }
}

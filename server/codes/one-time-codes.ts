/**
 * Six-digit one-time codes, for confirming a sign-up e-mail or an order, and for resetting a password.
 * Random from a CSPRNG, stored only as an HMAC bound to their purpose, valid 10 minutes, single use, and replaced
 * (the old one dies) whenever a new one is issued. Wrong tries are counted for the code's subject (an address, or an
 * order) over a window, not for one code: 5 in a quarter of an hour, however many codes were sent, so asking for a
 * new code, or signing up again, gives no new guesses.
 *
 * An order's code may come with a link: a long random token kept, like the code, only as an HMAC, in the same row. The
 * two are one credential (docs/decisions/0034): either confirms, using either uses both, a new code replaces both, and
 * a wrong token counts against the same tries as a wrong code.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { oneTimeCodes, type OTP_PURPOSES } from '../../drizzle/schema.ts';
import { OTP_LENGTH } from '../../shared/constants.ts';
import { LINK_TOKEN_LENGTH } from '../../shared/order-confirmation.ts';
import type { Db, Writer } from '../db/database.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** The window over which a subject's wrong tries add up, across all its codes. */
export const CODE_TRIES_WINDOW_MS = 15 * 60 * 1000;
export const CODE_TRIES_WINDOW_MINUTES = CODE_TRIES_WINDOW_MS / 60_000;
/** base64url writes 3 bytes in 4 characters: the bytes that fill a token's length. */
const LINK_TOKEN_BYTES = (LINK_TOKEN_LENGTH * 3) / 4;

export interface CodeSubject {
  purpose: (typeof OTP_PURPOSES)[number];
  userId: number;
  /** Set for order codes: the code confirms this order and no other. */
  orderId?: number | undefined;
}

/** What an order's mail carries: the code to type and the token of the button that does the same. */
export interface Credential {
  code: string;
  link: string;
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'exhausted' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

/** Whether `actual` is the digest stored as `expectedHex`, in time that does not depend on where they differ. */
function sameDigest(actual: Buffer, expectedHex: string | null): boolean {
  if (expectedHex === null) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function createCodeService(db: Db, hmacKey: Buffer) {
  const digest = (subject: CodeSubject, code: string) =>
    createHmac('sha256', hmacKey)
      .update(`${subject.purpose}:${subject.userId}:${subject.orderId ?? ''}:${code}`)
      .digest();
  // Its own prefix: no token can ever pass for a code of the same subject, or a code for a token.
  const linkDigest = (subject: CodeSubject, token: string) => digest(subject, `link:${token}`);

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
          linkHash: oneTimeCodes.linkHash,
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
      linkHash: p('linkHash'),
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
  const linksOfOrder = db
    .select({ linkHash: oneTimeCodes.linkHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, p('purpose')),
        eq(oneTimeCodes.userId, p('userId')),
        eq(oneTimeCodes.orderId, p('orderId')),
      ),
    )
    .prepare();

  /** Wrong tries the subject has left in the window ending now, across every code it was sent. */
  function triesLeft(subject: CodeSubject, now: number): number {
    const { purpose, userId, orderId = null } = subject;
    const tried = statementsOf(subject).triedSince.get({ purpose, userId, orderId, since: now - CODE_TRIES_WINDOW_MS });
    return MAX_CODE_ATTEMPTS - (tried?.tries ?? 0);
  }

  const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

  function store(subject: CodeSubject, now: number, code: string, linkHash: string | null) {
    const { purpose, userId, orderId = null } = subject;
    statementsOf(subject).retire.run({ purpose, userId, orderId, now });
    insert.run({
      purpose,
      userId,
      orderId,
      codeHash: digest(subject, code).toString('hex'),
      linkHash,
      now,
      expiresAt: now + CODE_TTL_MS,
    });
  }

  type LiveCode = { codeHash: string; linkHash: string | null };

  /** The subject's live code, judged by `matches`: spent with `onSuccess` when it does, a wrong try counted when not. */
  function verify(
    subject: CodeSubject,
    matches: (live: LiveCode) => boolean,
    onSuccess: (tx: Writer) => void,
    now: number,
  ): CodeCheck {
    return db.transaction((tx) => {
      const { purpose, userId, orderId = null } = subject;
      const live = statementsOf(subject).live.get({ purpose, userId, orderId });
      if (!live) return { ok: false, reason: 'missing' };
      const left = triesLeft(subject, now);
      if (left <= 0) return { ok: false, reason: 'exhausted' };
      if (live.expiresAt <= now) return { ok: false, reason: 'expired' };
      if (!matches(live)) {
        countWrongTry.run({ id: live.id });
        return left > 1 ? { ok: false, reason: 'wrong', triesLeft: left - 1 } : { ok: false, reason: 'exhausted' };
      }
      spend.run({ id: live.id, now });
      onSuccess(tx);
      return { ok: true };
    });
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
      const code = newCode();
      store(subject, now, code, null);
      return code;
    },

    /** As `issue`, for an order: a code and the token of its mail's button, one credential in one row. */
    issueWithLink(subject: CodeSubject & { orderId: number }, now = Date.now()): Credential {
      const credential = { code: newCode(), link: randomBytes(LINK_TOKEN_BYTES).toString('base64url') };
      store(subject, now, credential.code, linkDigest(subject, credential.link).toString('hex'));
      return credential;
    },

    /**
     * Checks a code and, when it matches, uses it up. Runs `onSuccess` in the same transaction,
     * so the code is spent exactly when the thing it confirms happens.
     */
    check(subject: CodeSubject, code: string, onSuccess: (tx: Writer) => void, now = Date.now()): CodeCheck {
      return verify(subject, (live) => sameDigest(digest(subject, code), live.codeHash), onSuccess, now);
    },

    /** As `check`, with the token of the mail's button in place of the code: the same row, tries and expiry. */
    checkLink(subject: CodeSubject, token: string, onSuccess: (tx: Writer) => void, now = Date.now()): CodeCheck {
      return verify(subject, (live) => sameDigest(linkDigest(subject, token), live.linkHash), onSuccess, now);
    },

    /** Whether `token` is the button of any mail the order was sent, live or not: a real link, used or replaced. */
    linkWasIssued(subject: CodeSubject & { orderId: number }, token: string): boolean {
      const actual = linkDigest(subject, token);
      const { purpose, userId, orderId } = subject;
      return linksOfOrder.all({ purpose, userId, orderId }).some((row) => sameDigest(actual, row.linkHash));
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

/** A link that is no order's, or not one of this order's: nothing more is said to whoever sent it. */
export const LINK_NOT_VALID = 'This link is not valid. Use the button in the newest e-mail about your order.';

/**
 * Sentences for each way the button of an order's mail can fail, told to whoever holds the link. `replaced`: the
 * token is one the order was sent before a newer mail replaced it.
 */
export function describeLinkFailure(check: Exclude<CodeCheck, { ok: true }>, replaced: boolean): string {
  switch (check.reason) {
    case 'wrong':
    case 'missing':
      return replaced
        ? 'This button is from an older e-mail about your order, and a newer one replaced it. Use the button in the newest e-mail.'
        : LINK_NOT_VALID;
    case 'expired':
      return `This button has expired: it works for ${CODE_TTL_MINUTES} minutes. At the checkout, choose "Send again" for a new e-mail.`;
    case 'exhausted':
      return `Too many wrong tries for this order. Please wait ${CODE_TRIES_WINDOW_MINUTES} minutes, then choose "Send again" at the checkout for a new e-mail.`;
  }
}

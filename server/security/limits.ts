/** Every abuse limit in one place, so they can be read and tuned together. */
import type { Window } from './rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** Code resends, per e-mail address, whether or not the address has an account (so the answer reveals nothing). */
  codeResendPerAddress: [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
  ],
  /** Password reset codes, per e-mail address, counted for every address alike (like code resends). */
  passwordResetPerAddress: [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
  ],
  /** Password reset requests from one network address, whatever the address asked about. */
  passwordResetPerIp: [{ limit: 20, windowMs: 15 * MINUTE }],
  /** New accounts from one network address. */
  signupPerIp: [{ limit: 20, windowMs: 15 * MINUTE }],
  /**
   * Taps on an order mail's confirm button from one network address, whoever is signed in: the button works signed
   * out, so this, with the order's own wrong-try count, is what holds back guessing at other orders.
   */
  confirmLinksPerIp: [{ limit: 20, windowMs: 15 * MINUTE }],
  /** Login attempts from one network address, whatever the account. */
  loginPerIp: [{ limit: 50, windowMs: 10 * MINUTE }],
  /** Password tries on one account (server/auth/login-throttle.ts); a successful login clears its client's count. */
  login: {
    /** From one client (an address, or a device that logged into the account before). */
    perClient: { limit: 10, windowMs: 15 * MINUTE },
    /** Tries a client gets before each next one waits: 1 s, then twice as long each time, up to the longest wait. */
    freeTries: 5,
    longestWaitMs: MINUTE,
    /** From everywhere together; beyond it, only devices that logged into the account before may try. */
    perAccount: { limit: 100, windowMs: HOUR },
  },
  /** Assistant requests per customer, or per address for guests: generous for a conversation, not for a script. */
  recommendationsPerCaller: [
    { limit: 10, windowMs: MINUTE },
    { limit: 120, windowMs: HOUR },
  ],
  /** New orders per customer (replays of one Idempotency-Key do not count). */
  ordersPerCustomer: [
    { limit: 10, windowMs: 10 * MINUTE },
    { limit: 30, windowMs: HOUR },
  ],
  /** Follow-up e-mails sent by one admin: a busy evening of replies, not a mailing list. Failed sends count too. */
  followUpsPerAdmin: [{ limit: 30, windowMs: HOUR }],
  /** Follow-up e-mails about one feedback: a correction is fine, a customer flooded by double clicks is not. */
  followUpsPerFeedback: [{ limit: 3, windowMs: HOUR }],
} satisfies Record<string, Window[] | object>;

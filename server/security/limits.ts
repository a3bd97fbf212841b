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
  /** New accounts from one network address. */
  signupPerIp: [{ limit: 20, windowMs: 15 * MINUTE }],
  /** Login attempts from one network address, whatever the account. */
  loginPerIp: [{ limit: 50, windowMs: 10 * MINUTE }],
  /** Login attempts on one account, from anywhere; a successful login clears it. */
  loginPerAccount: [{ limit: 10, windowMs: 15 * MINUTE }],
  /** Assistant requests per customer: generous for a conversation, not for a script. */
  recommendationsPerUser: [
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
} satisfies Record<string, Window[]>;

/**
 * One way to send mail. A transport delivers; the mailer bounds the time it may take, caps how much mail
 * one address can receive, records every attempt in mail_log, and reports the real outcome.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { mailLog } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';
import { groupCommit } from '../db/group-commit.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (signup-code, order-code, follow-up, ...), recorded in mail_log. */
  purpose: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { from: string }): Promise<void>;
}

export type SendResult = { ok: true } | { ok: false; error: string };

/** No caller can make Forkcast mail one address more often than this. */
export const MAX_MAILS_PER_RECIPIENT_PER_HOUR = 20;

export class MailTimeoutError extends Error {
  override name = 'MailTimeoutError';
}

export function createMailer(options: {
  transport: MailTransport;
  /** Asked at every send: the sender's name is the restaurant's, which the administrator may rename at any time. */
  from: () => string;
  timeoutMs: number;
  db: Db;
  log: FastifyBaseLogger;
}) {
  const { transport, from, timeoutMs, db, log } = options;

  // Every code mail runs both: compiled once.
  const p = sql.placeholder;
  const sentSince = db
    .select({ n: count() })
    .from(mailLog)
    .where(and(eq(mailLog.recipient, p('recipient')), eq(mailLog.status, 'sent'), gt(mailLog.createdAt, p('since'))))
    .prepare();
  const sentOfPurposeSince = db
    .select({ n: count() })
    .from(mailLog)
    .where(
      and(
        eq(mailLog.recipient, p('recipient')),
        eq(mailLog.purpose, p('purpose')),
        eq(mailLog.status, 'sent'),
        gt(mailLog.createdAt, p('since')),
      ),
    )
    .prepare();
  const insertLog = db
    .insert(mailLog)
    .values({
      recipient: p('recipient'),
      subject: p('subject'),
      purpose: p('purpose'),
      transport: transport.name,
      status: p('status'),
      error: p('error'),
      createdAt: p('now'),
    })
    .prepare();
  const commits = groupCommit(db);

  const sentLastHour = (recipient: string, now: number) => sentSince.get({ recipient, since: now - 3_600_000 })?.n ?? 0;

  /**
   * mail_log is a record of the mail, not the mail: when it cannot be written (the disk is full), the mail's outcome
   * stands. Otherwise an order committed and mailed would be reported as failed, and a notice sent later would reject.
   * It shares the next group commit with the orders being placed meanwhile, rather than waiting for the disk alone.
   */
  const record = async (message: MailMessage, status: 'sent' | 'failed', error: string | null, now: number) => {
    try {
      await commits.write(() =>
        insertLog.run({
          recipient: message.to,
          subject: message.subject,
          purpose: message.purpose,
          status,
          error,
          now,
        }),
      );
    } catch (failure) {
      log.error({ err: failure, to: message.to, purpose: message.purpose }, 'could not record a mail in mail_log');
    }
  };

  const pending = new Set<Promise<SendResult>>();

  async function send(message: MailMessage): Promise<SendResult> {
    const now = Date.now();
    if (sentLastHour(message.to, now) >= MAX_MAILS_PER_RECIPIENT_PER_HOUR) {
      const error = 'hourly limit for this recipient reached';
      await record(message, 'failed', error, now);
      log.warn({ to: message.to, purpose: message.purpose }, `mail not sent: ${error}`);
      return { ok: false, error };
    }
    try {
      await withTimeout(transport.send({ ...message, from: from() }), timeoutMs);
      await record(message, 'sent', null, now);
      log.info(`mail to ${message.to}: ${message.subject}`);
      return { ok: true };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await record(message, 'failed', error.slice(0, 500), now);
      log.error({ to: message.to, purpose: message.purpose, transport: transport.name, error }, 'mail failed');
      return { ok: false, error };
    }
  }

  return {
    transportName: transport.name,
    send,

    /**
     * Sends without making the caller wait: for notices whose failure must not undo or delay what they report
     * (a status change). The outcome is still logged and recorded in mail_log.
     */
    sendLater(message: MailMessage): void {
      // Started on the next turn of the event loop, so whatever the caller does next (publishing) goes first.
      const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => send(message));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },

    /** Whether a mail for `purpose` went to `recipient` in the last `withinMs`. */
    sentRecently(recipient: string, purpose: string, withinMs: number, now = Date.now()): boolean {
      return (sentOfPurposeSince.get({ recipient, purpose, since: now - withinMs })?.n ?? 0) > 0;
    },

    /** Resolves once every mail handed to sendLater has been sent or has failed. */
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(`mail transport did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The From header: the restaurant's name over MAIL_FROM's address, so a customer's inbox shows who is writing
 * however the operator spelled MAIL_FROM ("Name <address>" or a bare address).
 */
export function senderAddress(restaurantName: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const name = restaurantName.replace(/[\\"]/g, '\\$&');
  return `"${name}" <${address}>`;
}

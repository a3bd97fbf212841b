/**
 * Mail that answers a request from someone who is not signed in (a sign-up, "Send again", "Forgot password?"). The
 * request writes one row, the same for every address, and is answered; whether the address gets a mail, and which,
 * is decided here afterwards. Measured before, the answer came 5 ms later for an address with an account, because
 * its mail was written first (docs/decisions/0030).
 *
 * The rows are a queue that survives a restart: they are worked through oldest first, one at a time, and deleted once
 * handled. A send that fails is recorded in mail_log by the mailer and tried again later, a few times.
 */
import { asc, eq, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailRequests, type MAIL_REQUEST_KINDS } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

export type MailRequestKind = (typeof MAIL_REQUEST_KINDS)[number];

/** Sends what the request calls for: 'done' when that was nothing or it went out, 'failed' to try again later. */
export type MailRequestHandler = (email: string) => Promise<'done' | 'failed'>;

/** How long to wait before each next try of a failed request; after the last, it is dropped (mail_log keeps it). */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000];

export function createMailRequests(db: Db, log: FastifyBaseLogger) {
  const handlers = new Map<MailRequestKind, MailRequestHandler>();
  const p = sql.placeholder;
  const insert = db
    .insert(mailRequests)
    .values({ kind: p('kind'), email: p('email'), dueAt: p('now'), createdAt: p('now') })
    .prepare();
  const nextDue = db
    .select()
    .from(mailRequests)
    .where(lte(mailRequests.dueAt, p('now')))
    .orderBy(asc(mailRequests.dueAt), asc(mailRequests.id))
    .limit(1)
    .prepare();
  const earliest = db
    .select({ at: min(mailRequests.dueAt) })
    .from(mailRequests)
    .prepare();
  const remove = db
    .delete(mailRequests)
    .where(eq(mailRequests.id, p('id')))
    .prepare();
  const postpone = db
    .update(mailRequests)
    .set({ attempts: sql`${mailRequests.attempts} + 1`, dueAt: sql`${p('dueAt')}` })
    .where(eq(mailRequests.id, p('id')))
    .prepare();

  let started = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pass now working through due rows, if one is. */
  let working: Promise<void> | null = null;

  async function handle(request: typeof mailRequests.$inferSelect): Promise<void> {
    let outcome: 'done' | 'failed' = 'failed';
    try {
      outcome = (await handlers.get(request.kind)?.(request.email)) ?? 'done';
    } catch (error) {
      log.error({ err: error, kind: request.kind }, 'a mail request could not be handled');
    }
    const delay = RETRY_DELAYS_MS[request.attempts];
    if (outcome === 'done' || delay === undefined) {
      if (outcome === 'failed') log.warn({ kind: request.kind }, 'mail request dropped after its last try');
      remove.run({ id: request.id });
    } else postpone.run({ id: request.id, dueAt: Date.now() + delay });
  }

  async function workThrough(): Promise<void> {
    for (let request = nextDue.get({ now: Date.now() }); request && !closed;) {
      await handle(request);
      request = nextDue.get({ now: Date.now() });
    }
    const next = earliest.get()?.at;
    if (next !== null && next !== undefined && !closed) wakeAt(next);
  }

  function wakeAt(at: number) {
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(0, at - Date.now()));
    // A retry due later must not keep a stopping process alive.
    timer.unref();
  }

  /** Starts a pass over the due rows unless one is running; a row added meanwhile is found by that pass. */
  function wake(): void {
    if (!started || closed || working) return;
    working = new Promise<void>((resolve) => setImmediate(resolve)).then(workThrough).finally(() => {
      working = null;
    });
  }

  return {
    /** Says what a kind of request sends. Every kind is given its handler before the server starts. */
    handle(kind: MailRequestKind, handler: MailRequestHandler): void {
      handlers.set(kind, handler);
    },

    /**
     * Records a request. Call it inside the transaction that writes what the request is about (a new account): it runs
     * on the same connection, so both are saved or neither is. Call `wake` once that transaction has committed.
     */
    add(kind: MailRequestKind, email: string, now = Date.now()): void {
      insert.run({ kind, email, now });
    },

    wake,

    /**
     * What every route that asks for such mail does, the same for every address: counts a mail against the address's
     * `limiter`, runs `write` (which calls `add`, in the transaction of whatever else it writes), and starts the
     * sending. A write that fails (a full disk) asked for no mail, so the count is given back.
     */
    async ask(limit: { limiter: RateLimiter; message: string }, email: string, write: () => unknown): Promise<void> {
      const counted = limit.limiter.consume(email, limit.message);
      try {
        await write();
      } catch (error) {
        limit.limiter.giveBack(email, counted);
        throw error;
      }
      wake();
    },

    /** Begins with whatever an earlier run left due. */
    start(): void {
      started = true;
      wake();
    },

    /** Resolves once no request is due: those of the caller's requests that could be sent now have been. */
    async settle(): Promise<void> {
      wake();
      while (working) {
        await working;
        if (nextDue.get({ now: Date.now() })) wake();
      }
    },

    /** Stops taking up rows; the one being sent finishes. What is left waits for the next start. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await working;
    },
  };
}
export type MailRequests = ReturnType<typeof createMailRequests>;

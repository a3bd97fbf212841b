/**
 * Customers for reliability checks: seeded straight into a data folder, then placing and confirming orders over
 * HTTP the way the checkout does (an Idempotency-Key per order, the same key again after a connection error). Every
 * acknowledgement goes into a ledger, which `checkLedger` later holds against the database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { databaseFile, integrityCheck } from '../../server/maintenance/backup.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import type { OutboxMail } from '../../tests/outbox.ts';

export interface Customer {
  id: number;
  email: string;
  token: string;
}

export interface Seeded {
  customers: Customer[];
  productIds: number[];
  /** Session tokens of a signed-in worker and delivery person, to move orders along. */
  staff: { worker: string; rider: string };
}

/**
 * Creates dishes, signed-in customers and staff in `dataDir` (and its session secret, which the server will then
 * use).
 */
export async function seedCustomers(dataDir: string, count: number): Promise<Seeded> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' }));
  try {
    const productIds = ['Chicken Karahi', 'Daal Chawal', 'Mango Lassi'].map(
      (name, i) => createProduct(app, { name, price: 4 + i }).id,
    );
    const customers: Customer[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(app, { email: `reliability-${i}@example.com` });
      customers.push({ id: user.id, email: user.email, token: sessionToken(app, user) });
    }
    const [worker, rider] = await Promise.all([
      createUser(app, { email: 'reliability-worker@example.com', role: 'WORKER' }),
      createUser(app, { email: 'reliability-rider@example.com', role: 'DELIVERY_MAN' }),
    ]);
    const staff = { worker: sessionToken(app, worker), rider: sessionToken(app, rider) };
    return { customers, productIds, staff };
  } finally {
    await app.close();
  }
}

/** One order as a customer saw it: what was sent, and which answers came back. */
export interface LedgerEntry {
  customerId: number;
  idempotencyKey: string;
  lines: { productId: number; quantity: number }[];
  /** Set once a 201 came back. */
  orderId?: number;
  /** A 200 came back for its confirmation. */
  confirmed: boolean;
}

export interface Load {
  ledger: LedgerEntry[];
  /** Answers that should never happen (5xx, unexpected 4xx), as "METHOD url -> status: message". */
  unexpected: string[];
  /** Asks every customer to finish what they are doing and stop; resolves when all have. */
  stop(): Promise<void>;
}

const ORDER_BODY = { latitude: 33.6844, longitude: 73.0479, address: 'House 12, Street 7, F-8/3', sector: 'F-8' };
const RETRY_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cash order of a random pick of the dishes, as the checkout sends it. */
export function randomOrderBody(productIds: number[]) {
  const lineItems = productIds
    .filter(() => Math.random() < 0.6)
    .map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) }));
  if (!lineItems.length) lineItems.push({ productId: productIds[0]!, quantity: 1 });
  return { ...ORDER_BODY, paymentMethod: 'CASH', lineItems };
}

/**
 * Reads order codes from the outbox as the mails arrive. Each look-up parses only the mails that are new since the
 * last one: under load the outbox holds thousands, and re-reading them all for every order would be quadratic.
 */
export function orderCodeReader(dataDir: string): (email: string, orderId: number) => string | undefined {
  const dir = path.join(dataDir, 'outbox');
  const read = new Set<string>();
  const codes = new Map<string, string>();
  return (email, orderId) => {
    const key = codeKey(email, orderId);
    if (!codes.has(key) && fs.existsSync(dir)) {
      for (const name of fs.readdirSync(dir).sort()) {
        if (!name.endsWith('.json') || read.has(name)) continue;
        read.add(name);
        const found = orderCodeIn(path.join(dir, name));
        // A resent code replaces the earlier one: the newest mail wins.
        if (found) codes.set(found.key, found.code);
      }
    }
    return codes.get(key);
  };
}

const codeKey = (email: string, orderId: number | string) => `${email.toLowerCase()} #${orderId}`;

/** The order code an outbox mail carries, keyed by its recipient and order; undefined for any other mail. */
function orderCodeIn(file: string): { key: string; code: string } | undefined {
  const mail = JSON.parse(fs.readFileSync(file, 'utf8')) as OutboxMail;
  const order = mail.subject.match(/order #(\d+)$/)?.[1];
  const code = mail.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  return order && code ? { key: codeKey(mail.to, order), code } : undefined;
}

/** How long a code may wait for its notification before the folder is listed for it. */
const WATCH_FALLBACK_MS = 1000;

export interface OrderCodeWatch {
  /** The code mailed for the order, once its mail is in the outbox; undefined when none came. */
  codeFor(email: string, orderId: number): Promise<string | undefined>;
  /** Time this process spent reading mails so far, in ms. */
  busyMs(): number;
  close(): void;
}

/**
 * Order codes for a load generator at hundreds of orders a second: the outbox is watched and each new mail read once,
 * instead of listing a folder of thousands of files for every order as `orderCodeReader` does. The server writes the
 * mail before it answers, but the notification may reach this process after the answer does, so `codeFor` waits for
 * it; a code not reported within a second is looked for by listing the folder, so a lost notification costs time,
 * never the order.
 */
export function watchOrderCodes(dataDir: string): OrderCodeWatch {
  const dir = path.join(dataDir, 'outbox');
  fs.mkdirSync(dir, { recursive: true });
  const codes = new Map<string, string>();
  const waiting = new Map<string, () => void>();
  const listFolder = orderCodeReader(dataDir);
  let busy = 0;
  const watcher = fs.watch(dir, (_event, name) => {
    // Mails are renamed into place complete, so a .json name is a whole mail (its .tmp twin is skipped).
    if (!name?.endsWith('.json')) return;
    const started = performance.now();
    const found = orderCodeIn(path.join(dir, name));
    if (found) {
      codes.set(found.key, found.code);
      waiting.get(found.key)?.();
    }
    busy += performance.now() - started;
  });
  return {
    async codeFor(email, orderId) {
      const key = codeKey(email, orderId);
      if (!codes.has(key)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, WATCH_FALLBACK_MS);
          waiting.set(key, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiting.delete(key);
      }
      const code = codes.get(key) ?? listFolder(email, orderId);
      codes.delete(key);
      return code;
    },
    busyMs: () => busy,
    close: () => watcher.close(),
  };
}

/**
 * Each customer places an order, confirms it with the code from the outbox, and starts over, until stopped. A
 * connection error or a 503 (the server died, is restarting or shutting down) is retried with the same request until
 * an answer comes or the load is stopped; `baseUrl()` is asked each time, so the server may come back elsewhere.
 */
export function driveCustomers(options: { baseUrl: () => string; dataDir: string; seeded: Seeded }): Load {
  const ledger: LedgerEntry[] = [];
  const unexpected: string[] = [];
  let stopping = false;

  async function post(customer: Customer, url: string, body: unknown, headers: Record<string, string> = {}) {
    for (;;) {
      try {
        const res = await fetch(`${options.baseUrl()}/api${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        // 503 while the server shuts down: nothing was done, so the request is retried like a connection error.
        if (res.status !== 503) {
          return { status: res.status, body: (await res.json()) as { message?: string; data?: { orderId?: number } } };
        }
      } catch {
        // The server died, or is restarting.
      }
      if (stopping) return null;
      await pause(RETRY_MS);
    }
  }

  const codeFor = orderCodeReader(options.dataDir);

  async function run(customer: Customer) {
    const { productIds } = options.seeded;
    while (!stopping) {
      const body = randomOrderBody(productIds);
      const entry: LedgerEntry = {
        customerId: customer.id,
        idempotencyKey: randomUUID(),
        lines: body.lineItems,
        confirmed: false,
      };
      ledger.push(entry);
      let placed = await post(customer, '/order/create', body, { 'idempotency-key': entry.idempotencyKey });
      // The per-customer order limit lives in memory: waiting, or a restart, lets the same order through.
      while (placed?.status === 429 && !stopping) {
        await pause(RETRY_MS * 5);
        placed = await post(customer, '/order/create', body, { 'idempotency-key': entry.idempotencyKey });
      }
      if (!placed || placed.status === 429) return;
      if (placed.status !== 201) {
        unexpected.push(`POST /api/order/create -> ${placed.status}: ${placed.body.message}`);
        continue;
      }
      const orderId = placed.body.data!.orderId!;
      entry.orderId = orderId;
      // A crash between the commit and the mail leaves no code; such an order stays unconfirmed, as it would in life.
      const otp = codeFor(customer.email, orderId);
      if (!otp) continue;
      const confirmed = await post(customer, '/order/confirm', { otp, orderId });
      if (confirmed?.status === 200) entry.confirmed = true;
      // 409: a confirmation that committed just before a crash, answered again after the retry.
      else if (confirmed && confirmed.status !== 409) {
        unexpected.push(`POST /api/order/confirm -> ${confirmed.status}: ${confirmed.body.message}`);
      }
    }
  }

  const running = Promise.all(options.seeded.customers.map(run));
  return {
    ledger,
    unexpected,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

const rank = (status: OrderStatus) => (status === 'CANCELLED' ? -1 : ORDER_STATUSES.indexOf(status));

/**
 * Holds the ledger against the database in `dataDir` (the server stopped): every acknowledged order exists for its
 * customer with its lines and at least the acknowledged status, no Idempotency-Key made two orders, and SQLite
 * finds the file intact. Answers the problems found.
 */
export function checkLedger(dataDir: string, ledger: LedgerEntry[]): string[] {
  const file = databaseFile(dataDir);
  const problems: string[] = [];
  const integrity = integrityCheck(file);
  if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);

  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const orderRow = db.prepare<[number], { customer_id: number; status: OrderStatus; idempotency_key: string | null }>(
      'SELECT customer_id, status, idempotency_key FROM orders WHERE id = ?',
    );
    const linesOf = db.prepare<[number], { product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM order_lines WHERE order_id = ? ORDER BY product_id',
    );
    for (const entry of ledger) {
      if (entry.orderId === undefined) continue;
      const order = orderRow.get(entry.orderId);
      const name = `order #${entry.orderId} (key ${entry.idempotencyKey})`;
      if (!order) {
        problems.push(`${name} was acknowledged but is missing`);
        continue;
      }
      if (order.customer_id !== entry.customerId || order.idempotency_key !== entry.idempotencyKey) {
        problems.push(`${name} belongs to customer ${order.customer_id} with key ${order.idempotency_key}`);
      }
      const expected = [...entry.lines]
        .sort((a, b) => a.productId - b.productId)
        .map((line) => `${line.productId}x${line.quantity}`);
      const found = linesOf.all(entry.orderId).map((line) => `${line.product_id}x${line.quantity}`);
      if (found.join() !== expected.join())
        problems.push(`${name} has lines ${found.join()} instead of ${expected.join()}`);
      const acknowledged: OrderStatus = entry.confirmed ? 'PROCESSING' : 'UNCONFIRMED';
      if (rank(order.status) < rank(acknowledged))
        problems.push(`${name} is ${order.status}, acknowledged ${acknowledged}`);
    }
    const twice = db
      .prepare<[], { idempotency_key: string; n: number }>(
        `SELECT idempotency_key, count(*) AS n FROM orders WHERE idempotency_key IS NOT NULL
         GROUP BY customer_id, idempotency_key HAVING n > 1`,
      )
      .all();
    for (const row of twice) problems.push(`Idempotency-Key ${row.idempotency_key} made ${row.n} orders`);
  } finally {
    db.close();
  }
  return problems;
}

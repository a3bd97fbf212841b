/**
 * Customers for reliability checks: seeded straight into a data folder, then placing and confirming orders over
 * HTTP the way the checkout does (an Idempotency-Key per order, the same key again after a connection error). Every
 * acknowledgement goes into a ledger, which `checkLedger` later holds against the database.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { databaseFile, integrityCheck } from '../../server/maintenance/backup.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { readOutbox } from '../../tests/outbox.ts';

export interface Customer {
  id: number;
  email: string;
  token: string;
}

export interface Seeded {
  customers: Customer[];
  productIds: number[];
}

/** Creates dishes and signed-in customers in `dataDir` (and its session secret, which the server will then use). */
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
    return { customers, productIds };
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

  function codeFor(customer: Customer, orderId: number): string | undefined {
    const mail = readOutbox(options.dataDir)
      .filter((m) => m.to === customer.email && m.subject.endsWith(`order #${orderId}`))
      .at(-1);
    return mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  }

  async function run(customer: Customer) {
    const { productIds } = options.seeded;
    while (!stopping) {
      const entry: LedgerEntry = {
        customerId: customer.id,
        idempotencyKey: randomUUID(),
        lines: productIds
          .filter(() => Math.random() < 0.6)
          .map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) })),
        confirmed: false,
      };
      if (!entry.lines.length) entry.lines.push({ productId: productIds[0]!, quantity: 1 });
      ledger.push(entry);
      const body = { ...ORDER_BODY, paymentMethod: 'CASH', lineItems: entry.lines };
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
      const otp = codeFor(customer, orderId);
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

/**
 * `npm run load-test [-- --seconds 60 --customers 200 --sockets 1000]`: Forkcast under load, on loopback only.
 * Customers browse the menu, ask the assistant, and place and confirm orders; a worker and a delivery person move
 * every confirmed order along; kitchen sockets stay connected and count the live events. After the run the staff
 * keep going until every confirmed order is DELIVERED (bounded). The bar: no 5xx or dropped connection, no lost
 * event (every event of a confirmed order reached every kitchen socket), and every confirmed order DELIVERED in the
 * database and on the sockets. Prints a summary; exits 1 when the bar is missed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { databaseFile } from '../server/maintenance/backup.ts';
import type { OrderStatus } from '../shared/order-status.ts';
import { z } from 'zod';
import { deliveryOrder, kitchenBoard } from '../shared/staff-orders.ts';
import { startClients, type ClientPool } from './bench/client-pool.ts';
import { positiveInt } from './reliability/cli-args.ts';
import { orderCodeReader, randomOrderBody, seedCustomers, type Customer } from './reliability/customers.ts';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';
import { NETWORK_ERROR, createTraffic, type RouteStats, type Traffic } from './reliability/traffic.ts';

export interface LoadTestOptions {
  seconds: number;
  customers: number;
  sockets: number;
  log?: (line: string) => void;
}

export interface LoadTestReport {
  requests: number;
  errorsByStatus: Record<string, number>;
  routes: RouteStats[];
  /** Order-event rows written, and the copies the kitchen sockets should get (events of confirmed orders × sockets). */
  eventsSent: number;
  eventsExpected: number;
  /** Copies that reached the kitchen sockets, repeats included. */
  eventsReceived: number;
  lostEvents: number;
  confirmedOrders: number;
  deliveredInDatabase: number;
  deliveredOnSockets: number;
  /** Why the bar was missed; empty when it was met. */
  problems: string[];
}

/**
 * A customer thinks between visits. 7–15 s keeps one customer under the assistant's 10 requests a minute; the
 * order cap keeps them under 10 orders per 10 minutes and the 20 mails an hour, whatever the duration.
 */
const THINK_MS = { min: 7_000, max: 15_000 };
const ORDERS_PER_CUSTOMER = 8;
const ASKS_PER_CUSTOMER = 100;
const QUESTIONS = ['something spicy', 'I feel sad today', 'a light lunch', 'high protein please', 'something sweet'];
const STAFF_PAUSE_MS = 100;
/** How long the staff and the sockets get to catch up after the run. */
const DRAIN_MS = 30_000;
const POLL_MS = 250;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One customer's visits until `endsAt`: the menu, a question, and (within the caps) an order and its code. */
async function visit(customer: Customer, endsAt: number, traffic: Traffic, order: (c: Customer) => Promise<void>) {
  let orders = 0;
  let asks = 0;
  await pause(Math.random() * THINK_MS.min);
  while (Date.now() < endsAt) {
    await traffic.call('GET', '/products/get/all', customer.token);
    if (asks++ < ASKS_PER_CUSTOMER) {
      await traffic.call('POST', '/recommendation/recommend', customer.token, { text: pick(QUESTIONS) });
    }
    if (orders++ < ORDERS_PER_CUSTOMER) await order(customer);
    await pause(Math.min(endsAt - Date.now(), THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)));
  }
}

/** Places an order and confirms it with the mailed code, as the checkout does. */
function orderer(traffic: Traffic, dataDir: string, productIds: number[]) {
  const codeFor = orderCodeReader(dataDir);
  return async (customer: Customer) => {
    const placed = await traffic.call('POST', '/order/create', customer.token, randomOrderBody(productIds), {
      headers: { 'idempotency-key': randomUUID() },
    });
    if (placed?.status !== 201) return;
    const orderId = (placed.body.data as { orderId: number }).orderId;
    const otp = codeFor(customer.email, orderId);
    if (otp) await traffic.call('POST', '/order/confirm', customer.token, { otp, orderId });
  };
}

/** The kitchen and the rider, each working through their list until told to stop. */
function staffLoops(traffic: Traffic, staff: { worker: string; rider: string }) {
  let stopping = false;
  const move = (token: string, url: string) => (orderId: number) => traffic.call('POST', url, token, { orderId });
  const prepare = move(staff.worker, '/order/prepare');
  const complete = move(staff.worker, '/order/complete');
  const deliver = move(staff.rider, '/order/delivered');

  async function loop(pass: () => Promise<unknown>) {
    while (!stopping) {
      await pass();
      await pause(STAFF_PAUSE_MS);
    }
  }
  const running = Promise.all([
    loop(async () => {
      const board = await traffic.call('GET', '/orders/get-processing-and-prepared', staff.worker);
      if (board?.status !== 200) return;
      const { processing, preparing } = kitchenBoard.parse(board.body.data);
      await Promise.all([...processing.map((o) => prepare(o.orderId)), ...preparing.map((o) => complete(o.orderId))]);
    }),
    loop(async () => {
      const ready = await traffic.call('POST', '/orders/get-prepared-orders', staff.rider);
      if (ready?.status !== 200) return;
      await Promise.all(
        z
          .array(deliveryOrder)
          .parse(ready.body.data)
          .map((o) => deliver(o.orderId)),
      );
    }),
  ]);
  return {
    async stop() {
      stopping = true;
      await running;
    },
  };
}

interface OrderState {
  /** Every order-event row of a confirmed order: what the kitchen sockets must have seen. */
  events: { seq: number; orderId: number; to: OrderStatus }[];
  eventRows: number;
  /** Confirmed orders and their status now. */
  confirmed: Map<number, OrderStatus>;
}

/** Reads the orders from the database (the server may be running: WAL lets a reader in beside it). */
function readOrders(dataDir: string): OrderState {
  const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    const confirmed = new Map(
      db
        .prepare<[], { id: number; status: OrderStatus }>(
          `SELECT id, status FROM orders WHERE id IN
             (SELECT order_id FROM order_events WHERE from_status = 'UNCONFIRMED' AND to_status = 'PROCESSING')`,
        )
        .all()
        .map((row) => [row.id, row.status]),
    );
    const rows = db
      .prepare<[], { seq: number; orderId: number; to: OrderStatus }>(
        'SELECT id AS seq, order_id AS orderId, to_status AS "to" FROM order_events ORDER BY id',
      )
      .all();
    return { events: rows.filter((row) => confirmed.has(row.orderId)), eventRows: rows.length, confirmed };
  } finally {
    db.close();
  }
}

const inFlight = (state: OrderState) => [...state.confirmed.values()].some((status) => status !== 'DELIVERED');

async function until(deadline: number, done: () => Promise<boolean> | boolean) {
  while (Date.now() < deadline && !(await done())) await pause(POLL_MS);
}

export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestReport> {
  const { seconds, customers, sockets, log = () => {} } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-load-'));
  let server: ServerProcess | undefined;
  let pool: ClientPool | undefined;
  try {
    const seeded = await seedCustomers(dataDir, customers);
    server = await startServer({ dataDir, port: await freePort() });
    // The sockets are in before the first order, so every event of the run is theirs to receive.
    pool = await startClients(server.url, seeded.staff.worker, sockets);
    log(`${sockets} kitchen sockets connected; ${customers} customers for ${seconds} s`);
    const traffic = createTraffic(server.url);
    const staff = staffLoops(traffic, seeded.staff);
    const order = orderer(traffic, dataDir, seeded.productIds);
    const endsAt = Date.now() + seconds * 1000;
    await Promise.all(seeded.customers.map((customer) => visit(customer, endsAt, traffic, order)));

    log(`run over after ${traffic.requests()} requests; draining`);
    const drainUntil = Date.now() + DRAIN_MS;
    await until(drainUntil, () => !inFlight(readOrders(dataDir)));
    await staff.stop();
    const state = readOrders(dataDir);
    await until(drainUntil, async () => lostIn(state, (await pool!.count()).clientsBySeq, sockets) === 0);
    const { clientsBySeq, received, disconnected } = await pool.count();

    const lostEvents = lostIn(state, clientsBySeq, sockets);
    const deliveredInDatabase = [...state.confirmed.values()].filter((status) => status === 'DELIVERED').length;
    const deliveredOnSockets = state.events.filter(
      (event) => event.to === 'DELIVERED' && clientsBySeq.get(event.seq) === sockets,
    ).length;
    const errorsByStatus = traffic.errorsByStatus();
    const serverErrors = Object.entries(errorsByStatus)
      .filter(([status]) => status.startsWith('5') || status === NETWORK_ERROR)
      .reduce((sum, [, n]) => sum + n, 0);

    const problems: string[] = [];
    if (serverErrors) problems.push(`${serverErrors} 5xx or dropped requests`, ...traffic.failures);
    if (disconnected) problems.push(`${disconnected} kitchen sockets were disconnected`);
    if (lostEvents) problems.push(`${lostEvents} events never reached a kitchen socket`);
    if (!state.confirmed.size) problems.push('no order was confirmed');
    if (deliveredInDatabase < state.confirmed.size) {
      problems.push(`${state.confirmed.size - deliveredInDatabase} confirmed orders are not DELIVERED in the database`);
    }
    if (deliveredOnSockets < state.confirmed.size) {
      problems.push(`${state.confirmed.size - deliveredOnSockets} confirmed orders were not DELIVERED on every socket`);
    }
    return {
      requests: traffic.requests(),
      errorsByStatus,
      routes: traffic.routes(),
      eventsSent: state.eventRows,
      eventsExpected: state.events.length * sockets,
      eventsReceived: received,
      lostEvents,
      confirmedOrders: state.confirmed.size,
      deliveredInDatabase,
      deliveredOnSockets,
      problems,
    };
  } finally {
    await pool?.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Copies of confirmed orders' events that some kitchen socket is missing. */
function lostIn(state: OrderState, clientsBySeq: Map<number, number>, sockets: number): number {
  return state.events.reduce((lost, event) => lost + Math.max(0, sockets - (clientsBySeq.get(event.seq) ?? 0)), 0);
}

function printReport(report: LoadTestReport, out: (line: string) => void) {
  out(`requests: ${report.requests}`);
  const errors = Object.entries(report.errorsByStatus);
  out(`errors by status: ${errors.length ? errors.map(([status, n]) => `${status} × ${n}`).join(', ') : 'none'}`);
  out('route                                          requests   p50 ms   p99 ms');
  for (const r of report.routes) {
    out(
      `${r.route.padEnd(46)} ${String(r.requests).padStart(9)} ${r.p50Ms.toFixed(1).padStart(8)} ${r.p99Ms.toFixed(1).padStart(8)}`,
    );
  }
  out(
    `events: ${report.eventsSent} order-event rows; ${report.eventsExpected} copies due to kitchen sockets, ` +
      `${report.eventsReceived} received, ${report.lostEvents} lost`,
  );
  out(
    `confirmed orders: ${report.confirmedOrders}; DELIVERED in the database: ${report.deliveredInDatabase}, ` +
      `on every socket: ${report.deliveredOnSockets}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      customers: { type: 'string', default: '200' },
      sockets: { type: 'string', default: '1000' },
    },
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const report = await runLoadTest({
    seconds: positiveInt(values.seconds, 'seconds'),
    customers: positiveInt(values.customers, 'customers'),
    sockets: positiveInt(values.sockets, 'sockets'),
    log: out,
  });
  printReport(report, out);
  if (report.problems.length) {
    out(`✗ the bar was missed:\n${report.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  out('✓ no 5xx, no lost event, every confirmed order DELIVERED in the database and on every socket');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();

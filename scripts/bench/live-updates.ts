/**
 * Live updates: the time from a committed status change to its arrival at every connected kitchen client, at
 * 1,000 and 5,000 clients. Beside it, the ceiling: a bare `io.emit` of the same payload from the same server.
 * Also the server heap each connected socket costs. At each size, 10 moves (and 10 bare emits) go first and are not
 * timed, as the other parts warm up before they measure.
 *
 * Budgets: p99 under 50 ms at 1,000 clients and under 150 ms at 5,000; under 10 KB of heap per socket.
 * Run with `npm run bench:live` (needs --expose-gc for a steady heap figure). Exits 1 when a budget is missed.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { ROOMS, type OrderStatusEvent } from '../../shared/events.ts';
import { kitchenBoard } from '../../shared/staff-orders.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { startClients } from './client-pool.ts';
import { benchConfig, isMain, runAlone, type Figure, type PartResult } from './figures.ts';
import { percentile } from './percentile.ts';

const MOVES = 150;
/**
 * Moves made at each size before the measured ones, real and bare alike, and not counted: the first emits to a
 * crowd of fresh sockets run cold code and fill buffers, as a server does once at opening time, not all evening.
 */
const WARM_UP_MOVES = 10;
/** Status changes in a real kitchen are seconds apart; spacing them keeps this a latency test, not a flood. */
const SPACING_MS = 25;
const BUDGET_P99_MS: Record<number, number> = { 1000: 50, 5000: 150 };
const HEAP_BUDGET_BYTES = 10 * 1024;
const CLIENT_PROCESSES = 2;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function summarise(sent: Map<number, number>, arrivals: Map<number, number[]>, clients: number) {
  const latencies: number[] = [];
  let missing = 0;
  for (const [seq, t0] of sent) {
    const got = arrivals.get(seq) ?? [];
    missing += clients - got.length;
    for (const t of got) latencies.push(t - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), missing };
}

export async function runLive(sizes: readonly number[] = [1000, 5000]): Promise<PartResult> {
  if (!(globalThis as { gc?: unknown }).gc) throw new Error('Run with node --expose-gc for a steady heap figure.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-live-'));
  const config = benchConfig(dataDir, { DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const worker = await createUser(app, { role: 'WORKER' });
  const token = sessionToken(app, worker);
  const customer = await createUser(app);
  const dish = createProduct(app, { name: 'Chicken Karahi', ingredients: ['chicken', 'tomato', 'ginger', 'garlic'] });
  const figures: Figure[] = [];
  // The clock starts when a committed change is handed over for publishing: the feed is called right after commit.
  const sent = new Map<number, number>();
  let measuring = false;
  const publish = app.orderFeed.publish;
  app.orderFeed.publish = (eventIds) => {
    if (measuring) for (const id of eventIds) sent.set(id, now());
    publish(eventIds);
  };

  // A first round of connections compiles the code paths, so the heap figure counts sockets rather than JIT code.
  await (await startClients(url, token, sizes[0] ?? 1000, CLIENT_PROCESSES)).stop();
  await sleep(200);

  for (const clients of sizes) {
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const pool = await startClients(url, token, clients, CLIENT_PROCESSES);
    await sleep(500);
    gc();
    const heapPerSocket = (process.memoryUsage().heapUsed - heapBefore) / clients;

    for (let i = 0; i < WARM_UP_MOVES + MOVES; i++) {
      measuring = i >= WARM_UP_MOVES;
      const order = createOrder(app, {
        customerId: customer.id,
        status: 'PROCESSING',
        lines: [{ product: dish, quantity: 2 }],
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/prepare',
        payload: { orderId: order.id },
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`prepare answered ${res.statusCode}: ${res.body}`);
      await sleep(SPACING_MS);
    }
    await sleep(1000);
    const real = summarise(sent, await pool.report(), clients);
    sent.clear();

    // The ceiling: the same kind of payload, emitted straight to the room with no database or view work.
    const boardRes = await app.inject({
      url: '/api/orders/get-processing-and-prepared',
      headers: { authorization: `Bearer ${token}` },
    });
    // Read as the kitchen screen reads it (the order's id comes back a number), so the payload is a real one.
    const card = kitchenBoard.parse(boardRes.json().data).preparing[0]!;
    const bare = new Map<number, number>();
    for (let i = 1 - WARM_UP_MOVES; i <= MOVES; i++) {
      // Warm-up emits carry sequence numbers below the measured ones' and are not timed.
      const seq = i > 0 ? -i : -MOVES + i - 1;
      const payload: OrderStatusEvent = {
        seq,
        orderId: card.orderId,
        from: 'PROCESSING',
        to: 'PREPARING',
        at: new Date().toISOString(),
        kitchen: card,
      };
      if (i > 0) bare.set(seq, now());
      app.realtime.io.to(ROOMS.kitchen).emit('order.status', payload);
      await sleep(SPACING_MS);
    }
    await sleep(1000);
    const ceiling = summarise(bare, await pool.report(), clients);
    await pool.stop();

    const budget = BUDGET_P99_MS[clients] ?? Infinity;
    const lost = real.missing ? `, ${real.missing} copies lost` : '';
    figures.push(
      {
        name: `change → arrival at ${clients.toLocaleString('en')} clients`,
        measured: `p50 ${real.p50.toFixed(1)} ms, p99 ${real.p99.toFixed(1)} ms${lost}`,
        ceiling: `bare io.emit: p50 ${ceiling.p50.toFixed(1)} ms, p99 ${ceiling.p99.toFixed(1)} ms`,
        budget: `p99 < ${budget} ms, none lost`,
        ok: real.missing === 0 && real.p99 < budget,
      },
      {
        name: `heap per socket at ${clients.toLocaleString('en')} clients`,
        measured: `${(heapPerSocket / 1024).toFixed(1)} KB`,
        ceiling: null,
        budget: `< ${HEAP_BUDGET_BYTES / 1024} KB`,
        ok: heapPerSocket < HEAP_BUDGET_BYTES,
      },
    );
  }

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { part: 'live', figures };
}

if (isMain(import.meta.filename)) await runAlone(() => runLive());

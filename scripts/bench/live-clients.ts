/**
 * The other end of the live-updates benchmark and the load test, run in its own process so the server's event loop
 * is not shared: opens a websocket client per token and notes when each order event (`order.confirmed`,
 * `order.status`) first reaches each of them. Repeats (allowed around a reconnect) are counted but not noted twice.
 * A customer's client also notes when each rider's position reaches it (`rider.position`).
 */
import { io, type Socket } from 'socket.io-client';
import type { RiderPositionEvent } from '../../shared/events.ts';

interface Start {
  url: string;
  /** One a client: the kitchen's clients share one, each tracker has its customer's. */
  tokens: string[];
}

const arrivals = new Map<number, number[]>();
/** Clients holding each seq; unlike `arrivals`, never cleared, so the load test can check the whole run. */
const counts = new Map<number, number>();
/** Where each rider was said to be, for which order, and when that reached the customer; cleared when read. */
const positionArrivals: { orderId: number; latitude: number; longitude: number; arrivedAt: number }[] = [];
let received = 0;
let disconnected = 0;
const sockets: Socket[] = [];
const now = () => performance.timeOrigin + performance.now();

async function connectAll({ url, tokens }: Start) {
  const pending: Promise<void>[] = [];
  for (const [i, token] of tokens.entries()) {
    const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    const seen = new Set<number>();
    const onEvent = (event: { seq: number }) => {
      received += 1;
      if (seen.has(event.seq)) return;
      seen.add(event.seq);
      const list = arrivals.get(event.seq) ?? [];
      list.push(now());
      arrivals.set(event.seq, list);
      counts.set(event.seq, (counts.get(event.seq) ?? 0) + 1);
    };
    socket.on('order.confirmed', onEvent);
    socket.on('order.status', onEvent);
    socket.on('rider.position', ({ orderId, position }: RiderPositionEvent) =>
      positionArrivals.push({ orderId, latitude: position.latitude, longitude: position.longitude, arrivedAt: now() }),
    );
    socket.on('disconnect', () => (disconnected += 1));
    pending.push(
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    );
    // Opening thousands at once overflows the listen backlog; small batches keep the handshake honest.
    if (i % 200 === 199) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
}

type Message =
  { type: 'start'; start: Start } | { type: 'report' } | { type: 'positions' } | { type: 'count' } | { type: 'stop' };

process.on('message', (message: Message) => {
  if (message.type === 'start') {
    connectAll(message.start).then(
      () => process.send!({ type: 'connected' }),
      (error: unknown) => process.send!({ type: 'failed', error: String(error) }),
    );
  } else if (message.type === 'report') {
    process.send!({ type: 'report', arrivals: [...arrivals] });
    arrivals.clear();
  } else if (message.type === 'positions') {
    process.send!({ type: 'positions', arrivals: positionArrivals.splice(0) });
  } else if (message.type === 'count') {
    process.send!({ type: 'count', counts: [...counts], received, disconnected });
  } else {
    for (const socket of sockets) socket.off('disconnect').disconnect();
    process.exit(0);
  }
});

/**
 * The other end of the live-updates benchmark, run in its own process so the server's event loop is not shared:
 * opens N websocket clients and notes when each `order.status` event reaches each of them.
 */
import { io, type Socket } from 'socket.io-client';

interface Start {
  url: string;
  token: string;
  clients: number;
}

const arrivals = new Map<number, number[]>();
const sockets: Socket[] = [];
const now = () => performance.timeOrigin + performance.now();

async function connectAll({ url, token, clients }: Start) {
  const pending: Promise<void>[] = [];
  for (let i = 0; i < clients; i++) {
    const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    socket.on('order.status', (event: { seq: number }) => {
      const list = arrivals.get(event.seq) ?? [];
      list.push(now());
      arrivals.set(event.seq, list);
    });
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

process.on('message', (message: { type: 'start'; start: Start } | { type: 'report' } | { type: 'stop' }) => {
  if (message.type === 'start') {
    connectAll(message.start).then(
      () => process.send!({ type: 'connected' }),
      (error: unknown) => process.send!({ type: 'failed', error: String(error) }),
    );
  } else if (message.type === 'report') {
    process.send!({ type: 'report', arrivals: [...arrivals] });
    arrivals.clear();
  } else {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});

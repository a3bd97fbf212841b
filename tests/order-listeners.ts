/** Real Socket.IO clients on a listening test app, each collecting the `order.status` events it hears. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, OrderStatusEvent, ServerToClientEvents } from '../shared/events.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** `app` is read when `start` runs, so it may be a test app made in a `beforeAll`. */
export function orderListeners(app: () => FastifyInstance) {
  const sockets: Client[] = [];
  let url = '';
  function open(token: string, lastSeq?: number): Client {
    const socket: Client = connect(url, {
      auth: { token, ...(lastSeq === undefined ? {} : { lastSeq }) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Client) =>
    new Promise<Client>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  return {
    async start() {
      await app().listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
    },
    stop() {
      for (const socket of sockets) socket.disconnect();
    },
    /** Connects as the session `token` (asking for the events after `lastSeq`, if given) and resolves once connected. */
    connect(token: string, lastSeq?: number): Promise<Client> {
      return connected(open(token, lastSeq));
    },
    /** Connects as `connect` does, collecting the `order.status` events the socket hears, replayed ones included. */
    async listen(token: string, lastSeq?: number): Promise<OrderStatusEvent[]> {
      const received: OrderStatusEvent[] = [];
      // Listening before the connection is up: the server replays missed events the moment it is.
      const socket = open(token, lastSeq);
      socket.on('order.status', (event) => received.push(event));
      await connected(socket);
      return received;
    },
  };
}

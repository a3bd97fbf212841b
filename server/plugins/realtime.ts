/**
 * Live updates: Socket.IO on Fastify's HTTP server. Sockets authenticate with the same token as HTTP, join rooms
 * by role, and on (re)connect get every event they missed, replayed from the database by the feature that owns
 * those events. Features publish through `app.realtime`; nothing else touches a socket.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { Role } from '../../shared/constants.ts';
import {
  ROOMS,
  type ClientToServerEvents,
  type HandshakeAuth,
  type ServerToClientEvents,
  type SyncEvent,
} from '../../shared/events.ts';
import { originAllowed } from '../security/origins.ts';
import { ACCESS_COOKIE } from './auth.ts';

export interface Viewer {
  userId: number;
  role: Role;
  sessionId: string;
}

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** One message to deliver: an event and the rooms that may see it. */
export interface Delivery<E extends EventName = EventName> {
  rooms: string[];
  event: E;
  payload: Payload<E>;
}

/** Reads what a viewer missed since `afterSeq`, oldest first, at most `limit` + 1 rows so truncation shows. */
export type ReplaySource = (
  viewer: Viewer,
  afterSeq: number,
  limit: number,
) => { deliveries: Delivery[]; lastSeq: number; complete: boolean };

export interface Realtime {
  /** Sends each delivery to its rooms. Call only after the transaction that made the change committed. */
  publish(deliveries: Delivery[]): void;
  /** Whether any socket is in one of these rooms now, i.e. whether a delivery to them is worth building. */
  listening(rooms: string[]): boolean;
  /** Tells admins that sales figures moved; bursts collapse into one event per second. */
  insightsChanged(): void;
  menuChanged(): void;
  /** Tells every page that the opening hours or a pause changed. */
  restaurantChanged(): void;
  setReplaySource(source: ReplaySource): void;
  /** Ends the live connections of a session (logout) or of a user (deactivation). */
  disconnectSession(sessionId: string): void;
  disconnectUser(userId: number): void;
  /** Ends connections whose session has closed or expired, or whose user was deactivated, by any path. */
  recheckSessions(): void;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, Viewer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function roomsOf(viewer: Viewer): string[] {
  switch (viewer.role) {
    case 'WORKER':
      return [ROOMS.kitchen];
    case 'DELIVERY_MAN':
      return [ROOMS.delivery];
    case 'ADMIN':
      return [ROOMS.admin];
    case 'CUSTOMER':
      return [ROOMS.customer(viewer.userId)];
  }
}

const INSIGHTS_DEBOUNCE_MS = 1000;
/** How often open sockets are checked against their sessions, to catch sessions ended outside this process. */
const SESSION_RECHECK_MS = 60_000;

function handshakeToken(app: FastifyInstance, socket: Socket): string | undefined {
  const auth = socket.handshake.auth as HandshakeAuth | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const header = socket.handshake.headers.cookie;
  return header ? app.parseCookie(header)[ACCESS_COOKIE] : undefined;
}

function handshakeLastSeq(socket: Socket): number | null {
  const value = (socket.handshake.auth as HandshakeAuth | undefined)?.lastSeq;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: readonly string[]; maxReplay: number }) => {
    const io: Realtime['io'] = new Server(app.server, {
      serveClient: false,
      // The long-polling transport is plain HTTP: the same origins as the API's CORS may read it, no others.
      cors: { origin: [...options.allowedOrigins], credentials: true },
      allowRequest: (request, callback) => callback(null, originAllowed(request, options.allowedOrigins)),
    });
    let replaySource: ReplaySource | null = null;

    io.use((socket, next) => {
      const token = handshakeToken(app, socket);
      const claims = token ? app.tokens.verify(token) : null;
      const user = claims ? app.sessions.find(claims.sessionId, claims.userId) : undefined;
      if (!user) return next(new Error('Please log in to receive live updates.'));
      socket.data = { userId: user.id, role: user.role, sessionId: user.sessionId };
      next();
    });

    io.on('connection', (socket) => {
      const viewer = socket.data;
      const lastSeq = handshakeLastSeq(socket);
      // Once authenticated, the upgrade request and the handshake's headers and token are dead weight: thousands of
      // open sockets would each hold kilobytes of them (and a copy of the session token).
      const conn = socket.conn as { request: IncomingMessage | null };
      // engine.io's upgrade keeps the request reachable from the TCP socket's close listener for the connection's
      // life, so dropping our reference is not enough: its headers are emptied too.
      if (conn.request) Object.assign(conn.request, { headers: {}, rawHeaders: [], url: '', _query: undefined });
      conn.request = null;
      socket.handshake.headers = {};
      socket.handshake.auth = {};
      // Joining and replaying happen in one synchronous step: an event committed later is published later, so it
      // cannot overtake the replay. One committed just before may arrive twice; clients skip a seq they have seen.
      void socket.join(roomsOf(viewer));
      if (lastSeq === null || !replaySource) return;
      const replay = replaySource(viewer, lastSeq, options.maxReplay);
      for (const delivery of replay.deliveries) socket.emit(delivery.event, delivery.payload as never);
      const sync: SyncEvent = { seq: replay.lastSeq, complete: replay.complete };
      socket.emit('sync', sync);
    });

    let insightsTimer: NodeJS.Timeout | undefined;
    const disconnectWhere = (match: (viewer: Viewer) => boolean) => {
      for (const socket of io.sockets.sockets.values()) if (match(socket.data)) socket.disconnect(true);
    };

    const realtime: Realtime = {
      io,
      listening: (rooms) => rooms.some((room) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0),
      publish(deliveries) {
        for (const { rooms, event, payload } of deliveries) {
          if (rooms.length) io.to(rooms).emit(event, payload as never);
        }
      },
      insightsChanged() {
        insightsTimer ??= setTimeout(() => {
          insightsTimer = undefined;
          io.to(ROOMS.admin).emit('insights.changed', { at: new Date().toISOString() });
        }, INSIGHTS_DEBOUNCE_MS);
      },
      menuChanged() {
        io.emit('menu.changed', { at: new Date().toISOString() });
      },
      restaurantChanged() {
        io.emit('restaurant.changed', { at: new Date().toISOString() });
      },
      setReplaySource(source) {
        replaySource = source;
      },
      disconnectSession: (sessionId) => disconnectWhere((viewer) => viewer.sessionId === sessionId),
      disconnectUser: (userId) => disconnectWhere((viewer) => viewer.userId === userId),
      recheckSessions() {
        const open = new Map<string, boolean>();
        disconnectWhere(({ sessionId, userId }) => {
          if (!open.has(sessionId)) open.set(sessionId, Boolean(app.sessions.find(sessionId, userId)));
          return !open.get(sessionId);
        });
      },
    };
    const recheck = setInterval(() => realtime.recheckSessions(), SESSION_RECHECK_MS).unref();
    app.decorate('realtime', realtime);

    app.addHook('preClose', async () => {
      clearInterval(recheck);
      clearTimeout(insightsTimer);
      // Fastify closes the HTTP server itself; Socket.IO only has to let go of its connections first.
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);

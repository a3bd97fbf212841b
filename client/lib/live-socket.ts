/**
 * The one live connection of a page session: Socket.IO to this origin, authenticated by the session cookie.
 *
 * Order events carry `seq`, the server's sequence number. This module remembers the highest one applied and sends it
 * on every (re)connect, so the server replays whatever was missed; an event at or below it is a repeat from around a
 * reconnect and is dropped here, once, for every page. The socket opens only while some page listens, and only after
 * that page's first list has said where to start (`noteSnapshotSeq`): connecting earlier could miss the events
 * committed between the list's read and the socket joining its rooms.
 *
 * Signals (`menu.changed`, `insights.changed`, `restaurant.changed`) only say "read it again": they carry no `seq` and are not replayed, so
 * a page that listens to them opens the connection at once and hears about every reconnect instead.
 *
 * The kitchen's line ticks (`kitchen.lines`) carry their whole state (every ticked line of one order) but no `seq`:
 * they are not replayed either, so their listeners hear about every reconnect too, and read their list again.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { io as connect, Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  HandshakeAuth,
  KitchenLinesEvent,
  OrderConfirmedEvent,
  OrderStatusEvent,
  RiderPositionEvent,
  ServerToClientEvents,
  SyncEvent,
} from '../../shared/events.ts';

export type LiveMessage =
  { name: 'order.confirmed'; payload: OrderConfirmedEvent } | { name: 'order.status'; payload: OrderStatusEvent };

export type ConnectionState = 'connecting' | 'live' | 'reconnecting';

interface Listener {
  onMessage: (message: LiveMessage) => void;
  onSync: (event: SyncEvent) => void;
}

export type LiveSignal = 'menu.changed' | 'insights.changed' | 'restaurant.changed';
const LIVE_SIGNALS: readonly LiveSignal[] = ['menu.changed', 'insights.changed', 'restaurant.changed'];

interface SignalListener {
  signal: LiveSignal;
  notify: () => void;
}

// Socket.IO retries dropped transports by itself, but not a refused handshake or a server-side disconnect (a
// restart, a session check): those are retried here, backing off so a closed session does not hammer the server.
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<Listener>();
const signalListeners = new Set<SignalListener>();
const stateListeners = new Set<() => void>();
const positionListeners = new Set<(event: RiderPositionEvent) => void>();

interface LineTickListener {
  onTicks: (event: KitchenLinesEvent) => void;
  /** The connection came back after a drop: ticks sent meanwhile are lost. */
  onMissed: () => void;
}
const lineTickListeners = new Set<LineTickListener>();
type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let socket: LiveSocket | null = null;
/** socket.io-client, loading: it is not part of a page's first paint, only of its first wish for live updates. */
let loadingClient: Promise<void> | null = null;
/** The highest sequence number applied; null until a page's list has loaded. */
let lastSeq: number | null = null;
let state: ConnectionState = 'connecting';
let retryTimer: number | undefined;
let retryDelay = RETRY_FIRST_MS;
/** The connection dropped while pages listened: signals sent meanwhile are lost. */
let dropped = false;

const listening = () => listeners.size > 0 || signalListeners.size > 0;

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  for (const notify of stateListeners) notify();
}

function deliver(message: LiveMessage) {
  if (lastSeq !== null && message.payload.seq <= lastSeq) return;
  lastSeq = message.payload.seq;
  for (const listener of listeners) listener.onMessage(message);
}

function retryLater() {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(connectIfWanted, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

function createSocket(io: typeof connect) {
  const created: LiveSocket = io({
    withCredentials: true,
    autoConnect: false,
    // Straight to a WebSocket: the default long-polling start costs a phone several requests and their parsing
    // while the page is still loading. A network that refuses WebSockets still gets long polling.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A function, so every reconnect sends the newest lastSeq rather than the one known at creation.
    auth: (send) => send({ lastSeq: lastSeq ?? undefined } satisfies HandshakeAuth),
  });
  created.on('connect', () => {
    retryDelay = RETRY_FIRST_MS;
    setState('live');
    if (dropped) {
      for (const listener of signalListeners) listener.notify();
      for (const listener of lineTickListeners) listener.onMissed();
    }
    dropped = false;
  });
  created.on('disconnect', () => {
    if (!listening()) return;
    dropped = true;
    setState('reconnecting');
    if (!created.active) retryLater();
  });
  created.on('connect_error', () => {
    dropped = true;
    setState('reconnecting');
    if (!created.active) retryLater();
  });
  for (const signal of LIVE_SIGNALS) {
    created.on(signal, () => {
      for (const listener of signalListeners) if (listener.signal === signal) listener.notify();
    });
  }
  created.on('order.confirmed', (payload) => deliver({ name: 'order.confirmed', payload }));
  created.on('order.status', (payload) => deliver({ name: 'order.status', payload }));
  created.on('rider.position', (event) => {
    for (const listener of positionListeners) listener(event);
  });
  created.on('kitchen.lines', (event) => {
    for (const listener of lineTickListeners) listener.onTicks(event);
  });
  created.on('sync', (event) => {
    // An incomplete replay means the page reloads its list, whose seq then counts; this also recovers a client
    // that was ahead of the server (a database restored from a backup).
    lastSeq = event.complete ? Math.max(lastSeq ?? 0, event.seq) : event.seq;
    for (const listener of listeners) listener.onSync(event);
  });
  return created;
}

function connectIfWanted() {
  if (!listening() || (lastSeq === null && signalListeners.size === 0)) return;
  if (!socket) {
    loadingClient ??= import('socket.io-client').then(
      ({ io }) => {
        socket ??= createSocket(io);
        connectIfWanted();
      },
      () => {
        // Its code could not be fetched (offline, or a new version deployed meanwhile): try again later.
        loadingClient = null;
        setState('reconnecting');
        retryLater();
      },
    );
    return;
  }
  if (!socket.connected && !socket.active) socket.connect();
}

function disconnectIfIdle() {
  if (listening()) return;
  window.clearTimeout(retryTimer);
  retryDelay = RETRY_FIRST_MS;
  dropped = false;
  socket?.disconnect();
  setState('connecting');
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  connectIfWanted();
  return () => {
    listeners.delete(listener);
    disconnectIfIdle();
  };
}

function subscribeSignal(listener: SignalListener): () => void {
  signalListeners.add(listener);
  connectIfWanted();
  return () => {
    signalListeners.delete(listener);
    disconnectIfIdle();
  };
}

/**
 * A list read over HTTP reflects every event up to `seq`: later events start from there. Opens the connection if a
 * page is waiting for it.
 */
export function noteSnapshotSeq(seq: number) {
  lastSeq = lastSeq === null ? seq : Math.max(lastSeq, seq);
  connectIfWanted();
}

/**
 * Listens to order events while the calling component is mounted. `onMessage` gets each event once, in order;
 * `onSync` follows the replay after every (re)connect.
 */
export function useLiveEvents(onMessage: Listener['onMessage'], options: { onSync?: Listener['onSync'] } = {}) {
  const latest = useRef({ onMessage, onSync: options.onSync });
  useEffect(() => {
    latest.current = { onMessage, onSync: options.onSync };
  });
  useEffect(
    () =>
      subscribe({
        onMessage: (message) => latest.current.onMessage(message),
        onSync: (event) => latest.current.onSync?.(event),
      }),
    [],
  );
}

/**
 * Calls `onSignal` whenever the server sends `signal`, and after every reconnect (what was sent while disconnected
 * is lost), while the calling component is mounted. The page reads its data again; the signal itself says nothing.
 */
export function useLiveSignal(signal: LiveSignal, onSignal: () => void) {
  const latest = useRef(onSignal);
  useEffect(() => {
    latest.current = onSignal;
  });
  useEffect(() => subscribeSignal({ signal, notify: () => latest.current() }), [signal]);
}

/**
 * Calls `onPosition` with each position of a rider bringing this customer an order, while the calling component is
 * mounted. Positions have no `seq` and are not replayed, so they neither open the connection nor wait for a list:
 * the tracker's order events keep it open, and its list carries the last position.
 */
export function useRiderPositions(onPosition: (event: RiderPositionEvent) => void) {
  const latest = useRef(onPosition);
  useEffect(() => {
    latest.current = onPosition;
  });
  useEffect(() => {
    const listener = (event: RiderPositionEvent) => latest.current(event);
    positionListeners.add(listener);
    return () => {
      positionListeners.delete(listener);
    };
  }, []);
}

/**
 * Calls `onTicks` with each `kitchen.lines` event (an order's ticked lines, as they are now), and `onMissed` after
 * every reconnect, while the calling component is mounted: ticks are not replayed, so the page reads its list again
 * then (order events, replayed, would not make it). Like positions, ticks neither open the connection nor wait for
 * a list: the board's order events keep it open.
 */
export function useKitchenLineTicks(onTicks: (event: KitchenLinesEvent) => void, onMissed: () => void) {
  const latest = useRef({ onTicks, onMissed });
  useEffect(() => {
    latest.current = { onTicks, onMissed };
  });
  useEffect(() => {
    const listener: LineTickListener = {
      onTicks: (event) => latest.current.onTicks(event),
      onMissed: () => latest.current.onMissed(),
    };
    lineTickListeners.add(listener);
    return () => {
      lineTickListeners.delete(listener);
    };
  }, []);
}

function subscribeState(notify: () => void) {
  stateListeners.add(notify);
  return () => stateListeners.delete(notify);
}

/** Whether live updates are flowing: "connecting" before the first connection, "reconnecting" after a drop. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeState, () => state);
}

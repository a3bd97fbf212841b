/**
 * Live updates over Socket.IO: the events, their payloads and the handshake, typed once for both sides.
 *
 * Every order event carries `seq`, the id of its order-event row. A client keeps the highest `seq` it has seen and
 * sends it as `lastSeq` when it (re)connects; the server replays, in order, every event it missed, then sends
 * `sync`. Events may arrive twice around a reconnect, so clients ignore a `seq` they have already applied.
 */
import type { OrderStatus } from './order-status.ts';
import type { RiderPosition, TrackedOrder } from './orders.ts';
import type { DeliveryOrder, KitchenOrder, LineTicks } from './staff-orders.ts';

export const ROOMS = {
  kitchen: 'kitchen',
  delivery: 'delivery',
  admin: 'admin',
  customer: (customerId: number) => `customer:${customerId}`,
} as const;

interface OrderEventBase {
  seq: number;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** ISO time of the change. */
  at: string;
}

/** A customer confirmed an order: a new card for the kitchen's Queue. */
export interface OrderConfirmedEvent extends OrderEventBase {
  order: KitchenOrder;
}

/**
 * An order changed status. Each audience gets the view it shows: the kitchen its card, the delivery screen its
 * card, the owning customer the tracked order (with a fresh estimated time); the admin gets the bare change.
 */
export interface OrderStatusEvent extends OrderEventBase {
  kitchen?: KitchenOrder;
  delivery?: DeliveryOrder;
  tracked?: TrackedOrder;
}

/**
 * Where the rider of an order that is out was last, for its customer's tracker. Not an order event: positions carry
 * no sequence number and are not replayed (a reconnecting tracker reads the last one with the order).
 */
export interface RiderPositionEvent {
  orderId: number;
  position: RiderPosition;
  estimated_minutes: number;
  estimated_time: string;
}

/**
 * A cook ticked a line of an order done, or took the tick back: every line of the order now ticked. Not an order
 * event: ticks carry no sequence number and are not replayed, so a kitchen screen that reconnects reads its board
 * again (client/lib/live-socket.ts `useKitchenLineTicks`). Cards in order events carry the ticks too.
 */
export type KitchenLinesEvent = LineTicks;

export interface SyncEvent {
  /** The newest sequence number this client may now consider seen. */
  seq: number;
  /** False when too much was missed to replay: the client reloads its list instead. */
  complete: boolean;
}

export interface ServerToClientEvents {
  'order.confirmed': (event: OrderConfirmedEvent) => void;
  'order.status': (event: OrderStatusEvent) => void;
  'rider.position': (event: RiderPositionEvent) => void;
  /** To the kitchen only. */
  'kitchen.lines': (event: KitchenLinesEvent) => void;
  'menu.changed': (event: { at: string }) => void;
  /** The opening hours, closed dates or a pause changed: read the restaurant's status again. */
  'restaurant.changed': (event: { at: string }) => void;
  'insights.changed': (event: { at: string }) => void;
  sync: (event: SyncEvent) => void;
}

// Nothing is sent from client to server after the handshake.
export type ClientToServerEvents = Record<string, never>;

/** What a client sends when it connects. The cookie is used when `token` is absent. */
export interface HandshakeAuth {
  token?: string;
  lastSeq?: number;
}

/** The most events replayed to one client; past this it is told to reload. */
export const MAX_REPLAY = 500;

/**
 * Turns order-event rows into live messages: who may see each change, and in which view. The same function
 * serves fresh changes (published after their transaction commits) and replays for clients that reconnect.
 */
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { orderEvents, orders } from '../../drizzle/schema.ts';
import { ROOMS } from '../../shared/events.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { roomsOf, type Delivery, type Viewer } from '../plugins/realtime.ts';
import { createCustomerOrders } from './customer-orders.ts';
import { createStaffViews } from './staff-views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orderFeed: OrderFeed;
  }
}

export interface OrderFeed {
  /** Publishes the changes recorded in these order-event rows. Call after their transaction committed. */
  publish(eventIds: number[]): void;
  /** The newest sequence number: lists read over HTTP carry it, so live updates continue from there. */
  latestSeq(): number;
}

type EventRow = typeof orderEvents.$inferSelect & { customerId: number };

export default fp(
  async (app: FastifyInstance, options: { speedKmh: number }) => {
    const staff = createStaffViews(app.db, app.publicUrl, app.delivery.places);
    const customers = createCustomerOrders(app, options.speedKmh);

    const eventColumns = {
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorId: orderEvents.actorId,
      riderId: orderEvents.riderId,
      reason: orderEvents.reason,
      at: orderEvents.at,
      customerId: orders.customerId,
    };
    const eventsQuery = () =>
      app.db.select(eventColumns).from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.orderId));
    // Every committed change is read back by this one, so it is compiled once.
    const eventById = eventsQuery()
      .where(eq(orderEvents.id, sql.placeholder('id')))
      .prepare();

    /**
     * Staff messages come first and the customer's (which needs a fresh estimate) last, so the kitchen hears soonest.
     * Only deliveries to rooms `wanted` accepts are built: a view nobody will receive costs queries for nothing.
     */
    function* deliveriesFor(row: EventRow, wanted: (rooms: string[]) => boolean): Generator<Delivery> {
      const base = {
        seq: row.id,
        orderId: row.orderId,
        from: row.fromStatus,
        to: row.toStatus,
        at: new Date(row.at).toISOString(),
      };
      // An order nobody confirmed never reached the staff: only its customer hears that it was cancelled.
      const staffKnows = !(row.fromStatus === 'UNCONFIRMED' && row.toStatus === 'CANCELLED');
      if (staffKnows && row.fromStatus === 'UNCONFIRMED') {
        if (wanted([ROOMS.kitchen, ROOMS.admin]))
          yield {
            rooms: [ROOMS.kitchen, ROOMS.admin],
            event: 'order.confirmed',
            payload: { ...base, order: staff.kitchenCard(row.orderId)! },
          };
      } else if (staffKnows) {
        if (wanted([ROOMS.kitchen]))
          yield {
            rooms: [ROOMS.kitchen],
            event: 'order.status',
            payload: { ...base, kitchen: staff.kitchenCard(row.orderId) },
          };
        // Riders only care about orders arriving at or leaving their shelf; one that left it comes without a card.
        const onShelf = (status: OrderStatus | null) => status === 'COMPLETED' || status === 'OUT_FOR_DELIVERY';
        if ((onShelf(row.fromStatus) || onShelf(row.toStatus)) && wanted([ROOMS.delivery])) {
          const card = onShelf(row.toStatus) ? staff.deliveryCard(row.orderId) : undefined;
          yield {
            rooms: [ROOMS.delivery],
            event: 'order.status',
            payload: card ? { ...base, delivery: card } : base,
          };
        }
        if (wanted([ROOMS.admin])) yield { rooms: [ROOMS.admin], event: 'order.status', payload: base };
      }
      const customerRoom = ROOMS.customer(row.customerId);
      if (wanted([customerRoom]))
        yield {
          rooms: [customerRoom],
          event: 'order.status',
          payload: { ...base, tracked: customers.trackedOne(row.orderId) },
        };
    }

    const latestSeq = () =>
      app.db
        .select({ seq: max(orderEvents.id) })
        .from(orderEvents)
        .get()?.seq ?? 0;

    app.realtime.setReplaySource((viewer: Viewer, afterSeq, limit) => {
      const newest = latestSeq();
      // A client ahead of the database (restored from a backup) must start over from a fresh list.
      if (afterSeq > newest) return { deliveries: [], lastSeq: newest, complete: false };
      const scope = viewer.role === 'CUSTOMER' ? eq(orders.customerId, viewer.userId) : undefined;
      const rows = eventsQuery()
        .where(and(gt(orderEvents.id, afterSeq), scope))
        .orderBy(orderEvents.id)
        .limit(limit + 1)
        .all();
      if (rows.length > limit) return { deliveries: [], lastSeq: newest, complete: false };
      const [room] = roomsOf(viewer);
      const deliveries = rows.flatMap((row) => [...deliveriesFor(row, (rooms) => rooms.includes(room!))]);
      return { deliveries, lastSeq: Math.max(afterSeq, rows.at(-1)?.id ?? afterSeq), complete: true };
    });

    const feed: OrderFeed = {
      publish(eventIds) {
        for (const id of eventIds) {
          const row = eventById.get({ id });
          if (row) for (const delivery of deliveriesFor(row, app.realtime.listening)) app.realtime.publish([delivery]);
        }
        if (eventIds.length) app.realtime.insightsChanged();
      },
      latestSeq,
    };
    app.decorate('orderFeed', feed);
  },
  { name: 'order-feed', dependencies: ['db', 'realtime'] },
);

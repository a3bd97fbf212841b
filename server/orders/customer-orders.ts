/** A customer's own orders: the active ones for tracking, and every confirmed one for Past Orders. */
import { and, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import { feedback, orderEvents, orders, riderPositions, users } from '../../drizzle/schema.ts';
import { specStatus, UNDER_WAY_STATUSES } from '../../shared/order-status.ts';
import type { OrderItem, RiderPosition, TrackedOrder } from '../../shared/orders.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import type { Db } from '../db/database.ts';
import { idList, inList } from '../db/in-list.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { prepTimes } from '../kitchen/prep-times.ts';
import {
  describeMinutes,
  estimateMinutes,
  haversineKm,
  inTheKitchen,
  kitchenTimes,
  kitchenTimesForOrder,
} from './estimated-time.ts';
import { failedAttempt, isAddressCorrection, isReturn } from './order-events.ts';
import { linesOfOrders, type OrderLineRow } from './order-lines.ts';

/** Delivered and cancelled orders stay on the tracker this long, so the customer sees the last step. */
export const DELIVERED_VISIBLE_MS = 2 * 60 * 60 * 1000;

type OrderRow = typeof orders.$inferSelect;
/** An order with the name of the rider who has it (null while nobody does). */
type TrackedRow = { order: OrderRow; riderName: string | null };
const rider = alias(users, 'rider');

/** An order line as every order view shows it: the copy kept at order time, not today's menu. */
export function toOrderItem(line: OrderLineRow, publicUrl: string): OrderItem {
  return {
    productId: line.productId,
    imageURL: pictureUrl(publicUrl, line.imagePath),
    productName: line.productName,
    quantity: line.quantity,
    unitPrice: centsToPrice(line.unitPriceCents),
    options: line.options,
    note: line.note,
  };
}

/**
 * The first word of the rider's display name is all a customer learns of them (docs/decisions/0022): the rider who
 * has the order, or delivered it (docs/decisions/0037).
 */
function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

/** Kitchen medians move slowly; measuring them once a minute keeps tracking cheap on a busy night. */
const KITCHEN_TIMES_TTL_MS = 60_000;

/** Tracking is read on every visit and every live update of a customer's order: each statement is compiled once. */
function customerStatements(db: Db) {
  const p = sql.placeholder;
  return {
    events: db
      .select({
        orderId: orderEvents.orderId,
        at: orderEvents.at,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        reason: orderEvents.reason,
        actorName: users.name,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(inList(orderEvents.orderId, 'orderIds'))
      .orderBy(orderEvents.id)
      .prepare(),
    active: db
      .select({ order: orders, riderName: rider.name })
      .from(orders)
      .leftJoin(rider, eq(rider.id, orders.riderId))
      .where(
        and(
          eq(orders.customerId, p('customerId')),
          or(
            inArray(orders.status, UNDER_WAY_STATUSES),
            and(eq(orders.status, 'DELIVERED'), gt(orders.updatedAt, p('deliveredSince'))),
            // An order that expired unconfirmed was never the kitchen's: it has nothing to track.
            and(
              eq(orders.status, 'CANCELLED'),
              isNotNull(orders.confirmedAt),
              gt(orders.updatedAt, p('deliveredSince')),
            ),
          ),
        ),
      )
      .orderBy(desc(orders.id))
      .prepare(),
    byId: db
      .select({ order: orders, riderName: rider.name })
      .from(orders)
      .leftJoin(rider, eq(rider.id, orders.riderId))
      .where(eq(orders.id, p('orderId')))
      .prepare(),
    positions: db.select().from(riderPositions).where(inList(riderPositions.orderId, 'orderIds')).prepare(),
    past: db
      .select({
        order: orders,
        feedback: { content: feedback.content, stars: feedback.stars, createdAt: feedback.createdAt },
      })
      .from(orders)
      .leftJoin(feedback, eq(feedback.orderId, orders.id))
      .where(and(eq(orders.customerId, p('customerId')), ne(orders.status, 'UNCONFIRMED')))
      .orderBy(desc(orders.id))
      .prepare(),
  };
}

/** `speedKmh`: how fast riders go on average; they leave from the restaurant's place as its settings give it now. */
export function createCustomerOrders(app: FastifyInstance, speedKmh: number) {
  const statements = customerStatements(app.db);
  let measured: { at: number; times: ReturnType<typeof kitchenTimes> } | undefined;
  function currentKitchenTimes(now: number) {
    if (!measured || Math.abs(now - measured.at) > KITCHEN_TIMES_TTL_MS)
      measured = { at: now, times: kitchenTimes(app.db, now) };
    return measured.times;
  }

  function itemsOf<Item extends OrderItem>(orderIds: number[], toItem: (line: OrderLineRow) => Item) {
    const byOrder = new Map<number, Item[]>();
    for (const [orderId, lines] of linesOfOrders(app.db, orderIds)) byOrder.set(orderId, lines.map(toItem));
    return byOrder;
  }
  const shownItem = (line: OrderLineRow) => toOrderItem(line, app.publicUrl);
  // Past orders name their lines: a rating's thumb for one dish says which line it is for.
  const rateableItem = (line: OrderLineRow) => ({ ...toOrderItem(line, app.publicUrl), orderLineId: line.id });

  type LastMove = ReturnType<typeof statements.events.all>[number] & { addressCorrected: boolean };

  /**
   * Each order's latest move (when it entered the status it is in now, and from where), and whether its customer
   * corrected the address since.
   */
  function lastMoves(rows: OrderRow[]): Map<number, LastMove> {
    const last = new Map<number, LastMove>();
    if (!rows.length) return last;
    for (const event of statements.events.all({ orderIds: idList(rows.map((o) => o.id)) })) {
      const move = last.get(event.orderId);
      if (!isAddressCorrection(event)) last.set(event.orderId, { ...event, addressCorrected: false });
      else if (move) move.addressCorrected = true;
    }
    return last;
  }

  const common = <Item extends OrderItem>(order: OrderRow, items: Map<number, Item[]>) => ({
    order_id: order.id,
    order_status: specStatus(order.status),
    stage: order.status,
    delivery_address: order.address,
    total_price: centsToPrice(order.totalCents),
    order_date: new Date(order.confirmedAt ?? order.createdAt).toISOString(),
    payment_method: order.paymentMethod,
    order_items: items.get(order.id) ?? [],
    delivery_note: order.deliveryNote,
    delivery_fee: centsToPrice(order.deliveryFeeCents),
    delivery_zone: order.deliveryZone,
  });

  /**
   * Minutes left for an order, from its status, when it entered it, and where its rider was last; in the kitchen, from
   * its dishes (product ids) and the hour it was confirmed, as the measured prep times go.
   */
  function minutesLeft(
    order: OrderRow,
    statusSince: number,
    position: RiderPosition | null,
    now: number,
    productIds: readonly number[] = [],
  ): number {
    const week = currentKitchenTimes(now);
    const kitchen = inTheKitchen(order.status)
      ? kitchenTimesForOrder(week, prepTimes(app.db, app.restaurant.timeZone(), now), {
          productIds,
          confirmedAt: order.confirmedAt ?? statusSince,
        })
      : week;
    return estimateMinutes(
      {
        status: order.status,
        statusSince,
        destination: order,
        extraMinutes: order.deliveryExtraMinutes,
        riderPosition: position && { ...position, at: Date.parse(position.at) },
      },
      kitchen,
      { ...app.restaurant.profile().location, speedKmh },
      now,
    );
  }

  const estimatedTime = (order: OrderRow, minutes: number) => {
    if (order.status === 'CANCELLED') return 'Cancelled';
    if (order.status === 'DELIVERY_FAILED') return 'Waiting for the restaurant';
    return describeMinutes(minutes);
  };

  function positionOf(order: OrderRow, stored: { latitude: number; longitude: number; at: number }): RiderPosition {
    return {
      latitude: stored.latitude,
      longitude: stored.longitude,
      at: new Date(stored.at).toISOString(),
      distance_km: Math.round(haversineKm(stored, order) * 100) / 100,
    };
  }

  function toTracked(rows: TrackedRow[], now: number): TrackedOrder[] {
    const ids = rows.map(({ order }) => order.id);
    const items = itemsOf(ids, shownItem);
    const moves = lastMoves(rows.map(({ order }) => order));
    const out = rows.filter(({ order }) => order.status === 'OUT_FOR_DELIVERY').map(({ order }) => order.id);
    const positions = new Map(
      out.length ? statements.positions.all({ orderIds: idList(out) }).map((row) => [row.orderId, row]) : [],
    );
    return rows.map(({ order, riderName }) => {
      const last = moves.get(order.id);
      const returned = order.status === 'PREPARING' && isReturn(last);
      const delivered = order.status === 'DELIVERED' && last?.toStatus === 'DELIVERED';
      const stored = positions.get(order.id);
      const position = stored ? positionOf(order, stored) : null;
      const attempt = last ? failedAttempt(last) : null;
      const dishes = (items.get(order.id) ?? []).map((item) => item.productId);
      const minutes = minutesLeft(order, last?.at ?? order.updatedAt ?? order.createdAt, position, now, dishes);
      // Orders delivered before riders took orders know their rider only from the delivery's event.
      const riderFirstName = firstName(riderName) ?? (delivered ? firstName(last!.actorName) : null);
      return {
        ...common(order, items),
        latitude: order.latitude,
        longitude: order.longitude,
        sector: order.sector,
        estimated_minutes: minutes,
        estimated_time: estimatedTime(order, minutes),
        returned_reason: returned ? last!.reason?.trim() || null : null,
        // After any failed attempt, until the order moves on: the tracker stops asking for a correction once made.
        address_corrected: attempt !== null && last!.addressCorrected,
        rider_first_name: order.status === 'CANCELLED' ? null : riderFirstName,
        rider_position: position,
        failed_attempt: attempt && { reason: last!.reason?.trim() || 'no reason given', next: attempt },
        cancel_reason: order.status === 'CANCELLED' ? last?.reason?.trim() || null : null,
      };
    });
  }

  return {
    tracked(customerId: number, now = Date.now()): TrackedOrder[] {
      const rows = statements.active.all({ customerId, deliveredSince: now - DELIVERED_VISIBLE_MS });
      return toTracked(rows, now);
    },

    /** One order as its customer's tracker shows it, whatever its status: for live updates. */
    trackedOne(orderId: number, now = Date.now()): TrackedOrder | undefined {
      const row = statements.byId.get({ orderId });
      return row ? toTracked([row], now)[0] : undefined;
    },

    /** What a customer's tracker hears when the rider of their order that is out reports where they are. */
    riderPositionNews(order: OrderRow, stored: { latitude: number; longitude: number; at: number }, now = Date.now()) {
      const position = positionOf(order, stored);
      const last = statements.events.all({ orderIds: idList([order.id]) }).at(-1);
      const minutes = minutesLeft(order, last?.at ?? order.updatedAt ?? order.createdAt, position, now);
      return { position, estimated_minutes: minutes, estimated_time: estimatedTime(order, minutes) };
    },

    past(customerId: number) {
      const rows = statements.past.all({ customerId });
      const items = itemsOf(
        rows.map((r) => r.order.id),
        rateableItem,
      );
      return rows.map(({ order, feedback: given }) => ({
        ...common(order, items),
        feedback: given
          ? { content: given.content, stars: given.stars, created_at: new Date(given.createdAt).toISOString() }
          : null,
      }));
    },
  };
}

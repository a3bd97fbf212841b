/**
 * The kitchen's and the riders' view of orders: cards with their lines and each dish's ingredients, and the printed
 * ticket of one order.
 */
import { nearestPlace, type Place } from '../../shared/places.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ingredients, orderEvents, orders, productIngredients, users } from '../../drizzle/schema.ts';
import { DELIVERY_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import {
  KITCHEN_COMPLETED_WINDOW_MS,
  stillCompleted,
  type AssignableRider,
  type DeliveredToday,
  type DeliveryOrder,
  type KitchenBoard,
  type KitchenOrder,
  type StaffLineItem,
} from '../../shared/staff-orders.ts';
import type { OrderTicket } from '../../shared/tickets.ts';
import type { Db } from '../db/database.ts';
import { idList, inList } from '../db/in-list.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { isAddressCorrection, isReturn } from './order-events.ts';
import { linesOfOrder, linesOfOrders } from './order-lines.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
/** Orders the kitchen has finished, wherever they went next: their cards say when. */
const FINISHED: OrderStatus[] = [...DELIVERY_STATUSES, 'DELIVERED'];
/** The riders' list: ready on the pass, and out with a rider (whose, each card says). */
const ON_THE_RIDERS_SHELF: OrderStatus[] = ['COMPLETED', 'OUT_FOR_DELIVERY'];
const rider = alias(users, 'rider');

/** Every confirmation and move builds a card, so each statement here is compiled once. */
function staffStatements(db: Db) {
  const p = sql.placeholder;
  const orderWithCustomer = () =>
    db
      .select({ order: orders, customerName: users.name, customerPhone: users.phone, riderName: rider.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .leftJoin(rider, eq(rider.id, orders.riderId));
  return {
    recipes: db
      .select({ productId: productIngredients.productId, id: ingredients.id, name: ingredients.name })
      .from(productIngredients)
      .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
      .where(inList(productIngredients.productId, 'productIds'))
      .orderBy(productIngredients.productId, productIngredients.position)
      .prepare(),
    byId: orderWithCustomer()
      .where(eq(orders.id, p('orderId')))
      .prepare(),
    inStatus: orderWithCustomer()
      .where(eq(orders.status, p('status')))
      .orderBy(asc(orders.confirmedAt), asc(orders.id))
      .prepare(),
    lastMoves: db
      .select({ orderId: orderEvents.orderId, toStatus: orderEvents.toStatus, at: max(orderEvents.at) })
      .from(orderEvents)
      .where(
        and(
          inList(orderEvents.orderId, 'orderIds'),
          // Completed by the kitchen, not put back on the pass by a rider.
          or(
            and(eq(orderEvents.toStatus, 'COMPLETED'), eq(orderEvents.fromStatus, 'PREPARING')),
            eq(orderEvents.toStatus, 'DELIVERED'),
          ),
        ),
      )
      .groupBy(orderEvents.orderId, orderEvents.toStatus)
      .prepare(),
    /** The riders' moves of these orders, newest last: when the holder took it, and why an attempt failed. */
    riderMoves: db
      .select({
        orderId: orderEvents.orderId,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        reason: orderEvents.reason,
        at: orderEvents.at,
      })
      .from(orderEvents)
      .where(and(inList(orderEvents.orderId, 'orderIds'), inArray(orderEvents.toStatus, DELIVERY_STATUSES)))
      .orderBy(orderEvents.id)
      .prepare(),
    /** Every move into Preparing, and the address corrections made there: was it a delivery that came back? */
    intoPreparing: db
      .select({
        orderId: orderEvents.orderId,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        reason: orderEvents.reason,
      })
      .from(orderEvents)
      .where(and(inList(orderEvents.orderId, 'orderIds'), eq(orderEvents.toStatus, 'PREPARING')))
      .orderBy(orderEvents.id)
      .prepare(),
    finishedSince: db
      .selectDistinct({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(eq(orderEvents.toStatus, 'COMPLETED'), gt(orderEvents.at, p('since'))))
      .prepare(),
    stillFinished: orderWithCustomer()
      .where(and(inList(orders.id, 'orderIds'), inArray(orders.status, FINISHED)))
      .orderBy(desc(orders.updatedAt))
      .prepare(),
    deliveredBy: db
      .select({ order: orders, at: orderEvents.at })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(
        and(
          eq(orderEvents.actorId, p('riderId')),
          eq(orderEvents.toStatus, 'DELIVERED'),
          gte(orderEvents.at, p('since')),
        ),
      )
      .orderBy(desc(orderEvents.at))
      .prepare(),
    riders: db
      .select({
        id: users.id,
        name: users.name,
        // Drizzle writes a one-table select list's columns bare, and in the subquery a bare "id" is the order's own:
        // the rider's id is named with its table.
        holding: sql<number>`(select count(*) from ${orders} where ${orders.riderId} = ${users}.${sql.identifier(users.id.name)} and ${inArray(orders.status, ['COMPLETED', 'OUT_FOR_DELIVERY'])})`,
      })
      .from(users)
      .where(and(eq(users.role, 'DELIVERY_MAN'), isNull(users.deactivatedAt)))
      .orderBy(asc(users.name))
      .prepare(),
    shelf: orderWithCustomer()
      .where(inArray(orders.status, ON_THE_RIDERS_SHELF))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .prepare(),
  };
}

/** `places` answers the restaurant's areas and landmarks as they are now: tickets name the nearest. */
export function createStaffViews(db: Db, publicUrl: string, places: () => Place[]) {
  const statements = staffStatements(db);

  /** Each order's lines as staff screens show them, with the ids of those a cook ticked done. */
  function lineItemsOf(orderIds: number[]): Map<number, { items: StaffLineItem[]; doneLineIds: number[] }> {
    const byOrder = new Map<number, { items: StaffLineItem[]; doneLineIds: number[] }>();
    if (!orderIds.length) return byOrder;
    const lines = [...linesOfOrders(db, orderIds).values()].flat();
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const recipe = new Map<number, { id: number; name: string }[]>();
    if (productIds.length) {
      for (const { productId, id, name } of statements.recipes.all({ productIds: idList(productIds) })) {
        const list = recipe.get(productId) ?? [];
        list.push({ id, name });
        recipe.set(productId, list);
      }
    }
    for (const line of lines) {
      const entry = byOrder.get(line.orderId) ?? { items: [], doneLineIds: [] };
      entry.items.push({
        id: line.id,
        name: line.productName,
        imageLink: pictureUrl(publicUrl, line.imagePath),
        quantity: line.quantity,
        ingredients: recipe.get(line.productId) ?? [],
        options: line.options,
        note: line.note,
      });
      if (line.doneAt !== null) entry.doneLineIds.push(line.id);
      byOrder.set(line.orderId, entry);
    }
    return byOrder;
  }

  type Row = {
    order: typeof orders.$inferSelect;
    customerName: string;
    customerPhone: string | null;
    riderName: string | null;
  };

  const riderOf = ({ order, riderName }: Row) =>
    order.riderId === null || riderName === null ? null : { id: order.riderId, firstName: firstName(riderName) };

  /** When each order's holder took it, and why its last attempt at the door failed, if it did. */
  type Trip = { takenAt: number | null; failedReason: string | null; addressCorrected: boolean };

  /**
   * When each order's holder took it, why its last attempt at the door failed, if it did, and whether the customer
   * corrected the address since that attempt (corrections are taken only after one).
   */
  function tripsOf(orderIds: number[]): Map<number, Trip> {
    const trips = new Map<number, Trip>();
    if (!orderIds.length) return trips;
    for (const move of statements.riderMoves.all({ orderIds: idList(orderIds) })) {
      const trip = trips.get(move.orderId) ?? { takenAt: null, failedReason: null, addressCorrected: false };
      trips.set(move.orderId, trip);
      if (isAddressCorrection(move)) {
        trip.addressCorrected = true;
        continue;
      }
      trip.takenAt = move.toStatus === 'OUT_FOR_DELIVERY' ? move.at : null;
      // A move off the road with a reason is a failed attempt; a hand-back or the kitchen's Mark ready clears it.
      if (move.fromStatus === 'OUT_FOR_DELIVERY' && move.reason !== null) {
        trip.failedReason = move.reason;
        trip.addressCorrected = false;
      } else if (move.toStatus === 'COMPLETED') trip.failedReason = null;
    }
    return trips;
  }

  /** When each finished order was last completed, and delivered: only those are looked up. */
  function finishingTimes(rows: Row[]): Map<number, Partial<Record<OrderStatus, number>>> {
    const times = new Map<number, Partial<Record<OrderStatus, number>>>();
    const finished = rows.filter(({ order }) => FINISHED.includes(order.status)).map(({ order }) => order.id);
    if (!finished.length) return times;
    for (const { orderId, toStatus, at } of statements.lastMoves.all({ orderIds: idList(finished) })) {
      if (at !== null) times.set(orderId, { ...times.get(orderId), [toStatus]: at });
    }
    return times;
  }

  /**
   * For orders whose last trip ended with the rider bringing them back: why, and whether the customer corrected the
   * address since. Orders that never came back, or went through the kitchen normally since, are not in the map.
   */
  function returns(orderIds: number[]): Map<number, { reason: string; addressCorrected: boolean }> {
    const found = new Map<number, { reason: string; addressCorrected: boolean }>();
    if (!orderIds.length) return found;
    for (const event of statements.intoPreparing.all({ orderIds: idList(orderIds) })) {
      const earlier = found.get(event.orderId);
      if (isAddressCorrection(event)) {
        if (earlier) earlier.addressCorrected = true;
      } else if (isReturn(event)) {
        found.set(event.orderId, { reason: event.reason?.trim() || 'no reason given', addressCorrected: false });
      } else found.delete(event.orderId);
    }
    return found;
  }

  function toKitchen(rows: Row[]): KitchenOrder[] {
    const lines = lineItemsOf(rows.map((r) => r.order.id));
    const finished = finishingTimes(rows);
    // Only cards being prepared again say why: once out, the return is history for the kitchen.
    const returned = returns(rows.filter(({ order }) => order.status === 'PREPARING').map(({ order }) => order.id));
    const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());
    return rows.map((row) => {
      const { order, customerName } = row;
      const times = finished.get(order.id);
      const detour = returned.get(order.id);
      return {
        orderId: order.id,
        status: order.status,
        lineItems: lines.get(order.id)?.items ?? [],
        confirmedAt: new Date(order.confirmedAt ?? order.createdAt).toISOString(),
        completedAt: iso(times?.COMPLETED),
        // A delivery that failed and went out again is timed by its last hand-over, and only once it is delivered.
        deliveredAt: order.status === 'DELIVERED' ? iso(times?.DELIVERED) : null,
        returnedReason: detour?.reason ?? null,
        correctedAddress: detour?.addressCorrected ? `${order.address} (${order.sector})` : null,
        customerFirstName: firstName(customerName),
        pointFromSector: order.pointFromSector,
        rider: riderOf(row),
        doneLineIds: lines.get(order.id)?.doneLineIds ?? [],
      };
    });
  }

  function toDelivery(rows: Row[]): DeliveryOrder[] {
    const lines = lineItemsOf(rows.map((r) => r.order.id));
    const returned = returns(rows.map((r) => r.order.id));
    const trips = tripsOf(rows.map((r) => r.order.id));
    const iso = (at: number | null | undefined) => (at == null ? null : new Date(at).toISOString());
    return rows.map((row) => {
      const { order, customerName, customerPhone } = row;
      const trip = trips.get(order.id);
      return {
        orderId: order.id,
        status: order.status,
        price: centsToPrice(order.totalCents),
        deliveryFee: centsToPrice(order.deliveryFeeCents),
        paymentMethod: order.paymentMethod,
        address: order.address,
        latitude: order.latitude,
        longitude: order.longitude,
        sector: order.sector,
        customerFirstName: firstName(customerName),
        customerPhone: customerPhone || null,
        lineItems: lines.get(order.id)?.items ?? [],
        deliveryNote: order.deliveryNote,
        addressCorrected: (returned.get(order.id)?.addressCorrected ?? false) || (trip?.addressCorrected ?? false),
        pointFromSector: order.pointFromSector,
        rider: riderOf(row),
        takenAt: order.status === 'OUT_FOR_DELIVERY' ? iso(trip?.takenAt) : null,
        failedReason: trip?.failedReason ?? null,
      };
    });
  }

  const inStatus = (status: OrderStatus) => toKitchen(statements.inStatus.all({ status }));

  return {
    board(now = Date.now()): KitchenBoard {
      const finished = statements.finishedSince
        .all({ since: now - KITCHEN_COMPLETED_WINDOW_MS })
        .map((row) => row.orderId);
      const completed = finished.length ? toKitchen(statements.stillFinished.all({ orderIds: idList(finished) })) : [];
      return {
        processing: inStatus('PROCESSING'),
        preparing: inStatus('PREPARING'),
        completed: completed.filter((order) => stillCompleted(order, now)),
      };
    },

    /** Orders ready to go out and out with a rider, oldest first. */
    ridersShelf(): DeliveryOrder[] {
      return toDelivery(statements.shelf.all());
    },

    /** Who the restaurant can give an order to, by name. */
    assignableRiders(): AssignableRider[] {
      return statements.riders
        .all()
        .map((r) => ({ id: r.id, firstName: firstName(r.name), name: r.name, holding: r.holding }));
    },

    /** What one rider delivered since `since`, newest first, with the cash to hand in. */
    deliveredBy(riderId: number, since: number): DeliveredToday {
      const rows = statements.deliveredBy.all({ riderId, since });
      const cashCents = rows
        .filter(({ order }) => order.paymentMethod === 'CASH')
        .reduce((sum, { order }) => sum + order.totalCents, 0);
      return {
        orders: rows.map(({ order, at }) => ({
          orderId: order.id,
          price: centsToPrice(order.totalCents),
          paymentMethod: order.paymentMethod,
          sector: order.sector,
          deliveredAt: new Date(at).toISOString(),
        })),
        cashTotal: centsToPrice(cashCents),
      };
    },

    kitchenCard(orderId: number): KitchenOrder | undefined {
      return toKitchen(statements.byId.all({ orderId }))[0];
    },

    deliveryCard(orderId: number): DeliveryOrder | undefined {
      return toDelivery(statements.byId.all({ orderId }))[0];
    },

    /** One order as its printed ticket shows it, in whatever status; undefined when there is no such order. */
    ticket(orderId: number): Omit<OrderTicket, 'timeZone'> | undefined {
      const [row] = statements.byId.all({ orderId });
      if (!row) return undefined;
      const { order, customerName, customerPhone } = row;
      const detour = returns([order.id]).get(order.id);
      return {
        orderId: order.id,
        status: order.status,
        placedAt: new Date(order.createdAt).toISOString(),
        confirmedAt: order.confirmedAt === null ? null : new Date(order.confirmedAt).toISOString(),
        lines: linesOfOrder(db, order.id).map((line) => ({
          name: line.productName,
          quantity: line.quantity,
          amount: centsToPrice(line.unitPriceCents * line.quantity),
          options: line.options,
          note: line.note,
        })),
        deliveryFee: centsToPrice(order.deliveryFeeCents),
        total: centsToPrice(order.totalCents),
        paymentMethod: order.paymentMethod,
        address: order.address,
        sector: order.sector,
        // A sector's centre is near no landmark the customer meant.
        nearestPlace: order.pointFromSector ? null : (nearestPlace(order, places())?.label ?? null),
        pointFromSector: order.pointFromSector,
        customerFirstName: firstName(customerName),
        deliveryNote: order.deliveryNote,
        customerPhone: customerPhone || null,
        returnedReason: detour?.reason ?? null,
        addressCorrected: detour?.addressCorrected ?? false,
      };
    },
  };
}
export type StaffViews = ReturnType<typeof createStaffViews>;

/**
 * The administrator's orders desk: a page of orders, newest first, filtered by status, day and customer; and one order
 * with its lines, its whole history and who made each move (docs/decisions/0026).
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orderLines, orders, users } from '../../drizzle/schema.ts';
import {
  DESK_PAGE_SIZE,
  isKitchenMove,
  PAGE_OUT_OF_RANGE,
  type DeskActor,
  type DeskFilters,
  type DeskHistoryEntry,
  type DeskOrder,
  type DeskOrderRow,
  type DeskPage,
} from '../../shared/orders-desk.ts';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { addDays, startOfLocalDay } from '../insights/restaurant-clock.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { toOrderItem } from './customer-orders.ts';
import { linesOfOrder } from './order-lines.ts';

/** Fewer digits than this in a search find too many phone numbers to be meant as one. */
const PHONE_SEARCH_MIN_DIGITS = 4;

const iso = (ms: number) => new Date(ms).toISOString();

/** `text` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type OrderWithCustomer = {
  order: typeof orders.$inferSelect;
  name: string;
  email: string;
  phone: string | null;
};

function toRow({ order, name, email, phone }: OrderWithCustomer, itemCount: number): DeskOrderRow {
  return {
    orderId: order.id,
    status: order.status,
    placedAt: iso(order.createdAt),
    confirmedAt: order.confirmedAt === null ? null : iso(order.confirmedAt),
    customer: { id: order.customerId, name, email, phone: phone || null },
    sector: order.sector,
    paymentMethod: order.paymentMethod,
    total: centsToPrice(order.totalCents),
    deliveryFee: centsToPrice(order.deliveryFeeCents),
    itemCount,
  };
}

/** Who started and finished the order in the kitchen, each once, and who handed it over last. */
export function whoMoved(history: DeskHistoryEntry[]): { cookedBy: DeskActor[]; deliveredBy: DeskActor | null } {
  const cooks = new Map<number, DeskActor>();
  for (const entry of history) if (entry.actor && isKitchenMove(entry)) cooks.set(entry.actor.id, entry.actor);
  const delivered = history.findLast((entry) => entry.to === 'DELIVERED');
  return { cookedBy: [...cooks.values()], deliveredBy: delivered?.actor ?? null };
}

const withCustomer = (db: Db) =>
  db
    .select({ order: orders, name: users.name, email: users.email, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId));

/**
 * The list's two queries, built but not run: the desk runs them, and a test holds their plans (`.toSQL()` then
 * EXPLAIN QUERY PLAN) to the indexes on orders.
 */
/** `timeZone` is asked on each query: the administrator may change the restaurant's zone while it runs. */
export function deskListQueries(db: Db, timeZone: () => string) {
  /**
   * An order number ("1042" or "#1042"), or part of the customer's e-mail address, name or phone number. Customers
   * are looked up first, so their orders are then read through the customer index.
   */
  function matching(q: string): SQL {
    const pattern = containing(q);
    const like = (column: typeof users.email | typeof users.name) => sql`${column} like ${pattern} escape '\\'`;
    // Numbers are kept as digits with the calling code first: "0300 1234567" finds 923001234567.
    const digits = q.replace(/\D/g, '').replace(/^0+/, '');
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          like(users.email),
          like(users.name),
          digits.length >= PHONE_SEARCH_MIN_DIGITS ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
        ),
      );
    const orderNumber = /^#?\d+$/.test(q) ? Number(q.replace('#', '')) : NaN;
    return or(
      Number.isSafeInteger(orderNumber) ? eq(orders.id, orderNumber) : undefined,
      inArray(orders.customerId, customers),
    )!;
  }

  function conditions({ status, startDate, endDate, q }: DeskFilters): SQL | undefined {
    // An order's day is the day it was confirmed; one never confirmed has only the day it was placed.
    const day = status ? sql`coalesce(${orders.confirmedAt}, ${orders.createdAt})` : sql`${orders.confirmedAt}`;
    return and(
      status ? eq(orders.status, status) : isNotNull(orders.confirmedAt),
      startDate ? gte(day, startOfLocalDay(startDate, timeZone())) : undefined,
      endDate ? lt(day, startOfLocalDay(addDays(endDate, 1), timeZone())) : undefined,
      q ? matching(q) : undefined,
    );
  }

  return {
    /** How many orders match. */
    count: (filters: DeskFilters) => db.select({ n: count() }).from(orders).where(conditions(filters)),
    /** The filters' page of orders, with each one's customer. */
    page: (filters: DeskFilters) =>
      withCustomer(db)
        .where(conditions(filters))
        .orderBy(desc(orders.id))
        .limit(DESK_PAGE_SIZE)
        .offset((filters.page - 1) * DESK_PAGE_SIZE),
  };
}

export function createOrdersDesk(app: FastifyInstance) {
  const { db } = app;
  const queries = deskListQueries(db, app.restaurant.timeZone);

  function itemCounts(orderIds: number[]): Map<number, number> {
    if (!orderIds.length) return new Map();
    const rows = db
      .select({ orderId: orderLines.orderId, portions: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .groupBy(orderLines.orderId)
      .all();
    return new Map(rows.map((row) => [row.orderId, row.portions]));
  }

  const rider = alias(users, 'rider');
  const riderRef = (id: number | null, name: string | null) =>
    id === null || name === null ? null : { id, firstName: name.trim().split(/\s+/)[0] ?? name };

  function history(orderId: number): DeskHistoryEntry[] {
    return db
      .select({ event: orderEvents, actorName: users.name, actorRole: users.role, riderName: rider.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .leftJoin(rider, eq(rider.id, orderEvents.riderId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id)
      .all()
      .map(({ event, actorName, actorRole, riderName }) => ({
        seq: event.id,
        at: iso(event.at),
        from: event.fromStatus,
        to: event.toStatus,
        actor:
          event.actorId === null || actorName === null || actorRole === null
            ? null
            : { id: event.actorId, name: actorName, role: actorRole },
        rider: riderRef(event.riderId, riderName),
        reason: event.reason?.trim() || null,
      }));
  }

  return {
    /** One page of the orders matching the filters; a page past the last is refused, page 1 of none is empty. */
    list(filters: DeskFilters): DeskPage {
      const total = queries.count(filters).get()?.n ?? 0;
      const pages = Math.ceil(total / DESK_PAGE_SIZE);
      if (filters.page > Math.max(pages, 1)) {
        throw badRequest(
          `There ${pages === 1 ? 'is 1 page' : `are ${pages} pages`} of orders with these filters, so no page ${filters.page}.`,
          { code: PAGE_OUT_OF_RANGE },
        );
      }
      const rows = queries.page(filters).all();
      const portions = itemCounts(rows.map((row) => row.order.id));
      return {
        orders: rows.map((row) => toRow(row, portions.get(row.order.id) ?? 0)),
        page: filters.page,
        pageSize: DESK_PAGE_SIZE,
        total,
        pages,
      };
    },

    /** Any order, unconfirmed ones too: the administrator may look into what a customer left unfinished. */
    one(orderId: number): DeskOrder {
      const row = withCustomer(db).where(eq(orders.id, orderId)).get();
      if (!row) throw notFound(`There is no order #${orderId}.`);
      const items = linesOfOrder(db, orderId).map((line) => toOrderItem(line, app.publicUrl));
      const steps = history(orderId);
      const holder = row.order.riderId;
      const holderName =
        holder === null
          ? null
          : (db.select({ name: users.name }).from(users).where(eq(users.id, holder)).get()?.name ?? null);
      return {
        ...toRow(
          row,
          items.reduce((portions, item) => portions + item.quantity, 0),
        ),
        address: row.order.address,
        latitude: row.order.latitude,
        longitude: row.order.longitude,
        pointFromSector: row.order.pointFromSector,
        deliveryNote: row.order.deliveryNote,
        items,
        history: steps,
        ...whoMoved(steps),
        rider: riderRef(holder, holderName),
      };
    },
  };
}

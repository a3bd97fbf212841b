/** The kitchen's and the riders' view of orders: cards with their lines and each dish's ingredients. */
import { pictureUrl } from '../../shared/product-pictures.ts';
import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { ingredients, orderEvents, orderLines, orders, productIngredients, users } from '../../drizzle/schema.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import {
  KITCHEN_COMPLETED_WINDOW_MS,
  type DeliveryOrder,
  type KitchenBoard,
  type KitchenOrder,
  type StaffLineItem,
} from '../../shared/staff-orders.ts';
import type { Db } from '../db/database.ts';
import { idList, inList } from '../db/in-list.ts';
import { centsToPrice } from '../menu/menu-store.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
/** Orders the kitchen has finished, wherever they went next: their cards say when. */
const FINISHED: OrderStatus[] = ['COMPLETED', 'DELIVERED'];

/** Every confirmation and move builds a card, so each statement here is compiled once. */
function staffStatements(db: Db) {
  const p = sql.placeholder;
  const orderWithCustomer = () =>
    db
      .select({ order: orders, customerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId));
  return {
    lines: db.select().from(orderLines).where(inList(orderLines.orderId, 'orderIds')).orderBy(orderLines.id).prepare(),
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
    completedAt: db
      .select({ orderId: orderEvents.orderId, at: max(orderEvents.at) })
      .from(orderEvents)
      .where(and(inList(orderEvents.orderId, 'orderIds'), eq(orderEvents.toStatus, 'COMPLETED')))
      .groupBy(orderEvents.orderId)
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
    ready: orderWithCustomer()
      .where(eq(orders.status, 'COMPLETED'))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .prepare(),
  };
}

export function createStaffViews(db: Db, publicUrl: string) {
  const statements = staffStatements(db);

  function lineItemsOf(orderIds: number[]): Map<number, StaffLineItem[]> {
    const byOrder = new Map<number, StaffLineItem[]>();
    if (!orderIds.length) return byOrder;
    const lines = statements.lines.all({ orderIds: idList(orderIds) });
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
      const list = byOrder.get(line.orderId) ?? [];
      list.push({
        id: line.productId,
        name: line.productName,
        imageLink: pictureUrl(publicUrl, line.imagePath),
        quantity: line.quantity,
        ingredients: recipe.get(line.productId) ?? [],
      });
      byOrder.set(line.orderId, list);
    }
    return byOrder;
  }

  type Row = { order: typeof orders.$inferSelect; customerName: string };

  /** When each finished order was last completed: only those are looked up. */
  function completionTimes(rows: Row[]): Map<number, number> {
    const finished = rows.filter(({ order }) => FINISHED.includes(order.status)).map(({ order }) => order.id);
    if (!finished.length) return new Map();
    const times = statements.completedAt.all({ orderIds: idList(finished) });
    return new Map(times.flatMap(({ orderId, at }) => (at === null ? [] : [[orderId, at] as const])));
  }

  function toKitchen(rows: Row[]): KitchenOrder[] {
    const lines = lineItemsOf(rows.map((r) => r.order.id));
    const completed = completionTimes(rows);
    return rows.map(({ order, customerName }) => {
      const completedAt = completed.get(order.id);
      return {
        orderId: order.id,
        status: order.status,
        lineItems: lines.get(order.id) ?? [],
        confirmedAt: new Date(order.confirmedAt ?? order.createdAt).toISOString(),
        completedAt: completedAt === undefined ? null : new Date(completedAt).toISOString(),
        customerFirstName: firstName(customerName),
      };
    });
  }

  function toDelivery(rows: Row[]): DeliveryOrder[] {
    const lines = lineItemsOf(rows.map((r) => r.order.id));
    return rows.map(({ order, customerName }) => ({
      orderId: order.id,
      status: order.status,
      price: centsToPrice(order.totalCents),
      paymentMethod: order.paymentMethod,
      address: order.address,
      latitude: order.latitude,
      longitude: order.longitude,
      sector: order.sector,
      customerFirstName: firstName(customerName),
      lineItems: lines.get(order.id) ?? [],
    }));
  }

  const inStatus = (status: OrderStatus) => toKitchen(statements.inStatus.all({ status }));

  return {
    board(now = Date.now()): KitchenBoard {
      const finished = statements.finishedSince
        .all({ since: now - KITCHEN_COMPLETED_WINDOW_MS })
        .map((row) => row.orderId);
      const completed = finished.length ? toKitchen(statements.stillFinished.all({ orderIds: idList(finished) })) : [];
      return { processing: inStatus('PROCESSING'), preparing: inStatus('PREPARING'), completed };
    },

    /** Orders ready to go out, oldest first. */
    readyForDelivery(): DeliveryOrder[] {
      return toDelivery(statements.ready.all());
    },

    kitchenCard(orderId: number): KitchenOrder | undefined {
      return toKitchen(statements.byId.all({ orderId }))[0];
    },

    deliveryCard(orderId: number): DeliveryOrder | undefined {
      return toDelivery(statements.byId.all({ orderId }))[0];
    },
  };
}
export type StaffViews = ReturnType<typeof createStaffViews>;

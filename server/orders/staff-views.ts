/** The kitchen's and the riders' view of orders: cards with their lines and each dish's ingredients. */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
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
import { centsToPrice } from '../menu/menu-store.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function createStaffViews(db: Db) {
  function lineItemsOf(orderIds: number[]): Map<number, StaffLineItem[]> {
    const byOrder = new Map<number, StaffLineItem[]>();
    if (!orderIds.length) return byOrder;
    const lines = db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(orderLines.id)
      .all();
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const recipe = new Map<number, { id: number; name: string }[]>();
    if (productIds.length) {
      const rows = db
        .select({ productId: productIngredients.productId, id: ingredients.id, name: ingredients.name })
        .from(productIngredients)
        .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
        .where(inArray(productIngredients.productId, productIds))
        .orderBy(productIngredients.productId, productIngredients.position)
        .all();
      for (const { productId, id, name } of rows) {
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
        imageLink: line.imagePath,
        quantity: line.quantity,
        ingredients: recipe.get(line.productId) ?? [],
      });
      byOrder.set(line.orderId, list);
    }
    return byOrder;
  }

  const orderWithCustomer = () =>
    db
      .select({ order: orders, customerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId));

  type Row = { order: typeof orders.$inferSelect; customerName: string };

  function toKitchen(rows: Row[]): KitchenOrder[] {
    const lines = lineItemsOf(rows.map((r) => r.order.id));
    return rows.map(({ order, customerName }) => ({
      orderId: order.id,
      status: order.status,
      lineItems: lines.get(order.id) ?? [],
      confirmedAt: new Date(order.confirmedAt ?? order.createdAt).toISOString(),
      customerFirstName: firstName(customerName),
    }));
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

  const inStatus = (status: OrderStatus) =>
    toKitchen(
      orderWithCustomer().where(eq(orders.status, status)).orderBy(asc(orders.confirmedAt), asc(orders.id)).all(),
    );

  return {
    board(now = Date.now()): KitchenBoard {
      const finished = db
        .selectDistinct({ orderId: orderEvents.orderId })
        .from(orderEvents)
        .where(and(eq(orderEvents.toStatus, 'COMPLETED'), gt(orderEvents.at, now - KITCHEN_COMPLETED_WINDOW_MS)))
        .all()
        .map((row) => row.orderId);
      const completed = finished.length
        ? toKitchen(
            orderWithCustomer()
              .where(and(inArray(orders.id, finished), inArray(orders.status, ['COMPLETED', 'DELIVERED'])))
              .orderBy(desc(orders.updatedAt))
              .all(),
          )
        : [];
      return { processing: inStatus('PROCESSING'), preparing: inStatus('PREPARING'), completed };
    },

    /** Orders ready to go out, oldest first. */
    readyForDelivery(): DeliveryOrder[] {
      return toDelivery(
        orderWithCustomer().where(eq(orders.status, 'COMPLETED')).orderBy(asc(orders.updatedAt), asc(orders.id)).all(),
      );
    },

    kitchenCard(orderId: number): KitchenOrder | undefined {
      return toKitchen(orderWithCustomer().where(eq(orders.id, orderId)).all())[0];
    },

    deliveryCard(orderId: number): DeliveryOrder | undefined {
      return toDelivery(orderWithCustomer().where(eq(orders.id, orderId)).all())[0];
    },
  };
}
export type StaffViews = ReturnType<typeof createStaffViews>;

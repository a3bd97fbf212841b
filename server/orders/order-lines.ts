/**
 * An order's lines as every view shows them: the copy kept when it was placed (name, picture, price, note) and the
 * choices copied with it, not today's menu.
 */
import { asc, eq } from 'drizzle-orm';
import { orderLineChoices, orderLines, orders } from '../../drizzle/schema.ts';
import type { ChosenOption } from '../../shared/options.ts';
import type { Db } from '../db/database.ts';
import { idList, inList } from '../db/in-list.ts';
import type { OrderSummary } from '../mail/templates.ts';
import { centsToPrice } from '../menu/menu-store.ts';

export type OrderLineRow = typeof orderLines.$inferSelect & { options: ChosenOption[] };

/** Every view reads lines with these: compiled once per database. */
const prepared = new WeakMap<Db, ReturnType<typeof statements>>();

function statements(db: Db) {
  return {
    lines: db.select().from(orderLines).where(inList(orderLines.orderId, 'orderIds')).orderBy(orderLines.id).prepare(),
    choices: db
      .select()
      .from(orderLineChoices)
      .where(inList(orderLineChoices.orderLineId, 'lineIds'))
      .orderBy(asc(orderLineChoices.orderLineId), asc(orderLineChoices.position))
      .prepare(),
  };
}

/** The lines of these orders, each with its choices, in the order they were placed; by order id. */
export function linesOfOrders(db: Db, orderIds: readonly number[]): Map<number, OrderLineRow[]> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  let compiled = prepared.get(db);
  if (!compiled) {
    compiled = statements(db);
    prepared.set(db, compiled);
  }
  const lines = compiled.lines.all({ orderIds: idList(orderIds) });
  const options = new Map<number, ChosenOption[]>();
  if (lines.length > 0) {
    for (const row of compiled.choices.all({ lineIds: idList(lines.map((line) => line.id)) })) {
      const list = options.get(row.orderLineId) ?? [];
      list.push({
        choiceId: row.choiceId,
        group: row.groupName,
        choice: row.choiceName,
        price: centsToPrice(row.priceDeltaCents),
      });
      options.set(row.orderLineId, list);
    }
  }
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push({ ...line, options: options.get(line.id) ?? [] });
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

/** The lines of one order, each with its choices. */
export function linesOfOrder(db: Db, orderId: number): OrderLineRow[] {
  return linesOfOrders(db, [orderId]).get(orderId) ?? [];
}

/** The order as its confirmation mail lists it. */
export function orderSummary(db: Db, orderId: number): OrderSummary {
  const order = db
    .select({
      totalCents: orders.totalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      deliveryNote: orders.deliveryNote,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) throw new Error(`order ${orderId} vanished before its mail`);
  return {
    lines: linesOfOrder(db, orderId).map((line) => ({
      quantity: line.quantity,
      name: line.productName,
      options: line.options,
      note: line.note,
      amount: centsToPrice(line.unitPriceCents * line.quantity),
    })),
    deliveryFee: centsToPrice(order.deliveryFeeCents),
    total: centsToPrice(order.totalCents),
    deliveryNote: order.deliveryNote,
  };
}

/** Every feedback with its stars and dish thumbs, its customer, its order and any follow-up, for the Feedbacks page. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { feedback, feedbackDishRatings, orderEvents, orderLines, orders, users } from '../../drizzle/schema.ts';
import type { AdminFeedback, RatedDish } from '../../shared/feedback.ts';
import type { OrderItem } from '../../shared/orders.ts';
import type { Db } from '../db/database.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { toOrderItem } from '../orders/customer-orders.ts';
import { linesOfOrders } from '../orders/order-lines.ts';
import { failedAttempt, isAddressCorrection } from '../orders/order-events.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Newest first. Four queries whatever the count: the feedback rows with everything joined to them, then the lines,
 * the dish thumbs and the failed deliveries of every order that has feedback (joined rather than listed by id, so no
 * parameter limit is ever reached).
 */
export function listFeedback(db: Db, publicUrl: string): AdminFeedback[] {
  const admins = alias(users, 'follow_up_admin');
  const rows = db
    .select({
      feedback,
      order: orders,
      customerName: users.name,
      customerEmail: users.email,
      followUpByName: admins.name,
    })
    .from(feedback)
    .innerJoin(orders, eq(orders.id, feedback.orderId))
    .innerJoin(users, eq(users.id, feedback.customerId))
    .leftJoin(admins, eq(admins.id, feedback.followUpBy))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .all();

  const itemsByOrder = new Map<number, OrderItem[]>();
  for (const [orderId, lines] of linesOfOrders(
    db,
    rows.map((row) => row.order.id),
  ))
    itemsByOrder.set(
      orderId,
      lines.map((line) => toOrderItem(line, publicUrl)),
    );

  const thumbsByFeedback = new Map<number, RatedDish[]>();
  const thumbs = db
    .select({
      feedbackId: feedbackDishRatings.feedbackId,
      orderLineId: feedbackDishRatings.orderLineId,
      productName: orderLines.productName,
      liked: feedbackDishRatings.liked,
    })
    .from(feedbackDishRatings)
    .innerJoin(orderLines, eq(orderLines.id, feedbackDishRatings.orderLineId))
    .orderBy(asc(orderLines.id))
    .all();
  for (const { feedbackId, ...thumb } of thumbs) {
    const list = thumbsByFeedback.get(feedbackId) ?? [];
    list.push(thumb);
    thumbsByFeedback.set(feedbackId, list);
  }

  // Failed attempts and address corrections end where a failed attempt leaves an order; other moves are left out below.
  const detours = db
    .select({ event: orderEvents })
    .from(orderEvents)
    .innerJoin(feedback, eq(feedback.orderId, orderEvents.orderId))
    .where(inArray(orderEvents.toStatus, ['PREPARING', 'COMPLETED', 'DELIVERY_FAILED']))
    .orderBy(orderEvents.id)
    .all();
  const historyByOrder = new Map<number, AdminFeedback['order']['delivery_history']>();
  for (const { event } of detours) {
    const list = historyByOrder.get(event.orderId) ?? [];
    if (failedAttempt(event)) list.push({ kind: 'returned', at: iso(event.at), reason: event.reason ?? '' });
    else if (isAddressCorrection(event))
      list.push({ kind: 'address-corrected', at: iso(event.at), previous_address: event.reason ?? '' });
    historyByOrder.set(event.orderId, list);
  }

  return rows.map(({ feedback: given, order, customerName, customerEmail, followUpByName }) => ({
    feedback_id: given.id,
    customer_id: given.customerId,
    customer_name: customerName,
    content: given.content,
    stars: given.stars,
    emotion: given.emotion,
    dishes: thumbsByFeedback.get(given.id) ?? [],
    created_at: iso(given.createdAt),
    follow_up:
      given.followUpAt === null
        ? null
        : { sent_at: iso(given.followUpAt), sent_by: followUpByName ?? 'An administrator' },
    order: {
      order_id: order.id,
      order_date: iso(order.confirmedAt ?? order.createdAt),
      customer_email: customerEmail,
      delivery_address: order.address,
      payment_method: order.paymentMethod,
      order_status: order.status,
      total_price: centsToPrice(order.totalCents),
      order_items: itemsByOrder.get(order.id) ?? [],
      delivery_history: historyByOrder.get(order.id) ?? [],
    },
  }));
}

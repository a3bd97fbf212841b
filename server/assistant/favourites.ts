/**
 * Today's favourites: what customers ordered most over the last week, for the answer to a request the assistant
 * could not read. Confirmed orders count, cancelled ones do not (as on the dashboard).
 */
import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { orderLines, orders } from '../../drizzle/schema.ts';
import type { Db } from '../db/database.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Product ids, most ordered first, over the week before `now`. */
export function favouriteProductIds(db: Db, now: number, limit: number): number[] {
  const sold = sql<number>`sum(${orderLines.quantity})`;
  return db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(isNotNull(orders.confirmedAt), ne(orders.status, 'CANCELLED'), gte(orders.confirmedAt, now - WEEK_MS)))
    .groupBy(orderLines.productId)
    .orderBy(desc(sold), orderLines.productId)
    .limit(limit)
    .all()
    .map((row) => row.productId);
}

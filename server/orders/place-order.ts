/**
 * Placing an order: validated against the delivery area and the menu, priced from the database,
 * created UNCONFIRMED with a 6-digit code e-mailed to the customer, and idempotent per Idempotency-Key.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders, products, users } from '../../drizzle/schema.ts';
import { MAX_LINE_QUANTITY, SOLD_OUT, soldOutMessage, type DeliveryArea } from '../../shared/orders.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { RESTAURANT_CLOSED, type RestaurantStatus } from '../../shared/opening-hours.ts';
import type { Db } from '../db/database.ts';
import { groupCommit } from '../db/group-commit.ts';
import { AppError, badRequest, conflict, unauthorized } from '../errors.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { codeLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { deliveryPoint, type DeliveryPoint, type SentPoint } from './delivery-point.ts';

export interface PlaceOrderInput extends SentPoint {
  address: string;
  paymentMethod: PaymentMethod;
  lineItems: { productId: number; quantity: number }[];
  sector: string;
}

/**
 * A new order says whether its code was e-mailed (false: the order exists, and the customer can ask again). A replay
 * of an earlier request says nothing about that mail: it was sent, or not, when the order was first placed.
 */
export type PlacedOrder = { orderId: number; total: number } & (
  { replayed: false; codeSent: boolean } | { replayed: true }
);

/** Lines for the same product become one line; their quantities add up. */
export function mergeLines(lines: PlaceOrderInput['lineItems']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of lines) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  for (const [productId, quantity] of merged) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw badRequest(`quantity: at most ${MAX_LINE_QUANTITY} of one dish per order (product ${productId}).`, {
        fields: { lineItems: `At most ${MAX_LINE_QUANTITY} of one dish per order.` },
      });
    }
  }
  return merged;
}

/**
 * 409: the order holds dishes the kitchen has sold out. Every one is named, and their ids sent, so the checkout can
 * offer to remove them in one tap instead of one refusal per dish.
 */
export function soldOutRefusal(
  dishes: readonly { id: number; name: string }[],
  message = soldOutMessage(dishes.map((dish) => dish.name)),
): AppError {
  return new AppError(409, message, {
    code: SOLD_OUT,
    productIds: dishes.map((dish) => dish.id),
    fields: { lineItems: message },
  });
}

const ACCOUNT_GONE = 'Your session has ended. Please log in again.';

/** 409 while the restaurant is closed or paused, saying until when, with a code the checkout acts on. */
function restaurantClosedRefusal(status: RestaurantStatus): AppError {
  return new AppError(409, status.message ?? 'The restaurant is not taking orders right now.', {
    code: RESTAURANT_CLOSED,
  });
}

function requestHash(input: PlaceOrderInput, point: DeliveryPoint, merged: Map<number, number>): string {
  const canonical = {
    latitude: point.latitude,
    longitude: point.longitude,
    address: input.address,
    paymentMethod: input.paymentMethod,
    sector: input.sector,
    lines: [...merged].sort(([a], [b]) => a - b),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Placing an order runs these on every request: each is compiled once, not per order. */
function orderStatements(db: Db) {
  const p = sql.placeholder;
  return {
    activeCustomer: db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, p('id')), isNull(users.deactivatedAt)))
      .prepare(),
    earlier: db
      .select({ id: orders.id, totalCents: orders.totalCents, requestHash: orders.requestHash })
      .from(orders)
      .where(and(eq(orders.customerId, p('customerId')), eq(orders.idempotencyKey, p('idempotencyKey'))))
      .prepare(),
    product: db
      .select({
        name: products.name,
        available: products.available,
        priceCents: products.priceCents,
        imagePath: products.imagePath,
      })
      .from(products)
      .where(and(eq(products.id, p('id')), isNull(products.deletedAt)))
      .prepare(),
    insertOrder: db
      .insert(orders)
      .values({
        customerId: p('customerId'),
        status: 'UNCONFIRMED',
        paymentMethod: p('paymentMethod'),
        address: p('address'),
        sector: p('sector'),
        latitude: p('latitude'),
        longitude: p('longitude'),
        pointFromSector: p('pointFromSector'),
        totalCents: p('totalCents'),
        createdAt: p('now'),
        updatedAt: p('now'),
        idempotencyKey: p('idempotencyKey'),
        requestHash: p('requestHash'),
      })
      .returning({ id: orders.id })
      .prepare(),
    insertLine: db
      .insert(orderLines)
      .values({
        orderId: p('orderId'),
        productId: p('productId'),
        productName: p('productName'),
        imagePath: p('imagePath'),
        unitPriceCents: p('unitPriceCents'),
        quantity: p('quantity'),
      })
      .prepare(),
  };
}

export function createOrderPlacer(app: FastifyInstance, area: DeliveryArea) {
  const perCustomer = new RateLimiter(LIMITS.ordersPerCustomer);
  const statements = orderStatements(app.db);
  const commits = groupCommit(app.db);

  return async function placeOrder(
    customer: { id: number; name: string; email: string },
    input: PlaceOrderInput,
    idempotencyKey: string | undefined,
  ): Promise<PlacedOrder> {
    const point = deliveryPoint(area, input, input.sector);
    const merged = mergeLines(input.lineItems);
    const hash = requestHash(input, point, merged);

    // The order, its lines and its code are written together, and acknowledged once committed.
    const outcome = await commits.write(() => {
      // The account may have been deleted since the request was let in (its write waits for the next commit).
      if (!statements.activeCustomer.get({ id: customer.id })) throw unauthorized(ACCOUNT_GONE);
      if (idempotencyKey) {
        const earlier = statements.earlier.get({ customerId: customer.id, idempotencyKey });
        if (earlier) {
          if (earlier.requestHash !== hash) {
            throw conflict(
              'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
            );
          }
          return { orderId: earlier.id, totalCents: earlier.totalCents, code: null };
        }
      }

      // A replay above still answers for its order, placed while the restaurant took orders; a new one waits.
      const restaurant = app.restaurant.status();
      if (!restaurant.acceptingOrders) throw restaurantClosedRefusal(restaurant);

      // Only new orders count; replays of the same request are free.
      perCustomer.consume(String(customer.id), 'You are placing orders very quickly.');
      const lines = [...merged].map(([id, quantity]) => {
        const product = statements.product.get({ id });
        if (!product)
          throw badRequest(`lineItems: product ${id} is not on the menu.`, {
            fields: { lineItems: `Product ${id} is not on the menu.` },
          });
        return { id, quantity, product };
      });
      const soldOut = lines.filter((line) => !line.product.available);
      if (soldOut.length > 0) throw soldOutRefusal(soldOut.map(({ id, product }) => ({ id, name: product.name })));

      const now = Date.now();
      const totalCents = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
      const order = statements.insertOrder.get({
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        address: input.address,
        sector: input.sector,
        latitude: point.latitude,
        longitude: point.longitude,
        pointFromSector: point.fromSector,
        totalCents,
        now,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      })!;
      for (const { id, quantity, product } of lines) {
        statements.insertLine.run({
          orderId: order.id,
          productId: id,
          productName: product.name,
          imagePath: product.imagePath,
          unitPriceCents: product.priceCents,
          quantity,
        });
      }
      const code = app.codes.issue({ purpose: 'order', userId: customer.id, orderId: order.id }, now);
      return { orderId: order.id, totalCents, code };
    });

    const total = centsToPrice(outcome.totalCents);
    if (outcome.code === null) return { orderId: outcome.orderId, total, replayed: true };
    const sent = await app.mail.send({
      to: customer.email,
      purpose: 'order-code',
      ...codeLetter({ name: customer.name, code: outcome.code, purpose: 'order', orderId: outcome.orderId }),
    });
    return { orderId: outcome.orderId, total, codeSent: sent.ok, replayed: false };
  };
}

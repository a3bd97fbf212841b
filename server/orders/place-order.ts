/**
 * Placing an order: validated against the delivery area and the menu, priced from the database,
 * created UNCONFIRMED with a 6-digit code e-mailed to the customer, and idempotent per Idempotency-Key.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders, products } from '../../drizzle/schema.ts';
import { MAX_LINE_QUANTITY, type DeliveryArea } from '../../shared/orders.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { badRequest, conflict } from '../errors.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { codeLetter } from '../mail/templates.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';

export interface PlaceOrderInput {
  latitude: number;
  longitude: number;
  address: string;
  paymentMethod: PaymentMethod;
  lineItems: { productId: number; quantity: number }[];
  sector: string;
}

export interface PlacedOrder {
  orderId: number;
  total: number;
  /** False when the order exists but its code could not be e-mailed (the customer can ask again). */
  codeSent: boolean;
}

export function insideArea(area: DeliveryArea, latitude: number, longitude: number): boolean {
  const [[south, west], [north, east]] = area;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

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

function requestHash(input: PlaceOrderInput, merged: Map<number, number>): string {
  const canonical = {
    latitude: input.latitude,
    longitude: input.longitude,
    address: input.address,
    paymentMethod: input.paymentMethod,
    sector: input.sector,
    lines: [...merged].sort(([a], [b]) => a - b),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export function createOrderPlacer(app: FastifyInstance, area: DeliveryArea) {
  const perCustomer = new RateLimiter(LIMITS.ordersPerCustomer);

  return async function placeOrder(
    customer: { id: number; name: string; email: string },
    input: PlaceOrderInput,
    idempotencyKey: string | undefined,
  ): Promise<PlacedOrder & { replayed: boolean }> {
    if (!insideArea(area, input.latitude, input.longitude)) {
      throw badRequest('latitude/longitude: the delivery point is outside our delivery area.', {
        fields: { latitude: 'Outside the delivery area.', longitude: 'Outside the delivery area.' },
      });
    }
    const merged = mergeLines(input.lineItems);
    const hash = requestHash(input, merged);

    const outcome = app.db.transaction((tx) => {
      if (idempotencyKey) {
        const earlier = tx
          .select()
          .from(orders)
          .where(and(eq(orders.customerId, customer.id), eq(orders.idempotencyKey, idempotencyKey)))
          .get();
        if (earlier) {
          if (earlier.requestHash !== hash) {
            throw conflict(
              'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
            );
          }
          return { orderId: earlier.id, totalCents: earlier.totalCents, code: null };
        }
      }

      // Only new orders count; replays of the same request are free.
      perCustomer.consume(String(customer.id), 'You are placing orders very quickly.');
      const ids = [...merged.keys()];
      const found = tx
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
        .all();
      const byId = new Map(found.map((p) => [p.id, p]));
      for (const id of ids) {
        const product = byId.get(id);
        if (!product)
          throw badRequest(`lineItems: product ${id} is not on the menu.`, {
            fields: { lineItems: `Product ${id} is not on the menu.` },
          });
        if (!product.available)
          throw badRequest(`lineItems: ${product.name} is sold out.`, {
            fields: { lineItems: `${product.name} is sold out.` },
          });
      }

      const now = Date.now();
      const totalCents = ids.reduce((sum, id) => sum + byId.get(id)!.priceCents * merged.get(id)!, 0);
      const order = tx
        .insert(orders)
        .values({
          customerId: customer.id,
          status: 'UNCONFIRMED',
          paymentMethod: input.paymentMethod,
          address: input.address,
          sector: input.sector,
          latitude: input.latitude,
          longitude: input.longitude,
          totalCents,
          createdAt: now,
          updatedAt: now,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        })
        .returning({ id: orders.id })
        .get();
      tx.insert(orderLines)
        .values(
          ids.map((id) => {
            const product = byId.get(id)!;
            return {
              orderId: order.id,
              productId: id,
              productName: product.name,
              imagePath: product.imagePath,
              unitPriceCents: product.priceCents,
              quantity: merged.get(id)!,
            };
          }),
        )
        .run();
      const code = app.codes.issue(tx, { purpose: 'order', userId: customer.id, orderId: order.id }, now);
      return { orderId: order.id, totalCents, code };
    });

    const total = centsToPrice(outcome.totalCents);
    if (outcome.code === null) return { orderId: outcome.orderId, total, codeSent: true, replayed: true };
    const sent = await app.mail.send({
      to: customer.email,
      purpose: 'order-code',
      ...codeLetter({ name: customer.name, code: outcome.code, purpose: 'order', orderId: outcome.orderId }),
    });
    return { orderId: outcome.orderId, total, codeSent: sent.ok, replayed: false };
  };
}

/**
 * Placing an order: validated against the delivery area and the menu, priced from the database,
 * created UNCONFIRMED with a 6-digit code and a confirm button e-mailed to the customer (or, for a regular customer
 * where the restaurant allows it, confirmed at once), and idempotent per Idempotency-Key.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLineChoices, orderLines, orders, products, users } from '../../drizzle/schema.ts';
import { choiceProblems, priceWith, requiredDefaults, type OptionGroup } from '../../shared/options.ts';
import { BELOW_MINIMUM, MAX_LINE_QUANTITY, SOLD_OUT, soldOutMessage, type DeliveryArea } from '../../shared/orders.ts';
import { formatPrice, toCents } from '../../shared/money.ts';
import type { PaymentMethod } from '../../shared/constants.ts';
import { RESTAURANT_CLOSED, type RestaurantStatus } from '../../shared/opening-hours.ts';
import type { Credential } from '../codes/one-time-codes.ts';
import type { Db } from '../db/database.ts';
import { groupCommit } from '../db/group-commit.ts';
import { AppError, badRequest, conflict, unauthorized } from '../errors.ts';
import { centsToPrice, createMenuStore } from '../menu/menu-store.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { createConfirmMove } from './confirm-move.ts';
import { chosenArea, deliveryPoint, requireDeliverable, type SentPoint } from './delivery-point.ts';
import { mailOrderCode } from './order-code-mail.ts';

export interface OrderLineInput {
  productId: number;
  quantity: number;
  /** Left out by a client that knows no choices: each required group then takes its default. */
  choices?: number[] | undefined;
  note?: string | undefined;
}

export interface PlaceOrderInput extends SentPoint {
  address: string;
  paymentMethod: PaymentMethod;
  lineItems: OrderLineInput[];
  sector: string;
  deliveryNote?: string | undefined;
}

/**
 * Whether the order is confirmed (a regular's, confirmed as it was placed; for a replay, confirmed since by any
 * means). A new order says whether its code was e-mailed (false: the order exists, and the customer can ask again,
 * or it needed no code). A replay of an earlier request says nothing about that mail: it was sent, or not, when the
 * order was first placed.
 */
export type PlacedOrder = { orderId: number; total: number; confirmed: boolean } & (
  { replayed: false; codeSent: boolean } | { replayed: true }
);

/** What the order's transaction did: answered a replay, confirmed a regular's order, or issued the order's code. */
type Outcome = { orderId: number; totalCents: number } & (
  | { kind: 'replay'; confirmed: boolean }
  | { kind: 'confirmed'; eventId: number }
  | { kind: 'code'; credential: Credential }
);

/** One line of the order to be: a dish, the choices as sent (or none sent), the note, and how many. */
export interface MergedLine {
  productId: number;
  choices: number[] | undefined;
  note: string | undefined;
  quantity: number;
}

/**
 * Lines for the same dish with the same choices and note become one line; their quantities add up. The same dish
 * with other choices or another note stays a line of its own.
 */
export function mergeLines(lines: readonly OrderLineInput[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  for (const { productId, quantity, choices, note } of lines) {
    const sorted = choices && [...new Set(choices)].sort((a, b) => a - b);
    const key = JSON.stringify([productId, sorted ?? null, note ?? null]);
    const line = merged.get(key);
    if (line) line.quantity += quantity;
    else merged.set(key, { productId, choices: sorted, note, quantity });
  }
  for (const { productId, quantity } of merged.values()) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw badRequest(`quantity: at most ${MAX_LINE_QUANTITY} of one dish per order (product ${productId}).`, {
        fields: { lineItems: `At most ${MAX_LINE_QUANTITY} of one dish per order.` },
      });
    }
  }
  return [...merged.values()];
}

/**
 * 409: the order holds dishes the kitchen has sold out. Every one is named, and their ids sent, so the checkout can
 * offer to remove them in one tap instead of one refusal per dish.
 */
export function soldOutRefusal(
  dishes: readonly { id: number; name: string }[],
  message = soldOutMessage(dishes.map((dish) => dish.name)),
  choiceIds: readonly number[] = [],
): AppError {
  return new AppError(409, message, {
    code: SOLD_OUT,
    productIds: dishes.map((dish) => dish.id),
    ...(choiceIds.length > 0 ? { choiceIds: [...choiceIds] } : {}),
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

/** 400 for food below the zone's minimum order, saying how much is missing; the checkout shows it as it comes. */
function belowMinimumRefusal(zone: string | null, minimumCents: number, foodCents: number): AppError {
  const where = zone ? `delivery to ${zone}` : 'delivery';
  const message =
    `The minimum order for ${where} is ${formatPrice(minimumCents / 100)}: ` +
    `add ${formatPrice((minimumCents - foodCents) / 100)} more.`;
  return new AppError(400, message, { code: BELOW_MINIMUM, fields: { lineItems: message } });
}

/**
 * What the customer sent, as sent: a replay of the request is known by it even after the restaurant redraws its zones
 * or moves an area's centre.
 */
function requestHash(input: PlaceOrderInput, merged: readonly MergedLine[]): string {
  const canonical = {
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    address: input.address,
    paymentMethod: input.paymentMethod,
    sector: input.sector,
    deliveryNote: input.deliveryNote ?? null,
    lines: merged.map((line) => JSON.stringify(line)).sort(),
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
      .select({
        id: orders.id,
        totalCents: orders.totalCents,
        requestHash: orders.requestHash,
        confirmedAt: orders.confirmedAt,
      })
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
    /** A regular: someone who has had an order delivered. */
    delivered: db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, p('customerId')), eq(orders.status, 'DELIVERED')))
      .limit(1)
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
        deliveryNote: p('deliveryNote'),
        deliveryZone: p('deliveryZone'),
        deliveryFeeCents: p('deliveryFeeCents'),
        deliveryExtraMinutes: p('deliveryExtraMinutes'),
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
        note: p('note'),
      })
      .returning({ id: orderLines.id })
      .prepare(),
    insertChoice: db
      .insert(orderLineChoices)
      .values({
        orderLineId: p('orderLineId'),
        choiceId: p('choiceId'),
        groupName: p('groupName'),
        choiceName: p('choiceName'),
        priceDeltaCents: p('priceDeltaCents'),
        position: p('position'),
      })
      .prepare(),
  };
}

/** A 400 for choices that cannot make an order line, in the customer's words; the checkout shows it as it comes. */
const choicesRefused = (message: string) => badRequest(message, { fields: { lineItems: message } });

/**
 * Each line checked against the menu as it is now: the dish on it, its choices its own, every required group chosen
 * and no group over its maximum (a 400 naming the group), nothing sold out (one 409 naming every dish and choice).
 * Answers each line with what it costs and the choices to copy onto it.
 */
function priceLines(
  merged: readonly MergedLine[],
  productOf: (id: number) => { name: string; available: boolean; priceCents: number; imagePath: string } | undefined,
  groupsOf: (id: number) => OptionGroup[],
) {
  const soldOutDishes: { id: number; name: string }[] = [];
  const soldOutChoices: string[] = [];
  const soldOutChoiceIds: number[] = [];
  const lines = merged.map((line) => {
    const product = productOf(line.productId);
    if (!product)
      throw badRequest(`lineItems: product ${line.productId} is not on the menu.`, {
        fields: { lineItems: `Product ${line.productId} is not on the menu.` },
      });
    const dish = {
      name: product.name,
      price: centsToPrice(product.priceCents),
      optionGroups: groupsOf(line.productId),
    };
    const chosen = line.choices ?? requiredDefaults(dish);
    if (!product.available) soldOutDishes.push({ id: line.productId, name: product.name });
    for (const problem of choiceProblems(dish, chosen)) {
      if (problem.kind !== 'sold-out') throw choicesRefused(problem.message);
      soldOutChoices.push(problem.message);
      soldOutChoiceIds.push(...problem.choiceIds);
    }
    const picked = new Set(chosen);
    const choices = dish.optionGroups.flatMap((group) =>
      group.choices.filter((choice) => picked.has(choice.id)).map((choice) => ({ group: group.name, choice })),
    );
    const unitPriceCents = toCents(priceWith(dish, chosen));
    if (unitPriceCents <= 0) throw choicesRefused(`${product.name} cannot be ordered with these choices.`);
    return { ...line, product, choices, unitPriceCents };
  });
  if (soldOutDishes.length > 0 || soldOutChoices.length > 0) {
    const dishes = soldOutDishes.length > 0 ? [soldOutMessage(soldOutDishes.map((dish) => dish.name))] : [];
    const choices =
      soldOutChoices.length > 0 ? [...soldOutChoices, 'Choose another, or remove it from your cart.'] : [];
    throw soldOutRefusal(soldOutDishes, [...dishes, ...choices].join(' '), soldOutChoiceIds);
  }
  return lines;
}

export function createOrderPlacer(app: FastifyInstance, box: DeliveryArea) {
  const perCustomer = new RateLimiter(LIMITS.ordersPerCustomer);
  const statements = orderStatements(app.db);
  const menu = createMenuStore(app.db, app.publicUrl);
  const commits = groupCommit(app.db);
  const confirmMove = createConfirmMove(app.db);

  /** Whether this new order is confirmed as it is placed: a regular's, where the restaurant allows it. */
  const skipsCode = (customerId: number, clientTakesConfirmed: boolean) =>
    clientTakesConfirmed &&
    app.restaurant.ordering().regularsSkipCode &&
    statements.delivered.get({ customerId }) !== undefined;

  /**
   * `clientTakesConfirmed`: the caller's client reads `confirmed` in the answer and goes to the tracker, so a regular's
   * order may skip the code; any other client is always sent one, since it asks for a code after every order.
   */
  return async function placeOrder(
    customer: { id: number; name: string; email: string },
    input: PlaceOrderInput,
    idempotencyKey: string | undefined,
    { clientTakesConfirmed = false }: { clientTakesConfirmed?: boolean } = {},
  ): Promise<PlacedOrder> {
    const merged = mergeLines(input.lineItems);
    const hash = requestHash(input, merged);

    // The order, its lines and its code (or its confirmation) are written together, and acknowledged once committed.
    const outcome = await commits.write((): Outcome => {
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
          return {
            orderId: earlier.id,
            totalCents: earlier.totalCents,
            kind: 'replay',
            confirmed: earlier.confirmedAt !== null,
          };
        }
      }

      // Where a new order goes, by the areas and zones as they are now (a replay above kept its own).
      const sector = chosenArea(app, input.sector);
      const point = deliveryPoint(app, box, input, sector);

      // A replay above still answers for its order, placed while the restaurant took orders; a new one waits.
      const restaurant = app.restaurant.status();
      if (!restaurant.acceptingOrders) throw restaurantClosedRefusal(restaurant);

      // Only new orders count; replays of the same request are free.
      perCustomer.consume(String(customer.id), 'You are placing orders very quickly.');
      const lines = priceLines(merged, (id) => statements.product.get({ id }), menu.optionGroupsOf);

      const now = Date.now();
      const foodCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const terms = requireDeliverable(app, point, foodCents);
      if (foodCents < terms.minimumCents) throw belowMinimumRefusal(terms.zone, terms.minimumCents, foodCents);
      const totalCents = foodCents + terms.feeCents;
      const order = statements.insertOrder.get({
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        address: input.address,
        sector,
        latitude: point.latitude,
        longitude: point.longitude,
        pointFromSector: point.fromSector,
        deliveryNote: input.deliveryNote ?? null,
        deliveryZone: terms.zone,
        deliveryFeeCents: terms.feeCents,
        deliveryExtraMinutes: terms.extraMinutes,
        totalCents,
        now,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      })!;
      for (const { productId, quantity, note, product, choices, unitPriceCents } of lines) {
        const line = statements.insertLine.get({
          orderId: order.id,
          productId,
          productName: product.name,
          imagePath: product.imagePath,
          unitPriceCents,
          quantity,
          note: note ?? null,
        })!;
        choices.forEach(({ group, choice }, position) =>
          statements.insertChoice.run({
            orderLineId: line.id,
            choiceId: choice.id,
            groupName: group,
            choiceName: choice.name,
            priceDeltaCents: toCents(choice.price),
            position,
          }),
        );
      }
      if (skipsCode(customer.id, clientTakesConfirmed)) {
        return { orderId: order.id, totalCents, kind: 'confirmed', eventId: confirmMove(order.id, customer.id, now) };
      }
      const credential = app.codes.issueWithLink({ purpose: 'order', userId: customer.id, orderId: order.id }, now);
      return { orderId: order.id, totalCents, kind: 'code', credential };
    });

    const placed = { orderId: outcome.orderId, total: centsToPrice(outcome.totalCents) };
    switch (outcome.kind) {
      case 'replay':
        return { ...placed, confirmed: outcome.confirmed, replayed: true };
      case 'confirmed':
        app.orderFeed.publish([outcome.eventId]);
        return { ...placed, confirmed: true, codeSent: false, replayed: false };
      case 'code': {
        const sent = await mailOrderCode(app, customer, outcome.orderId, outcome.credential);
        return { ...placed, confirmed: false, codeSent: sent.ok, replayed: false };
      }
    }
  };
}

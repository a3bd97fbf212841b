/**
 * Spec point 7 as a contract, driven the way the original client's own code runs (docs/decisions/0017, 0029). Every
 * id and value a call sends is read from an earlier answer of the server and used as that client uses it: the kitchen
 * board's drag data is text compared with `===`, the checkout's draft keeps its placeholders when the IP look-up
 * fails, a click on its map sends Leaflet's point object, forms send what was typed. The answers are held to the
 * types that client's backend gave, which its code was written against. A 4xx on any of these, or a lookup that
 * finds nothing, means a restaurant's existing client broke. The README's "Using the original client" lists the 20
 * flows; each names the test here (or the journey) that runs it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../drizzle/schema.ts';
import { clampToArea } from '../shared/delivery-area.ts';
import type { OrderStatus } from '../shared/order-status.ts';
import { islamabadPlaces, sectorCentre } from './demo/islamabad-places.ts';
import {
  createOptionGroup,
  createOrder,
  createProduct,
  createUser,
  orderEventsOf,
  sessionToken,
} from '../tests/factories.ts';
import { png } from '../tests/images.ts';
import { multipart } from '../tests/multipart.ts';
import { latestCode } from '../tests/outbox.ts';
import { createTestApp, type TestApp } from '../tests/test-app.ts';
import { timeTravel } from '../tests/time-travel.ts';

let t: TestApp;
const tokens: Record<'customer' | 'worker' | 'rider' | 'admin', string> = {
  customer: '',
  worker: '',
  rider: '',
  admin: '',
};
let customer: { id: number; email: string };
let rider: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // The spec's restaurant: Islamabad's sectors are its areas, as the demo install keeps them.
  t.app.delivery.savePlaces(islamabadPlaces());
  createProduct(t.app, { name: 'Chicken Karahi', price: 12, ingredients: ['chicken', 'tomato', 'ginger'] });
  customer = await createUser(t.app, { name: 'Ayesha Khan' });
  tokens.customer = sessionToken(t.app, { id: customer.id, role: 'CUSTOMER' });
  tokens.worker = sessionToken(t.app, await createUser(t.app, { role: 'WORKER' }));
  rider = await createUser(t.app, { role: 'DELIVERY_MAN' });
  tokens.rider = sessionToken(t.app, rider);
  tokens.admin = sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }));
});
afterAll(() => t.close());
const travel = timeTravel();

type Json = Record<string, unknown>;

/** As the original client calls (its axios instance): JSON, and its token as a Bearer header once logged in. */
async function send(method: 'GET' | 'POST', url: string, as?: keyof typeof tokens, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // A sign-up's and a new code's mail go out after the answer: the person reads them a moment later.
  await t.mailed();
  return res;
}

/** A call the client expects to succeed: its `then` branch runs on a 2xx only (axios rejects the rest). */
async function call<T = Json>(method: 'GET' | 'POST', url: string, as?: keyof typeof tokens, payload?: unknown) {
  const res = await send(method, url, as, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(400);
  return { status: res.statusCode, body: res.json() as { data: T; message?: string } & Json };
}

/**
 * The tracker's tables, as written in its Track-Order page: ORDER_STATES names the statuses it knows (a ready order's
 * COMPLETED under the name DISPATCHED), ORDER_STATE_VALUES numbers each name's step: 1 Received, 2 Preparing,
 * 3 In Transit, 4 Delivered.
 */
const ORDER_STATES: Record<string, string> = {
  PROCESSING: 'PROCESSING',
  PREPARING: 'PREPARING',
  DISPATCHED: 'COMPLETED',
  DELIVERED: 'DELIVERED',
};
const ORDER_STATE_VALUES: Record<string, number> = { PROCESSING: 1, PREPARING: 2, DISPATCHED: 3, DELIVERED: 4 };

/** What the client's code does with the answers, as it is written there. */
const theClient = {
  /** OrderItem's onDragStart: `dataTransfer.setData('text/plain', orderItem.orderId)` keeps text. */
  dragDataOf: (card: { orderId: unknown }) => String(card.orderId),
  /** A column's onDrop: `list.find((item) => item.orderId === id)`; no match, no request and no message. */
  dropped: <T extends { orderId: unknown }>(list: T[], id: string) => list.find((item) => item.orderId === id),
  /** The order draft's coordinates until the IP look-up answers, and for good when it fails (spec point 3). */
  placeholderPoint: { latitude: '12345.12', longitude: '12345.323' },
  /** The checkout's body: `Object.values(cart).map((item) => ({ productId: item.id, quantity: item.quantity }))`. */
  lineItemsOf: (cart: Record<string, { id: unknown; quantity: number }>) =>
    Object.values(cart).map((item) => ({ productId: item.id, quantity: item.quantity })),
  /** Its rider screen's test of an answer: `response.status === 200 && response.data.data == word`. */
  succeeded: (res: { status: number; body: { data: unknown } }, word: string) =>
    res.status === 200 && res.body.data === word,
  /** The step its tables give a tracked order: the name ORDER_STATES files its status under, numbered. */
  trackerStep: (order: { order_status: string }) => {
    const name = Object.keys(ORDER_STATES).find((key) => ORDER_STATES[key] === order.order_status);
    return name === undefined ? undefined : ORDER_STATE_VALUES[name];
  },
  /**
   * What the tracker draws: getProgressClass lights circle `state` when `state <= ORDER_STATE_VALUES[order_status]`,
   * calculateProgress sizes the bar. Both index the values by the status itself, which misses COMPLETED (filed under
   * DISPATCHED): undefined there, and NaN here, which compares and divides as undefined does.
   */
  trackerDrawing: (order: { order_status: string }) => {
    const value = ORDER_STATE_VALUES[order.order_status] ?? NaN;
    const lit = [1, 2, 3, 4].filter((state) => state <= value);
    if (order.order_status === ORDER_STATES.PROCESSING) return { lit, width: (1 / 8) * 100 };
    if (order.order_status === ORDER_STATES.DELIVERED) return { lit, width: (4 / 4) * 100 };
    return { lit, width: (value / 5) * 100 };
  },
};

/**
 * A value's types, the way the original backend's DTOs declared them: "string", "number", "boolean", or the same
 * for an object's fields and an array's first element.
 */
function typesOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [typesOf(value[0])] : [];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typesOf(field)]));
  return value === null ? 'null' : typeof value;
}

/** The types the original backend's DTOs gave each answer the client reads (its Java classes, named beside). */
const ORIGINAL = {
  /** ProductDTO: a long id, a float price. */
  product: {
    id: 'number',
    name: 'string',
    price: 'number',
    category: 'string',
    availability: 'boolean',
    imageLink: 'string',
    description: 'string',
    ingredients: [{ id: 'number', name: 'string' }],
    emotion: 'string',
  },
  /** OrderItem_Delivery_DTO: the line's long id, its product's fields and a long quantity. */
  staffLine: {
    id: 'number',
    name: 'string',
    imageLink: 'string',
    quantity: 'number',
    ingredients: [{ id: 'number', name: 'string' }],
  },
  /** SalesLineItemDTO. */
  orderItem: { quantity: 'number', unitPrice: 'number', productName: 'string', imageURL: 'string' },
} as const;
/** Order_DeliveryDTO: the order's id a String (a UUID there), its price a Long. */
const DELIVERY_CARD = {
  orderId: 'string',
  address: 'string',
  paymentMethod: 'string',
  status: 'string',
  price: 'number',
  lineItems: [ORIGINAL.staffLine],
};
/** OrderDTO (the tracker) and PastOrderDTO: a String order_id, a float total_price, a Date order_date. */
const PAST_ORDER = {
  order_id: 'string',
  total_price: 'number',
  order_status: 'string',
  order_date: 'string',
  payment_method: 'string',
  delivery_address: 'string',
  order_items: [ORIGINAL.orderItem],
};
const TRACKED_ORDER = { ...PAST_ORDER, estimated_time: 'string' };
/** FeedbackDTO: a String feedback_id, a long customer_id. */
const FEEDBACK = {
  feedback_id: 'string',
  content: 'string',
  emotion: 'string',
  customer_name: 'string',
  customer_id: 'number',
  order: { ...PAST_ORDER, customer_email: 'string' },
};
/** Worker_Response_DTO: a long workerId and salary. */
const WORKER = {
  workerId: 'number',
  role: 'string',
  email: 'string',
  salary: 'number',
  position: 'string',
  joinDate: 'string',
};

/** The menu as the client reads it, and the product page it opens from a card (`/product/${product.id}`). */
async function productPage(name: string) {
  const { body } = await call<never>('GET', '/products/get/all');
  const menu = body as unknown as { id: number; name: string }[];
  const card = menu.find((product) => product.name === name)!;
  return (await call<never>('GET', `/product/get/${card.id}`)).body as unknown as {
    id: number;
    price: number;
    name: string;
  };
}

/**
 * The checkout as the client runs it: a cart filled from the product page (`addManyToCart(product, 2)`), the draft's
 * point, the sector and address typed, cash chosen, then "Place Order". Answers the status and the body.
 */
async function checkout(point: { latitude?: unknown; longitude?: unknown }) {
  const product = await productPage('Chicken Karahi');
  const cart = { [product.id]: { ...product, quantity: 2 } };
  return send('POST', '/order/create', 'customer', {
    ...point,
    address: 'House 12, Street 7, F-8/3',
    paymentMethod: 'CASH',
    lineItems: theClient.lineItemsOf(cart),
    sector: 'F-8',
  });
}

/** Step 4, "Confirm Order": the six boxes joined, read from the mail. */
async function confirmWithCode() {
  return call('POST', '/order/confirm', 'customer', { otp: latestCode(t.dataDir, customer.email) });
}

/** The tracker's order chooser: its options are the answer's order_ids, and a choice is found back with `===`. */
async function trackedOrders() {
  const list = (await call<Json[]>('GET', '/orders/track', 'customer')).body.data;
  const options = list.map((order) => order.order_id);
  const choose = (value: unknown) => list.find((order) => order.order_id === value);
  return { list, options, choose };
}

/** The newest order on the tracker, chosen as a customer chooses it: the first option. */
async function newestTrackedOrder() {
  const { options, choose } = await trackedOrders();
  const chosen = choose(options[0]);
  expect(chosen).toBeDefined();
  return chosen!;
}

/** A ready order of the customer's, on the pass with nobody holding it. */
const readyOrder = () =>
  createOrder(t.app, {
    customerId: customer.id,
    status: 'COMPLETED',
    lines: [{ product: createProduct(t.app), quantity: 1 }],
  });

/** The card titled "OrderID: <orderId>" on the rider's list, loaded as the client loads it (no body). */
async function riderCard(orderId: number) {
  const list = (await call<{ orderId: unknown }[]>('POST', '/orders/get-prepared-orders', 'rider')).body.data;
  const card = list.find((item) => `OrderID: ${item.orderId}` === `OrderID: ${orderId}`);
  expect(card, `order #${orderId} on the rider's list`).toBeDefined();
  return card!;
}

/** The tracker's order whose option reads `orderId`, as the customer picks it. */
async function trackerShows(orderId: number) {
  const { options, choose } = await trackedOrders();
  const chosen = choose(options.find((option) => `${option}` === `${orderId}`));
  expect(chosen, `order #${orderId} on the tracker`).toBeDefined();
  return chosen as Json & { order_status: string; stage: string };
}

/** The moves written after the first `since` events of the order. */
const movesSince = (orderId: number, since: number) => orderEventsOf(t.app, orderId).slice(since);
const orderRow = (orderId: number) => t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!;

describe("the original client's flows", () => {
  it('1–3: signs up, verifies with {email, otp}, resends with only the e-mail, and logs in with the role in its token', async () => {
    const email = `original.client.${Date.now()}@example.com`;
    await call('POST', '/register/create-account', undefined, {
      email,
      password: 'original-pass-1',
      name: 'Bilal Saeed',
      phone: '923001234567',
    });
    // Its "Send Again" sends no request, but the endpoint keeps the shape: the e-mail alone, once a minute.
    travel(61_000);
    await call('POST', '/register/resend-otp', undefined, { email });
    await call('POST', '/register/verify-otp', undefined, { email, otp: latestCode(t.dataDir, email) });
    const { body } = await call<string>('POST', '/auth/login', undefined, { email, password: 'original-pass-1' });
    // The route guard decodes the token (jwt-decode) and reads `role` to send each role to its screen.
    const payload = JSON.parse(Buffer.from(body.data.split('.')[1]!, 'base64url').toString()) as Json;
    expect(payload.role).toBe('CUSTOMER');
  });

  it('4–6: reads the menu as a bare list, opens a dish from its card, and asks the assistant', async () => {
    const list = (await call<never>('GET', '/products/get/all')).body as unknown as unknown[];
    expect(typesOf(list)).toMatchObject([ORIGINAL.product]);
    const product = await productPage('Chicken Karahi');
    expect(typesOf(product)).toMatchObject(ORIGINAL.product);
    // The page shows `product.price.toFixed(2)`.
    expect(product.price.toFixed(2)).toBe('12.00');
    const asked = await call<unknown[]>('POST', '/recommendation/recommend', 'customer', {
      text: 'something spicy',
      type: 'nutritional',
    });
    expect(Array.isArray(asked.body.data)).toBe(true);
  });

  describe('7–8: the checkout', () => {
    it('places the order when the IP look-up failed and the draft kept its placeholders, at the sector centre', async () => {
      const placed = await checkout(theClient.placeholderPoint);
      expect(placed.statusCode, placed.body).toBe(201);
      await call('POST', '/order/resendOTP', 'customer');
      expect((await confirmWithCode()).status).toBe(200);

      const tracked = await newestTrackedOrder();
      const row = t.app.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(tracked.order_id)))
        .get()!;
      expect(row).toMatchObject({
        ...clampToArea(t.config.deliveryArea, sectorCentre('F-8')!),
        sector: 'F-8',
        pointFromSector: true,
        status: 'PROCESSING',
      });
      // Staff are told the written address is what counts: the desk, and the ticket that goes with the bag.
      const desk = await call<Json>('GET', `/orders/admin/${row.id}`, 'admin');
      expect(desk.body.data).toMatchObject({ pointFromSector: true, sector: 'F-8' });
      const ticket = await send('GET', `/order/ticket/${row.id}`, 'admin');
      expect(ticket.json().data).toMatchObject({ pointFromSector: true, nearestPlace: null });
    });

    it('places the order at the point of a click on its map (Leaflet’s point object in latitude)', async () => {
      const click = { lat: 33.7012, lng: 73.0412 };
      // LocationMarker calls setCoordinates(e.latlng): the object lands in latitude, and longitude is left unset.
      const placed = await checkout({ latitude: click, longitude: undefined });
      expect(placed.statusCode, placed.body).toBe(201);
      await confirmWithCode();
      const tracked = await newestTrackedOrder();
      expect(tracked).toMatchObject({ latitude: click.lat, longitude: click.lng });
    });

    it('orders a dish with option groups: a required group takes its default, one without a default is named', async () => {
      const chai = createProduct(t.app, { name: 'Kashmiri Chai', price: 2 });
      createOptionGroup(t.app, {
        name: 'Size',
        min: 1,
        max: 1,
        choices: [
          { name: 'Cup', isDefault: true },
          { name: 'Pot', price: 3 },
        ],
        dishes: [chai],
      });
      const karahi = createProduct(t.app, { name: 'Mutton Karahi', price: 15 });
      createOptionGroup(t.app, {
        name: 'Size',
        min: 1,
        max: 1,
        choices: [{ name: 'Half kg' }, { name: 'Full kg' }],
        dishes: [karahi],
      });

      // The menu shows the base price; the cart is the product page's (`addManyToCart(product, 1)`).
      const product = await productPage('Kashmiri Chai');
      expect(product.price).toBe(2);
      const placed = await send('POST', '/order/create', 'customer', {
        ...theClient.placeholderPoint,
        address: 'House 12, Street 7, F-8/3',
        paymentMethod: 'CASH',
        lineItems: theClient.lineItemsOf({ [product.id]: { ...product, quantity: 1 } }),
        sector: 'F-8',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.total).toBe(2);

      const refused = await send('POST', '/order/create', 'customer', {
        ...theClient.placeholderPoint,
        address: 'House 12, Street 7, F-8/3',
        paymentMethod: 'CASH',
        lineItems: [{ productId: karahi.id, quantity: 1 }],
        sector: 'F-8',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Choose your size for Mutton Karahi.');
    });

    it('still refuses a real point outside the delivery area, saying so', async () => {
      const placed = await checkout({ latitude: '24.8607', longitude: '67.0011' });
      expect(placed.statusCode).toBe(400);
      expect(placed.json().message).toBe('latitude/longitude: the delivery point is outside our delivery area.');
    });
  });

  it('9–10: tracks orders through the chooser and lists past orders with totals it can format', async () => {
    await checkout(theClient.placeholderPoint);
    await confirmWithCode();
    const { list } = await trackedOrders();
    expect(typesOf(list)).toMatchObject([TRACKED_ORDER]);
    const past = (
      await call<{ total_price: number; order_items: { unitPrice: number }[] }[]>(
        'GET',
        '/orders/get-by-customer',
        'customer',
      )
    ).body.data;
    expect(typesOf(past)).toMatchObject([PAST_ORDER]);
    // The cards and the details modal write `total_price.toFixed(2)` and `item.unitPrice.toFixed(2)`.
    expect(past[0]!.total_price.toFixed(2)).toBe('24.00');
    expect(past[0]!.order_items[0]!.unitPrice.toFixed(2)).toBe('12.00');
  });

  it('12: moves an order on the kitchen board by dragging its card: Queue → Preparing → Completed', async () => {
    await checkout(theClient.placeholderPoint);
    await confirmWithCode();
    const { order_id: shownToCustomer } = await newestTrackedOrder();

    type Card = { orderId: unknown; pointFromSector: boolean };
    const board = (
      await call<{ processing: Card[]; preparing: Card[] }>('GET', '/orders/get-processing-and-prepared', 'worker')
    ).body.data;
    expect(typesOf(board.processing)).toMatchObject([{ orderId: 'string', lineItems: [ORIGINAL.staffLine] }]);
    // The cook drags the card whose title reads "OrderID: <the customer's order>".
    const card = board.processing.find((item) => `OrderID: ${item.orderId}` === `OrderID: ${shownToCustomer}`)!;
    expect(card.pointFromSector).toBe(true);

    const queued = [...board.processing];
    const preparing = [...board.preparing];
    const intoPreparing = theClient.dropped(queued, theClient.dragDataOf(card));
    expect(intoPreparing, 'the Preparing column finds the dragged card').toBeDefined();
    const prepared = await call('POST', '/order/prepare', 'worker', { orderId: intoPreparing!.orderId });
    expect(prepared.body.data).toBe('UPDATE_SUCCESSFUL');
    preparing.push(intoPreparing!);

    const intoCompleted = theClient.dropped(preparing, theClient.dragDataOf(intoPreparing!));
    expect(intoCompleted, 'the Completed column finds the dragged card').toBeDefined();
    const completed = await call('POST', '/order/complete', 'worker', { orderId: intoCompleted!.orderId });
    expect(completed.body.data).toBe('ORDER_COMPLETED');
    expect((await newestTrackedOrder()).order_status).toBe('COMPLETED');
  });

  it("13–15: runs the rider's screen: the list with no body and no content type, delivered and failed", async () => {
    createOrder(t.app, {
      customerId: customer.id,
      status: 'COMPLETED',
      lines: [{ product: createProduct(t.app, { ingredients: ['rice'] }), quantity: 1 }],
    });
    createOrder(t.app, {
      customerId: customer.id,
      status: 'COMPLETED',
      lines: [{ product: createProduct(t.app, { ingredients: ['lentils'] }), quantity: 2 }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-prepared-orders',
      headers: { authorization: `Bearer ${tokens.rider}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    let queued = res.json().data as { orderId: unknown }[];
    expect(typesOf(queued)).toMatchObject([DELIVERY_CARD]);

    // "Mark as delivered": onMarkHandler(orderItem.orderId), then the card leaves with `!==`.
    const [first, second] = queued;
    const delivered = await call('POST', '/order/delivered', 'rider', { orderId: first!.orderId });
    expect(delivered.body.data).toBe('ORDER_DELIVERED');
    queued = queued.filter((order) => order.orderId !== first!.orderId);
    expect(queued).not.toContain(first);

    // "Report Issue": the selected order's orderId and the typed reason.
    const failed = await call('POST', '/order/deliver-failed', 'rider', {
      orderId: second!.orderId,
      reason: 'Gate locked',
    });
    expect(failed.body.data).toBe('ORDER_UPDATED');
  });

  describe('with riders who take orders (docs/decisions/0037)', () => {
    it('13–14: delivers a ready order from its list, recorded as taken by that rider, then delivered', async () => {
      const order = readyOrder();
      const card = await riderCard(order.id);
      const since = orderEventsOf(t.app, order.id).length;
      const delivered = await call('POST', '/order/delivered', 'rider', { orderId: card.orderId });
      expect(theClient.succeeded(delivered, 'ORDER_DELIVERED')).toBe(true);
      expect(movesSince(order.id, since)).toMatchObject([
        { fromStatus: 'COMPLETED', toStatus: 'OUT_FOR_DELIVERY', actorId: rider.id, riderId: rider.id },
        { fromStatus: 'OUT_FOR_DELIVERY', toStatus: 'DELIVERED', actorId: rider.id },
      ]);
      expect(orderRow(order.id)).toMatchObject({ status: 'DELIVERED', riderId: rider.id });
    });

    it('15: its "Report Issue" on a ready order (no outcome) sends it back to the kitchen, taken then brought back', async () => {
      const order = readyOrder();
      const card = await riderCard(order.id);
      const since = orderEventsOf(t.app, order.id).length;
      const failed = await call('POST', '/order/deliver-failed', 'rider', {
        orderId: card.orderId,
        reason: 'Gate locked',
      });
      expect(theClient.succeeded(failed, 'ORDER_UPDATED')).toBe(true);
      expect(movesSince(order.id, since)).toMatchObject([
        { fromStatus: 'COMPLETED', toStatus: 'OUT_FOR_DELIVERY', actorId: rider.id, riderId: rider.id },
        { fromStatus: 'OUT_FOR_DELIVERY', toStatus: 'PREPARING', actorId: rider.id, reason: 'Gate locked' },
      ]);
      // Back in the kitchen nobody holds the bag: the next ready order is anyone's to take.
      expect(orderRow(order.id)).toMatchObject({ status: 'PREPARING', riderId: null });
      expect(theClient.trackerStep(await trackerShows(order.id))).toBe(2);
    });

    it('9: its tracker shows an order out with a rider, and one given up at the door, as "In Transit", like a ready one', async () => {
      const ready = readyOrder();
      // Forkcast's own rider screen takes orders; the spec's tracker must still read them.
      const taken = readyOrder();
      await call('POST', '/order/take', 'rider', { orderId: taken.id });
      const givenUp = readyOrder();
      await call('POST', '/order/take', 'rider', { orderId: givenUp.id });
      await call('POST', '/order/deliver-failed', 'rider', {
        orderId: givenUp.id,
        reason: 'No answer',
        outcome: 'GIVE_UP',
      });

      // Its code never lit a circle for a ready order (see trackerDrawing), with its own backend either: what it
      // owes the new statuses is to draw them exactly as it always drew a ready one, never as a status it lacks.
      const readyDrawing = theClient.trackerDrawing(await trackerShows(ready.id));
      for (const [order, stage] of [
        [taken, 'OUT_FOR_DELIVERY'],
        [givenUp, 'DELIVERY_FAILED'],
      ] as const) {
        const shown = await trackerShows(order.id);
        expect(shown.stage).toBe(stage);
        expect(Object.values(ORDER_STATES)).toContain(shown.order_status);
        expect(theClient.trackerStep(shown), stage).toBe(3);
        expect(theClient.trackerDrawing(shown), stage).toEqual(readyDrawing);
      }

      const around: [OrderStatus, number, number[]][] = [
        ['PROCESSING', 1, [1]],
        ['PREPARING', 2, [1, 2]],
        ['DELIVERED', 4, [1, 2, 3, 4]],
      ];
      for (const [status, step, lit] of around) {
        const order = createOrder(t.app, {
          customerId: customer.id,
          status,
          lines: [{ product: createProduct(t.app), quantity: 1 }],
          riderId: rider.id,
        });
        const shown = await trackerShows(order.id);
        expect(theClient.trackerStep(shown), status).toBe(step);
        expect(theClient.trackerDrawing(shown).lit, status).toEqual(lit);
      }
    });
  });

  it('11, 19: leaves feedback from a past order, and the admin filters it and follows it up with its ids', async () => {
    const dish = createProduct(t.app);
    createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: dish, quantity: 1 }] });
    const past = (await call<Json[]>('GET', '/orders/get-by-customer', 'customer')).body.data;
    const order = past.find((o) => o.order_status === 'DELIVERED')!;
    // FeedbackForm posts the order it was opened from.
    const given = await send('POST', '/feedback/order', 'customer', { order_id: order.order_id, content: 'Lovely!' });
    expect(given.statusCode, given.body).toBe(200);

    const feedbacks = (await call<(Json & { order: Json })[]>('GET', '/feedback/get/all', 'admin')).body.data;
    expect(typesOf(feedbacks)).toMatchObject([FEEDBACK]);
    const emotion = feedbacks.find((f) => f.order.order_id === order.order_id)!.emotion;
    const selectedFeedback = feedbacks.filter((feedback) => feedback.emotion === emotion)[0]!;
    await call('POST', '/feedback/send/follow-up-email', 'admin', {
      customer_id: selectedFeedback.customer_id,
      body: `Dear ${String(selectedFeedback.customer_name)},\n\nThank you for your feedback.`,
      feedback_id: selectedFeedback.feedback_id,
      order_id: selectedFeedback.order.order_id,
    });
  });

  it('16–17: adds a product from the original form (no Type), updates it from the list and deletes it', async () => {
    const product = {
      name: 'Original Kheer',
      category: 'Desserts',
      price: 4.5,
      availability: true,
      ingredients: [{ name: 'rice' }, { name: 'milk' }],
      description: 'Rice pudding.',
      emotion: 'joy',
    };
    const form = multipart([
      { name: 'image', data: png(64, 48), filename: 'kheer.png', contentType: 'image/png' },
      { name: 'product', data: JSON.stringify(product) },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: { ...form.headers, authorization: `Bearer ${tokens.admin}` },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    // Not known to be vegetarian, so not said to be.
    expect(created.json().data.type).toBe('non-veg');

    let products = (await call<never>('GET', '/products/get/all')).body as unknown as Json[];
    const currentProduct = products.find((p) => p.name === 'Original Kheer')!;
    // The update form: the product as listed, its fields as typed (`parseFloat` of the price box).
    const updated = await call('POST', '/product/update', 'admin', {
      ...currentProduct,
      name: 'Original Kheer',
      category: 'Desserts',
      price: parseFloat('5.25'),
      emotion: 'joy',
    });
    expect(updated.body.data).toBe('PRODUCT_UPDATED');
    const productId = currentProduct.id;
    expect((await call('POST', '/product/delete', 'admin', { productId })).body.data).toBe('PRODUCT_DELETED');
    products = products.filter((p) => p.id !== productId);
    expect(products.some((p) => p.name === 'Original Kheer')).toBe(false);
  });

  it('18: adds a worker with the salary typed as text, updates it from the list with the type as role, deletes it', async () => {
    const email = `rider.${Date.now()}@example.com`;
    await call('POST', '/worker/create', 'admin', {
      email,
      password: 'rider-pass-word-1',
      salary: '45000',
      position: 'Rider',
      type: 'DELIVERY_MAN',
      vehicle: 'Honda CD 70',
    });
    const workers = (await call<never>('GET', '/workers/get/all', 'admin')).body as unknown as Json[];
    expect(typesOf(workers)).toMatchObject([WORKER]);
    const worker = workers.find((w) => w.email === email)!;
    expect(worker).toMatchObject({ salary: 45000, role: 'DELIVERY_MAN' });
    // UpdateWorker sends the listed worker as edited, with the new password box (blank).
    const updated = await call('POST', '/worker/update', 'admin', {
      ...worker,
      position: 'Senior rider',
      salary: '48000',
      password: '',
    });
    expect(updated.body.data).toBe('WORKER_UPDATED');
    const deleted = await call('POST', '/worker/delete', 'admin', { workerId: worker.workerId });
    expect(deleted.body.data).toBe('WORKER_DELETED');
  });

  it('20: reads the four dashboard figures with startDate and endDate, business hours keyed by the hour', async () => {
    createOrder(t.app, {
      customerId: customer.id,
      status: 'DELIVERED',
      lines: [{ product: createProduct(t.app), quantity: 1 }],
    });
    // Days are the restaurant's: in the evening, UTC's date is a day behind Karachi's.
    const dayOf = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: t.app.restaurant.timeZone() });
    const today = dayOf(Date.now());
    const monthAgo = dayOf(Date.now() - 30 * 24 * 60 * 60 * 1000);
    for (const path of ['get-revenue', 'top-sold-items', 'top-business-hours', 'orders-by-sector']) {
      const { body } = await call<Record<string, unknown>>(
        'GET',
        `/insights/${path}?startDate=${monthAgo}&endDate=${today}`,
        'admin',
      );
      // Each chart maps a label to a number.
      expect(Object.values(body.data).length, path).toBeGreaterThan(0);
      for (const value of Object.values(body.data)) expect(typeof value).toBe('number');
      if (path === 'top-business-hours') {
        for (const key of Object.keys(body.data)) expect(key).toMatch(/^(?:[0-9]|1[0-9]|2[0-3])$/);
      }
    }
  });

  it('still refuses what is wrong, with the same clear messages', async () => {
    const post = (url: string, payload: object) =>
      send('POST', url, url.startsWith('/order/') ? 'worker' : 'admin', payload);
    const cases: [string, object, string][] = [
      ['/order/prepare', { orderId: '0x10' }, 'orderId must be a number.'],
      ['/order/prepare', { orderId: '15abc' }, 'orderId must be a number.'],
      [
        '/worker/create',
        { email: 'a@b.co', password: 'long-enough-1', salary: '45k', position: 'Cook', type: 'WORKER' },
        'Salary must be a number.',
      ],
      [
        '/worker/update',
        { workerId: 1, email: 'a@b.co', salary: 1, position: 'Cook', type: 'WORKER', role: 'DELIVERY_MAN' },
        'Type and role name different kinds of worker; send one.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

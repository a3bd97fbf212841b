/**
 * Delivery zones and places through the API: who may save them, what is refused, and what an order pays: the zone's
 * fee on the order, its minimum told in money, a point outside every zone refused, the fee in the code's mail, on the
 * tracker, the ticket and the desk, and apart from food sales on the dashboard. Without zones, the box and no fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../../shared/delivery-zones.ts';
import type { Place } from '../../shared/places.ts';
import { createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { codeMailedTo, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
const tokens = {} as Record<'CUSTOMER' | 'WORKER' | 'ADMIN', string>;
let customerEmail = '';
let biryani = 0;

const as = (role: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[role]}` });

/** Clifton and around, corners as [longitude, latitude]. */
const CLIFTON: DeliveryZone = {
  name: 'Clifton',
  shape: {
    kind: 'polygon',
    corners: [
      [67.02, 24.8],
      [67.06, 24.8],
      [67.06, 24.84],
      [67.02, 24.84],
    ],
  },
  fee: 150,
  minimumOrder: 800,
  extraMinutes: 10,
};
/** A free zone around the kitchen, inside Clifton. */
const NEXT_DOOR: DeliveryZone = {
  name: 'Next door',
  shape: { kind: 'circle', centre: { latitude: 24.81, longitude: 67.03 }, radiusMetres: 600 },
  fee: 0,
  minimumOrder: 0,
  extraMinutes: 0,
};
const PLACES: Place[] = [
  { kind: 'area', name: 'Clifton Block 5', area: null, point: { latitude: 24.815, longitude: 67.035 } },
  { kind: 'area', name: 'Bath Island', area: null, point: null },
  { kind: 'landmark', name: 'Dolmen Mall', area: 'Clifton Block 4', point: { latitude: 24.8205, longitude: 67.0455 } },
];

const inClifton = { latitude: 24.821, longitude: 67.045 };

beforeAll(async () => {
  t = await createTestApp({ env: { RESTAURANT_CURRENCY: 'PKR', RESTAURANT_LOCALE: 'en-PK' } });
  for (const role of ['CUSTOMER', 'WORKER', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role });
    tokens[role] = sessionToken(t.app, user);
    if (role === 'CUSTOMER') customerEmail = user.email;
  }
  biryani = createProduct(t.app, { name: 'Chicken Biryani', price: 450 }).id;
});
afterAll(() => t.close());

const save = (url: string, body: object, role: keyof typeof tokens = 'ADMIN') =>
  t.app.inject({ method: 'POST', url, headers: as(role), payload: body });
const config = async () => (await t.app.inject({ url: '/api/config' })).json();
/** Intl writes a no-break space between the sign and the amount. */
const rs = (amount: string) => `Rs\u00a0${amount}`;
const order = (quantity: number, where: Record<string, unknown> = inClifton, sector = 'Clifton Block 5') =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: as('CUSTOMER'),
    payload: {
      ...orderRequest(biryani),
      ...where,
      sector,
      address: 'Flat 3, Sea View Apartments',
      lineItems: [{ productId: biryani, quantity }],
    },
  });

const setup = async () => (await t.app.inject({ url: '/api/restaurant/setup', headers: as('ADMIN') })).json().data;

describe('the setup checklist', () => {
  it('knows what a new install has done: a currency given at first start and a dish, nothing else yet', async () => {
    expect(await setup()).toEqual({
      steps: { name: false, money: true, location: false, zone: false, hours: false, dishes: true },
      takingOrders: false,
    });
  });
});

describe('without zones', () => {
  it('delivers inside the configured box for no fee, and takes any area while it keeps none', async () => {
    expect((await config()).zones).toEqual([]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: as('CUSTOMER'),
      payload: { ...orderRequest(biryani), sector: '' },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.total).toBe(450);
  });
});

describe('saving zones and places', () => {
  it('is for the administrator alone', async () => {
    for (const role of ['CUSTOMER', 'WORKER'] as const) {
      expect((await save('/api/restaurant/zones', { zones: [CLIFTON] }, role)).statusCode).toBe(403);
      expect((await save('/api/restaurant/places', { places: PLACES }, role)).statusCode).toBe(403);
    }
    expect((await config()).zones).toEqual([]);
  });

  it('refuses a zone across the 180th meridian and twin area names, saying why, and keeps what was saved', async () => {
    const fiji = {
      ...CLIFTON,
      name: 'Fiji',
      shape: {
        kind: 'polygon',
        corners: [
          [179.5, -17],
          [-179.5, -17],
          [-179.5, -18],
        ],
      },
    };
    const refused = await save('/api/restaurant/zones', { zones: [CLIFTON, fiji] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot cross the 180th meridian/);
    const twins = await save('/api/restaurant/places', {
      places: [PLACES[0], { ...PLACES[0], name: 'clifton block 5' }],
    });
    expect(twins.statusCode).toBe(400);
    expect(twins.json().message).toMatch(/Two areas have the same name/);
    expect((await config()).zones).toEqual([]);
  });

  it('answers every zone and place as saved, and the checkout reads them from the public config', async () => {
    const zones = await save('/api/restaurant/zones', { zones: [CLIFTON, NEXT_DOOR] });
    expect(zones.statusCode).toBe(200);
    expect(zones.json().data).toEqual([CLIFTON, NEXT_DOOR]);
    expect((await save('/api/restaurant/places', { places: PLACES })).json().data).toEqual(PLACES);
    const publicConfig = await config();
    expect(publicConfig.zones).toEqual([CLIFTON, NEXT_DOOR]);
    expect(publicConfig.places).toEqual(PLACES);
    // The maps may roam a little past the zones, no further.
    const [[south, west], [north, east]] = publicConfig.deliveryArea;
    expect(south).toBeLessThan(24.8);
    expect(north).toBeGreaterThan(24.84);
    expect(west).toBeLessThan(67.02);
    expect(east).toBeGreaterThan(67.06);
    expect(north - south).toBeLessThan(0.1);
  });
});

describe('an order with zones', () => {
  it('under the minimum is told how much is missing, in the currency', async () => {
    const short = await order(1);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: `The minimum order for delivery to Clifton is ${rs('800')}: add ${rs('350')} more.`,
      code: 'BELOW_MINIMUM',
    });
  });

  it('outside every zone is refused, saying so, and so is an area the restaurant does not keep', async () => {
    const far = await order(2, { latitude: 24.9, longitude: 67.1 });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('latitude/longitude: the delivery point is outside our delivery area.');
    const elsewhere = await order(2, inClifton, 'F-8');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('sector must be one of the delivery areas.');
  });

  it("pays the cheapest zone's fee, kept on the order and shown to the customer, staff and the dashboard", async () => {
    const placed = await order(2);
    expect(placed.statusCode).toBe(201);
    const { orderId, total } = placed.json().data;
    expect(total).toBe(1050);
    const code = await codeMailedTo(t.dataDir, customerEmail, 1);
    const [mail] = mailsTo(t.dataDir, customerEmail).slice(-1);
    expect(mail!.text).toContain(`Delivery: ${rs('150')}`);
    expect(mail!.text).toContain(`Total: ${rs('1,050')}`);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/order/confirm',
      headers: as('CUSTOMER'),
      payload: { orderId, otp: code },
    });
    expect(confirmed.statusCode).toBe(200);

    const tracked = (await t.app.inject({ url: '/api/orders/track', headers: as('CUSTOMER') })).json().data;
    const mine = tracked.find((o: { order_id: number }) => Number(o.order_id) === orderId);
    expect(mine).toMatchObject({ total_price: 1050, delivery_fee: 150, delivery_zone: 'Clifton' });

    const ticket = (await t.app.inject({ url: `/api/order/ticket/${orderId}`, headers: as('WORKER') })).json().data;
    expect(ticket).toMatchObject({ total: 1050, deliveryFee: 150, nearestPlace: 'near Dolmen Mall, Clifton Block 4' });

    const kpis = (await t.app.inject({ url: '/api/insights/kpis', headers: as('ADMIN') })).json().data;
    expect(kpis.todayDeliveryFees).toBe(150);
    expect(kpis.todayRevenue).toBe(900);
  });

  it('in two overlapping zones goes to the free one, with no minimum', async () => {
    const placed = await order(1, { latitude: 24.81, longitude: 67.03 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.total).toBe(450);
  });

  it("without a point goes to its area's centre when that is in a zone, and is asked for a point otherwise", async () => {
    const noPoint = { latitude: undefined, longitude: undefined };
    expect((await order(2, noPoint, 'Clifton Block 5')).statusCode).toBe(201);
    const bath = await order(2, noPoint, 'Bath Island');
    expect(bath.statusCode).toBe(400);
    expect(bath.json().message).toBe('latitude/longitude: choose the delivery point on the map.');
  });
});

describe('a replayed order', () => {
  it('answers for its order after the zones are redrawn, though a new order there would be refused', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { ...as('CUSTOMER'), 'idempotency-key': 'replay-after-redraw' },
        payload: {
          ...orderRequest(biryani),
          ...inClifton,
          sector: 'Clifton Block 5',
          lineItems: [{ productId: biryani, quantity: 2 }],
        },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    // The restaurant stops delivering to Clifton; the customer's retry still finds the order it placed.
    await save('/api/restaurant/zones', { zones: [NEXT_DOOR] });
    const replay = await send();
    expect(replay.json().data).toEqual(first.json().data);
    expect((await order(2)).statusCode).toBe(400);
    await save('/api/restaurant/zones', { zones: [CLIFTON, NEXT_DOOR] });
  });
});

describe('the setup checklist, later', () => {
  it('counts the zone as drawn, and is past setting up once orders arrive', async () => {
    expect(await setup()).toMatchObject({ steps: { zone: true }, takingOrders: true });
  });
});

/**
 * Opening hours and pausing through the API: who may change them, what a closed or paused restaurant answers a new
 * order, that an order placed before can still be confirmed, that open pages hear of changes, and that the settings
 * (and the dashboard's day) survive a restart.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEEKDAYS, type OpeningHoursBody, type Weekday, type WeeklyHours } from '../../shared/opening-hours.ts';
import { buildApp } from '../app.ts';
import { createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { orderListeners } from '../../tests/order-listeners.ts';
import { latestCode } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
const tokens = {} as Record<'CUSTOMER' | 'WORKER' | 'DELIVERY_MAN' | 'ADMIN', string>;
let customerEmail = '';
let dish: ReturnType<typeof createProduct>;
const listeners = orderListeners(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role });
    tokens[role] = sessionToken(t.app, user);
    if (role === 'CUSTOMER') customerEmail = user.email;
  }
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.25 });
  await listeners.start();
});
afterAll(async () => {
  listeners.stop();
  await t.close();
});

const call = (role: keyof typeof tokens | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
  });

const placeOrder = () => call('CUSTOMER', 'POST', '/order/create', orderRequest(dish.id));

const noHours = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;
const allDay = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens: '00:00', closes: '24:00' }]])) as WeeklyHours;
const hours = (weekly: WeeklyHours, extra: Partial<OpeningHoursBody> = {}): OpeningHoursBody => ({
  timeZone: 'Asia/Karachi',
  weekly,
  closedDates: [],
  ...extra,
});
const status = async () => (await call(null, 'GET', '/restaurant/status')).json().data;

beforeEach(async () => {
  expect((await call('ADMIN', 'POST', '/restaurant/hours', hours(allDay))).statusCode).toBe(200);
  expect((await call('ADMIN', 'POST', '/restaurant/resume')).statusCode).toBe(200);
});

describe('opening hours', () => {
  it('are open around the clock on a new install, in the configured time zone', async () => {
    const fresh = await createTestApp({ env: { TZ_RESTAURANT: 'Asia/Dubai' } });
    try {
      const admin = sessionToken(fresh.app, await createUser(fresh.app, { role: 'ADMIN' }));
      const res = await fresh.app.inject({
        url: '/api/restaurant/hours',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.json().data).toMatchObject({
        timeZone: 'Asia/Dubai',
        configuredTimeZone: 'Asia/Dubai',
        weekly: allDay,
      });
      expect((await fresh.app.inject({ url: '/api/restaurant/status' })).json().data).toMatchObject({
        state: 'open',
        acceptingOrders: true,
      });
    } finally {
      await fresh.close();
    }
  });

  it('refuse new orders while closed, saying when it opens, and still confirm one placed before', async () => {
    const before = await placeOrder();
    expect(before.statusCode).toBe(201);
    const code = latestCode(t.dataDir, customerEmail);

    // Open tomorrow evening only, where the restaurant is: closed now, whatever the day and hour of the run.
    const tomorrow = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Karachi', weekday: 'long' })
      .format(new Date(Date.now() + 86_400_000))
      .toLowerCase() as Weekday;
    const saved = await call(
      'ADMIN',
      'POST',
      '/restaurant/hours',
      hours({ ...noHours, [tomorrow]: [{ opens: '17:00', closes: '23:00' }] }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Opening hours saved.',
      data: { weekly: { [tomorrow]: [{ opens: '17:00' }] } },
    });

    const current = await status();
    expect(current).toMatchObject({ state: 'closed', acceptingOrders: false });
    expect(current.message).toMatch(/^Closed, opens (today|tomorrow|[A-Z][a-z]+day) at 17:00\.$/);

    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: current.message, code: 'RESTAURANT_CLOSED' });

    const confirmed = await call('CUSTOMER', 'POST', '/order/confirm', {
      otp: code,
      orderId: before.json().data.orderId,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('close on a closed date, whatever the weekly hours say', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    await call('ADMIN', 'POST', '/restaurant/hours', hours(allDay, { closedDates: [today] }));
    expect((await status()).state).toBe('closed');
    expect((await placeOrder()).statusCode).toBe(409);
  });

  it('set the time zone the dashboard counts its days in', async () => {
    await call('ADMIN', 'POST', '/restaurant/hours', hours(allDay, { timeZone: 'America/New_York' }));
    const kpis = await call('ADMIN', 'GET', '/insights/kpis');
    expect(kpis.json().data.timeZone).toBe('America/New_York');
  });

  it.each([
    [
      { ...hours(allDay), weekly: { ...allDay, friday: [{ opens: '25:00', closes: '02:00' }] } },
      'Times are written HH:MM, from 00:00 to 24:00.',
    ],
    [
      hours({
        ...noHours,
        friday: [
          { opens: '12:00', closes: '15:00' },
          { opens: '14:00', closes: '18:00' },
        ],
      }),
      'Friday: its spans overlap each other.',
    ],
    [
      { ...hours(allDay), timeZone: 'Nowhere/Special' },
      'timeZone: not a time zone we know; use a name such as Asia/Karachi.',
    ],
    [{ ...hours(allDay), closedDates: ['25/12/2026'] }, 'Dates are written YYYY-MM-DD.'],
  ])('refuse bad hours with a message and keep the saved ones (%#)', async (body, message) => {
    const res = await call('ADMIN', 'POST', '/restaurant/hours', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await call('ADMIN', 'GET', '/restaurant/hours')).json().data.weekly).toEqual(allDay);
  });
});

describe('pausing new orders', () => {
  it('the kitchen pauses for 15 minutes: customers are told, new orders wait, and resuming takes them again', async () => {
    const paused = await call('WORKER', 'POST', '/restaurant/pause', { minutes: 15 });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      message: 'New orders are paused for 15 minutes.',
      data: { state: 'paused', message: 'Not taking orders for the next 15 minutes.' },
    });
    const until = Date.parse(paused.json().data.pausedUntil);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Not taking orders for the next 15 minutes.',
      code: 'RESTAURANT_CLOSED',
    });

    const resumed = await call('WORKER', 'POST', '/restaurant/resume');
    expect(resumed.json()).toMatchObject({ message: 'Taking new orders again.', data: { state: 'open' } });
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('the administrator pauses until turned off', async () => {
    const res = await call('ADMIN', 'POST', '/restaurant/pause', { minutes: null });
    expect(res.json()).toMatchObject({
      data: { state: 'paused', pausedUntil: null, message: 'Not taking new orders right now.' },
    });
  });

  it.each([{ minutes: 20 }, { minutes: '15' }, {}, { minutes: -15 }])('refuses %j with a message', async (body) => {
    const res = await call('WORKER', 'POST', '/restaurant/pause', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/minutes/);
    expect((await status()).state).toBe('open');
  });
});

describe('who may do what', () => {
  it.each([
    ['GET', '/restaurant/hours', undefined, ['ADMIN']],
    ['POST', '/restaurant/hours', hours(allDay), ['ADMIN']],
    ['POST', '/restaurant/pause', { minutes: 15 }, ['WORKER', 'ADMIN']],
    ['POST', '/restaurant/resume', undefined, ['WORKER', 'ADMIN']],
  ] as const)('%s %s', async (method, url, body, allowed) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const) {
      const res = await call(role, method, url, body);
      expect(res.statusCode, role).toBe((allowed as readonly string[]).includes(role) ? 200 : 403);
    }
  });

  it('anyone may read the status, signed in or not', async () => {
    expect((await call(null, 'GET', '/restaurant/status')).statusCode).toBe(200);
  });
});

describe('live and lasting', () => {
  it('tells open pages when hours or a pause change', async () => {
    const socket = await listeners.connect(tokens.CUSTOMER);
    const heard = new Promise((resolve) => socket.once('restaurant.changed', resolve));
    await call('WORKER', 'POST', '/restaurant/pause', { minutes: 30 });
    await expect(heard).resolves.toMatchObject({ at: expect.any(String) });
  });

  it('keeps the hours and a pause across a restart', async () => {
    const restarting = await createTestApp();
    const admin = sessionToken(restarting.app, await createUser(restarting.app, { role: 'ADMIN' }));
    const headers = { authorization: `Bearer ${admin}` };
    const saved = hours(allDay, { timeZone: 'Asia/Dubai', closedDates: ['2030-01-01'] });
    await restarting.app.inject({ method: 'POST', url: '/api/restaurant/hours', payload: saved, headers });
    await restarting.app.inject({ method: 'POST', url: '/api/restaurant/pause', payload: { minutes: 60 }, headers });
    await restarting.app.close();

    const again = await buildApp(restarting.config);
    try {
      const res = await again.inject({ url: '/api/restaurant/hours', headers });
      expect(res.json().data).toMatchObject(saved);
      expect((await again.inject({ url: '/api/restaurant/status' })).json().data).toMatchObject({
        state: 'paused',
        message: expect.stringMatching(/^Not taking orders for the next (59|60) minutes\.$/),
      });
    } finally {
      await again.close();
      await restarting.close().catch(() => undefined);
    }
  });
});

/**
 * The restaurant's profile through the API: its first-start defaults from the environment, who may change it, what
 * is refused and why (an unreadable colour, a currency kept in thousandths, an unknown locale), the logo's icons on
 * disk, amounts in the chosen currency in a code's mail, and the settings across a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantProfileBody } from '../../shared/restaurant-profile.ts';
import { createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
const tokens = {} as Record<'CUSTOMER' | 'WORKER' | 'ADMIN', string>;
let customerEmail = '';

beforeAll(async () => {
  t = await createTestApp({
    env: { RESTAURANT_NAME: 'Karachi Biryani House', RESTAURANT_LAT: '24.8607', RESTAURANT_LON: '67.0011' },
  });
  for (const role of ['CUSTOMER', 'WORKER', 'ADMIN'] as const) {
    const user = await createUser(t.app, { role });
    tokens[role] = sessionToken(t.app, user);
    if (role === 'CUSTOMER') customerEmail = user.email;
  }
});
afterAll(() => t.close());

const as = (role: keyof typeof tokens | null) => (role ? { authorization: `Bearer ${tokens[role]}` } : {});
const getProfile = async () =>
  (await t.app.inject({ url: '/api/restaurant/profile' })).json<{ data: Record<string, unknown> }>().data;

const KARACHI: RestaurantProfileBody = {
  name: 'Karachi Biryani House',
  brandColour: '#0F6B3A',
  phone: '+92 21 3456 7890',
  email: 'Hello@KarachiBiryani.example',
  streetAddress: 'Shop 4, Tariq Road, PECHS',
  currency: 'pkr',
  locale: 'en-PK',
  wholeAmounts: false,
  location: { latitude: 24.8607, longitude: 67.0011 },
};

describe('the restaurant profile', () => {
  it("starts from the environment's defaults and is open to everyone", async () => {
    expect(await getProfile()).toEqual({
      name: 'Karachi Biryani House',
      logoUrl: null,
      brandColour: '#c2381c',
      phone: null,
      email: null,
      streetAddress: null,
      currency: 'USD',
      locale: 'en-US',
      wholeAmounts: false,
      location: { latitude: 24.8607, longitude: 67.0011 },
    });
  });

  it('is changed by the administrator only', async () => {
    for (const [role, status] of [
      [null, 401],
      ['CUSTOMER', 403],
      ['WORKER', 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/restaurant/profile',
        payload: KARACHI,
        headers: as(role),
      });
      expect(res.statusCode, String(role)).toBe(status);
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/profile',
      payload: KARACHI,
      headers: as('ADMIN'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getProfile()).toMatchObject({
      brandColour: '#0f6b3a',
      email: 'hello@karachibiryani.example',
      currency: 'PKR',
      locale: 'en-PK',
      phone: '+92 21 3456 7890',
    });
  });

  it.each([
    [
      'a colour white text cannot be read on',
      { brandColour: '#ffcc00' },
      'brandColour',
      /contrast of 1\.5:1; it needs 4\.5:1/,
    ],
    ['a colour that is not one', { brandColour: 'green' }, 'brandColour', /six hexadecimal digits/],
    ['a currency kept in thousandths', { currency: 'KWD' }, 'currency', /KWD has 3 minor digits/],
    ['a currency nobody knows', { currency: 'XYZ' }, 'currency', /XYZ is not a currency/],
    ['an unknown locale', { locale: 'not a locale' }, 'locale', /not a locale this system knows/],
    ['an empty name', { name: '   ' }, 'name', /name is required/],
    ['a phone number in words', { phone: 'call us' }, 'phone', /digits, spaces and an optional \+/],
    ['a place off the globe', { location: { latitude: 95, longitude: 67 } }, 'location.latitude', /./],
  ])('refuses %s with a message naming the field, changing nothing', async (_, change, field, message) => {
    const before = await getProfile();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/profile',
      payload: { ...KARACHI, ...change },
      headers: as('ADMIN'),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.fields[field]).toMatch(message);
    expect(await getProfile()).toEqual(before);
  });

  it('changes only what is sent: the location set on the map leaves the name and money as they were', async () => {
    const before = await getProfile();
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/profile',
      payload: { location: { latitude: 24.85, longitude: 67.02 } },
      headers: as('ADMIN'),
    });
    expect(moved.statusCode).toBe(200);
    expect(await getProfile()).toEqual({ ...before, location: { latitude: 24.85, longitude: 67.02 } });
  });

  it('writes amounts in the chosen currency: a code mail in rupees', async () => {
    const dish = createProduct(t.app, { name: 'Chicken Biryani', price: 450 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: { ...orderRequest(dish.id), lineItems: [{ productId: dish.id, quantity: 2 }] },
      headers: { ...as('CUSTOMER'), 'idempotency-key': 'rupees-1' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.mailed();
    const mail = mailsTo(t.dataDir, customerEmail).at(-1)!;
    // Intl puts a no-break space between the sign and the amount.
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain('2 × Chicken Biryani: Rs 900');
    expect(mail.text).not.toContain('$');
  });
});

describe('the logo', () => {
  const upload = (body: Buffer, type: string, role: keyof typeof tokens = 'ADMIN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/restaurant/logo',
      payload: body,
      headers: { ...as(role), 'content-type': type },
    });
  const fileOf = (url: string) => path.join(t.dataDir, 'uploads', path.basename(url));

  it('is drawn into square 192 and 512 pixel icons, and a new one replaces the old files', async () => {
    expect((await upload(png(300, 100), 'image/png', 'WORKER')).statusCode).toBe(403);
    const first = await upload(png(300, 100), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const logoUrl = (await getProfile()).logoUrl as string;
    expect(logoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-192\.png$/);
    for (const [url, size] of [
      [logoUrl, 192],
      [logoUrl.replace('-192', '-512'), 512],
    ] as const) {
      const bytes = fs.readFileSync(fileOf(url));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
    const served = await t.app.inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);

    const second = await upload(png(64, 64, [15, 107, 58]), 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    expect(fs.existsSync(fileOf(logoUrl))).toBe(false);
    expect((await getProfile()).logoUrl).not.toBe(logoUrl);
  });

  it('refuses bytes that are not a picture, whatever they are called', async () => {
    const before = (await getProfile()).logoUrl;
    const res = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('The image must be a PNG, JPEG, WebP or GIF file.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/logo',
      payload: 'logo',
      headers: { ...as('ADMIN'), 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect((await getProfile()).logoUrl).toBe(before);
  });

  it('is removed with its files', async () => {
    const logoUrl = (await getProfile()).logoUrl as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/restaurant/logo/remove', headers: as('ADMIN') });
    expect(res.statusCode).toBe(200);
    expect((await getProfile()).logoUrl).toBeNull();
    expect(fs.existsSync(fileOf(logoUrl))).toBe(false);
  });
});

describe('after a restart', () => {
  it('keeps what the administrator saved over the environment', async () => {
    const restarting = await createTestApp({ env: { RESTAURANT_NAME: 'From The Environment' } });
    try {
      const admin = sessionToken(restarting.app, await createUser(restarting.app, { role: 'ADMIN' }));
      await restarting.app.inject({
        method: 'POST',
        url: '/api/restaurant/profile',
        payload: KARACHI,
        headers: { authorization: `Bearer ${admin}` },
      });
      await restarting.app.close();
      const again = await buildApp(restarting.config);
      const profile = (await again.inject({ url: '/api/restaurant/profile' })).json<{ data: { name: string } }>();
      expect(profile.data).toMatchObject({ name: 'Karachi Biryani House', currency: 'PKR' });
      await again.close();
    } finally {
      fs.rmSync(restarting.dataDir, { recursive: true, force: true });
    }
  });
});

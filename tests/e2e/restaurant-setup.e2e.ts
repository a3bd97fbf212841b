/**
 * A real install, from empty: `npm start` with DEMO_DATA=false. The administrator's first login opens the setup
 * checklist; they make it "Karachi Biryani House" in Pakistani rupees, put it in Karachi, draw a polygon zone with a
 * Rs 150 fee and a Rs 800 minimum, add two areas and a dish. Customers saw "Opening soon" until then. A customer
 * inside the zone is told the zone, fee and minimum as soon as the point is set, is told how much is missing while
 * under the minimum, then orders and pays the fee, reading "Rs" on every page and in every mail; a point outside
 * the zone is refused, on the map and by the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { DEFAULT_ADMIN_EMAIL } from '../../server/bootstrap/admin-account.ts';
import { png } from '../images.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { newCustomer } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, serveBlankTiles } from './journey.ts';
import { PHONE } from './phone.ts';

const ADMIN_PASSWORD = 'Karachi-owner-2026';
const NAME = 'Karachi Biryani House';
const DISH = 'Chicken Biryani';
const KARACHI = { latitude: '24.8607', longitude: '67.0011' };
/** Intl writes a no-break space between the sign and the amount. */
const rs = (amount: string) => `Rs\u00a0${amount}`;

let browser: Browser;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-karachi-'));
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { DEMO_DATA: 'false', ADMIN_PASSWORD },
  });
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified customer of this install, signed in on a phone. */
async function customer(name: string) {
  const { email, password } = await newCustomer(name.toLowerCase().replace(/\W+/g, '.'), name, dataDir);
  const { context, page } = await newPage(browser, server.url);
  await page.setViewportSize(PHONE);
  await serveBlankTiles(context);
  await loginThroughForm(page, email, password);
  return { email, context, page };
}

/** Every amount on the page is in rupees: "Rs" somewhere, and no dollar sign anywhere. */
async function expectRupees(page: Page, label: string) {
  const text = await page.locator('body').innerText();
  expect(text, label).toContain('Rs');
  expect(text, label).not.toContain('$');
}

const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('a restaurant set up from an empty install', () => {
  it('becomes Karachi Biryani House in rupees, with a zone, areas and a dish, and takes an order paying the fee', async () => {
    // Before any dish, a customer sees the restaurant opening soon.
    const early = await customer('Early Bird');
    await early.page.getByRole('heading', { name: 'Opening soon' }).waitFor();
    await early.context.close();

    // 1. The administrator's first login: the checklist.
    const { context: adminContext, page: admin } = await newPage(browser, server.url);
    await adminContext.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await loginThroughForm(admin, DEFAULT_ADMIN_EMAIL, ADMIN_PASSWORD);
    const checklist = admin.getByRole('region', { name: 'Set up your restaurant' });
    await checklist.waitFor();
    expect(await checklist.innerText()).toContain('6 of 6 steps left');

    // 2. Name and money.
    await checklist.getByRole('link', { name: /Name your restaurant/ }).click();
    await admin.getByRole('heading', { name: 'Settings' }).waitFor();
    await admin.getByLabel('Restaurant name').fill(NAME);
    await admin.getByLabel('Currency (ISO 4217 code)').fill('PKR');
    await admin.getByLabel('Locale').fill('en-PK');
    expect(await admin.getByTestId('money-sample').innerText()).toBe(rs('1,250'));
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await toast(admin, 'Settings saved.');
    await expect.poll(() => admin.title()).toContain(NAME);

    // 3. The location by a click, then exactly by its coordinates.
    const map = admin.locator('.zones-editor__map');
    await map.waitFor();
    const before = await admin.getByLabel('Latitude', { exact: true }).inputValue();
    await map.scrollIntoViewIfNeeded();
    let box = (await map.boundingBox())!;
    await admin.mouse.click(box.x + box.width / 2 + 30, box.y + box.height / 2 + 30);
    await expect.poll(() => admin.getByLabel('Latitude', { exact: true }).inputValue()).not.toBe(before);
    await admin.getByLabel('Latitude', { exact: true }).fill(KARACHI.latitude);
    await admin.getByLabel('Longitude', { exact: true }).fill(KARACHI.longitude);
    await admin.getByRole('button', { name: 'Save location' }).click();
    await toast(admin, 'Location saved.');

    // 4. A polygon zone around the restaurant, drawn with the map's tool: four corners, then the first again.
    await map.scrollIntoViewIfNeeded();
    box = (await map.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await admin.getByTitle('Draw Polygon').click();
    for (const [dx, dy] of [
      [-60, -60],
      [60, -60],
      [60, 60],
      [-60, 60],
      [-60, -60],
    ] as const) {
      await admin.mouse.click(cx + dx, cy + dy);
    }
    const zone = admin.locator('.zones-editor__zone').first();
    await zone.waitFor();
    expect(await zone.innerText()).toContain('Polygon, 4 corners');
    await zone.getByLabel('Name').fill('Clifton and Saddar');
    await zone.getByLabel('Fee (Rs)').fill('150');
    await zone.getByLabel('Minimum order (Rs)').fill('800');
    // Without a pointer: a circle around the restaurant, its radius typed; removed again before saving.
    await admin.getByRole('button', { name: 'Add a circle around the restaurant' }).click();
    const radius = admin.getByLabel('Radius of Zone 2 (km)');
    expect(await radius.inputValue()).toBe('3');
    await radius.fill('2.5');
    await expect.poll(() => admin.locator('.zones-editor__map path.leaflet-interactive').count()).toBe(2);
    await admin.getByRole('button', { name: 'Remove Zone 2' }).click();
    await expect.poll(() => admin.locator('.zones-editor__zone').count()).toBe(1);
    await admin.getByRole('button', { name: 'Save zones' }).click();
    await toast(admin, 'Delivery zones saved.');

    // 5. Two areas.
    for (const [index, area] of ['Clifton', 'Saddar'].entries()) {
      await admin.getByRole('button', { name: 'Add an area' }).click();
      await admin.getByLabel(`Name of place ${index + 1}`).fill(area);
    }
    await admin.getByRole('button', { name: 'Save areas' }).click();
    await toast(admin, 'Areas saved.');

    // 6. A dish, priced in rupees.
    await admin.goto('/admin/products');
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const form = admin.getByRole('dialog', { name: 'Add Product' });
    await form.getByLabel('Name', { exact: true }).fill(DISH);
    // An empty menu has no category to pick: the first one is typed.
    await form.getByLabel('New category').fill('Biryani');
    await form.getByLabel('Price (Rs)').fill('450');
    await form.getByLabel('Emotion').selectOption('joy');
    await form.getByLabel('Type', { exact: true }).selectOption('non-veg');
    await form.getByLabel('Description').fill('Basmati rice layered with spiced chicken.');
    await form.getByLabel('Image').setInputFiles({ name: 'biryani.png', mimeType: 'image/png', buffer: png(640, 480) });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await toast(admin, 'Product added successfully.');
    await admin.getByRole('article').filter({ hasText: DISH }).getByText(rs('450')).waitFor();

    // Only the opening hours are left on the checklist.
    await admin.goto('/admin/');
    await expect.poll(() => checklist.innerText()).toContain('1 of 6 steps left');
    await adminContext.close();

    // 7. A customer on a phone: rupees on the menu, the zone's terms as soon as the point is set.
    const { email, context, page } = await customer('Sana Qureshi');
    await page.getByRole('button', { name: `Add ${DISH} to cart` }).waitFor();
    await expectRupees(page, 'menu');
    await page.getByRole('button', { name: `Add ${DISH} to cart` }).click();
    // The phone's "Checkout" bar, in rupees.
    await page.getByRole('link', { name: `Checkout, 1 item, ${rs('450')}` }).click();
    await page.getByRole('heading', { name: 'Deliver to' }).waitFor();
    const checkoutMap = page.locator('.leaflet-container');
    await checkoutMap.waitFor();
    box = (await checkoutMap.boundingBox())!;

    // Outside the zone: refused on the map.
    await page.mouse.click(box.x + 12, box.y + box.height / 2);
    await page.getByText("We don't deliver to that point: it is outside our delivery zones.").waitFor();
    expect(await page.locator('.delivery-pin').count()).toBe(0);

    // Inside: the zone, its fee and its minimum.
    await page.mouse.click(box.x + box.width / 2 + 15, box.y + box.height / 2 + 15);
    await page.locator('.delivery-pin').waitFor();
    const terms = page.locator('.delivery-details__terms');
    expect(await terms.innerText()).toBe(
      `Delivery zone Clifton and Saddar: delivery ${rs('150')}, minimum order ${rs('800')}.`,
    );
    await page.getByLabel('Select Sector').selectOption('Clifton');
    await page.getByLabel('Full Address').fill('Flat 3, Sea View Apartments, Block 2');

    // Under the minimum: told how much is missing, and the order waits until it is reached.
    await page
      .getByText(`Add ${rs('350')} more to reach the ${rs('800')} minimum order for Clifton and Saddar.`)
      .waitFor();
    expect(await page.locator('.checkout__total').innerText()).toContain(rs('600'));
    await expectRupees(page, 'checkout payment');
    await page.getByLabel('Pay By Cash on Delivery').check();
    await page.getByText('To place the order, reach the minimum order above.').waitFor();
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    // A point outside the zone, sent straight to the server, is refused too.
    const outside = await page.request.post('/api/order/create', {
      data: {
        latitude: 24.95,
        longitude: 67.2,
        address: 'House 1, Gulshan',
        paymentMethod: 'CASH',
        sector: 'Clifton',
        lineItems: [{ productId: 1, quantity: 3 }],
      },
    });
    expect(outside.status()).toBe(400);
    expect((await outside.json()).message).toBe('latitude/longitude: the delivery point is outside our delivery area.');

    // Two biryanis reach the minimum, on the same page: the order pays food and fee.
    await page.getByRole('button', { name: `Increase quantity of ${DISH}` }).click();
    expect(await page.locator('.checkout__total').innerText()).toContain(rs('1,050'));
    expect(await page.locator('.checkout__breakdown').innerText()).toContain(rs('150'));
    await page.getByLabel('Pay By Cash on Delivery').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expect.poll(() => mailsTo(dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(latestCode(dataDir, email));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL('**/track-order?order=*');

    // The tracker and past orders: the fee and the full total, in rupees.
    await page.goto('/track-order');
    await page.getByRole('heading', { name: 'Track Your Order' }).waitFor();
    await page
      .getByText(/Rs\s?1,050/)
      .first()
      .waitFor();
    await page
      .getByText(/Rs\s?150 \(Clifton and Saddar\)/)
      .first()
      .waitFor();
    await expectRupees(page, 'tracker');

    // Every mail: in the restaurant's name, in rupees; the order's states the fee and the full total.
    const mails = mailsTo(dataDir, email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.subject).toContain(NAME);
      expect(mail.text).not.toContain('$');
    }
    const orderMail = mails.find((mail) => mail.text.includes('Total:'))!;
    expect(orderMail.text).toContain(`Delivery: ${rs('150')}`);
    expect(orderMail.text).toContain(`Total: ${rs('1,050')}`);
    await context.close();
  });
});

/**
 * Opening hours and pausing: the admin closes the restaurant for today and every customer page says so live, the
 * checkout first of all, and a new order waits; the kitchen pauses new orders for 15 minutes from its wall screen, a
 * customer at the checkout is told, and Resume takes orders again, all without a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, requestOrder } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, server } from './journey.ts';
import { layoutProblems, phonePage } from './phone.ts';

const WALL = { width: 1920, height: 1080 };
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: WALL });
  admin = await context.newPage();
  await loginThroughForm(admin, E2E_ADMIN.email, E2E_ADMIN.password);
});

afterAll(async () => {
  // Whatever happened above, later journeys find the restaurant open.
  const hours = (await (await admin.request.get('/api/restaurant/hours')).json()) as {
    data: { timeZone: string; weekly: unknown };
  };
  await admin.request.post('/api/restaurant/hours', {
    data: { timeZone: hours.data.timeZone, weekly: hours.data.weekly, closedDates: [] },
  });
  await admin.request.post('/api/restaurant/resume');
  await browser.close();
});

/** A customer on a phone with one dish in the cart. */
async function customerWithCart(prefix: string, name: string) {
  const customer = await newCustomer(prefix, name);
  const { page } = await phonePage(browser, customer);
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  return page;
}

/** What the server answers a new order now, placed with the customer's own session as the checkout does. */
async function tryToOrder(page: Page) {
  const res = await requestOrder(page);
  return { status: res.status(), message: ((await res.json()) as { message: string }).message };
}

const ordersClosedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'it can be placed once' });

describe('opening hours', () => {
  it('the admin closes today: every customer page and the checkout say so live, and a new order waits', async () => {
    await admin.getByRole('link', { name: 'Opening hours' }).click();
    await admin.getByRole('heading', { name: 'Opening hours', level: 1 }).waitFor();
    await expectAccessible(admin, 'the opening hours page');

    const phone = await customerWithCart('hours', 'Sana Malik');
    const banner = phone.getByText(/^Closed, opens tomorrow at 00:00\./);
    expect(await banner.count()).toBe(0);

    // Hours that overlap are refused with the reason, and nothing is saved.
    const friday = admin.getByRole('group', { name: 'Friday' });
    await friday.getByRole('button', { name: 'Add hours on Friday' }).click();
    await admin.getByRole('button', { name: 'Save opening hours' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Friday: its spans overlap each other.' }).waitFor();
    await friday.getByRole('button', { name: 'Remove Friday 17:00 to 23:00' }).click();

    // Closed today, in the restaurant's own time zone.
    const zone = await admin.getByLabel('Time zone').inputValue();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    await admin.getByLabel('Date').fill(today);
    await admin.getByRole('button', { name: 'Add closed date' }).click();
    await admin.getByRole('button', { name: 'Save opening hours' }).click();
    await admin.getByText('Opening hours saved.').first().waitFor();

    // The customer's open menu hears of it without a reload; the checkout says so before anything is filled in.
    await banner.waitFor();
    await phone.goto('/checkout');
    await ordersClosedNotice(phone).filter({ hasText: 'Closed, opens tomorrow at 00:00.' }).waitFor();
    expect(await layoutProblems(phone)).toEqual([]);
    await expectAccessible(phone, 'the checkout while closed');
    expect(await tryToOrder(phone)).toEqual({ status: 409, message: 'Closed, opens tomorrow at 00:00.' });

    // Open again: the notice leaves the checkout live.
    await admin.getByRole('button', { name: `Remove closed date ${today}` }).click();
    await admin.getByRole('button', { name: 'Save opening hours' }).click();
    await ordersClosedNotice(phone).waitFor({ state: 'detached' });
    expect((await tryToOrder(phone)).status).toBe(201);
    await phone.context().close();
  });
});

describe('pausing new orders', () => {
  it('the kitchen pauses for 15 minutes from the wall: the checkout is told, the order waits, Resume reopens', async () => {
    const context = await browser.newContext({ baseURL: server().baseUrl, viewport: WALL });
    const kitchen = await context.newPage();
    await loginThroughForm(kitchen, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const phone = await customerWithCart('paused', 'Bilal Ahmed');
    await phone.goto('/checkout');
    await phone.getByRole('heading', { name: 'Your order' }).waitFor();

    await kitchen.getByRole('button', { name: 'Pause orders' }).click();
    await kitchen.getByRole('dialog', { name: 'Pause new orders' }).getByRole('button', { name: '15 minutes' }).click();
    const strip = kitchen.getByText('New orders paused.');
    await strip.waitFor();
    await expectAccessible(kitchen, 'the kitchen board while paused');

    await ordersClosedNotice(phone)
      .filter({ hasText: /Not taking orders for the next 1[45] minutes\./ })
      .waitFor();
    const refused = await tryToOrder(phone);
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^Not taking orders for the next 1[45] minutes\.$/);

    await kitchen.getByRole('button', { name: 'Resume orders' }).click();
    await strip.waitFor({ state: 'detached' });
    await ordersClosedNotice(phone).waitFor({ state: 'detached' });
    expect((await tryToOrder(phone)).status).toBe(201);

    // Paused and resumed at once: each answer replaces the toast of the one before, still on screen, instead of
    // being dropped as its repeat.
    const toast = (text: string) => kitchen.getByRole('alert').filter({ hasText: text });
    await kitchen.getByRole('button', { name: 'Pause orders' }).click();
    await kitchen.getByRole('dialog', { name: 'Pause new orders' }).getByRole('button', { name: '15 minutes' }).click();
    await toast('New orders are paused for 15 minutes.').waitFor({ timeout: 5_000 });
    await kitchen.getByRole('button', { name: 'Resume orders' }).click();
    await toast('Taking new orders again.').waitFor({ timeout: 5_000 });
    await toast('New orders are paused').waitFor({ state: 'detached', timeout: 5_000 });
    await strip.waitFor({ state: 'detached' });
    await phone.context().close();
    await context.close();
  });
});

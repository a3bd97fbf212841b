/**
 * The owner's orders desk at /admin/orders: finds a customer's order by e-mail (the filter kept in the address, so
 * back and forward bring it back), opens it, reads who moved it, and cancels it with a reason; meanwhile a new order
 * and a kitchen move show on the open list without a reload. On a phone neither page scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';
import { layoutProblems, phonePage } from './phone.ts';

const KITCHEN = DEMO_ACCOUNTS.find((account) => account.role === 'WORKER')!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The kitchen starts an order, through the API as its board would. */
async function kitchenPrepares(orderId: number) {
  const kitchen = await browser.newContext({ baseURL: server().baseUrl });
  expect((await kitchen.request.post('/api/auth/login', { data: KITCHEN })).status()).toBe(200);
  expect((await kitchen.request.post('/api/order/prepare', { data: { orderId } })).status()).toBe(200);
  await kitchen.close();
}

/** A customer signed in on a page of their own, who places confirmed orders through the API. */
async function customerWithOrders(prefix: string, name: string) {
  const { email, password } = await newCustomer(prefix, name);
  const { context, page } = await newPage(browser);
  await loginThroughForm(page, email, password);
  return { email, context, place: () => placeConfirmedOrder(page, email) };
}

/** Marks the document, so a check can tell that what changed since came without a reload. */
const markDocument = (page: Page) => page.evaluate(() => document.body.setAttribute('data-journey-mark', 'kept'));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => document.body.getAttribute('data-journey-mark') === 'kept');

describe("the owner's orders desk", () => {
  let customer: Awaited<ReturnType<typeof customerWithOrders>>;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    customer = await customerWithOrders('desk', 'Mariam Desk');
    admin = await newPage(browser);
    await admin.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });
  afterAll(async () => {
    await customer.context.close();
    await admin.context.close();
  });

  it('finds an order by the customer e-mail, shows who moved it, and cancels it with a reason', async () => {
    const orderId = await customer.place();
    await kitchenPrepares(orderId);
    const { page } = admin;

    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /^Order #\d+$/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'orders desk');

    // Search by the customer's e-mail: the filter goes into the address.
    const search = page.getByRole('search', { name: 'Orders' });
    await search.getByLabel('Search').fill(customer.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(customer.email);
    const link = page.getByRole('link', { name: `Order #${orderId}`, exact: true });
    await link.waitFor();
    await page.getByText('1 order found').waitFor();
    expect(await page.getByRole('link', { name: /^Order #\d+$/ }).count()).toBe(1);

    // Back and forward bring the filters back with the address.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => search.getByLabel('Search').inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => search.getByLabel('Search').inputValue()).toBe(customer.email);
    await page.getByText('1 order found').waitFor();

    // The order's page: its customer, its ticket, and who made each move.
    await link.click();
    await page.getByRole('heading', { name: `Order #${orderId}`, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/admin/orders/${orderId}`);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`Started in the kitchen by ${KITCHEN.name} (kitchen)`).waitFor();
    await history.getByText('Confirmed, in the queue by the customer').waitFor();
    await page.getByRole('region', { name: 'Summary' }).getByText(`${KITCHEN.name} (kitchen)`).waitFor();
    const customerCard = page.getByRole('region', { name: 'Customer' });
    await customerCard.getByText('Mariam Desk').waitFor();
    expect(await customerCard.getByRole('link', { name: customer.email }).getAttribute('href')).toBe(
      `mailto:${customer.email}`,
    );
    const ticket = page.getByRole('link', { name: 'Print ticket (opens in a new tab)' });
    expect(await ticket.getAttribute('href')).toBe(`/ticket/${orderId}`);
    expect(await ticket.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'an order of the desk');

    // Cancelling asks first, and needs a reason.
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await dialog.getByText('reason must be at least 3 characters.').waitFor();
    await expectAccessible(page, 'cancel dialog with its error');
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'detached' });

    const reason = 'The tandoor broke down tonight';
    await page.getByRole('button', { name: 'Cancel order…' }).click();
    await dialog.getByLabel('Reason for the customer').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await page.getByText(`Order #${orderId} is cancelled; the customer has been told why.`).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await history.getByText('Cancelled by Administrator (admin)').waitFor();
    await history.getByText(`Reason: ${reason}`).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order…' }).count()).toBe(0);

    // "All orders" goes back to the list as it was filtered.
    await page.getByRole('link', { name: 'All orders' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(customer.email);
    await page.getByRole('row', { name: new RegExp(`Order #${orderId}\\b.*Cancelled`) }).waitFor();
  });

  it('shows a new order and a kitchen move on the open list without a reload', async () => {
    const { page } = admin;
    await page.goto('/admin/orders');
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await markDocument(page);

    const orderId = await customer.place();
    const row = page.getByRole('row', { name: new RegExp(`Order #${orderId}\\b`) });
    await row.getByText('In the queue').waitFor({ timeout: 10_000 });
    await kitchenPrepares(orderId);
    await row.getByText('Preparing').waitFor({ timeout: 10_000 });
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('fits a phone: no sideways scroll, fingertip controls, and nothing axe objects to', async () => {
    const orderId = await customer.place();
    const { context, page } = await phonePage(browser, E2E_ADMIN);
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: `Order #${orderId}`, exact: true }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'orders desk on a phone');

    await page.getByRole('link', { name: `Order #${orderId}`, exact: true }).tap();
    await page.getByRole('heading', { name: `Order #${orderId}`, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Confirmed, in the queue by the customer').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'an order on a phone');
    await context.close();
  });
});

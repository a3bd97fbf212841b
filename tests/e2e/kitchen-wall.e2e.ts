/**
 * The kitchen board on a wall screen (1920x1080), read from the stove: every ticket shows its dishes and
 * quantities without a tap, in type big enough to read from two or three metres, a drop the kitchen cannot make
 * says why, and an order a rider brings back says why, to the kitchen and the customer, until it goes out again.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { drag, launchBrowser, loginThroughForm, newPage } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

describe('the kitchen board on a wall screen', () => {
  it('shows every ticket with its dishes in type readable from across the kitchen, says why a drop is refused, and why an order came back', async () => {
    const { email, password } = await newCustomer('wall', 'Bilal Ahmed');
    const customer = await newPage(browser);
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);

    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await loginThroughForm(page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const queue = page.getByRole('region', { name: 'Queue', exact: true });
    const card = queue.getByRole('article', { name: `Order #${orderId}` });
    await card.waitFor();

    // Nothing to tap: no ticket hides its dishes, and every ticket on the screen shows them.
    expect(await page.getByRole('button', { name: /show items/i }).count()).toBe(0);
    const tickets = page.getByRole('article', { name: /^Order #\d+$/ });
    for (const ticket of await tickets.all()) {
      const items = ticket.getByRole('list', { name: 'Items' });
      expect(await items.isVisible()).toBe(true);
      expect(await items.getByRole('listitem').first().isVisible()).toBe(true);
    }

    // The order number at 28px at least, each dish at 20px at least.
    expect(await fontSize(card.getByRole('heading', { name: `Order #${orderId}` }))).toBeGreaterThanOrEqual(28);
    const dishes = card.locator('.staff-line-items__name');
    expect(await dishes.count()).toBeGreaterThan(0);
    for (const dish of await dishes.all()) {
      expect(await dish.isVisible()).toBe(true);
      expect(await fontSize(dish)).toBeGreaterThanOrEqual(20);
      expect(await dish.textContent()).toMatch(/^\d+ × /);
    }
    await expectAccessible(page, 'kitchen board on a wall screen');

    // Straight from the Queue to Completed skips the stove: the card stays, and the board says why.
    await drag(page, card, page.getByRole('region', { name: 'Completed', exact: true }));
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${orderId} has to be prepared first: move it to Preparing.` })
      .waitFor();
    await card.waitFor();
    const onServer = await page.request.get('/api/orders/get-processing-and-prepared');
    const { data } = (await onServer.json()) as { data: { processing: { orderId: number }[] } };
    expect(data.processing.map((order) => order.orderId)).toContain(orderId);

    // No line of the page runs wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);

    // Cooked and sent out; the rider cannot find the house and brings it back, saying why.
    await card.getByRole('button', { name: 'Start preparing' }).click();
    const preparing = page.getByRole('region', { name: 'Preparing', exact: true });
    await preparing
      .getByRole('article', { name: `Order #${orderId}` })
      .getByRole('button', { name: 'Mark ready' })
      .click();
    await page
      .getByRole('region', { name: 'Completed', exact: true })
      .getByRole('article', { name: `Order #${orderId}` })
      .waitFor();
    const rider = await newPage(browser);
    await loginThroughForm(rider.page, 'rider@forkcast.test', 'rider-demo-1');
    const delivery = rider.page.getByRole('article', { name: `Order #${orderId}` });
    // At the door the rider can call the customer before giving up.
    expect(await delivery.getByRole('link', { name: 'Call Bilal' }).getAttribute('href')).toBe('tel:+923001234567');
    await delivery.getByRole('button', { name: 'Report Issue' }).click();
    await rider.page.getByRole('textbox', { name: 'Reason' }).fill('Wrong address: house 12 does not exist.');
    await rider.page.getByRole('button', { name: 'Submit' }).click();
    await delivery.waitFor({ state: 'detached' });
    await rider.context.close();

    // The board shows it back in Preparing with the rider's reason, without a reload.
    const returned = preparing.getByRole('article', { name: `Order #${orderId}` });
    await returned.getByText('Returned: Wrong address: house 12 does not exist.').waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'kitchen board with a returned order');
    await context.close();

    // The customer's tracker says so too, and stays saying so: not a toast that is gone in two seconds.
    await customer.page.goto('/track-order');
    await customer.page
      .getByText(/^Your rider couldn't deliver this order: Wrong address: house 12 does not exist\. The kitchen/)
      .waitFor();
    await expectAccessible(customer.page, 'tracker of a returned order');
    await customer.context.close();
  });
});

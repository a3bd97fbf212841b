/**
 * The kitchen board on a wall screen (1920x1080), read from the stove: every ticket shows its dishes and
 * quantities without a tap, in type big enough to read from two or three metres, a drop the kitchen cannot make
 * says why, and an order a rider brings back says why, to the kitchen and the customer, until it goes out again;
 * the customer corrects the address from the tracker, and the kitchen and the rider see the new one.
 */
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { clearKitchenBoard, drag, launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { layoutProblems, PHONE } from './phone.ts';
import { kitchenBoard } from '../../shared/staff-orders.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

describe('the kitchen board on a wall screen', () => {
  it('shows every ticket with its dishes in type readable from across the kitchen, says why a drop is refused, why an order came back, and where it goes now', async () => {
    await clearKitchenBoard();
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

    // Nothing to tap: no ticket hides its dishes, and every ticket still to cook shows them (a finished order is a
    // one-line strip in Completed).
    expect(await page.getByRole('button', { name: /show items/i }).count()).toBe(0);
    const tickets = page
      .getByRole('region', { name: /^(Queue|Preparing)$/ })
      .getByRole('article', { name: /^Order #\d+$/ });
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
    await drag(page, card, 'Completed');
    await page
      .getByRole('alert')
      .filter({ hasText: `Order #${orderId} has to be prepared first: move it to Preparing.` })
      .waitFor();
    await card.waitFor();
    const onServer = await page.request.get('/api/orders/get-processing-and-prepared');
    const data = kitchenBoard.parse(((await onServer.json()) as { data: unknown }).data);
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
    await rider.page
      .getByRole('article', { name: new RegExp(`^Order #${orderId} · `) })
      .getByRole('button', { name: "I'm taking it" })
      .click();
    const delivery = rider.page.getByRole('article', { name: `Order #${orderId}`, exact: true });
    // At the door the rider can call the customer before giving up.
    expect(await delivery.getByRole('link', { name: 'Call Bilal' }).getAttribute('href')).toBe('tel:+923001234567');
    await delivery.getByRole('button', { name: "Couldn't deliver" }).click();
    const sheet = rider.page.getByRole('dialog');
    await sheet.getByRole('radio', { name: 'Other' }).check();
    await sheet.getByRole('textbox', { name: 'Say what happened' }).fill('Wrong address: house 12 does not exist.');
    await sheet.getByRole('radio', { name: /^Back to the kitchen/ }).check();
    await sheet.getByRole('button', { name: 'Send' }).click();
    await delivery.waitFor({ state: 'detached' });
    await rider.context.close();

    // The board shows it back in Preparing with the rider's reason, without a reload.
    const returned = preparing.getByRole('article', { name: `Order #${orderId}` });
    await returned.getByText('Returned: Wrong address: house 12 does not exist.').waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'kitchen board with a returned order');

    // The customer's tracker says so too, and stays saying so: not a toast that is gone in two seconds. The reason
    // is about the address, so correcting it is the first thing offered.
    await customer.page.setViewportSize({ width: 1920, height: 1080 });
    await customer.page.goto('/track-order');
    await customer.page
      .getByText(/^Your rider couldn't deliver this order: Wrong address: house 12 does not exist\. The kitchen/)
      .waitFor();
    await expectAccessible(customer.page, 'tracker of a returned order');
    await customer.page.getByRole('button', { name: 'Correct the delivery address' }).click();
    const form = customer.page.getByRole('form', { name: 'Correct the delivery address' });
    const map = form.locator('.leaflet-container');
    await map.waitFor();
    const box = (await map.boundingBox())!;
    await customer.page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30);
    // Named by the place it is near, as at checkout, never as bare coordinates.
    await form
      .getByRole('status')
      .filter({ hasText: /^Delivery point set (near|in) [^\d(]/ })
      .waitFor();
    await form.getByRole('combobox', { name: 'Sector' }).selectOption('G-9');
    const newAddress = 'House 21, Street 5, G-9/4, green gate opposite the park';
    await form.getByRole('textbox', { name: 'Full Address' }).fill(newAddress);
    await expectAccessible(customer.page, 'tracker with the address correction open');
    await form.getByRole('button', { name: 'Save the new address' }).click();
    await form.waitFor({ state: 'detached' });
    await customer.page.getByText(/You updated the delivery address/).waitFor();
    await customer.page.getByText(`${newAddress}, G-9`).waitFor();
    expect(await customer.page.getByRole('button', { name: /delivery address$/ }).count()).toBe(1);

    // The board hears of it live, on the returned card.
    await returned.getByText(`New address from the customer: ${newAddress} (G-9)`).waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'kitchen board with a corrected address');

    // Ready again: the rider's card takes the new address, marked as corrected.
    await returned.getByRole('button', { name: 'Mark ready' }).click();
    const riderAgain = await newPage(browser);
    await loginThroughForm(riderAgain.page, 'rider@forkcast.test', 'rider-demo-1');
    const outAgain = riderAgain.page.getByRole('article', { name: new RegExp(`^Order #${orderId} · `) });
    await outAgain.getByText(newAddress).waitFor();
    await outAgain.getByText(/address corrected$/).waitFor();
    await riderAgain.context.close();
    await context.close();
    await customer.context.close();
  });

  it("fits the tracker's address correction on a phone", async () => {
    const { email, password } = await newCustomer('wall-phone', 'Sana Malik');
    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    await loginThroughForm(page, email, password);
    const orderId = await placeConfirmedOrder(page, email);
    // The kitchen and the rider move it over the API: this check is about the customer's screen.
    const staff: BrowserContext[] = [];
    const as = async (login: string, secret: string) => {
      const session = await newPage(browser);
      staff.push(session.context);
      await loginThroughForm(session.page, login, secret);
      return session.page.request;
    };
    const kitchen = await as('kitchen@forkcast.test', 'kitchen-demo-1');
    for (const move of ['prepare', 'complete'])
      expect((await kitchen.post(`/api/order/${move}`, { data: { orderId } })).status()).toBe(200);
    const rider = await as('rider@forkcast.test', 'rider-demo-1');
    const failed = await rider.post('/api/order/deliver-failed', { data: { orderId, reason: 'Nobody at the door' } });
    expect(failed.status()).toBe(200);
    for (const session of staff) await session.close();

    await page.goto('/track-order');
    // Not about the address: the offer is the quieter one, next to the address.
    await page.getByText(/^Your rider couldn't deliver this order: Nobody at the door\./).waitFor();
    expect(await page.getByRole('button', { name: 'Correct the delivery address' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Change the delivery address' }).tap();
    await page.getByRole('form', { name: 'Correct the delivery address' }).locator('.leaflet-container').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'address correction on a phone');
    await context.close();
  });
});

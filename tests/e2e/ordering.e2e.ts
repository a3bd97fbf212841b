/** The customer's whole journey: menu, product page, cart, checkout confirmed by the e-mailed code, tracking, past orders, feedback. */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { DEFAULT_DELIVERY_AREA } from '../../shared/orders.ts';
import { sectorCentre } from '../../server/demo/islamabad-places.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible, expectReadableToast } from './accessibility.ts';
import { newCustomer, withDatabase } from './customers.ts';
import { isFocused, loginWithKeyboard, tabTo } from './keyboard.ts';
import { launchBrowser, loginThroughForm, newPage, serveBlankTiles, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function waitForMails(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(server().dataDir, email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const added = (page: Page, name: string) => page.getByText(`${name} added to cart!`).first().waitFor();

/** The chosen point as the step shows it: in words, never as coordinates. */
async function shownPlace(page: Page): Promise<string> {
  const words = await page.locator('.delivery-details__place strong').innerText();
  expect(words).not.toMatch(/\d+\.\d{3}/);
  return words;
}

/** A fresh customer, so each journey owns every order it sees. */
describe('a customer orders', () => {
  // The longest journey (every screen checked by axe, live moves), past a minute on a busy machine.
  it('from the menu to feedback on the delivered order', async () => {
    const { email, password } = await newCustomer('orders', 'Hamza Iqbal');
    const { context, page } = await newPage(browser);
    await serveBlankTiles(context);
    await loginThroughForm(page, email, password);

    // 1. Two products from the home page, one from the product page.
    await page.getByRole('heading', { name: 'The Menu' }).waitFor();
    const addButtons = page.getByRole('button', { name: /^Add .* to cart$/ });
    await addButtons.first().waitFor();
    await expectAccessible(page, 'home');
    const names: string[] = [];
    for (const i of [0, 1]) {
      const name = (await addButtons.nth(i).getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
      await addButtons.nth(i).click();
      await added(page, name);
      if (i === 0) await expectReadableToast(page);
      names.push(name);
    }
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('.product-card__link').nth(2).click();
    await page.waitForURL(/\/product\/\d+/);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await expectAccessible(page, 'product page');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added to cart!' }).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toMatch(/^3\b/);

    // 2. The cart: one more of the first dish.
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('button', { name: `Increase quantity of ${names[0]}` }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toMatch(/^4\b/);
    await expectAccessible(page, 'cart popup');
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    // 3. Checkout, on one page: the lines, the map, sector and address, cash, and place.
    await page.getByRole('heading', { name: 'Deliver to' }).waitFor();
    await page.getByRole('list', { name: 'Items in your order' }).getByText(names[0]!, { exact: true }).waitFor();
    // Every section at once: lines, map, address fields, "Save this address" with its labels, payment cards.
    await page.getByLabel('Save this address for next time').waitFor();
    await expectAccessible(page, 'checkout');
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
    await page.locator('.delivery-pin').waitFor();
    expect(await shownPlace(page)).toMatch(/^(near|in) \S/);
    expect(await page.getByRole('status').filter({ hasText: 'Delivery point set' }).innerText()).toMatch(
      /^Delivery point set (near|in) \S.*\.$/,
    );
    expect(await page.getByText('The map could not load.').count()).toBe(0);
    await page.getByLabel('Select Sector').selectOption('F-7');
    await page.getByLabel('Full Address').fill('House 12, Street 5, F-7/2');
    await page.getByLabel('Pay By Cash on Delivery').check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    // 4. The code from the outbox confirms it, and the tracker takes over.
    await page.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expectAccessible(page, 'checkout: confirm code');
    await waitForMails(email, 1);
    const code = latestCode(server().dataDir, email);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL('**/track-order?order=*');
    expect(await page.getByTestId('cart-count').count()).toBe(0);

    const order = withDatabase((db) => db.select().from(orders).orderBy(orders.id).all()).at(-1)!;
    expect(order.status).toBe('PROCESSING');

    // 5. Tracking shows Received.
    await page.getByRole('heading', { name: 'Track Your Order' }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Order progress' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/Received/);
    await expectAccessible(page, 'tracking');

    // 6. Past Orders lists it; 7. once delivered, feedback can be sent once.
    withDatabase((db) =>
      db.update(orders).set({ status: 'DELIVERED', updatedAt: Date.now() }).where(eq(orders.id, order.id)).run(),
    );
    await page.getByRole('link', { name: 'Past Orders' }).first().click();
    await page.getByRole('heading', { name: 'Past Orders' }).waitFor();
    const card = page.locator('.past-order').first();
    await card.waitFor();
    expect(await card.innerText()).toContain(`${order.id}`);
    await expectAccessible(page, 'past orders');
    await card.getByRole('button', { name: 'More Info' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await modal.getByText('Please enter feedback').waitFor();
    await expectAccessible(page, 'past orders: order and feedback modal');
    await modal.getByLabel('Your feedback').fill('Lovely food, arrived hot.');
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Feedback submitted successfully').first().waitFor();
    await expect.poll(() => modal.getByRole('button', { name: 'Submit Feedback' }).count()).toBe(0);

    // The dialog keeps Tab and Shift+Tab inside it; Escape closes it and gives focus back to the button that opened it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await isFocused(card.getByRole('button', { name: 'More Info' }))).toBe(true);
    await context.close();
  }, 150_000);

  it('with the keyboard alone, from the menu to the code confirmed', async () => {
    const { email, password } = await newCustomer('keyboard', 'Hamza Iqbal');
    const { context, page } = await newPage(browser);
    await serveBlankTiles(context);
    await loginWithKeyboard(page, email, password);

    // A dish from the menu, then back up to the cart.
    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await add.waitFor();
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await added(page, name);
    await tabTo(page, page.getByRole('button', { name: /^Cart/ }), { backwards: true });
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await tabTo(page, cart.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout');

    // The map takes Enter to pin its centre; the sector is chosen with an arrow key; the address is typed.
    await page.getByRole('heading', { name: 'Deliver to' }).waitFor();
    await tabTo(page, page.getByRole('application', { name: 'Delivery map' }));
    await page.keyboard.press('Enter');
    await page.locator('.delivery-pin').waitFor();
    const sector = page.getByLabel('Select Sector');
    await tabTo(page, sector);
    await page.keyboard.press('ArrowDown');
    expect(await sector.inputValue()).not.toBe('');
    await tabTo(page, page.getByLabel('Full Address'), { limit: 1 });
    await page.keyboard.type('House 4, Street 9, G-5/1');

    // Payment: a radio group, chosen with Space.
    const cash = page.getByLabel('Pay By Cash on Delivery');
    await tabTo(page, cash);
    await page.keyboard.press('Space');
    expect(await cash.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');

    // The code from the outbox, typed into the boxes.
    await page.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await waitForMails(email, 1);
    await tabTo(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await page.keyboard.type(latestCode(server().dataDir, email));
    await tabTo(page, page.getByRole('button', { name: 'Confirm Order' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/track-order?order=*');
    await context.close();
  });

  it('on a phone whose map tiles cannot load, by the sector and the written address', async () => {
    const { email, password } = await newCustomer('offline-map', 'Ayesha Khan');
    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // The tile host is blocked: every tile fails.
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    await loginThroughForm(page, email, password);

    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await add.waitFor();
    // Read before the tap: once the dish is in the cart, its Add gives way to a quantity stepper.
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
    await add.tap();
    await added(page, name);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Deliver to' }).waitFor();

    // The fallback in place of a blank grid.
    await page.getByText('The map could not load.').waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.getByRole('button', { name: 'Try the map again' }).waitFor();
    await expectAccessible(page, 'checkout: delivery details without the map');
    const layout = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll<HTMLElement>('.delivery-details button, .delivery-details select')]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width < 44 || box.height < 44).length,
    }));
    expect(layout).toEqual({ width: 390, small: 0 });

    // Location not shared: said so, with the other way.
    await page.getByRole('button', { name: 'Use my location' }).tap();
    await page
      .getByRole('status')
      .filter({ hasText: "We couldn't get your location (it may be blocked). Please choose your sector" })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    // The sector and the address are enough: the sector's centre stands for the point.
    await page.getByLabel('Select Sector').selectOption('G-9');
    expect(await shownPlace(page)).toBe('in G-9 (your written address guides the rider)');
    await page.getByLabel('Full Address').fill('House 21, Street 40, G-9/2');
    await page.getByLabel('Pay By Cash on Delivery').tap();
    await page.getByRole('button', { name: 'Place Order' }).tap();

    await page.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await waitForMails(email, 1);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).tap();
    await page.keyboard.type(latestCode(server().dataDir, email));
    await page.getByRole('button', { name: 'Confirm Order' }).tap();
    await page.waitForURL('**/track-order?order=*');

    const order = withDatabase((db) => db.select().from(orders).orderBy(orders.id).all()).at(-1)!;
    const centre = sectorCentre('G-9')!;
    const [[south, west], [north, east]] = DEFAULT_DELIVERY_AREA;
    expect(order.sector).toBe('G-9');
    expect(order.latitude).toBeCloseTo(centre.latitude, 5);
    expect(order.longitude).toBeCloseTo(centre.longitude, 5);
    expect(
      order.latitude >= south && order.latitude <= north && order.longitude >= west && order.longitude <= east,
    ).toBe(true);
    await context.close();
  });
});

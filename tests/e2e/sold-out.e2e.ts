/**
 * Sold out from the kitchen: a cook marks a dish sold out from the board in two taps; a customer's open cart holding
 * it says so without a reload; the order is refused naming the dish, and one tap removes it so the order goes
 * through; the cook puts the dish back on, and the customer's open product page follows.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../drizzle/schema.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, withDatabase } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { layoutProblems, PHONE } from './phone.ts';

let browser: Browser;
/** The dish the kitchen sells out: the last available one on the menu, far from the first ones other journeys add. */
let FISH: string;
let fishId: number;
let SOLD_OUT_MESSAGE: string;
/** Dishes the demo menu has sold out already. */
let soldOutBefore: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const dish = withDatabase((db) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.available, true), isNull(products.deletedAt)))
      .orderBy(desc(products.id))
      .get(),
  )!;
  [FISH, fishId] = [dish.name, dish.id];
  SOLD_OUT_MESSAGE = `${FISH} is sold out. Remove it from your cart to order.`;
  soldOutBefore = withDatabase((db) => db.select().from(products).where(eq(products.available, false)).all().length);
});

/** The board's button as a screen reader hears it, with `count` dishes sold out. */
const soldOutButton = (count: number) =>
  count === 0 ? 'Sold out' : `Sold out: ${count} ${count === 1 ? 'dish' : 'dishes'}`;
afterAll(async () => {
  // Whatever happened above, later journeys find the demo menu whole.
  withDatabase((db) => db.update(products).set({ available: true }).where(eq(products.id, fishId)).run());
  await browser.close();
});

/** The board's "Sold out" button, then the dish's switch: two taps (the search only narrows the list). */
async function markFish(board: Page, soldOut: boolean) {
  await board.getByRole('button', { name: /^Sold out/ }).click();
  const sheet = board.getByRole('dialog', { name: 'Sold out' });
  await sheet.getByLabel('Find a dish').fill(FISH);
  const fishSwitch = sheet.getByRole('switch', { name: `Sold out: ${FISH}` });
  expect(await fishSwitch.isChecked()).toBe(!soldOut);
  await fishSwitch.click({ force: true });
  await expect.poll(() => fishSwitch.isChecked(), { timeout: 10_000 }).toBe(soldOut);
  await board
    .getByText(soldOut ? `${FISH} is sold out.` : `${FISH} is back on the menu.`)
    .first()
    .waitFor();
  return sheet;
}

describe('a dish sold out from the kitchen', () => {
  it('shows sold out in an open cart, is refused at checkout naming it, removed in one tap, and comes back', async () => {
    const { email, password } = await newCustomer('sold-out', 'Nadia Hussain');
    const customer = await newPage(browser);
    const kitchen = await newPage(browser);
    for (const { context } of [customer, kitchen])
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const shop = customer.page;
    const board = kitchen.page;

    // 1. The customer's cart holds the fish and one other dish, and stays open.
    await loginThroughForm(shop, email, password);
    await shop.getByRole('heading', { name: 'The Menu' }).waitFor();
    const other = shop.getByRole('button', { name: /^Add .* to cart$/ }).first();
    const otherName = (await other.getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
    expect(otherName).not.toBe(FISH);
    await other.click();
    await expect.poll(() => shop.getByTestId('cart-count').innerText()).toMatch(/^1\b/);
    await shop.goto(`/product/${fishId}`);
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.getByRole('button', { name: 'Added to cart!' }).waitFor();
    await expect.poll(() => shop.getByTestId('cart-count').innerText()).toMatch(/^2\b/);
    await shop.getByRole('button', { name: /^Cart/ }).click();
    const cart = shop.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('button', { name: `Increase quantity of ${FISH}` }).waitFor();
    let reloads = 0;
    shop.on('load', () => (reloads += 1));

    // 2. The cook: "Sold out" in the board's toolbar, then the fish's switch.
    await loginThroughForm(board, 'kitchen@forkcast.test', 'kitchen-demo-1');
    await board.getByRole('heading', { name: 'Kitchen' }).first().waitFor();
    const sheet = await markFish(board, true);
    await expectAccessible(board, 'kitchen: sold-out sheet');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await board.getByRole('button', { name: soldOutButton(soldOutBefore + 1), exact: true }).waitFor();

    // 3. The open cart says so by itself, and offers Remove.
    const fishLine = cart.getByRole('listitem').filter({ hasText: FISH });
    await fishLine.getByText('Sold out. Remove it to order.').waitFor({ timeout: 10_000 });
    await fishLine.getByRole('button', { name: `Remove ${FISH}` }).waitFor();
    await expectAccessible(shop, 'cart holding a sold-out dish');
    expect(reloads).toBe(0);

    // 4. Checkout: the order is refused naming the fish, with a one-tap Remove.
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await shop.getByRole('heading', { name: 'Your order' }).waitFor();
    await shop.getByRole('note').filter({ hasText: SOLD_OUT_MESSAGE }).waitFor();
    await shop.getByRole('heading', { name: 'Deliver to' }).waitFor();
    await shop.getByText('The map could not load.').waitFor();
    await shop.getByLabel('Select Sector').selectOption('F-7');
    await shop.getByLabel('Full Address').fill('House 12, Street 5, F-7/2');
    await shop.getByLabel('Pay By Cash on Delivery').check();
    const ordersBefore = withDatabase((db) => db.select().from(orders).all().length);
    await shop.getByRole('button', { name: 'Place Order' }).click();
    const refusal = shop.getByRole('alert').filter({ hasText: SOLD_OUT_MESSAGE });
    await refusal.waitFor();
    expect(withDatabase((db) => db.select().from(orders).all().length)).toBe(ordersBefore);
    await expectAccessible(shop, 'checkout: refused for a sold-out dish');
    await refusal.getByRole('button', { name: `Remove ${FISH}` }).click();
    await refusal.waitFor({ state: 'detached' });
    expect(await shop.getByTestId('cart-count').innerText()).toMatch(/^1\b/);
    await shop.getByRole('button', { name: 'Place Order' }).click();

    await shop.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await shop.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await shop.keyboard.type(latestCode(server().dataDir, email));
    await shop.getByRole('button', { name: 'Confirm Order' }).click();
    await shop.waitForURL('**/track-order?order=*');
    const placed = withDatabase((db) => {
      const order = db.select().from(orders).orderBy(orders.id).all().at(-1)!;
      return db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all();
    });
    expect(placed.map((line) => line.productName)).toEqual([otherName]);

    // 5. The fish's page, open on the customer's screen, follows the cook putting it back on.
    await shop.goto(`/product/${fishId}`);
    await shop.getByText('This dish is sold out right now', { exact: false }).waitFor();
    const addToCart = shop.getByRole('button', { name: /Add to Cart/ });
    expect(await addToCart.isDisabled()).toBe(true);
    const loadsBefore = reloads;
    await markFish(board, false);
    await expect.poll(() => addToCart.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(reloads).toBe(loadsBefore);
    await board.getByRole('dialog', { name: 'Sold out' }).getByRole('button', { name: 'Close' }).click();
    await board.getByRole('button', { name: soldOutButton(soldOutBefore), exact: true }).waitFor();

    await customer.context.close();
    await kitchen.context.close();
  });

  it('does not confirm an order whose dish sold out after it was placed: back to payment, Remove, placed again', async () => {
    const { email, password } = await newCustomer('sold-out-late', 'Imran Qureshi');
    const customer = await newPage(browser);
    await customer.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const shop = customer.page;
    await loginThroughForm(shop, email, password);
    await shop.getByRole('heading', { name: 'The Menu' }).waitFor();
    const other = shop.getByRole('button', { name: /^Add .* to cart$/ }).first();
    const otherName = (await other.getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
    await other.click();
    await shop.goto(`/product/${fishId}`);
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.getByRole('button', { name: 'Added to cart!' }).waitFor();
    await shop.goto('/checkout');
    await shop.getByText('The map could not load.').waitFor();
    await shop.getByLabel('Select Sector').selectOption('F-7');
    await shop.getByLabel('Full Address').fill('House 12, Street 5, F-7/2');
    await shop.getByLabel('Pay By Cash on Delivery').check();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The last portion goes to another table while the customer fetches the code.
    const kitchen = await newPage(browser);
    await loginThroughForm(kitchen.page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const marked = await kitchen.page.request.post('/api/product/availability', {
      data: { productId: fishId, availability: false },
    });
    expect(marked.status()).toBe(200);

    await shop.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await shop.keyboard.type(latestCode(server().dataDir, email));
    await shop.getByRole('button', { name: 'Confirm Order' }).click();
    await shop.getByRole('heading', { name: 'Deliver to' }).waitFor();
    await shop.getByText('Your order was not confirmed: a dish in it sold out after you placed it.').waitFor();
    const refusal = shop.getByRole('alert').filter({ hasText: SOLD_OUT_MESSAGE });
    await refusal.getByRole('button', { name: `Remove ${FISH}` }).click();
    await refusal.waitFor({ state: 'detached' });
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBe(2);
    await shop.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await shop.keyboard.type(latestCode(server().dataDir, email));
    await shop.getByRole('button', { name: 'Confirm Order' }).click();
    await shop.waitForURL('**/track-order?order=*');
    const confirmed = withDatabase((db) => {
      const order = db.select().from(orders).where(eq(orders.status, 'PROCESSING')).orderBy(orders.id).all().at(-1)!;
      return db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all();
    });
    expect(confirmed.map((line) => line.productName)).toEqual([otherName]);

    const back = await kitchen.page.request.post('/api/product/availability', {
      data: { productId: fishId, availability: true },
    });
    expect(back.status()).toBe(200);
    await customer.context.close();
    await kitchen.context.close();
  });

  it('fits a phone-sized kitchen tablet: no sideways scrolling, every target a fingertip wide', async () => {
    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await loginThroughForm(page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    await page.getByRole('button', { name: /^Sold out/ }).tap();
    await page.getByRole('dialog', { name: 'Sold out' }).getByRole('switch').first().waitFor();
    // Measured once the sheet has slid into place.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    expect(await layoutProblems(page)).toEqual([]);
    const rows = await page
      .locator('.sold-out-row')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

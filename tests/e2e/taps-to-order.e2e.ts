/**
 * From the menu to a confirmed order on a 390×844 phone (docs/decisions/0035): a guest who browses, asks the
 * assistant and fills a cart before having an account keeps the cart through signing up; a returning customer with a
 * saved address orders in a handful of taps, confirming with the mail's button (docs/devices.md counts them).
 */
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder, withDatabase } from './customers.ts';
import { launchBrowser, pathOf, serveBlankTiles, server } from './journey.ts';
import { layoutProblems, PHONE, phonePage } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const statusOf = (orderId: number) =>
  withDatabase((db) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()?.status);

const mailCount = (email: string) => mailsTo(server().dataDir, email).length;

/** The path and fragment of the "Confirm order #N" button in the customer's newest mail. */
function mailedConfirmLink(email: string): string {
  const link = new URL(
    mailsTo(server().dataDir, email)
      .at(-1)!
      .text.match(/^http\S+\/confirm-order\/\S+$/m)![0],
  );
  return `${link.pathname}${link.hash}`;
}

/** The dishes on the menu list, by their Add buttons. */
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ });
const dishOf = async (add: Locator) => (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');

describe('a guest', () => {
  it('browses, asks the assistant, fills a cart, signs up at checkout, verifies, and orders with the cart intact', async () => {
    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await serveBlankTiles(context);
    const page = await context.newPage();

    // The menu, with prices, for someone with no account.
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Menu' }).waitFor();
    expect(pathOf(page)).toBe('/');
    // Signing in is offered (behind the phone's menu button), not demanded.
    expect(await page.getByRole('link', { name: 'Login', includeHidden: true }).count()).toBeGreaterThan(0);
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'the menu for a guest');

    // A dish from the menu, with the kitchen's note on it, from its page.
    const firstAdd = addButtons(page).first();
    const menuDish = await dishOf(firstAdd);
    await firstAdd.tap();
    await page.getByText(`${menuDish} added to cart!`).first().waitFor();

    // The assistant answers a guest, and its pick goes into the same cart.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Ask' }).tap();
    const input = page.getByLabel('Tell the assistant what you feel like eating');
    await input.fill('something sweet');
    await input.press('Enter');
    await page.getByRole('heading', { name: /Recommended Items:/ }).waitFor();
    const pick = page.locator('.result-row').first();
    const picked = (await pick.locator('.result-row__name').innerText()).trim();
    await pick.getByRole('button', { name: `Add ${picked} to cart` }).tap();
    await page.getByText(`${picked} added to cart!`).first().waitFor();

    // Checkout: the lines are there, and signing in comes now.
    await page.getByRole('link', { name: /^Checkout, 2 items/ }).tap();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Sign in to order' }).waitFor();
    const lines = page.getByRole('list', { name: 'Items in your order' });
    for (const dish of [menuDish, picked]) await lines.getByText(dish, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Place Order' }).count()).toBe(0);
    await expectAccessible(page, 'checkout for a guest');

    // Signing up and verifying the e-mail in between.
    const email = `guest.${Date.now()}@example.com`;
    const password = 'guest-journey-pass-1';
    await page.getByRole('link', { name: 'Create an account' }).tap();
    await page.getByRole('heading', { name: 'Create a New Account' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('First name').fill('Mehreen');
    await page.getByLabel('Last name').fill('Qureshi');
    await page.getByLabel('Phone number').fill('3001234567');
    await page.getByRole('button', { name: 'Sign Up' }).tap();
    await page.waitForURL('**/verify-otp');
    await expect.poll(() => mailCount(email), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Digit 1 of 6').tap();
    await page.keyboard.type(latestCode(server().dataDir, email));
    await page.getByRole('button', { name: 'Confirm Verification' }).tap();
    await page.waitForURL('**/login');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).tap();

    // Back on the checkout, cart intact, with the form a first order fills in.
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Deliver to' }).waitFor();
    for (const dish of [menuDish, picked]) await lines.getByText(dish, { exact: true }).waitFor();
    await expectAccessible(page, 'checkout: first order');
    await page.getByRole('button', { name: 'Pin the map centre' }).tap();
    await page.getByLabel('Select Sector').selectOption('F-7');
    await page.getByLabel('Full Address').fill('House 21, Street 4, F-7/3');
    // Saved as Home unless unticked; cash, chosen here as there is no earlier order.
    expect(await page.getByLabel('Save this address for next time').isChecked()).toBe(true);
    await page.getByLabel('Pay By Cash on Delivery').tap();
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place Order' }).tap();

    // The code, typed on the same page, lands on the tracker.
    const title = page.getByRole('heading', { name: /^Confirm order #\d+$/ });
    await title.waitFor();
    const orderId = Number((await title.innerText()).replace(/\D/g, ''));
    await expect.poll(() => mailCount(email), { timeout: 10_000 }).toBe(2);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).tap();
    await page.keyboard.type(latestCode(server().dataDir, email));
    await page.getByRole('button', { name: 'Confirm Order' }).tap();
    await page.waitForURL((url) => url.pathname === '/track-order' && url.searchParams.get('order') === `${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}`, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to the menu' }).waitFor();
    expect(statusOf(orderId)).toBe('PROCESSING');
    const ordered = withDatabase((db) => db.select().from(orders).where(eq(orders.id, orderId)).get()!);
    expect(ordered.address).toBe('House 21, Street 4, F-7/3');
    await expectAccessible(page, 'tracker after the first order');

    // The address is saved for next time, on the account page, where it can be renamed and deleted.
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
    await page.getByText('House 21, Street 4, F-7/3, F-7').waitFor();
    await expectAccessible(page, 'account: saved addresses');
    await page.getByRole('button', { name: 'Edit Home' }).tap();
    const form = page.getByRole('form', { name: 'Edit Home' });
    await form.getByLabel('Name', { exact: true }).fill('Flat');
    await form.getByLabel('Note for the rider (optional)').fill('Second floor');
    await form.getByRole('button', { name: 'Save' }).tap();
    await page.getByText('Flat is saved.').first().waitFor();
    await page.getByText('Second floor').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete Flat' }).tap();
    await page.getByText('None saved yet.', { exact: false }).waitFor();
    const left = await page.request.get('/api/account/addresses');
    expect(((await left.json()) as { data: { addresses: unknown[] } }).data.addresses).toEqual([]);
    await context.close();
  });
});

describe('a returning customer', () => {
  it('orders one dish in six taps or fewer, confirming with the mail’s button', async () => {
    const customer = await newCustomer('taps', 'Bilal Ahmed');
    const { context, page } = await phonePage(browser, customer);
    await serveBlankTiles(context);
    // Returning: an earlier order (paid in cash), and Home saved.
    await placeConfirmedOrder(page, customer.email);
    const saved = await page.request.post('/api/account/addresses/save', {
      data: {
        label: 'Home',
        address: 'House 9, Street 2, F-8/1',
        sector: 'F-8',
        latitude: 33.7092,
        longitude: 73.0375,
        deliveryNote: 'Blue gate',
      },
    });
    expect(saved.status()).toBe(200);

    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.tap();
    };

    await page.goto('/');
    const add = addButtons(page).first();
    await add.waitFor();
    const dish = await dishOf(add);
    await tap(add);
    await tap(page.getByRole('link', { name: /^Checkout, 1 item/ }));
    await page.waitForURL('**/checkout');
    // The saved address and the last order's payment method are chosen already.
    await page.getByRole('radio', { name: /^Home/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Pay By Cash on Delivery').isChecked()).toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'checkout with a saved address');
    const before = mailCount(customer.email);
    await tap(page.getByRole('button', { name: 'Place Order' }));
    const title = page.getByRole('heading', { name: /^Confirm order #\d+$/ });
    await title.waitFor();
    const orderId = Number((await title.innerText()).replace(/\D/g, ''));
    expect(statusOf(orderId)).toBe('UNCONFIRMED');

    // The mail's button, opened on the same phone, and its page's one button.
    await expect.poll(() => mailCount(customer.email), { timeout: 10_000 }).toBe(before + 1);
    taps += 1;
    await page.goto(mailedConfirmLink(customer.email));
    await tap(page.getByRole('button', { name: `Confirm order #${orderId}` }));
    await page.waitForURL((url) => url.pathname === '/track-order' && url.searchParams.get('order') === `${orderId}`);
    expect(statusOf(orderId)).toBe('PROCESSING');
    // Confirmed in the tab that placed it: the cart it was placed from is done with.
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);
    const placed = withDatabase((db) => db.select().from(orders).where(eq(orders.id, orderId)).get()!);
    expect(placed).toMatchObject({ address: 'House 9, Street 2, F-8/1', sector: 'F-8', deliveryNote: 'Blue gate' });
    expect(taps).toBe(5);

    // The home page offers the last order again, to the same address.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your last order' }).waitFor();
    expect(await page.getByText(dish).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Order again' }).tap();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByText(dish, { exact: true }).waitFor();
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).tap();
    await page.waitForURL('**/checkout');
    await page.getByRole('radio', { name: /^Home/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Pay By Cash on Delivery').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
    await context.close();
  });
});

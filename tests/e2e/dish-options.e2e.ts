/**
 * A dish as a restaurant sells it: the administrator makes a shared "Extras" group and a required size and puts them
 * on a dish; a customer orders the full size with extra cheese and "no onions", and sees one price on the dish page,
 * in the cart and at checkout; the kitchen card and the printed ticket show the size, the extra and the note; the
 * kitchen sells out "Full" and a second customer's open page and cart say so at once; and an order in the original
 * client's shape, which carries no choices, takes the size's default.
 */
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionChoices, optionGroups, products } from '../../drizzle/schema.ts';
import { trackedOrder } from '../../shared/orders.ts';
import { formatPrice } from '../../shared/money.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, withDatabase } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, server } from './journey.ts';

const DISH = 'Chicken Tikka Boti';
const SIZE = 'Boti size';
const FULL = 6;
const CHEESE = 1.5;

let browser: Browser;
let dish: { id: number; price: number };
beforeAll(async () => {
  browser = await launchBrowser();
  const row = withDatabase((db) => db.select().from(products).where(eq(products.name, DISH)).get())!;
  dish = { id: row.id, price: row.priceCents / 100 };
});
afterAll(async () => {
  // Later journeys find the menu as the demo made it: the dish without the groups this one added.
  withDatabase((db) => {
    for (const name of [SIZE, 'Extras']) db.delete(optionGroups).where(eq(optionGroups.name, name)).run();
  });
  await browser.close();
});

/** Fills the admin's "Add an option group" form and saves it. */
async function addGroup(
  page: Page,
  group: { name: string; required: boolean; max: number; choices: { name: string; price: string; first?: true }[] },
) {
  await page.getByRole('button', { name: 'Add option group' }).click();
  const form = page.getByRole('dialog', { name: 'Add an option group' });
  await form.getByLabel('Name customers see').fill(group.name);
  if (group.required) await form.getByLabel('Customers must choose').check();
  await form.getByLabel('At most').fill(String(group.max));
  for (const [index, choice] of group.choices.entries()) {
    const n = index + 1;
    if (n > 2) await form.getByRole('button', { name: 'Add a choice' }).click();
    await form.getByLabel(`Choice ${n} name`).fill(choice.name);
    await form.getByLabel(`Choice ${n} price change`).fill(choice.price);
    if (choice.first) await form.getByLabel(`Choice ${n} Chosen at first`).check();
  }
  await form.getByRole('button', { name: 'Save group' }).click();
  await page.getByText(`${group.name} saved.`).first().waitFor();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: group.name, level: 2, exact: true }).waitFor();
}

/** Signs a new customer in and opens the dish's page. */
async function customerOnDish(prefix: string, name: string) {
  const account = await newCustomer(prefix, name);
  const customer = await newPage(browser);
  await customer.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await loginThroughForm(customer.page, account.email, account.password);
  await customer.page.goto(`/product/${dish.id}`);
  await customer.page.getByRole('heading', { name: DISH, level: 1 }).waitFor();
  return { ...account, ...customer };
}

const price = (page: Page) => page.locator('.product-details__price').innerText();

describe('a dish with a size, extras and a note', () => {
  it('goes from the admin to the customer, the kitchen card and the ticket; a sold-out size is told at once', async () => {
    // 1. The administrator: a shared "Extras" group and a required size, both on the dish, size first.
    const admin = await newPage(browser);
    await loginThroughForm(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.page.goto('/admin/menu');
    await admin.page.getByRole('heading', { name: 'Option groups' }).waitFor();
    await addGroup(admin.page, {
      name: 'Extras',
      required: false,
      max: 2,
      choices: [
        { name: 'Extra cheese', price: '1.50' },
        { name: 'Fried onions', price: '0.75' },
      ],
    });
    await addGroup(admin.page, {
      name: SIZE,
      required: true,
      max: 1,
      choices: [
        { name: 'Half', price: '', first: true },
        { name: 'Full', price: '6' },
      ],
    });
    await expectAccessible(admin.page, 'admin: menu setup');

    await admin.page.goto('/admin/products');
    await admin.page.getByRole('button', { name: `Update ${DISH}` }).click();
    const form = admin.page.getByRole('dialog', { name: 'Update Product' });
    const offer = form.getByLabel('Offer an option group');
    await offer.selectOption({ label: `${SIZE} (Required · choose 1)` });
    await offer.selectOption({ label: 'Extras (Optional · up to 2)' });
    const attached = form.getByRole('group', { name: 'Options' }).getByRole('listitem');
    expect(await attached.allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${SIZE}[\\s\\S]*Half · Full \\+\\$6\\.00$`)),
      expect.stringMatching(/^Extras[\s\S]*Extra cheese \+\$1\.50 · Fried onions \+\$0\.75$/),
    ]);
    await expectAccessible(admin.page, 'admin: dish form with options');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await admin.page.getByText('Product Updated Successfully').first().waitFor();

    // 2. The customer: Full, extra cheese and "no onions"; the price follows on the page, in the cart and at checkout.
    const first = await customerOnDish('options', 'Ayesha Rauf');
    const shop = first.page;
    const unit = dish.price + FULL + CHEESE;
    expect(await price(shop)).toBe(formatPrice(dish.price));
    const choices = shop.getByRole('region', { name: 'Choices' });
    await choices.getByRole('radio', { name: /^Full/ }).check();
    await choices.getByRole('checkbox', { name: /^Extra cheese/ }).check();
    await expect.poll(() => price(shop)).toBe(formatPrice(unit));
    await choices.getByLabel(/Note for the kitchen/).fill('no onions');
    await expectAccessible(shop, 'dish page with choices');
    await shop.getByRole('button', { name: /^Add to Cart/ }).click();
    await shop.getByRole('button', { name: /^Added to cart!/ }).waitFor();

    await shop.getByRole('button', { name: /^Cart/ }).click();
    const cart = shop.getByRole('dialog', { name: 'Your Cart' });
    const line = cart.getByRole('listitem').filter({ hasText: DISH });
    await line.getByText('Full, Extra cheese').waitFor();
    await line.getByText('“no onions”').waitFor();
    expect(await line.innerText()).toContain(formatPrice(unit));
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await shop.getByRole('heading', { name: 'Your order' }).waitFor();
    const review = shop.getByRole('listitem').filter({ hasText: DISH });
    expect(await review.innerText()).toMatch(/Full, Extra cheese[\s\S]*no onions/);
    expect(await shop.locator('main').innerText()).toContain(formatPrice(unit));
    await shop.getByRole('heading', { name: 'Deliver to' }).waitFor();
    await shop.getByLabel('Select Sector').selectOption('F-7');
    await shop.getByLabel('Full Address').fill('House 12, Street 5, F-7/2');
    await shop.getByLabel('Note for the rider (optional)').fill('Ring the bell, gate 2');
    await shop.getByLabel('Pay By Cash on Delivery').check();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.getByRole('heading', { name: /^Confirm order #\d+$/ }).waitFor();
    await expect.poll(() => mailsTo(server().dataDir, first.email).length, { timeout: 10_000 }).toBe(1);
    // The code's mail lists the line as ordered.
    expect(mailsTo(server().dataDir, first.email)[0]!.text).toContain(
      `1 × ${DISH} (Full, Extra cheese): ${formatPrice(unit)}`,
    );
    await shop.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await shop.keyboard.type(latestCode(server().dataDir, first.email));
    await shop.getByRole('button', { name: 'Confirm Order' }).click();
    await shop.waitForURL('**/track-order?order=*');
    const tracked = z
      .array(trackedOrder)
      .parse(((await (await shop.request.get('/api/orders/track')).json()) as { data: unknown }).data);
    const orderId = tracked[0]!.order_id;
    expect(tracked[0]!.total_price).toBeCloseTo(unit);

    // 3. The kitchen card and the printed ticket: the size, the extra, and the note where a cook cannot miss it.
    const kitchen = await newPage(browser);
    await loginThroughForm(kitchen.page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const card = kitchen.page
      .getByRole('region', { name: 'Queue', exact: true })
      .getByRole('article', { name: `Order #${orderId}` });
    await card.getByText('Full, Extra cheese').waitFor();
    await card.getByText('no onions').waitFor();
    // The recipe's chips wait behind one tap.
    expect(await card.getByRole('list', { name: 'Ingredients' }).count()).toBe(0);
    await expectAccessible(kitchen.page, 'kitchen card with choices and a note');
    const [ticket] = await Promise.all([
      kitchen.context.waitForEvent('page'),
      card.getByRole('link', { name: /^Print ticket/ }).click(),
    ]);
    await ticket.getByRole('heading', { name: `Order #${orderId}`, level: 1 }).waitFor();
    const items = await ticket.getByRole('list', { name: 'Items' }).innerText();
    expect(items).toMatch(/Full, Extra cheese[\s\S]*no onions/i);
    expect(await ticket.locator('body').innerText()).toContain('Ring the bell, gate 2');
    await ticket.close();

    // 4. A second customer has Full in the cart and the page open; the kitchen sells out Full; both say so at once.
    const second = await customerOnDish('options-second', 'Bilal Zafar');
    const secondChoices = second.page.getByRole('region', { name: 'Choices' });
    await secondChoices.getByRole('radio', { name: /^Full/ }).check();
    await second.page.getByRole('button', { name: /^Add to Cart/ }).click();
    await second.page.getByRole('button', { name: /^Added to cart!/ }).waitFor();
    await second.page.getByRole('button', { name: /^Cart/ }).click();
    const secondLine = second.page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('listitem')
      .filter({ hasText: DISH });
    await secondLine.getByText('Full', { exact: true }).waitFor();
    let reloads = 0;
    second.page.on('load', () => (reloads += 1));

    await kitchen.page.getByRole('button', { name: /^Sold out/ }).click();
    const sheet = kitchen.page.getByRole('dialog', { name: 'Sold out' });
    const fullSwitch = sheet.getByRole('switch', { name: `Sold out: Full (${SIZE})` });
    expect(await fullSwitch.isChecked()).toBe(false);
    await fullSwitch.click({ force: true });
    // On means sold out, once the server has said so.
    await expect.poll(() => fullSwitch.isChecked(), { timeout: 10_000 }).toBe(true);
    await kitchen.page.getByText('Full is sold out.').first().waitFor();

    await secondLine.getByText(`Full is sold out for ${DISH}.`).waitFor({ timeout: 10_000 });
    await second.page.keyboard.press('Escape');
    const full = secondChoices.getByRole('radio', { name: /^Full/ });
    await expect.poll(() => secondChoices.getByText('Sold out').count(), { timeout: 10_000 }).toBe(1);
    expect(reloads).toBe(0);
    expect(
      withDatabase((db) =>
        db
          .select()
          .from(optionChoices)
          .innerJoin(optionGroups, eq(optionGroups.id, optionChoices.groupId))
          .where(and(eq(optionGroups.name, SIZE), eq(optionChoices.name, 'Full')))
          .get(),
      )?.option_choices.available,
    ).toBe(false);
    // The page keeps her pick shown, and will not add it again.
    expect(await full.isChecked()).toBe(true);
    await second.page.getByText(`Full is sold out for ${DISH}.`).first().waitFor();
    expect(await second.page.getByRole('button', { name: /^(Add to Cart|Added to cart!)/ }).isDisabled()).toBe(true);

    // 5. The original client's order carries no choices: the size's default, Half, is what the kitchen cooks.
    const placed = await second.page.request.post('/api/order/create', {
      data: {
        latitude: 33.72,
        longitude: 73.06,
        address: 'House 3, Street 8, F-6/1',
        paymentMethod: 'CASH',
        lineItems: [{ productId: dish.id, quantity: 1 }],
        sector: 'F-6',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId: placedId } = ((await placed.json()) as { data: { orderId: number } }).data;
    await expect.poll(() => mailsTo(server().dataDir, second.email).length, { timeout: 10_000 }).toBe(1);
    const confirmed = await second.page.request.post('/api/order/confirm', {
      data: { otp: latestCode(server().dataDir, second.email), orderId: placedId },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const secondOrders = z
      .array(trackedOrder)
      .parse(((await (await second.page.request.get('/api/orders/track')).json()) as { data: unknown }).data);
    expect(secondOrders[0]!.order_items[0]).toMatchObject({
      productName: DISH,
      options: [expect.objectContaining({ group: SIZE, choice: 'Half' })],
    });
    expect(secondOrders[0]!.total_price).toBeCloseTo(dish.price);

    for (const { context } of [admin, first, kitchen, second]) await context.close();
  });
});

/** The assistant journey: a customer asks in their own words and sees only dishes that fit, each with a reason. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import type { Product } from '../../shared/menu.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { PHONE, phonePage } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the assistant', () => {
  it('answers "something vegan and not spicy under $10" with matching dishes and their reasons', async () => {
    const menu = (await (await fetch(`${server().baseUrl}/api/products/get/all`)).json()) as Product[];
    const byName = new Map(menu.map((p) => [p.name, p]));
    const customer = DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER')!;

    const { context, page } = await newPage(browser);
    await loginThroughForm(page, customer.email, customer.password);
    await page.getByRole('link', { name: 'Ask the assistant' }).first().click();
    await page.waitForURL('**/chat');

    const input = page.getByLabel('Tell the assistant what you feel like eating');
    await input.fill('something vegan and not spicy under $10');
    await input.press('Enter');
    await page
      .getByRole('heading', { name: /Recommended Items:/ })
      .first()
      .waitFor();

    const rows = page.locator('.result-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const name = (await row.locator('.result-row__name').innerText()).trim();
      const product = byName.get(name);
      expect(product, `row "${name}" is a menu product`).toBeDefined();
      expect(product!.type).toBe('vegan');
      expect(product!.spiceLevel).toBe(0);
      expect(product!.price).toBeLessThan(10);
      expect(product!.availability).toBe(true);
      expect(await row.locator('.result-row__price').innerText()).toBe(`$${product!.price.toFixed(2)}`);
      // True of the dish: a dish that is not spicy never reads as spicy.
      const reason = (await row.locator('.result-row__reason').innerText()).replace('Why:', '').trim();
      expect(reason.length).toBeGreaterThan(3);
      expect(reason).not.toMatch(/(?<!not )spicy/i);
    }
    await expect
      .poll(() =>
        page
          .getByText(/Answered by the built-in assistant/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/The assistant can make mistakes/).isVisible()).toBe(true);
    await expectAccessible(page, 'chat with an answer');
    await expectVisibleFocusThroughout(page);

    // A row's Add puts the dish in the cart without leaving the chat.
    const first = (await rows.first().locator('.result-row__name').innerText()).trim();
    await rows
      .first()
      .getByRole('button', { name: `Add ${first} to cart` })
      .click();
    await page.getByText(`${first} added to cart!`).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');

    // A second question keeps the first on the page.
    await input.fill('kuch meetha chahiye');
    await input.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: /Recommended Items:/ }).count()).toBe(2);
    await context.close();
  });
});

/**
 * Where the phone's prompt sits: docked right on top of the bars along the bottom edge (the Checkout bar when
 * shown, else the tab bar), its input visible and not covered by anything, and the page's last line above it.
 */
async function expectPromptDocked(page: Page) {
  const layout = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
    const input = document.querySelector<HTMLInputElement>('.terminal__input')!;
    const field = input.getBoundingClientRect();
    const atField = document.elementFromPoint(field.left + field.width / 2, field.top + field.height / 2);
    const bars = [box('.customer-tabs__cart-bar'), box('nav[aria-label="Sections"]')].filter((b) => b !== null);
    return {
      dock: box('.chat-page__prompt')!,
      field,
      barsTop: Math.min(...bars.map((b) => b.top)),
      inputReachable: atField === input || input.contains(atField),
      lastLine: box('.chat-page__disclaimer')!,
      scrolledToEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    };
  });
  expect(layout.inputReachable, 'nothing covers the input').toBe(true);
  expect(layout.field.top).toBeGreaterThan(PHONE.height / 2);
  expect(layout.field.bottom).toBeLessThanOrEqual(layout.barsTop);
  expect(Math.abs(layout.dock.bottom - layout.barsTop), 'the dock sits on the bars').toBeLessThanOrEqual(1);
  if (layout.scrolledToEnd) expect(layout.lastLine.bottom).toBeLessThanOrEqual(layout.dock.top);
}

describe('the assistant on a phone', () => {
  it('keeps the prompt at the bottom, shows compact rows whose Add fills the cart, and says when it did not understand', async () => {
    const menu = (await (await fetch(`${server().baseUrl}/api/products/get/all`)).json()) as Product[];
    const byName = new Map(menu.map((p) => [p.name, p]));
    const customer = await newCustomer('ask-phone', 'Sana Javed');
    const { context, page } = await phonePage(browser, customer);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Ask' }).tap();
    await page.waitForURL('**/chat');
    const input = page.getByLabel('Tell the assistant what you feel like eating');
    await input.waitFor();
    await expectPromptDocked(page);

    await input.tap();
    await input.fill('something spicy');
    await input.press('Enter');
    await page.getByRole('heading', { name: /Recommended Items:/ }).waitFor();
    const rows = page.locator('.result-row');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const name = (await row.locator('.result-row__name').innerText()).trim();
      const dish = byName.get(name)!;
      // Every reason is true of its dish: the heat it names is the dish's own.
      const reason = await row.locator('.result-row__reason').innerText();
      expect(dish.spiceLevel, `${name} is spicy`).toBeGreaterThan(0);
      expect(reason).toContain(`(${dish.spiceLevel}/3)`);
      const add = (await row.getByRole('button', { name: `Add ${name} to cart` }).boundingBox())!;
      // Rounded: a box laid out at a fractional offset measures 43.99997 px for its 2.75rem.
      expect(Math.round(Math.min(add.width, add.height)), `Add for ${name}`).toBeGreaterThanOrEqual(44);
      // A row, not a card: a picture, two or three lines of text, and the button beside them.
      expect((await row.boundingBox())!.height).toBeLessThan(140);
    }
    await expectPromptDocked(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectPromptDocked(page);
    await expectAccessible(page, 'chat with an answer on a phone');

    const first = rows.first();
    const name = (await first.locator('.result-row__name').innerText()).trim();
    await first.getByRole('button', { name: `Add ${name} to cart` }).tap();
    await page.getByText(`${name} added to cart!`).first().waitFor();
    await page.getByRole('link', { name: /^Checkout, 1 item/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');
    // The Checkout bar came up under the prompt; the prompt moved up with it.
    await expectPromptDocked(page);

    // Asked afresh: as a follow-up, "something spicy" would still be understood.
    await page.getByRole('button', { name: 'New question' }).tap();
    await input.fill('asdkjh qwe');
    await input.press('Enter');
    await page.getByText("I didn't understand that.").waitFor();
    await page.getByRole('heading', { name: /This week's favourites/ }).waitFor();
    // The favourites are not presented as picks for the request.
    expect(await page.getByRole('heading', { name: /Recommended Items:/ }).count()).toBe(1);
    expect(await page.locator('.exchange').last().locator('.result-row').count()).toBeGreaterThan(0);
    await expectPromptDocked(page);
    await expectAccessible(page, 'chat with a request it did not understand, on a phone');
    await context.close();
  });
});

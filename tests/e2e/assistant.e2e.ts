/** The assistant journey: a customer asks in their own words and sees only dishes that fit, each with a reason. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import type { Product } from '../../shared/menu.ts';
import { expectAccessible } from './accessibility.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { launchBrowser, loginThroughForm, newPage, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the assistant', () => {
  it('answers "something vegan and not spicy under $10" with matching cards and their reasons', async () => {
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

    const cards = page.locator('.product-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const name = (await card.locator('.product-card__name').innerText()).trim();
      const product = byName.get(name);
      expect(product, `card "${name}" is a menu product`).toBeDefined();
      expect(product!.type).toBe('vegan');
      expect(product!.spiceLevel).toBe(0);
      expect(product!.price).toBeLessThan(10);
      expect(product!.availability).toBe(true);
      expect(
        (await card.locator('.product-card__reason').innerText()).replace('Why:', '').trim().length,
      ).toBeGreaterThan(3);
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

    // A card's cart button adds the dish without leaving the chat.
    const first = (await cards.first().locator('.product-card__name').innerText()).trim();
    await cards
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

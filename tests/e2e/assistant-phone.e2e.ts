/**
 * From the chat to the cart on a 390×844 phone: the demo customer asks the assistant, follows up with "cheaper, no
 * cheese" and gets only dishes cheaper than the first answer's cheapest and free of cheese, adds two picks (one with
 * a required choice, chosen in its sheet) and checks out to a confirmed order. The prompt stays a small panel at the
 * bottom of the screen throughout.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import type { Product } from '../../shared/menu.ts';
import { cheapestPrice, isRequired } from '../../shared/options.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { launchBrowser, serveBlankTiles, server } from './journey.ts';
import { layoutProblems, phonePage } from './phone.ts';

/** What a customer who says "no cheese" means: any cheese, named as recipes name it. */
const CHEESE = /\b(?:cheese|cheddar|mozzarella|parmesan|paneer|feta|ricotta|halloumi|mascarpone)\b/i;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const needsChoice = (dish: Product) => dish.optionGroups.some(isRequired);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Asks through the prompt and waits for the answer's picks. */
async function ask(page: Page, text: string): Promise<Locator> {
  const answered = page.locator('.exchange[data-status="answered"]');
  const before = await answered.count();
  const input = page.getByLabel('Tell the assistant what you feel like eating');
  await input.fill(text);
  await input.press('Enter');
  const answer = answered.nth(before);
  await answer.getByRole('heading', { name: /Recommended Items:/ }).waitFor();
  return answer;
}

/** The dishes an answer shows, in its order, as the menu describes them. */
async function shownDishes(answer: Locator, menu: readonly Product[]): Promise<Product[]> {
  const names = await answer.locator('.result-row__name').allInnerTexts();
  return names.map((name) => {
    const dish = menu.find((product) => product.name === name.trim());
    expect(dish, `"${name}" is on the menu`).toBeDefined();
    return dish!;
  });
}

/** The docked prompt's share of the screen. */
const promptShare = (page: Page) =>
  page.locator('.chat-page__prompt').evaluate((dock) => dock.getBoundingClientRect().height / window.innerHeight);

describe('the assistant on a phone, from the chat to the cart', () => {
  it('asks, follows up with "cheaper, no cheese", adds two picks (one chosen in its sheet) and checks out', async () => {
    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')!;
    const { context, page } = await phonePage(browser, customer);
    await serveBlankTiles(context);
    // The menu as the client reads it, for what the rows do not say: ingredients and choices.
    const menu = (await (await page.request.get('/api/products/get/all')).json()) as Product[];

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Ask' }).tap();
    await page.waitForURL('**/chat');
    // No terminal window on a phone: no title bar dots.
    expect(await page.locator('.terminal__dots').isVisible()).toBe(false);

    const first = await shownDishes(await ask(page, 'something spicy'), menu);
    expect(first.length).toBeGreaterThan(0);
    const withChoice = first.find(needsChoice);
    expect(withChoice, 'the first answer has a dish with a required choice').toBeDefined();
    const cheapest = Math.min(...first.map((dish) => cheapestPrice(dish)!));

    // The next prompt refines that answer, as the line over the input says.
    await page.getByText('Following up on “something spicy”').waitFor();
    expect(await promptShare(page)).toBeLessThan(0.3);

    const refined = await ask(page, 'cheaper, no cheese');
    const second = await shownDishes(refined, menu);
    expect(second.length).toBeGreaterThan(0);
    for (const dish of second) {
      expect(cheapestPrice(dish)!, `${dish.name} is cheaper than ${cheapest}`).toBeLessThan(cheapest);
      const cheeses = dish.ingredients.map((ingredient) => ingredient.name).filter((name) => CHEESE.test(name));
      expect(cheeses, `${dish.name} has no cheese`).toEqual([]);
    }
    // The limits of both turns are what the next follow-up refines, the price the answer undercut among them.
    await page
      .getByText(`Following up on “something spicy; no cheese, cheaper than $${cheapest.toFixed(2)}”`, { exact: true })
      .waitFor();

    // Compact rows and a small prompt: nothing too wide or too small for a finger. Measured once the answer has
    // slid in: a box part-way through a transform measures a hair under its size.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) < Infinity)
          .map((animation) => animation.finished),
      ),
    );
    expect(await layoutProblems(page)).toEqual([]);
    expect(await promptShare(page)).toBeLessThan(0.3);
    for (const row of await refined.locator('.result-row').all()) {
      expect((await row.boundingBox())!.height).toBeLessThan(140);
    }
    await expectAccessible(page, 'chat with a follow-up on a phone');

    // A pick of the refined answer goes in at once.
    const plain = second.find((dish) => !needsChoice(dish))!;
    await refined.getByRole('button', { name: `Add ${plain.name} to cart` }).tap();
    await page.getByText(`${plain.name} added to cart!`).first().waitFor();

    // The first answer's dish with a required choice opens its sheet, where the customer chooses.
    const group = withChoice!.optionGroups.find(isRequired)!;
    const choice = group.choices.find((option) => option.availability && !option.isDefault)!;
    await page
      .locator('.exchange')
      .first()
      .getByRole('button', { name: `Add ${withChoice!.name} to cart` })
      .tap();
    const sheet = page.getByRole('dialog', { name: withChoice!.name });
    await sheet.getByRole('radio', { name: new RegExp(`^${escaped(choice.name)}`) }).check();
    await sheet.getByRole('button', { name: /^Add to cart/ }).tap();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText(`${withChoice!.name} added to cart!`).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');

    // The checkout: the saved address, cash, and the mailed code.
    await page.getByRole('link', { name: /^Checkout, 2 items/ }).tap();
    await page.waitForURL('**/checkout');
    const lines = page.getByRole('list', { name: 'Items in your order' });
    await lines.getByText(plain.name, { exact: true }).waitFor();
    await lines.getByText(withChoice!.name, { exact: true }).waitFor();
    expect(await lines.innerText()).toContain(choice.name);
    await page.getByRole('radio', { name: /^Home/ }).waitFor();
    const cash = page.getByLabel('Pay By Cash on Delivery');
    if (!(await cash.isChecked())) await cash.tap();
    expect(await layoutProblems(page)).toEqual([]);
    const mailed = mailsTo(server().dataDir, customer.email).length;
    await page.getByRole('button', { name: 'Place Order' }).tap();
    const title = page.getByRole('heading', { name: /^Confirm order #\d+$/ });
    await title.waitFor();
    const orderId = Number((await title.innerText()).replace(/\D/g, ''));
    await expect.poll(() => mailsTo(server().dataDir, customer.email).length, { timeout: 10_000 }).toBe(mailed + 1);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).tap();
    await page.keyboard.type(latestCode(server().dataDir, customer.email));
    await page.getByRole('button', { name: 'Confirm Order' }).tap();
    await page.waitForURL((url) => url.pathname === '/track-order' && url.searchParams.get('order') === `${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}`, exact: true }).waitFor();
    await context.close();
  });
});

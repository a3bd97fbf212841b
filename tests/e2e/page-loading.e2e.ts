/**
 * How pages load: a customer's browser fetches only customer code (never the kitchen board, the admin area, the
 * charts or the map), the customer's frame stays mounted from page to page, a page whose code is still on its way
 * leaves the current one on screen rather than flashing a spinner, and every page names itself in the title.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { launchBrowser, loginThroughForm, newPage } from './journey.ts';

const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')!;
/** Chunks named after what no customer page shows. */
const NOT_FOR_CUSTOMERS =
  /\/assets\/(?:prepare-orders-page|deliver-orders-page|admin|dashboard-page|insight-chart|delivery-map|worker|delivery)[-.]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('page loading', () => {
  it("fetches only the customer's code, keeps the frame mounted, and shows no spinner between pages", async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await loginThroughForm(page, CUSTOMER.email, CUSTOMER.password);
    await page.getByRole('heading', { name: 'The Menu' }).waitFor();
    expect(await page.title()).toBe('Menu · Forkcast');

    // The top bar as rendered now: still the same element after moving to another page.
    await page.locator('header.customer-header').evaluate((header) => header.setAttribute('data-first-render', ''));
    // The assistant's page arrives slowly: the menu stays in view until it can show.
    let releaseChat = () => {};
    const chatHeld = new Promise<void>((resolve) => (releaseChat = resolve));
    await page.route('**/assets/chat-page-*.js', async (route) => {
      await chatHeld;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Ask the assistant' }).first().click();
    await page.waitForURL('**/chat');
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'The Menu' }).isVisible()).toBe(true);
    expect(await page.locator('.page-spinner').count()).toBe(0);
    releaseChat();

    await page.getByRole('heading', { name: 'Ask the assistant' }).waitFor();
    expect(await page.title()).toBe('Ask the assistant · Forkcast');
    expect(await page.locator('header.customer-header[data-first-render]').count()).toBe(1);

    await page.getByRole('link', { name: 'Past Orders' }).first().click();
    await page.getByRole('heading', { name: 'Past Orders' }).waitFor();
    expect(await page.title()).toBe('Past orders · Forkcast');

    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => NOT_FOR_CUSTOMERS.test(script))).toEqual([]);
    await context.close();
  });

  it('names the page in the title where no page is', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Forkcast');
    await context.close();
  });
});

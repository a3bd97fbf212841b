/**
 * A page whose code fails to arrive (offline, or a newer Forkcast replaced it) says so in the page's place, with the
 * navigation kept, and the next page opens as usual.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a page that fails to load', () => {
  it('shows its error inside the layout, navigation kept, and the next page loads', async () => {
    const customer = await newCustomer('offline', 'Nida Raza');
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, customer.email, customer.password);
    await context.route(/\/assets\/chat-page[^/]*\.js$/, (route) => route.abort());

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Ask the assistant' }).click();
    await page.getByText("This page didn't load. Check your connection and try again.").waitFor();
    expect(await nav.isVisible()).toBe(true);

    await nav.getByRole('link', { name: 'Past Orders' }).click();
    await page.getByRole('heading', { name: 'Past Orders' }).waitFor();
    expect(await page.getByText("This page didn't load.").count()).toBe(0);
    await context.close();
  });
});

/**
 * The home page's first paint: / arrives for a signed-in customer with its top bar and hero already drawn, before any
 * script has run, and the app takes over without the screen going blank or the hero moving. Every other address, and
 * / for a guest, is the app's page as before.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { PHONE, phonePage } from './phone.ts';

const CUSTOMER = { email: 'customer@forkcast.test', password: 'customer-demo-1' };
const HERO = 'Cant Decide? Let the assistant Decide for You!';

/** One sample per frame: where the visible hero heading's top is (null: none shown), and whether it is the first paint. */
type Frame = [top: number | null, firstPaint: boolean];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the first paint of /', () => {
  it('shows a customer the hero before any script runs, and nothing drawn ahead on other addresses', async () => {
    // Signed in with scripts on; the session then goes to a browser with scripts off.
    const { context: signIn, page: form } = await newPage(browser);
    await loginThroughForm(form, CUSTOMER.email, CUSTOMER.password);
    const cookies = await signIn.cookies();
    await signIn.close();
    const context = await browser.newContext({ baseURL: server().baseUrl, viewport: PHONE, javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: HERO }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Try it Out Now' }).getAttribute('href')).toBe('/chat');
    // The hero's styles came with the page.
    const hero = page.locator('.home-hero');
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toBe('none');

    await page.goto('/chat');
    expect((await page.locator('body').innerText()).trim()).toBe('');
    // Signed out, a guest browses the menu there too: the same hero (docs/decisions/0035).
    await context.clearCookies();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: HERO }).isVisible()).toBe(true);
    await context.close();
  });

  it('hands over to the app in one frame: the hero never leaves the screen nor moves, and the page works', async () => {
    const { context, page } = await phonePage(browser, CUSTOMER);
    await page.addInitScript(() => {
      const frames: Frame[] = [];
      Object.assign(window, { heroFrames: frames });
      const sample = () => {
        const heading = [...document.querySelectorAll('h1')].find((h1) => h1.checkVisibility());
        frames.push([heading ? heading.getBoundingClientRect().top : null, !!document.getElementById('first-paint')]);
        if (frames.length < 2000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    await page.getByRole('article').first().waitFor();

    const frames = await page.evaluate(() => (window as unknown as { heroFrames: Frame[] }).heroFrames);
    const shown = frames.slice(frames.findIndex(([top]) => top !== null));
    const handOff = shown.findIndex(([, firstPaint]) => !firstPaint);
    expect(shown[0]?.[1], 'the first frame with the hero is the first paint').toBe(true);
    expect(handOff, 'the app took over').toBeGreaterThan(0);
    expect(shown.filter(([top]) => top === null)).toEqual([]);
    expect(shown[handOff]![0]).toBe(shown[handOff - 1]![0]);

    // The first paint is gone: one hero, inside the app, which works.
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('link', { name: 'Try it Out Now' }).click();
    await page.waitForURL('**/chat');
    await context.close();
  });

  it('draws the hero for a guest too, who stays on the menu', async () => {
    const context = await browser.newContext({ baseURL: server().baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(await answer!.text()).toContain('first-paint');
    await page.getByRole('heading', { name: 'The Menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: HERO }).count()).toBe(1);
    await context.close();
  });

  it('takes a cook who opens / to the kitchen without drawing the hero first', async () => {
    const context = await browser.newContext({ baseURL: server().baseUrl, viewport: PHONE });
    const page = await context.newPage();
    await loginThroughForm(page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const answer = await page.goto('/');
    expect(await answer!.text()).not.toContain('first-paint');
    await page.waitForURL('**/orders/prepare');
    expect(await page.getByRole('heading', { name: HERO }).count()).toBe(0);
    await context.close();
  });
});

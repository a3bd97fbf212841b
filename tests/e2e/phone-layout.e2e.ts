/**
 * Every page of every role on a phone (390x844, touch): nothing scrolls sideways, and nothing a finger has to hit
 * is smaller than 44 px either way. Under mobile emulation the layout viewport grows to fit content that is too
 * wide, so the page is measured against the 390 px screen, not against innerWidth.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, server } from './journey.ts';
import { layoutProblems, PHONE } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Problem {
  page: string;
  what: string;
}

/** What on the page at `path` breaks the phone layout. */
async function problemsOn(page: Page, path: string): Promise<Problem[]> {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  const found = await layoutProblems(page);
  return found.map((what) => ({ page: path, what }));
}

async function auditAs(login: { email: string; password: string } | null, paths: string[]): Promise<Problem[]> {
  const context = await browser.newContext({
    baseURL: server().baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();
  if (login) await loginThroughForm(page, login.email, login.password);
  const problems: Problem[] = [];
  for (const path of paths) problems.push(...(await problemsOn(page, path)));
  await context.close();
  return problems;
}

describe('every page on a phone', () => {
  it('fits a 390 px screen and gives every control a fingertip, for every role', async () => {
    const customer = await newCustomer('phone', 'Hina Qureshi');
    const menu = (await (await fetch(`${server().baseUrl}/api/products/get/all`)).json()) as { id: number }[];
    const dish = `/product/${menu[0]!.id}`;
    const problems = [
      ...(await auditAs(null, ['/login', '/forgot-password', '/not-a-page'])),
      ...(await auditAs(customer, ['/', dish, '/chat', '/checkout', '/track-order', '/orders', '/account/password'])),
      ...(await auditAs({ email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' }, ['/orders/prepare'])),
      ...(await auditAs({ email: 'rider@forkcast.test', password: 'rider-demo-1' }, ['/orders/deliver'])),
      ...(await auditAs(E2E_ADMIN, [
        '/admin/dashboard',
        '/admin/products',
        '/admin/workers',
        '/admin/workers/add',
        '/admin/feedbacks',
      ])),
    ];
    expect(problems).toEqual([]);
  });

  it("keeps the wordmark its size at every width, and a guest's page load logs no error", async () => {
    const context = await browser.newContext({ baseURL: server().baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    const customer = await newCustomer('logo', 'Omar Sheikh');
    await loginThroughForm(page, customer.email, customer.password);
    for (const width of [390, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await page.getByRole('img', { name: 'Forkcast' }).first().boundingBox())!;
      expect(box.height, `logo height at ${width} px`).toBeGreaterThanOrEqual(36);
      expect(box.width / box.height, `logo shape at ${width} px`).toBeCloseTo(184 / 48, 1);
    }
    await context.close();
  });

  it('puts the sections under the thumb, shows the cart while it holds something, and closes it on a tap outside', async () => {
    const customer = await newCustomer('thumb', 'Zara Iqbal');
    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await loginThroughForm(page, customer.email, customer.password);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Menu', 'Ask', 'Orders', 'Cart'])
      await tabs.getByRole(name === 'Cart' ? 'button' : 'link', { name }).waitFor();
    expect(await page.getByRole('button', { name: /^View cart/ }).count()).toBe(0);

    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await add.tap();
    const viewCart = page.getByRole('button', { name: /^View cart, 1 item, \$\d+\.\d{2}$/ });
    await viewCart.tap();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.waitFor();
    // A sheet along the bottom edge of the screen.
    const sheet = (await cart.boundingBox())!;
    expect(Math.round(sheet.y + sheet.height)).toBe(PHONE.height);
    expect(Math.round(sheet.width)).toBe(PHONE.width);

    // A tap above it closes it, and does not open the dish that was under the finger.
    await page.touchscreen.tap(PHONE.width / 2, 120);
    await cart.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

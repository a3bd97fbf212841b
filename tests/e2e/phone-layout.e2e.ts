/**
 * Every page of every role on a phone (390x844, touch): nothing scrolls sideways, and nothing a finger has to hit
 * is smaller than 44 px either way. Under mobile emulation the layout viewport grows to fit content that is too
 * wide, so the page is measured against the 390 px screen, not against innerWidth.
 */
import type { Browser, Page } from 'playwright-core';
import type { Product } from '../../shared/menu.ts';
import type { DeskPage } from '../../shared/orders-desk.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, server } from './journey.ts';
import { layoutProblems, PHONE, phonePage, TOUCH_TARGET_PX } from './phone.ts';

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

/** The number of an order the demo's riders delivered, with a whole history to show. */
async function someDeliveredOrder(): Promise<number> {
  const context = await browser.newContext({ baseURL: server().baseUrl });
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  const answer = (await (await context.request.get('/api/orders/admin/list?status=DELIVERED')).json()) as {
    data: DeskPage;
  };
  await context.close();
  return answer.data.orders[0]!.orderId;
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
      ...(await auditAs(customer, [
        '/',
        dish,
        '/chat',
        '/checkout',
        '/track-order',
        '/orders',
        '/account',
        '/account/password',
      ])),
      ...(await auditAs({ email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' }, ['/orders/prepare'])),
      ...(await auditAs({ email: 'rider@forkcast.test', password: 'rider-demo-1' }, ['/orders/deliver'])),
      ...(await auditAs(E2E_ADMIN, [
        '/admin/dashboard',
        '/admin/orders',
        `/admin/orders/${await someDeliveredOrder()}`,
        '/admin/products',
        '/admin/workers',
        '/admin/workers/add',
        '/admin/feedbacks',
        '/admin/hours',
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

  it('puts the sections under the thumb, shows the cart while it holds something, undoes a clear, and closes it on a tap outside', async () => {
    const customer = await newCustomer('thumb', 'Zara Iqbal');
    const { context, page } = await phonePage(browser, customer);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Menu', 'Ask', 'Orders', 'Cart'])
      await tabs.getByRole(name === 'Cart' ? 'button' : 'link', { name }).waitFor();
    expect(await page.getByRole('link', { name: /^Checkout, / }).count()).toBe(0);

    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await add.tap();
    // The toast that says so can be dismissed with a fingertip too.
    const closeToast = page.locator('.Toastify__close-button').first();
    await closeToast.waitFor();
    const dismiss = (await closeToast.boundingBox())!;
    expect(Math.min(dismiss.width, dismiss.height), "the toast's close button").toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    // The toast drops in under the top bar, leaving its cart in sight; above the tabs, the way to the checkout.
    const toast = (await page.locator('.Toastify__toast').first().boundingBox())!;
    const header = (await page.locator('.customer-header').boundingBox())!;
    expect(toast.y, 'the toast sits below the top bar').toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('link', { name: /^Checkout, 1 item, \$\d+\.\d{2}$/ }).waitFor();
    await tabs.getByRole('button', { name: /^Cart/ }).tap();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.waitFor();
    // A sheet along the bottom edge of the screen.
    const sheet = (await cart.boundingBox())!;
    expect(Math.round(sheet.y + sheet.height)).toBe(PHONE.height);
    expect(Math.round(sheet.width)).toBe(PHONE.width);

    // Every control of the cart is a fingertip; "Clear cart" needs no confirmation, and Undo puts the line back.
    for (const control of await cart.getByRole('button').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height), await control.innerText()).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    const line = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await cart.getByRole('button', { name: /^Increase quantity of / }).tap();
    await line.getByText(/× 2 =/).waitFor();
    const lineBefore = await line.innerText();
    await cart.getByRole('button', { name: 'Clear cart' }).tap();
    const undo = cart.getByRole('button', { name: 'Undo clearing the cart' });
    await undo.waitFor();
    expect(await line.count()).toBe(0);
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.tap();
    await line.waitFor();
    expect(await line.innerText()).toBe(lineBefore);

    // A tap above it closes it, and does not open the dish that was under the finger.
    // (Once the toasts have gone: a tap on one dismisses the toast, as it should.)
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
    await page.touchscreen.tap(PHONE.width / 2, 120);
    await cart.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows dishes on the first screen as rows, jumps between categories, and keeps Add under the thumb', async () => {
    const customer = await newCustomer('rows', 'Bilal Hashmi');
    const { context, page } = await phonePage(browser, customer);
    const menu = (await (await page.request.get('/api/products/get/all')).json()) as Product[];
    const categories = [...new Set(menu.map((dish) => dish.category))];

    // Food on the first screen: whole dish rows between the header and the tab bar, thumbnails beside the names.
    const dishes = page.getByRole('region', { name: 'The Menu' }).getByRole('article');
    await dishes.first().waitFor();
    const tabBar = (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!;
    const firstScreen = await dishes.evaluateAll(
      (cards, bottom) =>
        cards.filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= bottom;
        }).length,
      tabBar.y,
    );
    expect(firstScreen, 'whole dishes on the first screen').toBeGreaterThanOrEqual(2);
    const row = (await dishes.first().boundingBox())!;
    const thumb = (await dishes.first().locator('img').boundingBox())!;
    expect(row.height).toBeLessThan(180);
    expect(thumb.width).toBeLessThan(row.width / 2);
    const chipTops = await page
      .getByRole('group', { name: 'Filter the menu by meal' })
      .getByRole('button')
      .evaluateAll((chips) => new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size);
    expect(chipTops, 'meal chips on one line').toBe(1);

    // The category bar lists the menu's own categories; a tap lands the section under the bar and marks it.
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(categories);
    const target = categories[Math.floor(categories.length / 2)]!;
    await bar.getByRole('link', { name: target, exact: true }).tap();
    const heading = page.getByRole('heading', { name: target, exact: true, level: 3 });
    await expect
      .poll(async () => await bar.getByRole('link', { name: target, exact: true }).getAttribute('aria-current'))
      .toBe('true');
    await expect
      .poll(async () => {
        const under = (await bar.boundingBox())!;
        const top = (await heading.boundingBox())!.y;
        return top >= under.y + under.height - 2 && top <= under.y + under.height + 48;
      })
      .toBe(true);
    expect((await bar.boundingBox())!.y, 'the bar stuck under the header').toBeLessThan(80);
    expect(await bar.locator('[aria-current="true"]').count()).toBe(1);

    // A dish's page: Add, with what the chosen quantity costs, is on screen without scrolling, above the tab bar.
    const dish = menu.find((item) => item.availability)!;
    await page.goto(`/product/${dish.id}`);
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await add.waitFor();
    expect(await add.textContent()).toContain(`$${dish.price.toFixed(2)}`);
    const addBox = (await add.boundingBox())!;
    expect(addBox.y + addBox.height).toBeLessThanOrEqual(
      (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!.y,
    );
    expect(addBox.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    await page.getByRole('button', { name: 'Increase quantity' }).tap();
    await page.getByRole('button', { name: 'Increase quantity' }).tap();
    const three = ((Math.round(dish.price * 100) * 3) / 100).toFixed(2);
    await expect.poll(() => add.textContent()).toContain(`3 for $${three}`);
    await add.tap();
    await page.getByRole('button', { name: 'Added to cart!' }).waitFor();
    await context.close();
  });
});

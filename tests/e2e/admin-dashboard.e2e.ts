/**
 * The owner's dashboard on the demo restaurant's 60 days of orders: four charts drawn, the numbers readable as a
 * table, the business hours as a whole day of bars that fit a phone, and the revenue filter refusing a range that
 * ends before it starts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, server } from './journey.ts';

const CHARTS = ['Revenue Over Previous Days', 'Most Items Sold', 'Top Business Hours', 'Top Areas for Orders'];
const START_MESSAGE = 'Start date must be less than end date';
const END_MESSAGE = 'End date must be greater than start date';
const KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };

/** Text drawn on a canvas since it was last wiped, with its box in the canvas's own pixels. */
interface DrawnText {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface CanvasTextLog {
  canvasText: WeakMap<HTMLCanvasElement, DrawnText[]>;
}

/** Runs in the page before its own scripts: a chart's labels on a canvas can only be read as they are drawn. */
function recordCanvasText() {
  const log = new WeakMap<HTMLCanvasElement, DrawnText[]>();
  (window as unknown as CanvasTextLog).canvasText = log;
  const context = CanvasRenderingContext2D.prototype;
  const { fillText, clearRect } = context;
  context.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const metrics = this.measureText(text);
    const transform = this.getTransform();
    const from = transform.transformPoint({
      x: x - metrics.actualBoundingBoxLeft,
      y: y - metrics.actualBoundingBoxAscent,
    });
    const to = transform.transformPoint({
      x: x + metrics.actualBoundingBoxRight,
      y: y + metrics.actualBoundingBoxDescent,
    });
    const box = {
      text,
      left: Math.min(from.x, to.x),
      right: Math.max(from.x, to.x),
      top: Math.min(from.y, to.y),
      bottom: Math.max(from.y, to.y),
    };
    log.set(this.canvas, [...(log.get(this.canvas) ?? []), box]);
    if (maxWidth === undefined) fillText.call(this, text, x, y);
    else fillText.call(this, text, x, y, maxWidth);
  };
  context.clearRect = function (this: CanvasRenderingContext2D, x: number, y: number, width: number, height: number) {
    const transform = this.getTransform();
    const from = transform.transformPoint({ x, y });
    const to = transform.transformPoint({ x: x + width, y: y + height });
    const wholeCanvas =
      Math.min(from.x, to.x) <= 0 &&
      Math.min(from.y, to.y) <= 0 &&
      Math.max(from.x, to.x) >= this.canvas.width &&
      Math.max(from.y, to.y) >= this.canvas.height;
    if (wholeCanvas) log.delete(this.canvas);
    clearRect.call(this, x, y, width, height);
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openDashboard(page: Page) {
  await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

describe('the admin dashboard', () => {
  it('draws the four charts from the demo orders, with their numbers also as a table', async () => {
    const { context, page } = await newPage(browser);
    await openDashboard(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    for (const title of CHARTS) {
      const card = page.getByRole('article', { name: title });
      await card.locator('canvas').first().waitFor();
      expect(await card.getByText("Couldn't load").count(), title).toBe(0);
    }
    expect(await page.getByRole('img', { name: /chart/ }).count()).toBe(4);
    const todaysOrders = page.getByRole('definition').nth(1);
    await expect.poll(() => todaysOrders.textContent()).toMatch(/^\d+$/);

    const revenue = page.getByRole('article', { name: 'Revenue Over Previous Days' });
    await revenue.getByRole('button', { name: 'Show table' }).click();
    const rows = revenue.getByRole('table').getByRole('row');
    // A header and the last 30 days.
    await expect.poll(() => rows.count()).toBe(31);
    expect(await rows.nth(1).getByRole('rowheader').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Every hour of the restaurant's day, in clock order, the quiet ones as zero.
    const hours = page.getByRole('article', { name: 'Top Business Hours' });
    expect(
      await hours.getByRole('img', { name: 'Top Business Hours: bar chart. Show table to read the numbers.' }).count(),
    ).toBe(1);
    await hours.getByRole('button', { name: 'Show table' }).click();
    const hourLabels = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
    expect(await hours.getByRole('rowheader').allTextContents()).toEqual(hourLabels);
    const orderCounts = await hours.getByRole('cell').allTextContents();
    expect(orderCounts.every((count) => /^\d[\d,]*$/.test(count))).toBe(true);
    expect(orderCounts.some((count) => count !== '0')).toBe(true);
    await expectAccessible(page, 'admin dashboard with tables shown');
    await expectVisibleFocusThroughout(page);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws a bar for every hour, its hour labels evenly spaced and inside the chart, on a phone and a wide screen', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1920, height: 1080 },
    ]) {
      const where = `${viewport.width} px`;
      const context = await browser.newContext({ baseURL: server().baseUrl, viewport, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(recordCanvasText);
      await openDashboard(page);
      const canvas = page.getByRole('article', { name: 'Top Business Hours' }).locator('canvas').first();
      await canvas.waitFor();
      const drawn = () =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const texts = (window as unknown as CanvasTextLog).canvasText.get(element) ?? [];
          const cut = texts.filter(
            ({ left, right, top, bottom }) => left < 0 || top < 0 || right > element.width || bottom > element.height,
          );
          return { texts: texts.map(({ text }) => text), cut: cut.map(({ text }) => text) };
        });
      await expect.poll(async () => (await drawn()).texts.length, { message: where }).toBeGreaterThan(0);
      const { texts, cut } = await drawn();
      expect(cut, where).toEqual([]);
      // ECharts leaves out labels that would overlap, always a regular subset: 0:00, then every n-th hour, n at most 4
      // on a phone.
      const hours = texts.filter((text) => /^\d{1,2}:00$/.test(text)).map((text) => Number.parseInt(text, 10));
      const step = hours[1]! - hours[0]!;
      expect(hours[0], where).toBe(0);
      expect(step, where).toBeLessThanOrEqual(4);
      expect(hours, where).toEqual(Array.from({ length: Math.ceil(24 / step) }, (_, index) => index * step));
      await context.close();
    }
  });

  it('shows both revenue range messages, disables Apply Filters meanwhile, and applies a valid range', async () => {
    const { context, page } = await newPage(browser);
    await openDashboard(page);
    const card = page.getByRole('article', { name: 'Revenue Over Previous Days' });
    await card.locator('canvas').first().waitFor();

    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Filter Details' });
    const start = dialog.getByLabel('Start Date');
    const end = dialog.getByLabel('End Date');
    const apply = dialog.getByRole('button', { name: 'Apply Filters' });
    const message = (text: string) => dialog.locator('.form-field__error', { hasText: text });
    expect(await start.inputValue()).toBe('');

    await start.fill('2025-03-14');
    await end.fill('2025-03-10');
    await message(END_MESSAGE).waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await expectAccessible(page, 'dashboard filter modal with an error');

    await end.fill('2025-03-20');
    await message(END_MESSAGE).waitFor({ state: 'detached' });
    expect(await apply.isEnabled()).toBe(true);

    await start.fill('2025-03-20');
    await message(START_MESSAGE).waitFor();
    expect(await apply.isDisabled()).toBe(true);

    await start.fill('2025-03-01');
    await message(START_MESSAGE).waitFor({ state: 'detached' });
    await apply.click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('2025-03-01 to 2025-03-20').waitFor();

    // The close icon drops the draft: the modal reopens with the applied filter.
    await card.getByRole('button', { name: 'Filter Revenue Over Previous Days' }).click();
    expect(await start.inputValue()).toBe('2025-03-01');
    await start.fill('2025-03-05');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.click();
    expect(await start.inputValue()).toBe('2025-03-01');
    expect(await end.inputValue()).toBe('2025-03-20');
    await context.close();
  });

  it('reads the figures again, filters kept, when an order moves in the kitchen', async () => {
    // An order of the journey's own, so the move does not depend on what the demo kitchen holds at this hour.
    const { email, password } = await newCustomer('dashboard', 'Hina Aslam');
    const customer = await newPage(browser);
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);
    await customer.context.close();

    const { context, page } = await newPage(browser);
    await openDashboard(page);
    const card = page.getByRole('article', { name: 'Top Areas for Orders' });
    await card.locator('canvas').first().waitFor();
    await card.getByRole('button', { name: 'Filter Top Areas for Orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Details' });
    await dialog.getByLabel('Start Date').fill('2025-01-01');
    const isSectors = (url: string) => url.includes('/api/insights/orders-by-sector');
    const filtered = page.waitForResponse((response) => isSectors(response.url()));
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await filtered;
    await card.getByText(/^2025-01-01 to \d{4}-\d{2}-\d{2}$/).waitFor();

    const refetched = page.waitForRequest((request) => isSectors(request.url()));
    const kitchen = await browser.newContext({ baseURL: server().baseUrl });
    const login = await kitchen.request.post('/api/auth/login', { data: KITCHEN });
    expect(login.status()).toBe(200);
    expect((await kitchen.request.post('/api/order/prepare', { data: { orderId } })).status()).toBe(200);

    const request = await refetched;
    expect(new URL(request.url()).searchParams.get('startDate')).toBe('2025-01-01');
    await kitchen.close();

    // Back to all time without a reload; the dialog's "today" is the day the figures above count.
    await card.getByRole('button', { name: 'Filter Top Areas for Orders' }).click();
    const stripDay = (await page.getByText(/; today is \d{4}-\d{2}-\d{2}\.$/).textContent())!.match(
      /\d{4}-\d{2}-\d{2}/,
    )![0];
    await dialog
      .getByText(`An empty date means today, the restaurant's day (${stripDay}), as the figures above count it.`)
      .waitFor();
    const unfiltered = page.waitForRequest((request) => isSectors(request.url()));
    await dialog.getByRole('button', { name: 'Reset to all time' }).click();
    expect(new URL((await unfiltered).url()).searchParams.get('startDate') ?? '').toBe('');
    await card.getByText('All time', { exact: true }).waitFor();
    await context.close();
  });
});

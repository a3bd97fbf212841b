/**
 * Printed kitchen tickets: the kitchen opens an order's 80 mm ticket from its card, and it prints (a PDF here, from
 * Chromium's own print path); with "Print new orders" on, each order that comes into the Queue prints by itself,
 * once, also after a reload. `window.print` is counted, not run: it is the browser's, and headless it has no printer.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { clearKitchenBoard, launchBrowser, loginThroughForm, newPage } from './journey.ts';
import { layoutProblems, phonePage } from './phone.ts';
import { z } from 'zod';
import { trackedOrder } from '../../shared/orders.ts';

const KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };
/** 80 mm in PDF points. */
const PAPER_WIDTH_PT = (80 / 25.4) * 72;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

declare global {
  interface Window {
    /** Where each page or frame of the tab called window.print(), in the order it did. */
    printedFrom?: string[];
  }
}

/** Every page and frame of the context records its print() calls in its tab's top page instead of printing. */
async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top ?? window;
      (top.printedFrom ??= []).push(window.location.pathname + window.location.search);
    };
  });
}

const printedFrom = (page: Page) => page.evaluate(() => window.printedFrom ?? []);

/** A customer's confirmed order, and the name of the dish it holds twice. */
async function confirmedOrder(prefix: string) {
  const { email, password } = await newCustomer(prefix, 'Hina Qureshi');
  const customer = await newPage(browser);
  await loginThroughForm(customer.page, email, password);
  const orderId = await placeConfirmedOrder(customer.page, email);
  const tracked = await customer.page.request.get('/api/orders/track');
  const data = z.array(trackedOrder).parse(((await tracked.json()) as { data: unknown }).data);
  const dish = data.find((order) => order.order_id === orderId)!.order_items[0]!.productName;
  await customer.context.close();
  return { orderId, dish };
}

/** The page's size in PDF points and its number of pages. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text) ?? [];
  return { width: Number(width), height: Number(height), count: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0 };
}

describe('kitchen tickets', () => {
  it('opens from the kitchen card, shows the lines and the address, and prints as one 80 mm page', async () => {
    const { orderId, dish } = await confirmedOrder('ticket');
    const { context, page: board } = await newPage(browser);
    await countPrints(context);
    await loginThroughForm(board, KITCHEN.email, KITCHEN.password);
    const card = board
      .getByRole('region', { name: 'Queue', exact: true })
      .getByRole('article', { name: `Order #${orderId}` });

    const [ticket] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: /^Print ticket/ }).click(),
    ]);
    await ticket.getByRole('heading', { name: `Order #${orderId}`, level: 1 }).waitFor();
    const items = ticket.getByRole('list', { name: 'Items' });
    const dishPattern = dish.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // "2 × Chicken Karahi $24.50", which a screen reader hears as "2 of Chicken Karahi".
    expect(await items.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^2 ×( of)? ${dishPattern}\\$[\\d.]+$`)),
    ]);
    await ticket.getByText('House 3, Street 8, F-6/1').waitFor();
    await ticket.getByText(/^Sector F-6/).waitFor();
    await ticket.getByText(/^Cash on delivery: collect \$[\d.]+ cash$/).waitFor();
    await ticket.getByText(/^Hina · \+923001234567$/).waitFor();

    // Opened to print: it printed once, by itself, and a reload would not print it again.
    await expect.poll(() => printedFrom(ticket)).toEqual([`/ticket/${orderId}?print=1`]);
    await expect.poll(() => new URL(ticket.url()).search).toBe('');
    expect(await ticket.title()).toBe(`Order #${orderId} ticket · Forkcast`);
    await expectAccessible(ticket, 'order ticket');

    // As the printer sees it: the slip alone, no buttons, on one page 80 mm wide and as long as the ticket.
    await ticket.emulateMedia({ media: 'print' });
    expect(await ticket.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await ticket.getByRole('button', { name: /^(Close|Back)$/ }).isVisible()).toBe(false);
    expect(await ticket.getByRole('heading', { name: `Order #${orderId}` }).isVisible()).toBe(true);
    const pdf = await ticket.pdf({ preferCSSPageSize: true, printBackground: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages.count).toBe(1);
    expect(pages.width).toBeCloseTo(PAPER_WIDTH_PT, 0);
    expect(pages.height).toBeGreaterThan(PAPER_WIDTH_PT);
    expect(pages.height).toBeLessThan(842);
    // The PDF names the order (its title), as the file of a ticket saved as PDF does.
    const title = `Order #${orderId} ticket`;
    const asUtf16 = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('hex').toUpperCase();
    expect(pdf.includes(title) || pdf.toString('latin1').toUpperCase().includes(asUtf16)).toBe(true);
    // The width the printing kitchen asks for works as well.
    expect((await ticket.pdf({ width: '80mm' })).length).toBeGreaterThan(1000);
    await context.close();
  });

  it('fits a phone beside the board, and says plainly when there is no such order', async () => {
    const { orderId } = await confirmedOrder('ticket-phone');
    const { context, page } = await phonePage(browser, KITCHEN);
    await page.getByRole('switch', { name: 'Print new orders' }).waitFor();
    await page.getByRole('article', { name: `Order #${orderId}` }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);

    await page.goto(`/ticket/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}`, level: 1 }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'order ticket on a phone');

    await page.goto('/ticket/987654321');
    await page
      .getByRole('alert')
      .filter({ hasText: "We couldn't load the ticket for order #987654321. There is no order #987654321." })
      .waitFor();
    await page.goto('/ticket/12abc');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The order number must be a whole number written as digits, such as 1510.' })
      .waitFor();
    await context.close();
  });

  it('prints each new order once with "Print new orders" on, also after a reload, and nothing that was already there', async () => {
    await clearKitchenBoard();
    const waiting = await confirmedOrder('ticket-before');
    const { context, page: board } = await newPage(browser);
    await countPrints(context);
    await board.setViewportSize({ width: 1920, height: 1080 });
    await loginThroughForm(board, KITCHEN.email, KITCHEN.password);
    const queue = board.getByRole('region', { name: 'Queue', exact: true });
    await queue.getByRole('article', { name: `Order #${waiting.orderId}` }).waitFor();
    const printSwitch = board.getByRole('switch', { name: 'Print new orders' });
    await printSwitch.check();
    await expectAccessible(board, 'kitchen board printing new orders');

    // A new order comes in live: its ticket loads out of sight and prints; the order that was waiting does not.
    const first = await confirmedOrder('ticket-new');
    await queue.getByRole('article', { name: `Order #${first.orderId}` }).waitFor({ timeout: 10_000 });
    await expect.poll(() => printedFrom(board), { timeout: 15_000 }).toEqual([`/ticket/${first.orderId}?print=1`]);
    // Done with, the frame goes.
    await expect.poll(() => board.locator('iframe').count()).toBe(0);

    // After a reload the switch is still on, the printed order is not printed again, and the next one prints.
    await board.reload();
    expect(await printSwitch.isChecked()).toBe(true);
    await queue.getByRole('article', { name: `Order #${first.orderId}` }).waitFor();
    const second = await confirmedOrder('ticket-after-reload');
    await expect.poll(() => printedFrom(board), { timeout: 15_000 }).toEqual([`/ticket/${second.orderId}?print=1`]);

    // Off: orders come in and nothing prints.
    await printSwitch.uncheck();
    const third = await confirmedOrder('ticket-off');
    await queue.getByRole('article', { name: `Order #${third.orderId}` }).waitFor({ timeout: 10_000 });
    expect(await board.locator('iframe').count()).toBe(0);
    expect(await printedFrom(board)).toEqual([`/ticket/${second.orderId}?print=1`]);
    await context.close();
  });
});

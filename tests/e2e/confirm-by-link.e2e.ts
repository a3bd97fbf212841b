/**
 * The "Confirm order #N" button in the order's mail (docs/decisions/0034): opened on a phone where nobody is signed
 * in, the page confirms nothing until the tap; opened where the customer is signed in, the tap lands on the tracker.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, requestOrder, withDatabase } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';
import { layoutProblems, PHONE, TOUCH_TARGET_PX } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const statusOf = (orderId: number) =>
  withDatabase((db) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()!.status);

/** Places an order as the customer signed in on `page`, and answers it with the address its mail's button opens. */
async function orderWithMailedLink(page: Page, email: string) {
  const before = mailsTo(server().dataDir, email).length;
  const placed = await requestOrder(page);
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const link = new URL(
    mailsTo(server().dataDir, email)
      .at(-1)!
      .text.match(/^http\S+\/confirm-order\/\S+$/m)![0],
  );
  // The mail names the public address; the journeys' server may be reached at another.
  return { orderId, address: `${link.pathname}${link.hash}` };
}

describe("the order mail's button", () => {
  it('on a phone nobody is signed in on: shows the order, confirms only on the tap, then says so', async () => {
    const { email, password } = await newCustomer('link', 'Sana Mir');
    const desk = await newPage(browser);
    await loginThroughForm(desk.page, email, password);
    const { orderId, address } = await orderWithMailedLink(desk.page, email);

    const context = await browser.newContext({
      baseURL: server().baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(address);
    await page.getByRole('heading', { name: `Order #${orderId}`, exact: true }).waitFor();
    const button = page.getByRole('button', { name: `Confirm order #${orderId}` });
    await button.waitFor();
    expect(statusOf(orderId)).toBe('UNCONFIRMED');
    expect(await layoutProblems(page)).toEqual([]);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    await expectAccessible(page, 'confirm order: before the tap');

    await button.click();
    await page.getByRole('heading', { name: `Order #${orderId} is confirmed` }).waitFor();
    expect(statusOf(orderId)).toBe('PROCESSING');
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'confirm order: confirmed');

    // Tapped again from the mail: good news, not an error.
    await page.goto('/login');
    await page.goto(address);
    await page.getByRole('button', { name: `Confirm order #${orderId}` }).click();
    await page.getByRole('heading', { name: `Order #${orderId} is already confirmed` }).waitFor();

    // Following it needs the account: the link leads through sign-in.
    await page.getByRole('link', { name: `Track order #${orderId}` }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
    await desk.context.close();
  });

  it("on the customer's own signed-in browser: the tap lands on the tracker, showing that order", async () => {
    const { email, password } = await newCustomer('link-desk', 'Omar Farooq');
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, email, password);
    const { orderId, address } = await orderWithMailedLink(page, email);

    await page.goto(address);
    await expectAccessible(page, 'confirm order: desktop');
    await page.getByRole('button', { name: `Confirm order #${orderId}` }).click();
    await page.waitForURL((url) => url.pathname === '/track-order' && url.searchParams.get('order') === `${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}`, exact: true }).waitFor();
    expect(pathOf(page)).toBe('/track-order');
    expect(statusOf(orderId)).toBe('PROCESSING');
    await context.close();
  });

  it('says plainly what is wrong with a link cut short, and offers no button', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/confirm-order/1#t=short');
    await page.getByRole('heading', { name: 'This link is incomplete' }).waitFor();
    expect(await page.getByRole('button', { name: /Confirm order/ }).count()).toBe(0);
    await expectAccessible(page, 'confirm order: incomplete link');
    await context.close();
  });
});

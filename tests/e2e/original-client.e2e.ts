/**
 * The original client's checkout and kitchen board in Chromium, served from Forkcast's origin as a reverse proxy
 * serves that client (README, "Using the original client"), against the journeys' server. The IP look-up its
 * checkout starts with fails, as it does offline and on every HTTPS site, so the order goes out with the draft's
 * placeholder coordinates: it is placed, confirmed with the mailed code, appears on the board, and the cook moves it
 * by dragging its card, which sends the order's id as the text the drag carried (docs/decisions/0029).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { desc, eq } from 'drizzle-orm';
import { latestCode, mailsTo } from '../outbox.ts';
import { newCustomer, withDatabase } from './customers.ts';
import { launchBrowser, newPage, server } from './journey.ts';
import { CHECKOUT_PAGE, KITCHEN_PAGE } from './original-client-pages.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

/** A browser on the proxy's address: the client's pages at /original-client/, the API passed through to Forkcast. */
async function originalClient(screen: string, html: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  // Offline, or blocked as mixed content: the look-up never answers.
  await context.route('http://ip-api.com/**', (route) => route.abort('internetdisconnected'));
  await context.route(`${server().baseUrl}/original-client/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html }),
  );
  await page.goto(`/original-client/${screen}`);
  return page;
}

async function logIn(page: Page, email: string, password: string) {
  await page.evaluate(
    ([e, p]) => (window as unknown as { login: (e: string, p: string) => Promise<void> }).login(e!, p!),
    [email, password],
  );
}

const statusOf = (orderId: number) =>
  withDatabase((db) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()!.status);

describe('the original client against Forkcast', () => {
  it('places and confirms an order when its IP look-up fails, and the kitchen moves it by dragging the card', async () => {
    const customer = await newCustomer('original', 'Hina Malik');
    const checkout = await originalClient('checkout', CHECKOUT_PAGE);
    await logIn(checkout, customer.email, customer.password);

    await checkout.getByRole('button', { name: 'Add the first dish' }).click();
    await checkout.getByText(/ x 1$/).waitFor();
    await checkout.getByLabel('Select Sector').selectOption('F-8');
    await checkout.getByLabel('Full Address').fill('House 12, Street 7, F-8/3');
    await checkout.getByLabel('Payment Method').selectOption('CASH');
    const placing = checkout.waitForRequest((request) => request.url().endsWith('/api/order/create'));
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    // The draft still holds the placeholders: the look-up failed and nothing replaced them.
    expect((await placing).postDataJSON()).toMatchObject({ latitude: '12345.12', longitude: '12345.323' });
    await checkout.getByText('Enter the OTP to confirm your order.').waitFor();

    await expect.poll(() => mailsTo(server().dataDir, customer.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await checkout.getByLabel('OTP').fill(latestCode(server().dataDir, customer.email));
    await checkout.getByRole('button', { name: 'Confirm Order' }).click();
    await checkout.getByText('Your order has been confirmed.').waitFor();

    const order = withDatabase((db) =>
      db.select().from(orders).where(eq(orders.address, 'House 12, Street 7, F-8/3')).orderBy(desc(orders.id)).get()!,
    );
    expect(order).toMatchObject({ status: 'PROCESSING', sector: 'F-8', pointFromSector: true });

    const board = await originalClient('prepare', KITCHEN_PAGE);
    await logIn(board, 'kitchen@forkcast.test', 'kitchen-demo-1');
    await board.reload();
    await board.locator('body[data-loaded="true"]').waitFor();
    const card = (column: string) =>
      board
        .getByRole('region', { name: column })
        .getByRole('article')
        .filter({ hasText: `OrderID: ${order.id}` });
    await card('Queue').waitFor();

    const moves: unknown[] = [];
    board.on('request', (request) => {
      if (/\/api\/order\/(prepare|complete)$/.test(request.url())) moves.push(request.postDataJSON().orderId);
    });
    await card('Queue').dragTo(board.getByRole('region', { name: 'Preparing' }));
    await card('Preparing').waitFor();
    expect(statusOf(order.id)).toBe('PREPARING');
    await card('Preparing').dragTo(board.getByRole('region', { name: 'Completed' }));
    await card('Completed').waitFor();
    expect(statusOf(order.id)).toBe('COMPLETED');
    // Both moves carried the id as the drag data held it: text.
    expect(moves).toEqual([String(order.id), String(order.id)]);
  });
});

/**
 * Cancelling, with nobody refreshing a page: a customer cancels a queued order from the tracker and the kitchen
 * board drops it; the restaurant cancels an order the kitchen has started, and the tracker shows why while the
 * reason also arrives by e-mail.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { layoutProblems } from './phone.ts';

const KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('cancelling an order', () => {
  it('lets the customer cancel a queued order from the tracker, and the kitchen board drops it live', async () => {
    const { email, password } = await newCustomer('cancel', 'Hina Qureshi');
    const customer = await newPage(browser);
    const worker = await newPage(browser);
    for (const { context } of [customer, worker]) await context.route(/tile\.openstreetmap\.org/, (r) => r.abort());
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);

    await worker.page.setViewportSize({ width: 1280, height: 1600 });
    await loginThroughForm(worker.page, KITCHEN.email, KITCHEN.password);
    const queue = worker.page.getByRole('region', { name: 'Queue', exact: true });
    const card = queue.getByRole('article', { name: `Order #${orderId}` });
    await card.waitFor();

    const tracker = customer.page;
    await tracker.setViewportSize({ width: 390, height: 844 });
    await tracker.goto('/track-order');
    await tracker.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await tracker.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect(await layoutProblems(tracker)).toEqual([]);
    await tracker.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = tracker.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await expectAccessible(tracker, 'cancel confirmation');
    // Kept after all: nothing changes.
    await dialog.getByRole('button', { name: 'Keep my order' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.isVisible()).toBe(true);

    await tracker.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await tracker.getByText(`Order #${orderId} is cancelled.`).first().waitFor();
    await tracker.getByText('You cancelled this order.').waitFor();
    expect(await tracker.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await expectAccessible(tracker, 'tracker after cancelling');
    // Measured once the toast has gone by itself: this is about the cancelled order's own layout.
    await expect.poll(() => tracker.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
    expect(await layoutProblems(tracker)).toEqual([]);

    await card.waitFor({ state: 'detached', timeout: 10_000 });
    for (const { context } of [customer, worker]) await context.close();
  });

  it("brings the restaurant's cancellation and its reason to the open tracker and the customer's mailbox", async () => {
    const { email, password } = await newCustomer('cancelled', 'Omar Sheikh');
    const customer = await newPage(browser);
    await customer.context.route(/tile\.openstreetmap\.org/, (r) => r.abort());
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);

    const kitchen = await browser.newContext({ baseURL: server().baseUrl });
    expect((await kitchen.request.post('/api/auth/login', { data: KITCHEN })).status()).toBe(200);
    expect((await kitchen.request.post('/api/order/prepare', { data: { orderId } })).status()).toBe(200);
    await kitchen.close();

    const tracker = customer.page;
    await tracker.goto('/track-order');
    await tracker.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    // The kitchen has started it: the customer can no longer cancel it.
    await tracker.getByText(/Arrives around/).waitFor();
    expect(await tracker.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    const admin = await browser.newContext({ baseURL: server().baseUrl });
    expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    const reason = 'Our gas supply failed tonight';
    const answer = await admin.request.post('/api/order/admin-cancel', { data: { orderId, reason } });
    expect(answer.status()).toBe(200);
    await admin.close();

    await tracker.getByText(`The restaurant cancelled your order: ${reason}`).first().waitFor({ timeout: 10_000 });
    await tracker.getByText('The restaurant cancelled this order:').waitFor();
    await tracker.getByText(/It won.t be delivered, and nothing is due\./).waitFor();
    await expectAccessible(tracker, 'tracker after the restaurant cancelled');

    await expect
      .poll(() => mailsTo(server().dataDir, email).find((mail) => mail.subject.includes(`#${orderId} was cancelled`)))
      .toMatchObject({ text: expect.stringContaining(`Reason: ${reason}`) });
    await customer.context.close();
  });
});

/**
 * Nobody refreshes a page: the kitchen drags an order along, the customer's tracker follows by itself, the rider's
 * list fills when the kitchen finishes, and the tracker shows Delivered when the rider marks it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { expectVisibleFocusThroughout, loginWithKeyboard, tabTo } from './keyboard.ts';
import { drag, launchBrowser, loginThroughForm, newPage, server } from './journey.ts';
import { z } from 'zod';
import { deliveryOrder, kitchenBoard } from '../../shared/staff-orders.ts';

const KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };
const RIDER = { email: 'rider@forkcast.test', password: 'rider-demo-1' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const progressText = (page: Page) =>
  page.getByRole('progressbar', { name: 'Order progress' }).getAttribute('aria-valuetext');

describe('live updates between the kitchen, the rider and the customer', () => {
  it('moves an order from Received to Delivered with no page reloaded', async () => {
    const { email, password } = await newCustomer('live', 'Sana Malik');
    const customer = await newPage(browser);
    const worker = await newPage(browser);
    const rider = await newPage(browser);
    for (const { context } of [customer, worker, rider])
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());

    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);

    // 1. The tracker shows Received, when the order should arrive, and that it is live.
    await customer.page.goto('/track-order');
    await customer.page.getByRole('heading', { name: 'Track Your Order' }).waitFor();
    await expect.poll(() => progressText(customer.page)).toMatch(/Received/);
    await customer.page.getByText(/^Arrives around \d{1,2}:\d{2}/).waitFor();
    await customer.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    let reloads = 0;
    for (const { page } of [customer, worker, rider]) page.on('load', () => (reloads += 1));

    // A kitchen screen tall enough that every column's top and the dragged card are on it at once.
    await worker.page.setViewportSize({ width: 1280, height: 2400 });
    await loginThroughForm(worker.page, 'kitchen@forkcast.test', 'kitchen-demo-1');
    await loginThroughForm(rider.page, 'rider@forkcast.test', 'rider-demo-1');
    await rider.page.getByRole('heading', { name: 'Deliver Orders' }).waitFor();
    const loadsAfterLogin = reloads;

    // 2. The worker drags the card to Preparing; 3. the tracker follows.
    const board = worker.page;
    const queue = board.getByRole('region', { name: 'Queue', exact: true });
    const preparing = board.getByRole('region', { name: 'Preparing', exact: true });
    const completed = board.getByRole('region', { name: 'Completed', exact: true });
    const card = board.getByRole('article', { name: `Order #${orderId}` });
    await queue.getByRole('article', { name: `Order #${orderId}` }).waitFor();
    await expectAccessible(board, 'kitchen board');
    await drag(board, card, 'Preparing');
    await preparing.getByRole('article', { name: `Order #${orderId}` }).waitFor();
    await expect.poll(() => progressText(customer.page), { timeout: 10_000 }).toMatch(/Preparing/);
    await customer.page.getByText('Your order is being prepared').first().waitFor();
    await expectAccessible(customer.page, 'tracking after a live update');

    // 4. To Completed: the rider's list shows it by itself, waiting for a rider; the customer is told just that.
    await drag(board, card, 'Completed');
    await completed.getByRole('article', { name: `Order #${orderId}` }).waitFor();
    const waiting = rider.page.getByRole('article', { name: new RegExp(`^Order #${orderId} · `) });
    await waiting.waitFor({ timeout: 10_000 });
    // The count is a status, so a screen reader hears the new order arrive.
    await rider.page
      .getByRole('status')
      .filter({ hasText: /ready to deliver$/ })
      .waitFor();
    await expectAccessible(rider.page, 'delivery page');
    await expectVisibleFocusThroughout(rider.page);
    await expect.poll(() => progressText(customer.page), { timeout: 10_000 }).toMatch(/Ready$/);
    await customer.page.getByText('Ready, waiting for a rider').first().waitFor();

    // 5. The rider takes it: now it is on its way, with the rider's name; the card opens for the door.
    await waiting.getByRole('button', { name: "I'm taking it" }).click();
    const delivery = rider.page.getByRole('article', { name: `Order #${orderId}`, exact: true });
    await delivery.waitFor();
    await expect.poll(() => progressText(customer.page), { timeout: 10_000 }).toMatch(/On the way$/);
    await customer.page
      .getByText(/^On the way with \S+/)
      .first()
      .waitFor();

    // 6. The rider marks it delivered: a cash order asks whether the cash was collected, and a slip can be undone.
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await delivery.getByRole('button', { name: 'Not yet' }).click();
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await delivery.getByText(/^Collected \$[\d.]+ in cash\?$/).waitFor();
    await delivery.getByRole('button', { name: 'Yes, collected' }).click();
    await delivery.getByRole('button', { name: 'Undo' }).click();
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).waitFor();
    const statusOnServer = async () => {
      const answer = await rider.page.request.post('/api/orders/get-prepared-orders');
      const data = z.array(deliveryOrder).parse(((await answer.json()) as { data: unknown }).data);
      return data.some((order) => order.orderId === orderId);
    };
    expect(await statusOnServer()).toBe(true);
    // Then for real: sent once the Undo has passed; the tracker shows Delivered.
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await delivery.getByRole('button', { name: 'Yes, collected' }).click();
    await rider.page.getByText('Order marked as delivered').first().waitFor({ timeout: 10_000 });
    // The end-of-shift count has it, cash included.
    const today = rider.page.getByRole('region', { name: 'Delivered today' });
    await today.getByText(new RegExp(`^Order #${orderId} · F-6$`)).waitFor();
    await today.getByText(/in cash$/).waitFor();
    await delivery.waitFor({ state: 'detached' });
    await expect.poll(() => progressText(customer.page), { timeout: 10_000 }).toMatch(/Delivered/);

    expect(reloads).toBe(loadsAfterLogin);

    // 7. Delivered: the tracker asks for a rating, which opens the order's feedback form.
    await customer.page.getByRole('link', { name: 'Rate your meal' }).click();
    const details = customer.page.getByRole('dialog', { name: `Order #${orderId}` });
    await details.getByRole('button', { name: 'Submit Feedback' }).waitFor();
    // Closed, the dialog leaves the address as it was, so a reload does not open it again.
    await details.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(customer.page.url()).search).toBe('');
    for (const { context } of [customer, worker, rider]) await context.close();
  });
});

describe('the kitchen board with the keyboard alone', () => {
  it('moves an order from the Queue to Preparing with Tab, Space and an arrow key, saying each step aloud', async () => {
    const { email, password } = await newCustomer('live', 'Sana Malik');
    const customer = await newPage(browser);
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);
    await customer.context.close();

    const { context, page: board } = await newPage(browser);
    await loginWithKeyboard(board, 'kitchen@forkcast.test', 'kitchen-demo-1');
    const card = `Order #${orderId}`;
    await board.getByRole('region', { name: 'Queue', exact: true }).getByRole('article', { name: card }).waitFor();

    // dnd-kit's live region says what a screen reader hears.
    const heard = () => board.locator('[id^="DndLiveRegion"]').textContent();
    await tabTo(board, board.getByRole('button', { name: `Move order #${orderId}` }), { limit: 200 });
    await board.keyboard.press('Space');
    await expect
      .poll(heard)
      .toMatch(
        new RegExp(`^(Picked up order #${orderId}\\.|Order #${orderId} is over Queue, which cannot take it\\.)$`),
      );
    // On a crowded board the first arrow key after the pick-up is sometimes not taken (an open defect, see
    // docs/accessibility.md); a listener who hears the card still over the Queue presses again, and so does this.
    const overPreparing = `Order #${orderId} is over Preparing.`;
    const heardBeforePresses: (string | null)[] = [];
    while (heardBeforePresses.length < 3 && (await heard()) !== overPreparing) {
      heardBeforePresses.push(await heard());
      await board.keyboard.press('ArrowRight');
      await expect
        .poll(heard, { timeout: 2_000 })
        .toBe(overPreparing)
        .catch(() => undefined);
    }
    // Kept in the test output so the next occurrence of the defect says what the board announced.
    if (heardBeforePresses.length > 1) console.warn('kitchen board took more than one arrow key:', heardBeforePresses);
    expect(await heard()).toBe(overPreparing);
    await board.keyboard.press('Space');
    await expect.poll(heard).toBe(`Order #${orderId} dropped in Preparing. Saving.`);

    await board.getByRole('region', { name: 'Preparing', exact: true }).getByRole('article', { name: card }).waitFor();
    const preparingOnServer = async () => {
      const answer = await board.request.get('/api/orders/get-processing-and-prepared');
      const data = kitchenBoard.parse(((await answer.json()) as { data: unknown }).data);
      return data.preparing.map((order) => order.orderId);
    };
    await expect.poll(preparingOnServer).toContain(orderId);
    await context.close();
  });

  it('delivers an order whose rider closes the screen while Undo is still offered', async () => {
    const { email, password } = await newCustomer('closed', 'Faisal Raza');
    const customer = await newPage(browser);
    await loginThroughForm(customer.page, email, password);
    const orderId = await placeConfirmedOrder(customer.page, email);
    await customer.context.close();

    const kitchen = await browser.newContext({ baseURL: server().baseUrl });
    expect((await kitchen.request.post('/api/auth/login', { data: KITCHEN })).status()).toBe(200);
    for (const move of ['prepare', 'complete'])
      expect((await kitchen.request.post(`/api/order/${move}`, { data: { orderId } })).status()).toBe(200);
    await kitchen.close();

    const rider = await newPage(browser);
    await loginThroughForm(rider.page, RIDER.email, RIDER.password);
    await rider.page
      .getByRole('article', { name: new RegExp(`^Order #${orderId} · `) })
      .getByRole('button', { name: "I'm taking it" })
      .click();
    const delivery = rider.page.getByRole('article', { name: `Order #${orderId}`, exact: true });
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await delivery.getByRole('button', { name: 'Yes, collected' }).click();
    await delivery.getByRole('button', { name: 'Undo' }).waitFor();
    await rider.page.close();

    const check = await browser.newContext({ baseURL: server().baseUrl });
    expect((await check.request.post('/api/auth/login', { data: RIDER })).status()).toBe(200);
    const deliveredToday = async () => {
      const answer = await check.request.get('/api/orders/delivered-today');
      const { data } = (await answer.json()) as { data: { orders: { orderId: number }[] } };
      return data.orders.map((order) => order.orderId);
    };
    await expect.poll(deliveredToday, { timeout: 4_000 }).toContain(orderId);
    await check.close();
    await rider.context.close();
  });
});

/**
 * A Friday rush on the kitchen wall (1920×1080): a new order rings until someone acknowledges it; a tap bumps a
 * ticket and Recall brings it back; a line ticked on the wall shows ticked on a second kitchen screen; twelve orders
 * of three dishes each fill the wall with the first eight tickets whole, no scrolling, and the rest announced and
 * paged. Without the kiosk's sound flag, the board first asks for its one "Start kitchen screen" tap.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import {
  clearKitchenBoard,
  DEMO_KITCHEN as KITCHEN,
  launchBrowser,
  loginThroughForm,
  newPage,
  server,
} from './journey.ts';

const WALL = { width: 1920, height: 1080 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Counts the alert's rings on a page: each ring is two short notes, two oscillators. */
async function countRings(page: Page) {
  await page.addInitScript(() => {
    const make = AudioContext.prototype.createOscillator;
    const counted = window as unknown as { oscillators: number };
    counted.oscillators = 0;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.oscillators += 1;
      return make.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { oscillators: number }).oscillators / 2);
}

/** Three dishes a customer can order without choosing anything. */
async function threeDishes(page: Page) {
  const menu = (await (await page.request.get('/api/products/get/all')).json()) as {
    id: number;
    availability: boolean;
    optionGroupIds?: number[];
  }[];
  const dishes = menu.filter((dish) => dish.availability && !dish.optionGroupIds?.length).slice(0, 3);
  expect(dishes).toHaveLength(3);
  return dishes.map((dish) => dish.id);
}

/** Places and confirms an order of three dishes with the customer's session, as the checkout does. */
async function placeThreeDishOrder(page: Page, email: string, dishes: number[]): Promise<number> {
  const before = mailsTo(server().dataDir, email).length;
  const placed = await page.request.post('/api/order/create', {
    headers: { 'Idempotency-Key': `rush-${Date.now()}-${Math.random()}` },
    data: {
      latitude: 33.69,
      longitude: 73.04,
      address: 'House 3, Street 8, F-6/1',
      paymentMethod: 'CASH',
      lineItems: dishes.map((productId, index) => ({ productId, quantity: index + 1 })),
      sector: 'F-6',
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const confirmed = await page.request.post('/api/order/confirm', {
    data: { otp: latestCode(server().dataDir, email), orderId },
  });
  expect(confirmed.status()).toBe(200);
  return orderId;
}

/** Whether the whole of an element is on the screen, not cut by the column's fold nor hidden past it. */
async function wholeOnScreen(ticket: Locator) {
  if (!(await ticket.isVisible())) return false;
  const box = await ticket.boundingBox();
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= WALL.height && box.x + box.width <= 1920;
}

describe('a Friday rush on the kitchen wall', () => {
  // Whatever happens here, the journeys after this one find an empty board.
  afterEach(() => clearKitchenBoard());

  it('rings until a new order is acknowledged, bumps with a tap, recalls, ticks lines live, and pages twelve orders without scrolling', async () => {
    const { page: wall } = await newPage(browser, undefined, { viewport: WALL });
    const rings = await countRings(wall);
    await clearKitchenBoard();
    await loginThroughForm(wall, KITCHEN.email, KITCHEN.password);
    const queue = wall.getByRole('region', { name: 'Queue', exact: true });
    const preparing = wall.getByRole('region', { name: 'Preparing', exact: true });
    await queue.getByText('No orders waiting.').waitFor();

    // A second kitchen screen, the tablet by the grill.
    const { page: grill } = await newPage(browser, undefined, { viewport: { width: 1280, height: 800 } });
    await loginThroughForm(grill, KITCHEN.email, KITCHEN.password);

    const customers = await Promise.all(
      ['Hina Baig', 'Omar Farooq', 'Zara Qureshi'].map(async (name, index) => {
        const account = await newCustomer(`rush${index}`, name);
        const { page } = await newPage(browser);
        await loginThroughForm(page, account.email, account.password);
        return { page, email: account.email };
      }),
    );
    const dishes = await threeDishes(customers[0]!.page);

    // 1. A new order rings at once and again every few seconds, until a tap on its ticket says it was seen.
    const ringsBefore = await rings();
    const first = await placeThreeDishOrder(customers[0]!.page, customers[0]!.email, dishes);
    const ticket = queue.getByRole('article', { name: `Order #${first}` });
    await ticket.getByText('New', { exact: true }).waitFor();
    await expect.poll(rings, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(ringsBefore + 3);
    await wall.getByRole('button', { name: /^Got it/ }).waitFor();
    await ticket.getByRole('heading', { name: `Order #${first}` }).click();
    await ticket.getByText('New', { exact: true }).waitFor({ state: 'detached' });
    expect(await wall.getByRole('button', { name: /^Got it/ }).count()).toBe(0);
    // The first tap only acknowledged it: the ticket is still in the Queue, and the alert is quiet.
    expect(await ticket.isVisible()).toBe(true);
    const ringsAcknowledged = await rings();
    await wall.waitForTimeout(6_000);
    expect(await rings()).toBe(ringsAcknowledged);

    // 2. The next tap bumps it to Preparing; Recall brings it back to the Queue within its 30 seconds.
    await ticket.getByRole('heading', { name: `Order #${first}` }).click();
    const cooking = preparing.getByRole('article', { name: `Order #${first}` });
    await cooking.waitFor();
    await wall.getByRole('button', { name: `Recall #${first}` }).waitFor();
    await expectAccessible(wall, 'kitchen wall with a bump to recall');
    await wall.getByRole('button', { name: `Recall #${first}` }).click();
    await ticket.waitFor();
    await grill
      .getByRole('region', { name: 'Queue', exact: true })
      .getByRole('article', { name: `Order #${first}` })
      .waitFor();
    await ticket.getByRole('heading', { name: `Order #${first}` }).click();
    await cooking.waitFor();

    // 3. A cook ticks one line done on the wall; the grill's screen shows it ticked, live.
    const line = cooking.getByRole('button', { name: /^Done: 1 × / });
    await line.click();
    expect(await line.getAttribute('aria-pressed')).toBe('true');
    const onGrill = grill
      .getByRole('region', { name: 'Preparing', exact: true })
      .getByRole('article', { name: `Order #${first}` })
      .getByRole('button', { name: /^Done: 1 × / });
    await expect.poll(() => onGrill.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    // Ticking is not bumping: the ticket stayed where it was.
    expect(await cooking.isVisible()).toBe(true);

    // 4. Eleven more orders: twelve tickets of three dishes on the wall.
    const rest: number[] = [];
    for (let i = 0; i < 11; i++) {
      const customer = customers[(i + 1) % customers.length]!;
      rest.push(await placeThreeDishOrder(customer.page, customer.email, dishes));
    }
    await expect
      .poll(() => queue.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 })
      .toBe('Queue: 11 orders');
    await wall.getByRole('button', { name: /^Got it/ }).click();

    // The wall never scrolls: the page is the screen.
    expect(await wall.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(WALL.height);
    expect(await wall.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WALL.width);

    // The first eight tickets in the order they came, across both columns, are whole on the screen.
    const inArrivalOrder = [
      preparing.getByRole('article', { name: `Order #${first}` }),
      ...rest.map((orderId) => queue.getByRole('article', { name: `Order #${orderId}` })),
    ];
    for (const [index, shown] of inArrivalOrder.slice(0, 8).entries()) {
      expect(await wholeOnScreen(shown), `ticket ${index + 1} whole on the screen`).toBe(true);
      expect(await shown.getByRole('list', { name: 'Items' }).getByRole('listitem').count()).toBe(3);
    }
    const shot = path.join(os.tmpdir(), 'forkcast-kitchen-rush-1920x1080.png');
    await wall.screenshot({ path: shot });
    expect(fs.statSync(shot).size).toBeGreaterThan(0);

    // Those that do not fit are announced, and a tap shows them: the Queue pages, it does not scroll.
    const queued = rest.map((orderId) => queue.getByRole('article', { name: `Order #${orderId}` }));
    const shownFirst: number[] = [];
    for (const [index, shown] of queued.entries()) if (await wholeOnScreen(shown)) shownFirst.push(rest[index]!);
    const more = rest.length - shownFirst.length;
    expect(more).toBeGreaterThan(0);
    expect(shownFirst).toEqual(rest.slice(0, shownFirst.length));
    const moreButton = queue.getByRole('button', { name: new RegExp(`^\\+${more} more`) });
    await moreButton.click();
    const nextPage = rest.slice(shownFirst.length);
    for (const orderId of nextPage) {
      await expect.poll(() => wholeOnScreen(queue.getByRole('article', { name: `Order #${orderId}` }))).toBe(true);
    }
    expect(await wholeOnScreen(queued[0]!)).toBe(false);
    await expectAccessible(wall, 'kitchen wall on its second page');
    // A key does the same: back to the start.
    await wall.keyboard.press('PageUp');
    await expect.poll(() => wholeOnScreen(queued[0]!)).toBe(true);

    for (const { page } of customers) await page.context().close();
    await grill.context().close();
    await wall.context().close();
  });

  it('starts with one tap where the browser blocks sound until the page is tapped', async () => {
    const blocked = await launchBrowser({ blockSound: true });
    try {
      const { page } = await newPage(blocked, undefined, { viewport: WALL });
      // Signed in already, as a wall screen is from the day before: the board opens with no tap on the page yet
      // (a tap on the sign-in form would have let sound out for the rest of the visit).
      expect((await page.request.post('/api/auth/login', { data: KITCHEN })).status()).toBe(200);
      await page.goto('/orders/prepare');
      // Nothing may touch the page until the board has settled: Playwright's queries run as user gestures, and any
      // one of them would let the sound out by itself.
      await page.waitForTimeout(1_500);
      const start = page.getByRole('dialog', { name: 'Start kitchen screen' });
      await start.waitFor();
      await expectAccessible(page, 'kitchen start screen');
      await start.getByRole('button', { name: /^Start kitchen screen/ }).click();
      await start.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: 'Queue', exact: true }).waitFor();
    } finally {
      await blocked.close();
    }
  });
});

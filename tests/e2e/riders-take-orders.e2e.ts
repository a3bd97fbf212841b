/**
 * Who has the bag: the kitchen marks an order ready and the customer is told it waits for a rider; one of two riders
 * takes it and the other sees it taken; the customer sees who is on the way and the rider's pin move as the rider's
 * phone (Chromium's geolocation override) moves; the first attempt fails with "No answer" and "Try again", which
 * the kitchen never hears of; the second attempt is delivered, and no position of the rider is left.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderPositions } from '../../drizzle/schema.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { kitchenBoard } from '../../shared/staff-orders.ts';
import { newAccount, newCustomer, placeConfirmedOrder, withDatabase } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, serveBlankTiles, server } from './journey.ts';

const account = (role: 'WORKER' | 'DELIVERY_MAN') => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
const PHONE = { width: 390, height: 844 };
/** The order goes to 33.69, 73.04 (see requestOrder): the rider starts north-east of it, then comes from the west. */
const NORTH_EAST = { latitude: 33.7, longitude: 73.05 };
const WEST = { latitude: 33.69, longitude: 73.035 };

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function phone(options: Parameters<typeof newPage>[2] = {}) {
  const opened = await newPage(browser, server().baseUrl, { viewport: PHONE, ...options });
  await serveBlankTiles(opened.context);
  contexts.push(opened.context);
  return opened.page;
}

const positionsOf = (orderId: number) =>
  withDatabase((db) => db.select().from(riderPositions).where(eq(riderPositions.orderId, orderId)).all());

/** Where the rider's pin is on the map, relative to the delivery point's pin: east is positive. */
async function riderEastOfDoor(tracker: Page, riderPin: Locator): Promise<number> {
  const rider = (await riderPin.boundingBox())!;
  const door = (await tracker.getByTitle('Your delivery point').boundingBox())!;
  return rider.x + rider.width / 2 - (door.x + door.width / 2);
}

describe('riders take orders', () => {
  it('ready, taken by one of two riders, followed on the map, tried again without the kitchen, delivered', async () => {
    const { email, password } = await newCustomer('bag', 'Hina Baig');
    const tracker = await phone();
    await loginThroughForm(tracker, email, password);
    const orderId = await placeConfirmedOrder(tracker, email);
    await tracker.goto(`/track-order?order=${orderId}`);
    await tracker.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    const kitchen = await browser.newContext({ baseURL: server().baseUrl });
    contexts.push(kitchen);
    const cook = account('WORKER');
    expect((await kitchen.request.post('/api/auth/login', { data: cook })).status()).toBe(200);
    for (const move of ['prepare', 'complete'])
      expect((await kitchen.request.post(`/api/order/${move}`, { data: { orderId } })).status()).toBe(200);

    // 1. Ready means waiting for a rider, not on the way.
    await tracker.getByText('Ready, waiting for a rider').first().waitFor();

    // 2. Two riders see it; Usman takes it, and Kamran sees it taken, live.
    const usman = account('DELIVERY_MAN');
    const riderA = await phone({ permissions: ['geolocation'], geolocation: NORTH_EAST });
    await loginThroughForm(riderA, usman.email, usman.password);
    const kamran = await newAccount('rider', 'Kamran Shah', 'DELIVERY_MAN');
    const riderB = await phone();
    await loginThroughForm(riderB, kamran.email, kamran.password);
    const waitingCard = (page: Page) => page.getByRole('article', { name: new RegExp(`^Order #${orderId} · `) });
    await waitingCard(riderB).getByRole('button', { name: "I'm taking it" }).waitFor();
    await waitingCard(riderA).getByRole('button', { name: "I'm taking it" }).click();
    const mine = riderA.getByRole('article', { name: `Order #${orderId}`, exact: true });
    await mine.waitFor();
    await riderB
      .getByRole('region', { name: 'Taken by other riders' })
      .getByRole('listitem')
      .filter({ hasText: `Order #${orderId} · ` })
      .filter({ hasText: 'Taken by Usman' })
      .waitFor();
    await waitingCard(riderB).waitFor({ state: 'detached' });

    // 3. The customer sees who is on the way, and the pin moves as the rider's phone does.
    await tracker.getByText('On the way with Usman').first().waitFor();
    await riderA
      .getByText(/Positions are kept only while the order is out/)
      .first()
      .waitFor();
    await riderA.getByRole('button', { name: 'Share my location' }).click();
    const riderPin = tracker.getByRole('img', { name: 'Usman, your rider' });
    await riderPin.waitFor({ timeout: 20_000 });
    await tracker.getByText('1.4 km away').waitFor();
    expect(await riderEastOfDoor(tracker, riderPin)).toBeGreaterThan(0);
    await riderA.context().setGeolocation(WEST);
    // The phone reports every 15 seconds.
    await tracker.getByText('0.5 km away').waitFor({ timeout: 25_000 });
    await expect.poll(() => riderEastOfDoor(tracker, riderPin)).toBeLessThan(0);
    expect(positionsOf(orderId)).toHaveLength(1);

    // 4. Nobody answers: "Try again" keeps the bag with Usman, and the kitchen is not asked to cook it again.
    await mine.getByRole('button', { name: "Couldn't deliver" }).click();
    const sheet = riderA.getByRole('dialog');
    await sheet.getByRole('radio', { name: 'No answer' }).check();
    await sheet.getByRole('radio', { name: /^Try again/ }).check();
    await sheet.getByRole('button', { name: 'Send' }).click();
    await tracker
      .getByText(/Usman couldn't deliver \(No answer\) and will try again/)
      .first()
      .waitFor();
    const board = kitchenBoard.parse(
      ((await (await kitchen.request.get('/api/orders/get-processing-and-prepared')).json()) as { data: unknown }).data,
    );
    expect(board.preparing.map((order) => order.orderId)).not.toContain(orderId);
    expect(board.completed.find((order) => order.orderId === orderId)).toMatchObject({
      status: 'COMPLETED',
      rider: { firstName: 'Usman' },
    });
    expect(positionsOf(orderId)).toHaveLength(0);

    // 5. The second attempt is delivered.
    await mine.getByRole('button', { name: 'Go again' }).click();
    await tracker.getByText('On the way with Usman').first().waitFor();
    await mine.getByRole('button', { name: 'Delivered', exact: true }).click();
    await mine.getByRole('button', { name: 'Yes, collected' }).click();
    await mine.waitFor({ state: 'detached', timeout: 15_000 });
    await tracker.getByRole('link', { name: 'Rate your meal' }).waitFor({ timeout: 10_000 });

    // 6. No position of the rider is left.
    expect(positionsOf(orderId)).toHaveLength(0);
  });
});

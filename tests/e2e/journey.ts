/** What every browser journey needs: Debian's Chromium driven by playwright-core, and the running server. */
import fs from 'node:fs';
import {
  chromium,
  request,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { kitchenBoard } from '../../shared/staff-orders.ts';

export const E2E_ADMIN = { email: 'owner@forkcast.test', password: 'owner-password-e2e' };
export const DEMO_KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };
export const DEMO_RIDER = { email: 'rider@forkcast.test', password: 'rider-demo-1' };

export function chromePath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with "apt-get install -y chromium" or set CHROME_PATH.`,
    );
  }
  return candidate;
}

/**
 * No sandbox as root, and, on a machine with no network beyond loopback, no calls home. Sound may play without a
 * tap, as on the kitchen's kiosk (docs/devices.md); the one journey that checks the start tap leaves this flag out.
 */
const AUTOPLAY_FLAG = '--autoplay-policy=no-user-gesture-required';
export const CHROMIUM_ARGS = [
  AUTOPLAY_FLAG,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser({ blockSound = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: blockSound ? CHROMIUM_ARGS.filter((arg) => arg !== AUTOPLAY_FLAG) : CHROMIUM_ARGS,
  });
}

export function server() {
  return inject('e2e');
}

/** A page in a fresh browser context, on the journeys' server unless another address is given. */
export async function newPage(
  browser: Browser,
  baseURL = server().baseUrl,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // The Content-Security-Policy must hold for every screen: a violation fails the journey that caused it.
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) throw new Error(`CSP violation: ${message.text()}`);
  });
  return { context, page };
}

/** Logs in through the real form and waits for the role's landing page. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Drags a kitchen card onto a column with the mouse. Each step waits for the board's own announcement (dnd-kit's
 * live region), because on a busy machine the columns are measured a moment after the pick-up, and a drop made
 * before the pointer is seen over the column would be no drop at all.
 */
export async function drag(page: Page, card: Locator, column: 'Queue' | 'Preparing' | 'Completed') {
  const announced = (text: string) =>
    page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ timeout: 10_000 });
  // The card's heading, "Order #7"; a text filter matches regardless of case.
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 3 });
  // "Picked up order #7." or already "Order #7 is over Queue, …": either way the drag has begun.
  await announced(name);
  // Into the part of the column on the screen: with a long queue the page has scrolled, and a column's top with it.
  const to = (await page.getByRole('region', { name: column, exact: true }).boundingBox())!;
  const top = Math.max(to.y, 0);
  const bottom = Math.min(to.y + to.height, page.viewportSize()!.height);
  await page.mouse.move(to.x + to.width / 2, top + Math.min((bottom - top) / 2, 120), { steps: 12 });
  await announced(`${name} is over ${column}`);
  await page.mouse.up();
}

/** One plain pixel, served for every map tile: the map loads as it does online, with no network. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const serveBlankTiles = (context: BrowserContext) =>
  context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));

/**
 * Sends on every order earlier journeys left on the kitchen's board: the kitchen cooks what is in the Queue and
 * Preparing, and the demo rider delivers every bag waiting on the pass. A wall screen shows what fits and pages the
 * rest, so a journey that looks for its own order on a wall starts from an empty board, as a kitchen's evening does.
 */
export async function clearKitchenBoard(): Promise<void> {
  const as = async (person: { email: string; password: string }) => {
    const context = await request.newContext({ baseURL: server().baseUrl });
    expect((await context.post('/api/auth/login', { data: person })).status()).toBe(200);
    return context;
  };
  const kitchen = await as(DEMO_KITCHEN);
  const rider = await as(DEMO_RIDER);
  const move = async (who: typeof kitchen, route: string, orderId: number) =>
    expect((await who.post(route, { data: { orderId } })).status(), `${route} #${orderId}`).toBe(200);
  try {
    const answer = await kitchen.get('/api/orders/get-processing-and-prepared');
    const board = kitchenBoard.parse(((await answer.json()) as { data: unknown }).data);
    for (const { orderId } of board.processing) await move(kitchen, '/api/order/prepare', orderId);
    const cooked = [...board.processing, ...board.preparing];
    for (const { orderId } of cooked) await move(kitchen, '/api/order/complete', orderId);
    const waiting = [...cooked, ...board.completed.filter((order) => order.status === 'COMPLETED' && !order.rider)];
    for (const { orderId } of waiting) await move(rider, '/api/order/delivered', orderId);
  } finally {
    await kitchen.dispose();
    await rider.dispose();
  }
}

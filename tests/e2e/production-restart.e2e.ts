/**
 * What a new restaurant does on its first evening: `npm start` on a fresh data folder (the administrator's password
 * is printed once), stop it with SIGTERM to npm's PID as a process manager does, `npm start` again on the same
 * folder, and add a dish with a picture from the admin page. While it restarts, the kitchen's wall and a customer's
 * tracker say that they are not live, and both are live again once it is back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { DEFAULT_ADMIN_EMAIL } from '../../server/bootstrap/admin-account.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { png } from '../images.ts';
import { launchBrowser, loginThroughForm, newPage } from './journey.ts';

let browser: Browser;
let dataDir: string;
let server: ServerProcess | undefined;
/** The defaults of `npm install && npm start`: demo data, a generated administrator password. */
let settings: Parameters<typeof startServer>[0];
beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-first-evening-'));
  settings = { dataDir, port: await freePort(), env: { DEMO_DATA: 'true', LOG_LEVEL: 'info' } };
});
afterAll(async () => {
  await browser.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a restaurant starting Forkcast for the first time', () => {
  it('starts, stops with SIGTERM, starts again on the same data, and adds a dish with a picture', async () => {
    server = await startServer(settings);
    const password = /password: (\S+)/.exec(server.output())?.[1];
    expect(password, server.output()).toBeDefined();
    const { code } = await server.stop('SIGTERM');
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('shut down cleanly');

    server = await startServer(settings);
    expect(server.output()).not.toContain('password:');
    const { context, page } = await newPage(browser, server.url);
    await loginThroughForm(page, DEFAULT_ADMIN_EMAIL, password!);
    // A slow evening network: the form opens before the menu's lists have arrived, and picks from them once they do.
    let releaseLists!: () => void;
    const listsHeld = new Promise<void>((resolve) => (releaseLists = resolve));
    await page.route(/\/api\/(categories|products\/get\/all)$/, async (route) => {
      await listsHeld;
      await route.continue();
    });
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Manage Products' }).waitFor();

    const dish = 'First Evening Kheer';
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByLabel('New category').waitFor();
    releaseLists();
    await form.getByLabel('Name', { exact: true }).fill(dish);
    await form.getByLabel('Category', { exact: true }).selectOption('Desserts');
    await form.getByLabel('Price ($)').fill('4.50');
    await form.getByLabel('Emotion').selectOption('joy');
    await form.getByLabel('Type', { exact: true }).selectOption('veg');
    await form.getByLabel('Description').fill('Rice pudding with cardamom.');
    await form.getByLabel('Image').setInputFiles({ name: 'kheer.png', mimeType: 'image/png', buffer: png(640, 480) });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added successfully.').first().waitFor();

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: dish }) });
    // The row's thumbnail is decorative (its name is the heading beside it).
    const picture = card.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => `${img.complete} ${img.currentSrc} ${img.naturalWidth}`))
      .toMatch(/^true \S+\/uploads\/[0-9a-f]{32}-\d+\.webp [1-9]\d*$/);
    expect(server.output()).not.toMatch(/"level":50|ERR_/);
    await context.close();
  });

  it('says on the kitchen wall and on the tracker that they are not live while it restarts, and is live again after', async () => {
    server ??= await startServer(settings);
    const signedIn = async (role: 'WORKER' | 'CUSTOMER', viewport: { width: number; height: number }, at: string) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
      const { context, page } = await newPage(browser, server!.url);
      await page.setViewportSize(viewport);
      await loginThroughForm(page, account.email, account.password);
      await page.goto(at);
      await page
        .getByRole('status')
        .filter({ hasText: /^Live$/ })
        .waitFor();
      return { context, page };
    };
    // The demo keeps an order of the demo customer's on its way at any hour.
    const kitchen = await signedIn('WORKER', { width: 1920, height: 1080 }, '/orders/prepare');
    const tracker = await signedIn('CUSTOMER', { width: 390, height: 844 }, '/track-order');
    await tracker.page.getByText('Changes show here as they happen').waitFor();
    const banner = kitchen.page.getByText(/^Reconnecting… New orders and moves will show/);

    expect((await server.stop('SIGTERM')).code, server.output()).toBe(0);
    // Across the wall, where a small pill would go unseen.
    await banner.waitFor();
    const { width } = (await banner.boundingBox())!;
    expect(width).toBeGreaterThan(1920 * 0.9);
    await tracker.page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
    await tracker.page.getByText(/^Updated \d+ s ago$/).waitFor();

    server = await startServer(settings);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await kitchen.page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    await tracker.page.getByText('Changes show here as they happen').waitFor({ timeout: 20_000 });
    await kitchen.context.close();
    await tracker.context.close();
  });
});

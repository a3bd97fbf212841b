/**
 * Full-page screenshots of every page for every kind of visitor (scripts/screenshot-pages.ts), on a phone (390×844,
 * touch) and a desktop screen (1920×1080): `npm run screenshots [folder]`, into screenshots/ unless a folder is given.
 * Forkcast runs as `npm start` runs it (built first when out of date) on a fresh data folder with the demo restaurant,
 * where the customer has dishes in the cart and an order on its way; map tiles are not fetched, so it works offline.
 * The server is stopped at the end, however the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../server/demo/seed.ts';
import { CHROMIUM_ARGS, chromePath } from '../tests/e2e/journey.ts';
import { ROOT } from './build-freshness.js';
import { availableDishes, fillCart, placeLiveOrder, signIn, type Account } from './demo-visits.ts';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';
import { DISH_ID, ORDER_ID, SHOTS, VIEWER_ROLE, type Shot, type Viewer } from './screenshot-pages.ts';

const ADMIN: Account = { email: 'admin@forkcast.test', password: 'screenshots-admin-password' };
const SCREENS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1920, height: 1080 } },
};
const PAGE_READY_MS = 15_000;
/** Time for what moves after the data is in (charts drawing, toasts settling). */
const SETTLE_MS = 500;
const STOP_WAIT_MS = 10_000;

function accountOf(viewer: Viewer): Account | null {
  if (viewer === 'admin') return ADMIN;
  const role = VIEWER_ROLE[viewer];
  return DEMO_ACCOUNTS.find((account) => account.role === role) ?? null;
}

/** A context for the viewer on one screen, signed in, with a cart for the customer, and no map tiles. */
async function contextFor(browser: Browser, server: ServerProcess, screen: BrowserContextOptions, viewer: Viewer) {
  const context = await browser.newContext({ ...screen, baseURL: server.url, reducedMotion: 'reduce' });
  await context.route(
    (url) => url.hostname.endsWith('tile.openstreetmap.org'),
    (route) => route.abort(),
  );
  const account = accountOf(viewer);
  if (account) {
    const user = await signIn(context, server.url, account);
    if (viewer === 'customer') await fillCart(context, server.url, user.id);
  }
  return context;
}

/** What keeps a page from settling, for the error when it never does. */
const unsettled = (page: Page) =>
  page.evaluate(() => ({
    busy: [...document.querySelectorAll('.page-spinner, [aria-busy="true"]')].map((element) =>
      element.outerHTML.slice(0, 120),
    ),
    pictures: [...document.images]
      .filter((image) => !image.complete && image.getBoundingClientRect().width > 0)
      .map((image) => image.src),
  }));

async function waitUntil(page: Page, ready: () => unknown, what: string) {
  try {
    await page.waitForFunction(ready, undefined, { timeout: PAGE_READY_MS });
  } catch (error) {
    throw new Error(`waiting for ${what}: ${JSON.stringify(await unsettled(page))}`, { cause: error });
  }
}

/** Waits until the page shows its content: no spinner, nothing busy, and every picture loaded, lazy ones included. */
async function settle(page: Page) {
  await waitUntil(
    page,
    () =>
      document.querySelector('#root')?.childElementCount &&
      !document.querySelector('.page-spinner, [aria-busy="true"]'),
    'the content',
  );
  // Lazy pictures load once scrolled near, in the page or in a box that scrolls (a kitchen column); a full-page
  // screenshot shows the whole page at once, so every picture is asked for now.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
  });
  // A picture inside something closed (a rider's list of items folded away) has no box and is not in the shot.
  await waitUntil(
    page,
    () => [...document.images].every((image) => image.complete || image.getBoundingClientRect().width === 0),
    'the pictures',
  );
  await page.waitForTimeout(SETTLE_MS);
}

/** The ids a shot's path stands in for. */
interface ShotIds {
  dishId: number;
  orderId: number;
}

async function shoot(context: BrowserContext, shot: Shot, ids: ShotIds, file: string) {
  const page = await context.newPage();
  try {
    const address = shot.path.replace(DISH_ID, String(ids.dishId)).replace(ORDER_ID, String(ids.orderId));
    if (shot.before) {
      await page.goto('/favicon.svg');
      await shot.before(page);
    }
    await page.goto(address);
    await settle(page);
    if (shot.then) {
      await shot.then(page);
      await settle(page);
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== address) throw new Error(`${shot.as} ${address} ended on ${landed}`);
    await page.screenshot({ path: file, fullPage: true });
  } catch (error) {
    throw new Error(`${shot.as} ${shot.path} for ${path.basename(file)}: ${String(error)}`, { cause: error });
  } finally {
    await page.close();
  }
}

async function shootAll(server: ServerProcess, dataDir: string, outDir: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: CHROMIUM_ARGS });
  try {
    const [dish] = await availableDishes(server.url);
    if (!dish) throw new Error('The demo menu has no available dish');
    // The customer's order on its way, for /track-order (and the kitchen's and the rider's boards, and its ticket).
    const setup = await browser.newContext();
    const customer = accountOf('customer')!;
    await signIn(setup, server.url, customer);
    const orderId = await placeLiveOrder(setup, server.url, dataDir, customer.email);
    await setup.close();

    const files: string[] = [];
    const viewers = [...new Set(SHOTS.map((shot) => shot.as))];
    for (const [screenName, screen] of Object.entries(SCREENS)) {
      for (const viewer of viewers) {
        const context = await contextFor(browser, server, screen, viewer);
        try {
          for (const shot of SHOTS.filter((candidate) => candidate.as === viewer)) {
            const file = path.join(outDir, `${screenName}-${viewer}-${shot.name}.png`);
            await shoot(context, shot, { dishId: dish.id, orderId }, file);
            files.push(file);
            process.stdout.write(`${file}\n`);
          }
        } finally {
          await context.close();
        }
      }
    }
    return files;
  } finally {
    await browser.close();
  }
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'screenshots'));
  fs.mkdirSync(outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-screenshots-'));
  let server: ServerProcess | undefined;
  // Ctrl-C or a stop reaches this process first: the server goes with it.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void (server?.crash() ?? Promise.resolve()).finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    server = await startServer({
      dataDir,
      port: await freePort(),
      env: { DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    const files = await shootAll(server, dataDir, outDir);
    process.stdout.write(`${files.length} screenshots in ${outDir}\n`);
  } finally {
    if (server) {
      await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      // Whatever did not end with SIGTERM in time (a server stuck in its shutdown) is killed.
      await server.crash();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

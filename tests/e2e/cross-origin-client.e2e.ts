/**
 * The spec's original client served from another origin, as a restaurant that keeps it runs it: a page on an origin
 * listed in ALLOWED_ORIGINS logs in through Forkcast's API and shows a product picture; a page on an origin not
 * listed gets neither. The pages are a tiny stand-in that calls the API as that client does (fetch, JSON) and shows
 * the picture link the menu answers.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { FALLBACK_WIDTH } from '../../shared/product-pictures.ts';
import { png } from '../images.ts';
import { launchBrowser } from './journey.ts';

const ADMIN = { email: 'owner@forkcast.test', password: 'cross-origin-owner-1' };

/** The stand-in client: one page that logs in and shows the first product's picture, reporting what happened. */
const PAGE = `<!doctype html><title>Original client</title><img id="dish" alt="dish"><script>
async function run(api, email, password, pictureLink) {
  const seen = {};
  try {
    const login = await fetch(api + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    seen.login = login.status;
    seen.token = typeof (await login.json()).data === 'string';
  } catch (error) {
    seen.login = 'refused by the browser';
  }
  const img = document.getElementById('dish');
  await new Promise((done) => { img.onload = done; img.onerror = done; img.src = pictureLink; });
  seen.picture = img.naturalWidth;
  return seen;
}
</script>`;

let browser: Browser;
let dataDir: string;
let server: ServerProcess;
let pages: http.Server;
let listed: string;
let unlisted: string;
/** The new dish's picture as the menu links it: an absolute URL on PUBLIC_URL. */
let pictureLink: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = http.createServer((_, res) => res.setHeader('content-type', 'text/html').end(PAGE));
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pagePort = (pages.address() as AddressInfo).port;
  // Two sites for one page server: "localhost" is listed, "127.0.0.1" is not.
  listed = `http://localhost:${pagePort}`;
  unlisted = `http://127.0.0.1:${pagePort}`;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-cross-origin-'));
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ALLOWED_ORIGINS: listed },
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { data: string }).data;
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png(640, 480))], { type: 'image/png' }), 'dish.png');
  form.append(
    'product',
    JSON.stringify({ name: 'Kheer', category: 'Desserts', price: 4.5, emotion: 'joy', description: 'Sweet.' }),
  );
  const created = await fetch(`${server.url}/api/product/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(200);
  pictureLink = ((await created.json()) as { data: { imageLink: string } }).data.imageLink;
  expect(pictureLink.startsWith(`${server.url}/uploads/`), pictureLink).toBe(true);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  pages.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function visit(origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const seen = await page.evaluate(
    ([api, email, password, link]) =>
      (window as unknown as { run: (...args: string[]) => Promise<unknown> }).run(api!, email!, password!, link!),
    [server.url, ADMIN.email, ADMIN.password, pictureLink],
  );
  await context.close();
  return seen as { login: number | string; token?: boolean; picture: number };
}

describe('the original client on another origin', () => {
  it('logs in and shows pictures from an origin listed in ALLOWED_ORIGINS', async () => {
    // The link is the 800 px fallback every browser can show.
    expect(await visit(listed)).toEqual({ login: 200, token: true, picture: FALLBACK_WIDTH });
  });

  it('gets neither from an origin that is not listed', async () => {
    expect(await visit(unlisted)).toEqual({ login: 'refused by the browser', picture: 0 });
  });

  it("keeps its own script-readable access_token cookie when served from Forkcast's origin", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const stored = await page.evaluate(
      async ([email, password]) => {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const token = ((await login.json()) as { data: string }).data;
        // What the original client does with the token (spec point 3): a cookie its route guard reads back.
        document.cookie = `access_token=${token}; path=/; max-age=86400`;
        return document.cookie.includes(`access_token=${token}`);
      },
      [ADMIN.email, ADMIN.password],
    );
    expect(stored).toBe(true);
    await context.close();
  });
});

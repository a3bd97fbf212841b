import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompressFile } from '../scripts/build-precompress.ts';
import { createUser, sessionToken } from '../tests/factories.ts';
import { buildApp } from './app.ts';
import { renderShell } from './client-shell.ts';
import { loadConfig } from './config.ts';

/** A script big enough to be worth compressing, as the build leaves it. */
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Dish ${id}` })))};`;

/** The pages the build writes: index.html with the home page's first paint, app.html without (long enough to compress). */
const HOME_PAGE = `<!doctype html><head><title>Forkcast</title></head><div id="first-paint">${'<p>The hero</p>'.repeat(40)}</div>`;
const APP_PAGE = '<!doctype html><head><title>Forkcast</title></head><div id="root"></div>';
/** A page as the server sends it: the built one with the restaurant written in. */
const sent = (page: string) => renderShell(page, app.restaurant.profile());

let app: FastifyInstance;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-static-'));
  const client = path.join(root, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), HOME_PAGE);
  await precompressFile(path.join(client, 'index.html'));
  fs.writeFileSync(path.join(client, 'app.html'), APP_PAGE);
  fs.writeFileSync(path.join(client, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(client, 'assets', 'menu-4d5e6f.js'), SCRIPT);
  await precompressFile(path.join(client, 'assets', 'menu-4d5e6f.js'));
  fs.writeFileSync(path.join(client, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'dish.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  fs.writeFileSync(path.join(dataDir, 'private.txt'), 'TOP-SECRET');
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://food.example.com',
    ALLOWED_ORIGINS: 'https://menu.example.org',
  });
  app = await buildApp(config, {
    clientDir: client,
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.inject('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy the build wrote to a browser that accepts br, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/menu-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without br, and the plain file to one that accepts neither', async () => {
    const gzip = await app.inject({ url: '/assets/menu-4d5e6f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/menu-4d5e6f.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses at build only what gets smaller', async () => {
    const tiny = path.join(root, 'client', 'assets', 'app-1a2b3c.js');
    await precompressFile(tiny);
    expect(fs.existsSync(`${tiny}.br`)).toBe(false);
    // Already compressed bytes do not shrink again.
    const packed = path.join(root, 'packed.js');
    fs.writeFileSync(packed, brotliCompressSync(Buffer.from(SCRIPT)));
    await precompressFile(packed);
    expect(fs.existsSync(`${packed}.gz`)).toBe(false);
  });

  /** The page the address answers, decompressed, after checking it is HTML that is never cached. */
  async function pageAt(url: string, headers: Record<string, string>) {
    const res = await app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  }

  it('answers / with the first paint for a customer or a guest, and every other client route with the app page', async () => {
    const customer = await createUser(app, { role: 'CUSTOMER' });
    const routes = ['/login', '/verify-otp', '/admin/dashboard', '/product/12?x=1', '/chat'];
    const visitors = {
      'a customer': `forkcast_session=${sessionToken(app, customer)}`,
      'a guest': '',
      'a stale session': 'forkcast_session=not-a-token',
    };
    for (const [who, cookie] of Object.entries(visitors)) {
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const headers = { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) };
        for (const url of ['/', '/?from=mail', '/index.html']) {
          expect(await pageAt(url, headers), `${who}: ${url} (${encoding})`).toBe(sent(HOME_PAGE));
        }
        for (const url of routes) {
          expect(await pageAt(url, headers), `${who}: ${url} (${encoding})`).toBe(sent(APP_PAGE));
        }
      }
    }
  });

  it('answers / with the app page for staff, whom the app sends to their own screens at once', async () => {
    const cook = await createUser(app, { role: 'WORKER' });
    const rider = await createUser(app, { role: 'DELIVERY_MAN' });
    for (const [who, person] of Object.entries({ 'a cook': cook, 'a rider': rider })) {
      const cookie = `forkcast_session=${sessionToken(app, person)}`;
      expect(await pageAt('/', { 'accept-encoding': 'gzip, deflate, br', cookie }), who).toBe(sent(APP_PAGE));
    }
    // A browser keeps both answers apart in its cache, compressed or not.
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const { headers } = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(headers.vary, encoding).toMatch(/Cookie/);
    }
  });

  it('writes the restaurant into every page: its name as the title, its profile as JSON, its manifest', async () => {
    const page = await pageAt('/login', { 'accept-encoding': 'identity' });
    expect(page).toContain('<title>Forkcast</title>');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const json = /<script type="application\/json" id="restaurant-profile">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(app.restaurant.profile());

    // A name that tries to close the element stays text, and the next page carries the change.
    const { logoUrl: _, ...profile } = app.restaurant.profile();
    app.restaurant.saveProfile({ ...profile, name: 'Tom & Jerry</script><script>alert(1)</script>' });
    try {
      const changed = await pageAt('/login', { 'accept-encoding': 'identity' });
      expect(changed).toContain('<title>Tom &amp; Jerry&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(changed).not.toContain('</script><script>alert(1)');
      const carried = /<script type="application\/json" id="restaurant-profile">(.*?)<\/script>/.exec(changed)?.[1];
      expect(JSON.parse(carried!).name).toBe('Tom & Jerry</script><script>alert(1)</script>');
      const manifest = await app.inject('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
      expect(manifest.json()).toMatchObject({
        name: 'Tom & Jerry</script><script>alert(1)</script>',
        start_url: '/',
        display: 'standalone',
        theme_color: '#c2381c',
        icons: [{ src: '/favicon.svg', sizes: 'any' }],
      });
    } finally {
      app.restaurant.saveProfile(profile);
    }
  });

  it('keeps API 404s as JSON and missing files as 404s', async () => {
    const api = await app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/No such endpoint/);
    expect(api.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('serves uploads with nosniff, and not outside the uploads folder', async () => {
    const res = await app.inject('/uploads/dish.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    for (const url of ['/uploads/../private.txt', '/uploads/%2e%2e/private.txt', '/uploads/..%2fprivate.txt']) {
      expect((await app.inject(url)).body).not.toContain('TOP-SECRET');
    }
  });

  it('lets pages of the allowed origins show uploaded pictures, and no other origin', async () => {
    const policy = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/uploads/dish.png', headers })).headers['cross-origin-resource-policy'];
    expect(await policy({})).toBe('same-origin');
    expect(await policy({ referer: 'https://menu.example.org/' })).toBe('cross-origin');
    expect(await policy({ referer: 'https://food.example.com/orders' })).toBe('cross-origin');
    expect(await policy({ origin: 'https://menu.example.org' })).toBe('cross-origin');
    for (const page of ['https://evil.example.net/', 'https://menu.example.org.evil.net/', 'not a url'])
      expect(await policy({ referer: page }), page).toBe('same-origin');
    const res = await app.inject({ url: '/uploads/dish.png' });
    expect(res.headers.vary).toMatch(/Referer/);
  });

  it('serves the API docs page and the OpenAPI document', async () => {
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
    const doc = (await app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/register/create-account',
        '/api/register/verify-otp',
        '/api/register/resend-otp',
        '/api/product/create',
        '/api/product/update',
        '/api/product/delete',
      ]),
    );
  });
});

describe('the page the server sends, for a restaurant with a dollar sign in its name', () => {
  it('writes the name as it is, never as a replacement pattern', () => {
    const page =
      '<html><head><title>Forkcast</title><meta name="description" content="Forkcast: food" /></head><body></body></html>';
    const name = '$1 Pizza $$ $`';
    const shell = renderShell(page, { ...app.restaurant.profile(), name });
    expect(shell).toContain(`<title>${name}</title>`);
    expect(shell).toContain(`content="${name}: food"`);
    expect(shell.match(/<\/head>/g)).toHaveLength(1);
    expect(
      JSON.parse(/<script type="application\/json" id="restaurant-profile">(.*?)<\/script>/.exec(shell)![1]!).name,
    ).toBe(name);
  });
});

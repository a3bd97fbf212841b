/**
 * The bundle `npm start` runs (scripts/server-build.ts), started as `npm start` starts it (scripts/code-cache.js),
 * works like the sources: on an empty data folder it migrates, seeds the demo restaurant, and serves the menu, the
 * demo pictures, the API docs (Swagger UI's files are found from the bundle) and an upload turned into renditions
 * (sharp stays outside the bundle and loads on first use). Stopped, it leaves the code cache the next start reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureFiles } from '../shared/product-pictures.ts';
import { png } from '../tests/images.ts';
import { ROOT } from './build-freshness.js';
import { freePort } from './reliability/server-process.ts';
import { buildServer } from './server-build.ts';

const ADMIN = { email: 'owner@forkcast.test', password: 'bundle-admin-password' };

let buildDir: string;
let bundle: string;
let dataDir: string;
let server: ChildProcess;
let base: string;
let output = '';

/** Runs the bundle as scripts/start.js does, and waits for the menu. */
async function startBundle() {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const codeCache = pathToFileURL(path.join(ROOT, 'scripts/code-cache.js')).href;
  const run = `import { runWithCodeCache } from ${JSON.stringify(codeCache)}; runWithCodeCache(${JSON.stringify(bundle)});`;
  server = spawn(process.execPath, ['--input-type=module', '-e', run], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 50_000;
  while ((await fetch(`${base}/api/products/get/all`).catch(() => null))?.status !== 200) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the bundle did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopBundle() {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  // Inside the repository, as dist/server is: the bundle finds its native dependencies in node_modules from there.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  buildDir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'server-build-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bundle-'));
  bundle = path.join(buildDir, 'main.cjs');
  await buildServer(bundle);
  await startBundle();
}, 60_000);

afterAll(async () => {
  await stopBundle();
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('seeds the demo restaurant and serves its menu and pictures', async () => {
    const menu = (await (await fetch(`${base}/api/products/get/all`)).json()) as { imageLink: string }[];
    expect(menu.length, output).toBeGreaterThanOrEqual(28);
    const picture = await fetch(`${base}${menu[0]!.imageLink}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves the API docs from Swagger UI files found beside the package', async () => {
    expect((await fetch(`${base}/api/docs/json`)).status).toBe(200);
    const page = await (await fetch(`${base}/api/docs`)).text();
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(page)?.[1];
    expect(script, page).toBeDefined();
    const served = await fetch(new URL(script!, base));
    expect(served.status, script).toBe(200);
    expect((await served.text()).length).toBeGreaterThan(100_000);
  });

  it('turns an upload into its renditions with sharp', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: string }).data;
    const form = new FormData();
    const product = {
      name: 'Bundle Kheer',
      category: 'Desserts',
      price: 4.5,
      type: 'veg',
      emotion: 'joy',
      description: 'Sweet.',
    };
    form.append('product', JSON.stringify(product));
    form.append('image', new Blob([new Uint8Array(png(64, 48))], { type: 'image/png' }), 'kheer.png');
    const created = await fetch(`${base}/api/product/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { imageLink } = ((await created.json()) as { data: { imageLink: string } }).data;
    for (const url of pictureFiles(imageLink)) {
      const file = await fetch(`${base}${url}`);
      expect(file.status, url).toBe(200);
      const { width } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(url).toContain(`-${width}.`);
    }
  });

  it('leaves the code cache when it stops, and starts again from it', async () => {
    const cache = `${bundle}.code-cache`;
    expect(fs.existsSync(cache)).toBe(false);
    await stopBundle();
    expect(fs.statSync(cache).size).toBeGreaterThan(100_000);
    await startBundle();
    expect((await fetch(`${base}/api/products/get/all`)).status).toBe(200);
  });
});

/**
 * The production start as a restaurant runs it: `npm start` on a fresh data folder, stopped with SIGTERM, started
 * again on the same folder. Whatever loads on first use (sharp for pictures, the assistant, mail, a backup) must
 * answer on the second start as on the first; and every later start with another mail transport or assistant engine
 * must work too. The bundle must keep finding the files beside it (migrations, client, demo pictures, API docs).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyIntent } from '../server/assistant/intent.ts';
import { DEMO_ACCOUNTS } from '../server/demo/seed.ts';
import { integrityCheck } from '../server/maintenance/backup.ts';
import { pictureFiles } from '../shared/product-pictures.ts';
import { startFakeResend, startFakeSmtp } from '../tests/fake-mail-servers.ts';
import { startFakeOllama, type FakeOllama } from '../tests/fake-ollama.ts';
import { png } from '../tests/images.ts';
import { codeMailedTo, mailsTo } from '../tests/outbox.ts';
import { ROOT } from './build-freshness.js';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';

const ADMIN = { email: 'owner@forkcast.test', password: 'production-admin-password' };
const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')!;

let dataDir: string;
let port: number;
let server: ServerProcess | undefined;
let signUps = 0;

/** Stops the running server with SIGTERM (it must exit 0), then starts `npm start` again on the same data folder. */
async function restart(env: Record<string, string> = {}) {
  if (server) {
    const { code } = await server.stop('SIGTERM');
    expect(code, server.output()).toBe(0);
  }
  server = await startServer({
    dataDir,
    port,
    env: { DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
  });
}

const url = (route: string) => `${server!.url}${route}`;

async function call(route: string, init: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  const res = await fetch(url(route), { method: body ? 'POST' : 'GET', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

async function login(account: { email: string; password: string }): Promise<string> {
  const res = await call('/api/auth/login', { json: { email: account.email, password: account.password } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as string;
}

function productForm(product: Record<string, unknown>, picture?: Buffer) {
  const form = new FormData();
  form.append('product', JSON.stringify(product));
  if (picture) form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'dish.png');
  return form;
}

/** Every rendition of a picture is served, each as wide as its name says (so sharp made it). */
async function expectRenditions(imageLink: string) {
  expect(imageLink.startsWith(`${server!.url}/uploads/`), imageLink).toBe(true);
  for (const file of pictureFiles(imageLink)) {
    const res = await fetch(file);
    expect(res.status, file).toBe(200);
    const { width } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(file).toContain(`-${width}.`);
  }
}

/** A new sign-up's code mail, which goes through whichever transport the server was started with. */
async function signUp(): Promise<string> {
  signUps += 1;
  const email = `restart-${signUps}@example.com`;
  const res = await call('/api/register/create-account', {
    json: { email, password: 'pass-word-123', name: 'Hina Rauf', phone: '923331234567' },
  });
  expect(res.status, res.text).toBe(200);
  return email;
}

/** What loads on first use, exercised through the API as the admin and a customer use it. */
async function exerciseWhatLoadsOnFirstUse() {
  const admin = await login(ADMIN);
  const dish = { name: `Kheer ${Date.now()}`, category: 'Desserts', price: 4.5, type: 'veg', emotion: 'joy' };
  const created = await call('/api/product/create', {
    token: admin,
    form: productForm({ ...dish, description: 'Rice pudding.' }, png(640, 480)),
  });
  expect(created.status, created.text).toBe(200);
  const { id, imageLink } = created.body.data as { id: number; imageLink: string };
  await expectRenditions(imageLink);

  const updated = await call('/api/product/update', {
    token: admin,
    form: productForm({ productId: id, ...dish }, png(800, 600, [20, 120, 60])),
  });
  expect(updated.status, updated.text).toBe(200);
  const replaced = (await call(`/api/product/get/${id}`)).body.imageLink as string;
  expect(replaced).not.toBe(imageLink);
  await expectRenditions(replaced);

  const customer = await login(CUSTOMER);
  const asked = await call('/api/recommendation/recommend', {
    token: customer,
    json: { text: 'something sweet and cold', type: 'nutritional' },
  });
  expect(asked.status, asked.text).toBe(200);
  expect(asked.body).toMatchObject({ engine: 'built-in', data: expect.arrayContaining([expect.anything()]) });

  const email = await signUp();
  // Its code goes out just after the answer.
  expect(await codeMailedTo(dataDir, email)).toMatch(/^\d{6}$/);
  expect(mailsTo(dataDir, email)).toHaveLength(1);

  // The operator's backup, while the server serves.
  const { stdout } = await promisify(execFile)('npm', ['run', 'backup'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const backup = /Backup written to (.+\.db)/.exec(stdout)?.[1];
  expect(backup, stdout).toBeDefined();
  expect(integrityCheck(backup!)).toBe('ok');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-production-'));
  port = await freePort();
  await restart();
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start, stopped with SIGTERM and started again on the same data folder', () => {
  it(
    'on the first start: pictures through sharp, the assistant, mail and a backup',
    exerciseWhatLoadsOnFirstUse,
    60_000,
  );

  it('on the second start: the same, all answering as on the first', async () => {
    await restart();
    await exerciseWhatLoadsOnFirstUse();
    expect(server!.output()).not.toMatch(/ERR_|Something went wrong/);
  }, 60_000);

  it('serves the menu, the demo pictures and the API docs, all found from the bundle', async () => {
    const menu = (await call('/api/products/get/all')).body as { imageLink: string }[];
    expect(menu.length).toBeGreaterThanOrEqual(28);
    const picture = await fetch(menu[0]!.imageLink);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');

    expect((await fetch(url('/api/docs/json'))).status).toBe(200);
    const page = await (await fetch(url('/api/docs'))).text();
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(page)?.[1];
    expect(script, page).toBeDefined();
    const served = await fetch(new URL(script!, server!.url));
    expect(served.status, script).toBe(200);
    expect((await served.text()).length).toBeGreaterThan(100_000);
  });

  it('sends mail through SMTP when started with it', async () => {
    const smtp = await startFakeSmtp();
    try {
      await restart({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url });
      const email = await signUp();
      // The code goes out just after the answer.
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[email]]);
      expect(smtp.received[0]!.raw).toContain('Subject: Your Forkcast verification code');
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it("sends mail through Resend's API when started with it", async () => {
    const api = await startFakeResend();
    try {
      await restart({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_test_key', RESEND_BASE_URL: api.url });
      const email = await signUp();
      await expect.poll(() => api.requests.length, { timeout: 10_000 }).toBe(1);
      expect(api.requests.map((request) => request.body)).toMatchObject([
        { to: email, subject: 'Your Forkcast verification code' },
      ]);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('asks a local Ollama model when started with one', async () => {
    let ollama: FakeOllama | undefined;
    try {
      ollama = await startFakeOllama(['llama3.2:3b']);
      ollama.answer(JSON.stringify({ ...emptyIntent(), sweet: true, categories: ['dessert'] }));
      await restart({ OLLAMA_HOST: ollama.url, OLLAMA_MODEL: 'llama3.2:3b' });
      const asked = await call('/api/recommendation/recommend', {
        token: await login(CUSTOMER),
        json: { text: 'kuch meetha', type: 'nutritional' },
      });
      expect(asked.status, asked.text).toBe(200);
      expect(asked.body.engine).toBe('ollama');
      expect(ollama.requests).toHaveLength(1);
    } finally {
      await ollama?.close();
    }
  }, 60_000);
});

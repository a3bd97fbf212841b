import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let app: FastifyInstance;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-static-'));
  const client = path.join(root, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Forkcast</title>');
  fs.writeFileSync(path.join(client, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(client, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'dish.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  fs.writeFileSync(path.join(dataDir, 'private.txt'), 'TOP-SECRET');
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }), {
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

  it('answers client routes with index.html that is never cached', async () => {
    for (const url of ['/', '/login', '/verify-otp', '/admin/dashboard', '/product/12?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Forkcast</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
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

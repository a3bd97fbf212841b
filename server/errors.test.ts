import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/test-app.ts';
import { conflict, OUT_OF_SPACE_MESSAGE } from './errors.ts';

let t: TestApp;
let logText = '';
beforeAll(async () => {
  const logs = new PassThrough();
  logs.on('data', (chunk) => (logText += String(chunk)));
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: logs,
    extend: (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/disk-full', async () => {
        // A file write on a full disk, as fs reports it.
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      });
      app.get('/api/test/conflict', async () => {
        throw conflict('That order was already confirmed.');
      });
    },
  });
});
afterAll(() => t.close());

it('answers an unexpected failure with a bare 500 and logs the details only on the server', async () => {
  const res = await t.app.inject('/api/test/crash');
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  expect(res.body).not.toContain('hunter2');
  expect(logText).toContain('database password is hunter2');
});

it('answers an AppError with its status and message', async () => {
  const res = await t.app.inject('/api/test/conflict');
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: 'That order was already confirmed.' });
});

it('answers a full disk with a 503 that says nothing was saved, and logs it', async () => {
  const res = await t.app.inject('/api/test/disk-full');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: OUT_OF_SPACE_MESSAGE });
  expect(logText).toContain('no space left on device');
});

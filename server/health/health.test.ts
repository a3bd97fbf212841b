/** GET /api/health and GET /api/health/ready: cheap, open, unlogged, outside every limit, and honest about what fails. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { createUser } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

describe('the health checks', () => {
  let t: TestApp;
  let logText = '';
  beforeAll(async () => {
    const logs = new PassThrough();
    logs.on('data', (chunk) => (logText += String(chunk)));
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });

  it('answer 200 {status: "ok"} to anyone, with nothing else in the body', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('{"status":"ok"}');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('write no log line per call at the default level, and count against no limit meant for people', async () => {
    const before = logText.length;
    for (let i = 0; i < 120; i++) {
      expect((await get('/api/health')).statusCode).toBe(200);
      expect((await get('/api/health/ready')).statusCode).toBe(200);
    }
    expect(logText.slice(before)).toBe('');
    // The login limit per network address (50 in 10 minutes) is untouched by 240 probes from that address.
    const person = await createUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('say "not ready" with the reason when a migration is missing, and log it once', async () => {
    const last = t.app.sqlite
      .prepare('SELECT hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1')
      .get() as { hash: string; created_at: number };
    t.app.sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at = ?').run(last.created_at);
    try {
      const before = logText.length;
      for (let i = 0; i < 3; i++) {
        const res = await get('/api/health/ready');
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(
          'Forkcast is not ready. The database is missing migrations; restart Forkcast to apply them.',
        );
      }
      expect((await get('/api/health')).statusCode).toBe(200);
      expect(logText.slice(before).match(/"msg":"not ready"/g)).toHaveLength(1);
    } finally {
      t.app.sqlite
        .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
        .run(last.hash, last.created_at);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    expect(logText).toContain('"msg":"ready again"');
  });

  it('say "not ready" when a folder under DATA_DIR cannot take files', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    fs.renameSync(uploads, `${uploads}.moved`);
    fs.writeFileSync(uploads, 'a file where the folder should be');
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Forkcast is not ready. The uploads folder (DATA_DIR/uploads) is not writable (ENOTDIR).',
      );
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(`${uploads}.moved`, uploads);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('say "not ready" when the database does not answer', async () => {
    const broken = await createTestApp();
    broken.app.sqlite.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Forkcast is not ready. The database does not answer: The database connection is not open',
      );
    } finally {
      // Its own close would checkpoint the database it can no longer reach.
      await broken.close().catch(() => fs.rmSync(broken.dataDir, { recursive: true, force: true }));
    }
  });
});

describe('readiness of npm start on a data folder that becomes read-only', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-readonly-'));
    server = await startServer({ dataDir, port: await freePort() });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 naming DATA_DIR while the folder is mounted read-only, and 200 once it is writable again', async () => {
    // A read-only mount, as after a disk error (errors=remount-ro): refused even to root, unlike a permission.
    execFileSync('mount', ['--bind', dataDir, dataDir]);
    try {
      execFileSync('mount', ['-o', 'remount,bind,ro', dataDir]);
      const res = await fetch(`${server.url}/api/health/ready`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Forkcast is not ready. The data folder (DATA_DIR) is not writable (EROFS). ' +
          'The uploads folder (DATA_DIR/uploads) is not writable (EROFS).',
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      execFileSync('umount', [dataDir]);
    }
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSecretFile } from './secret-file.ts';

describe('ensureSecretFile', () => {
  it('creates a strong secret readable only by its owner, and returns the same one on every later start', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-secret-')), 'data');
    const first = ensureSecretFile(dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(ensureSecretFile(dir)).toBe(first);
    fs.rmSync(path.dirname(dir), { recursive: true });
  });
});

/** Keeps the signing secret in DATA_DIR (mode 0600) when JWT_SECRET is not configured, so sessions survive restarts. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from '../db/database.ts';

export function ensureSecretFile(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  makePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to make a new one.`);
  return secret;
}

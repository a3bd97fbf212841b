/**
 * Password hashing with scrypt (N=2^17, r=8, p=1). The parameters are stored in the hash,
 * so they can be raised later without breaking existing accounts.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * scrypt runs on libuv's thread pool (four threads), which file writes such as the mail outbox share. A burst of
 * sign-ups or logins holding every thread would stall those writes past their timeout, so at most two hashes run at
 * once and the rest queue here.
 */
const MAX_PARALLEL_HASHES = 2;
let hashing = 0;
const queued: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_PARALLEL_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so nobody can slip in between.
    const next = queued.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes (128 MiB here); Node's default is 32 MiB.
  const maxmem = 256 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r) + 1024 * 1024;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash that matches nothing, for accounts that cannot sign in with a password. */
export const UNUSABLE_PASSWORD_HASH = '!disabled';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await burnTime(password);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends as long as a real check, so "no such account" and "wrong password" take the same time
 * and the login answer reveals nothing through timing.
 */
export async function burnTime(password: string): Promise<void> {
  await scrypt(password, Buffer.alloc(SALT_LENGTH), PARAMS);
}

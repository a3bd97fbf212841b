/**
 * A new password must not be one attackers try first. The shared rules (length, not only spaces, no control
 * characters: shared/auth.ts) are checked by both sides; the list of the 10,000 most common passwords lives here
 * only, read on first use.
 */
import fs from 'node:fs';
import { badRequest } from '../errors.ts';

export const COMMON_PASSWORD =
  'This password is one of the 10,000 most common ones, so it would be among the first an attacker tries. Please choose another.';

const LIST = new URL('./common-passwords.txt', import.meta.url);
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((password) => password.toLowerCase()),
  );
  return common;
}

/** Whether the password is on the list, whatever its letters' case ("Password1" counts as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a common password with a 400 that names the form field it came from. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { fields: { [field]: COMMON_PASSWORD } });
}

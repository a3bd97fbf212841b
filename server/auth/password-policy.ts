/**
 * A new password must not be one attackers try first. The shared rules (length, characters a person can see, no
 * control characters: shared/auth.ts) are checked by both sides. Here, on the server only: the list of the 10,000
 * most common passwords (too large to send to every browser, read on first use), the names of the service, and the
 * account's own e-mail address. Each is compared after NFKC, as the shared rules judge.
 */
import fs from 'node:fs';
import { PRODUCT_NAME } from '../../shared/restaurant-profile.ts';
import { badRequest } from '../errors.ts';

export const COMMON_PASSWORD =
  'This password is one of the 10,000 most common ones, so it would be among the first an attacker tries. Please choose another.';
export const NAME_AS_PASSWORD =
  'This password is the name of this restaurant or service, which is among the first words an attacker tries. Please choose another.';
export const EMAIL_AS_PASSWORD = 'Your password cannot be your e-mail address. Please choose another.';

/** The product's name, which anyone can read off the login page; the restaurant's own name joins it. */
const SERVICE_NAMES = [PRODUCT_NAME];

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

const folded = (text: string) => text.normalize('NFKC').toLowerCase();
/** Its letters alone: "Forkcast 2025!" and "forkcast" read as the same word. */
const lettersOf = (text: string) => folded(text).replace(/[^\p{L}]/gu, '');

/** Whether the password is on the list, whatever its letters' case ("Password1" counts as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(folded(password));
}

/** Who a new password is for: the account's e-mail, and the restaurant whose name is on every page. */
export interface PasswordOwner {
  email: string;
  restaurantName?: string | undefined;
}

/** What is wrong with a new password for the account with `email`; null when nothing is. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  const letters = lettersOf(password);
  const names = owner.restaurantName ? [...SERVICE_NAMES, owner.restaurantName] : SERVICE_NAMES;
  if (names.some((name) => lettersOf(name) === letters)) return NAME_AS_PASSWORD;
  if (folded(password).trim() === folded(owner.email).trim()) return EMAIL_AS_PASSWORD;
  return null;
}

/** Refuses such a password with a 400 that names the form field it came from. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, { fields: { [field]: problem } });
}

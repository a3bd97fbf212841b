/**
 * Runs last (journeys run one file at a time, alphabetically): the server log of every journey before it holds no
 * password, one-time code, session token or card-like number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { scrubbedLog } from '../log-lines.ts';
import { readOutbox } from '../outbox.ts';
import { E2E_ADMIN, server } from './journey.ts';

/** Every password a journey types: the literals assigned to a `password` in the journey files. */
function journeyPasswords(): string[] {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const sources = fs.readdirSync(dir).filter((name) => name.endsWith('.e2e.ts'));
  return sources.flatMap((name) =>
    [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/password\s*[:=]\s*'([^']{8,})'/g)].map((m) => m[1]!),
  );
}

const logText = () => scrubbedLog(fs.readFileSync(server().logFile, 'utf8').split('\n'));

describe('the server log of all journeys', () => {
  it('is structured, with request ids, and holds no password, code, token or card number', () => {
    const log = logText();
    expect(fs.readFileSync(server().logFile, 'utf8')).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(log).toContain('mail to ');

    const passwords = [E2E_ADMIN.password, ...DEMO_ACCOUNTS.map((a) => a.password), ...journeyPasswords()];
    expect(passwords).toContain('my-first-password');
    for (const password of passwords) expect(log).not.toContain(password);

    const codes = readOutbox(server().dataDir).flatMap((mail) => mail.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? []);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    // The tokens of the order mails' confirm buttons (confirm-by-link.e2e.ts taps some).
    const links = readOutbox(server().dataDir).flatMap((mail) => mail.text.match(/#t=([\w-]{43})$/m)?.[1] ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const token of links) expect(log).not.toContain(token);

    // Matches with their surroundings, so a failure shows where the leak is.
    const found = (pattern: RegExp) => [...log.matchAll(pattern)].map((m) => m[0]);
    expect(found(/.{0,80}eyJ[\w-]+\.[\w-]+\.[\w-]+/g)).toEqual([]);
    // Digits inside a word (hex file names) or an e-mail address (the journeys' live.<timestamp>@…) are no card.
    const cards = /.{0,80}(?<![\w@.])\d(?:[ -]?\d){12,18}(?![\w@]).{0,20}/g;
    expect(found(cards)).toEqual([]);
  });
});

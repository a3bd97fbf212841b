/** Reads the mails the outbox transport wrote, as a person (or a test) would. */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}

export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to === email.toLowerCase());
}

/** The 6-digit code of the newest mail to `email`. */
export function latestCode(dataDir: string, email: string): string {
  const mail = mailsTo(dataDir, email).at(-1);
  const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Waits until `email` has been sent `count` mails in all, and answers the newest one's code. Mail that answers
 * someone not signed in (a sign-up, a new code, a forgotten password) goes out just after the answer, so a test
 * against a running server waits for it as a person would.
 */
export async function codeMailedTo(dataDir: string, email: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (mailsTo(dataDir, email).length < count) {
    if (Date.now() > until) throw new Error(`no mail number ${count} to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return latestCode(dataDir, email);
}

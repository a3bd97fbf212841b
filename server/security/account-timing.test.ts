/**
 * "Nothing tells whether an address has an account", held against a stopwatch. For "Forgot password?", "Send again"
 * and sign-up, 30 requests about addresses that get a mail are interleaved with 30 about addresses that get none, each
 * address asked about once (as an attacker probing a list would), and the two medians must be within 20 % of each
 * other. Before the mail went out after the answer (server/mail/mail-requests.ts), the first kind took two to three
 * times as long. Between requests the test waits for the mail of the last one, so each answer is timed alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 30;
let network = 0;

/** Milliseconds from the request to its answer, from a network of its own (the per-network limits stay out of it). */
async function timed(url: string, payload: object): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: `10.60.${Math.floor(++network / 250)}.${network % 250}`,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(res.statusCode, res.body).toBe(200);
  await t.mailed();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

/** Times `ask` for each pair (an address with an account or a sign-up, one with neither), alternating which goes first. */
async function timings(pairs: [known: string, unknown: string][], ask: (email: string) => Promise<number>) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (const [i, [withAccount, without]] of pairs.entries()) {
    if (i % 2 === 0) {
      known.push(await ask(withAccount));
      unknown.push(await ask(without));
    } else {
      unknown.push(await ask(without));
      known.push(await ask(withAccount));
    }
  }
  return { known, unknown };
}

/**
 * Whether the medians of 30 interleaved pairs are within 20 % of each other. Other test files share the machine's two
 * cores, and a burst of their work can fall on one side of a run of 1 ms requests; so a run that misses is measured
 * again with fresh addresses, up to four runs, and the medians of every answer timed so far are compared as well
 * (noise falls on either side and evens out; a leak does not). A leak like the one this guards against (an answer two
 * to three times as slow) misses every run and the pooled medians alike.
 */
async function expectAlike(pairs: () => Promise<[string, string][]>, ask: (email: string) => Promise<number>) {
  const runs: string[] = [];
  const pooled = { known: [] as number[], unknown: [] as number[] };
  const alike = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) <= 1.2;
  for (let run = 0; run < 4; run++) {
    const { known, unknown } = await timings(await pairs(), ask);
    pooled.known.push(...known);
    pooled.unknown.push(...unknown);
    const [a, b] = [median(known), median(unknown)];
    runs.push(`${a.toFixed(2)} ms for known addresses, ${b.toFixed(2)} ms for unknown ones`);
    if (alike(a, b) || (run > 0 && alike(median(pooled.known), median(pooled.unknown)))) return;
  }
  expect.fail(
    `the medians differ by more than 20 % in every run and pooled: ${runs.join('; ')}; pooled ` +
      `${median(pooled.known).toFixed(2)} ms and ${median(pooled.unknown).toFixed(2)} ms`,
  );
}

let strangers = 0;
const neverAsked = () => `nobody.${++strangers}.${Date.now()}@example.com`;

describe('the time an answer takes says nothing of the address', () => {
  it('for "Forgot password?": an account that gets a code against an address with none', async () => {
    const pairs = async () => {
      const accounts = await Promise.all(Array.from({ length: ROUNDS }, () => createUser(t.app)));
      return accounts.map((account): [string, string] => [account.email, neverAsked()]);
    };
    await expectAlike(pairs, (email) => timed('/auth/forgot-password', { email }));
  });

  it('for "Send again": a sign-up waiting for its code against an address with none', async () => {
    const pairs = async () => {
      const pending = await Promise.all(Array.from({ length: ROUNDS }, () => createUser(t.app, { verified: false })));
      return pending.map((account): [string, string] => [account.email, neverAsked()]);
    };
    await expectAlike(pairs, (email) => timed('/register/resend-otp', { email }));
  });

  it('for sign-up: an address with an account (it gets a notice) against a new one', async () => {
    const pairs = async () => {
      const accounts = await Promise.all(Array.from({ length: ROUNDS }, () => createUser(t.app)));
      return accounts.map((account): [string, string] => [account.email, neverAsked()]);
    };
    await expectAlike(pairs, (email) =>
      timed('/register/create-account', {
        email,
        password: 'a-long-pass-phrase-7',
        name: 'Timing Test',
        phone: '923001234567',
      }),
    );
  }, 300_000);
});

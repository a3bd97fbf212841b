/**
 * The operator's account commands, run as docs/operations.md says, against a data folder `npm start` is serving:
 * a forgotten administrator password (typed at a hidden prompt, or piped in), and locking the demo accounts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../server/demo/seed.ts';
import { ROOT } from './build-freshness.js';
import { freePort, startServer, type ServerProcess } from './reliability/server-process.ts';

const ADMIN = { email: 'owner@forkcast.test', password: 'forgotten-password-1' };

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-operator-'));
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a shell command line in the repository with DATA_DIR set, feeding it `input` piece by piece. */
function run(commandLine: string, input: string[] = []): Promise<{ status: number | null; output: string }> {
  const child = spawn('sh', ['-c', commandLine], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  // Each piece waits for a prompt (or for the command to read its input) before it is typed.
  const typing = (async () => {
    for (const piece of input) {
      const prompts = (output.match(/: $/gm) ?? []).length;
      const deadline = Date.now() + 20_000;
      while (input.length > 1 && (output.match(/: $/gm) ?? []).length === prompts && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      child.stdin.write(piece);
    }
    child.stdin.end();
  })();
  return new Promise((resolve) =>
    child.once('close', async (status) => {
      await typing;
      resolve({ status, output });
    }),
  );
}

async function login(account: { email: string; password: string }) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
}

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const res = await login(account);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: string }).data;
}

const workersAs = (token: string) =>
  fetch(`${server.url}/api/workers/get/all`, { headers: { authorization: `Bearer ${token}` } });

// Each command starts npm and Node afresh, which takes seconds on a busy two-core machine.
const COMMANDS_TIMEOUT = { timeout: 120_000 };

describe('npm run admin:password', COMMANDS_TIMEOUT, () => {
  it('reads the new password from standard input, signs the old sessions out, and the new password logs in', async () => {
    const before = await tokenOf(ADMIN);
    expect((await workersAs(before)).status).toBe(200);

    const next = 'piped-new-password-2';
    const { status, output } = await run(`npm run -s admin:password -- ${ADMIN.email}`, [`${next}\n`]);
    expect(status, output).toBe(0);
    expect(output).toContain(`The password of ${ADMIN.email} (ADMIN) is set, and its owner was told by e-mail.`);
    expect(output).toContain('1 open session(s) were signed out.');
    expect(output).not.toContain(next);

    expect((await workersAs(before)).status).toBe(401);
    expect((await login(ADMIN)).status).toBe(401);
    ADMIN.password = next;
    expect((await workersAs(await tokenOf(ADMIN))).status).toBe(200);
  });

  it('asks twice at a terminal without showing what is typed', async () => {
    const next = 'typed-new-password-3';
    // `script` gives the command a terminal, as an operator's shell does.
    const { status, output } = await run(`script -qfec "npm run -s admin:password -- ${ADMIN.email}" /dev/null`, [
      `${next}\r`,
      `${next}\r`,
    ]);
    expect(status, output).toBe(0);
    expect(output).toContain(`New password for ${ADMIN.email}: `);
    expect(output).toContain('The same password again: ');
    expect(output).not.toContain(next);
    expect((await login({ ...ADMIN, password: next })).status).toBe(200);
    ADMIN.password = next;
  });

  it('changes nothing for a password that breaks the rules, two that differ, or an unknown address', async () => {
    const short = await run(`npm run -s admin:password -- ${ADMIN.email}`, ['short\n']);
    expect(short.status).toBe(1);
    expect(short.output).toContain('Password must be at least 8 characters.');

    const differ = await run(`script -qfec "npm run -s admin:password -- ${ADMIN.email}" /dev/null`, [
      'first-try-password\r',
      'second-try-password\r',
    ]);
    expect(differ.output).toContain('The two passwords differ.');

    const unknown = await run('npm run -s admin:password -- nobody@example.com', ['long-enough-password\n']);
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain(
      `There is no account with the e-mail address nobody@example.com. Administrators: ${ADMIN.email}.`,
    );
    expect((await login(ADMIN)).status).toBe(200);
  });
});

describe('npm run demo:lock', COMMANDS_TIMEOUT, () => {
  it('locks every demo account: their sessions end and their published passwords no longer log in', async () => {
    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')!;
    const token = await tokenOf(customer);
    const { status, output } = await run('npm run -s demo:lock');
    expect(status, output).toBe(0);
    expect(output).toContain(`Locked ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}.`);
    for (const account of DEMO_ACCOUNTS) expect((await login(account)).status, account.email).toBe(401);
    const orders = await fetch(`${server.url}/api/orders/get-by-customer`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.status).toBe(401);
    expect((await run('npm run -s demo:lock')).output).toContain('No demo account is left to lock.');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdminAccount } from './admin-account.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('ensureAdminAccount', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, printing nothing, once', async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'owner-secret-1' } });
    const printed: string[] = [];
    await ensureAdminAccount(t.app, t.config, (text) => printed.push(text));
    await ensureAdminAccount(t.app, t.config, (text) => printed.push(text));
    expect(printed).toEqual([]);
    const res = await login(t.app, 'owner@example.com', 'owner-secret-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('ADMIN');
    expect(t.app.sqlite.prepare("select count(*) as n from users where role = 'ADMIN'").get()).toEqual({ n: 1 });
  });

  it('generates a strong password when none is configured and prints it exactly once', async () => {
    t = await createTestApp();
    const printed: string[] = [];
    await ensureAdminAccount(t.app, t.config, (text) => printed.push(text));
    await ensureAdminAccount(t.app, t.config, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    const password = printed[0]!.match(/password: (\S+)/)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login(t.app, DEFAULT_ADMIN_EMAIL, password)).statusCode).toBe(200);
  });

  it('refuses to turn an existing non-admin address into the admin', async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'taken@example.com' } });
    await createUser(t.app, { email: 'taken@example.com' });
    await expect(ensureAdminAccount(t.app, t.config, () => {})).rejects.toThrow(/already belongs to a non-admin/);
  });
});

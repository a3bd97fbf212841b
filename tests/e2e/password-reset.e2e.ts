/**
 * A customer who forgot their password: "Forgot password?" on the login page, the code from the e-mail, a new
 * password; the session they still had elsewhere ends, and the new password logs in. Then they change it again
 * from their account.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function waitForMail(email: string, count: number) {
  await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}

describe('forgot password', () => {
  it('sets a new password with the e-mailed code; the old session and token stop working; the new one logs in', async () => {
    const { email, password } = await newCustomer('forgetful', 'Hamza Ali');
    // Still logged in on another device, and holding a token from an app.
    const elsewhere = await newPage(browser);
    await loginThroughForm(elsewhere.page, email, password);
    const login = await fetch(`${server().baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = ((await login.json()) as { data: string }).data;

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forgot password, address');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page, 'forgot password, code and new password');

    await waitForMail(email, 1);
    const code = latestCode(server().dataDir, email);
    // A common password is refused, saying why.
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText(/one of the 10,000 most common/)
      .first()
      .waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-start-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');

    expect(
      (await fetch(`${server().baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    await elsewhere.page.goto('/orders');
    await elsewhere.page.waitForURL('**/login');

    await loginThroughForm(page, email, 'a-fresh-start-2026');
    expect(pathOf(page)).toBe('/');
    const confirmation = mailsTo(server().dataDir, email).at(-1)!;
    expect(confirmation.subject).toBe('Your Forkcast password was changed');
    await context.close();
    await elsewhere.context.close();
  });

  it('changes the password from the account, with the current one', async () => {
    const { email, password } = await newCustomer('changer', 'Sara Iqbal');
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, email, password);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Change your password' }).click();
    await page.waitForURL('**/account/password');
    await expectAccessible(page, 'change password');
    await page.getByLabel('Current password', { exact: true }).fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('changed-it-myself-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not right.').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    // Back where the customer came from.
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginThroughForm(page, email, 'changed-it-myself-9');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

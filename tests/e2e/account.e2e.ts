/**
 * A customer's own account: they change their name and phone and find them kept after a reload; then they delete
 * the account, cannot log in any more, and sign up again with the same address. The page fits a phone, keeps the
 * customer's navigation, and passes axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import { launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';
import { layoutProblems, PHONE } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the customer account page', () => {
  it('keeps new details, deletes the account, and lets the address sign up again', async () => {
    const { email, password } = await newCustomer('leaver', 'Nadia Hussain');
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, email, password);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await page.getByLabel('Name', { exact: true }).waitFor();
    await expectAccessible(page, 'account');

    await page.getByLabel('Name', { exact: true }).fill('Nadia Rahman');
    await page.getByLabel('Phone number').fill('3219876543');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved.').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Nadia Rahman');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('321 9876543');

    await page.setViewportSize(PHONE);
    expect(await layoutProblems(page)).toEqual([]);
    // The customer's own navigation stays: the tab bar leads back to the menu.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu' }).waitFor();

    await page.getByLabel('Your password').fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('That password is not right.').first().waitFor();
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');

    const login = await fetch(`${server().baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);

    const post = (url: string, body: object) =>
      fetch(`${server().baseUrl}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server().baseUrl },
        body: JSON.stringify(body),
      });
    const fresh = 'starting-over-77';
    expect(
      (await post('/register/create-account', { email, password: fresh, name: 'Nadia', phone: '923001234567' })).status,
    ).toBe(200);
    await expect.poll(() => latestCode(server().dataDir, email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    expect(
      (await post('/register/verify-otp', { email, otp: latestCode(server().dataDir, email), password: fresh })).status,
    ).toBe(200);
    await loginThroughForm(page, email, fresh);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

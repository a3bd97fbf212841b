/** The foundation's journeys: sign up with an e-mailed code, sign in per role, the role guard, and logout. */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { createUserStore } from '../../server/users/user-store.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { isFocused, loginWithKeyboard } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const demo = (role: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
};

async function waitForMail(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(server().dataDir, email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a new customer', () => {
  it('signs up, verifies the code from the outbox, logs in and lands on the home page', async () => {
    const { context, page } = await newPage(browser);
    const email = `journey.${Date.now()}@example.com`;
    const password = 'my-first-password';

    await page.goto('/login');
    await page.getByRole('button', { name: 'Create a New Account' }).waitFor();
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: 'Create a New Account' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create a New Account' }).isVisible()).toBe(true);

    // Mistakes are explained next to the fields before anything is sent.
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Enter a valid e-mail address.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password must be at least 8 characters.').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    // The first wrong field takes focus, says it is invalid and is described by its message.
    const emailField = page.getByLabel('Email', { exact: true });
    expect(await isFocused(emailField)).toBe(true);
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await emailField.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Enter a valid e-mail address.');
    await expectAccessible(page, 'sign-up with field errors');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('First name').fill('Zara');
    await page.getByLabel('Last name').fill('Hussain');
    await page.getByLabel('Phone number').fill('3001234567');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL('**/verify-otp');
    await waitForMail(email, 1);
    const code = latestCode(server().dataDir, email);

    // An incomplete code is refused in the page.
    await page.getByLabel('Digit 1 of 6').fill(code[0]!);
    await page.getByRole('button', { name: 'Confirm Verification' }).click();
    await expect.poll(() => page.getByText('Please enter a complete OTP.').isVisible()).toBe(true);
    await expectAccessible(page, 'verify-otp with an incomplete code');

    // Pasting fills all six boxes.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, `code: ${code}`);
    for (let i = 1; i <= 6; i++) expect(await page.getByLabel(`Digit ${i} of 6`).inputValue()).toBe(code[i - 1]);
    await page.getByRole('button', { name: 'Confirm Verification' }).click();
    await page.waitForURL('**/login');
    // The address just verified is already in the login form.
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    await loginThroughForm(page, email, password);
    expect(pathOf(page)).toBe('/');
    await expect.poll(() => page.getByText('Cant Decide? Let the assistant Decide for You!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await context.close();
  });

  it('who logs in before verifying gets a fresh code on the code page, and can finish there', async () => {
    const { context, page } = await newPage(browser);
    const email = `unverified.${Date.now()}@example.com`;
    // An account whose first code is long gone: made directly in the server's database.
    const { db, sqlite } = openDatabase(path.join(server().dataDir, 'forkcast.db'));
    createUserStore(db).insert(db, {
      email,
      name: 'Omar Farooq',
      passwordHash: await hashPassword('not-yet-verified'),
      role: 'CUSTOMER',
    });
    sqlite.close();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-yet-verified');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/verify-otp');
    await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);

    await waitForMail(email, 1);
    const code = latestCode(server().dataDir, email);
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
    await page.getByRole('button', { name: 'Confirm Verification' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    // So the password alone signs in.
    await page.getByLabel('Password', { exact: true }).fill('not-yet-verified');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

describe('each role', () => {
  it.each([
    ['WORKER', '/orders/prepare'],
    ['DELIVERY_MAN', '/orders/deliver'],
  ])('the demo %s lands on %s', async (role, home) => {
    const { context, page } = await newPage(browser);
    const account = demo(role);
    await loginThroughForm(page, account.email, account.password);
    expect(pathOf(page)).toBe(home);
    await context.close();
  });

  it('the admin lands in the admin area', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    expect(pathOf(page)).toMatch(/^\/admin\//);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    await context.close();
  });

  it('a customer who opens /admin/dashboard ends on /', async () => {
    const { context, page } = await newPage(browser);
    const customer = demo('CUSTOMER');
    await loginThroughForm(page, customer.email, customer.password);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('a visitor who opens a page about an account is sent to /login; the menu and the checkout are open to them', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/track-order', '/orders', '/account', '/orders/prepare', '/admin/dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await page.goto('/');
    await page.getByRole('heading', { name: 'The Menu' }).waitFor();
    await page.goto('/checkout');
    await page.getByText('Cart is Empty...').waitFor();
    expect(pathOf(page)).toBe('/checkout');
    await context.close();
  });

  it('staff who open the menu are sent to their own screens', async () => {
    const { context, page } = await newPage(browser);
    const cook = demo('WORKER');
    await loginThroughForm(page, cook.email, cook.password);
    await page.goto('/');
    await page.waitForURL('**/orders/prepare');
    await page.goto('/checkout');
    await page.waitForURL('**/orders/prepare');
    await context.close();
  });
});

describe('keyboard only', () => {
  it('a person can log in with Tab, typing and Enter, and sees where focus is', async () => {
    const { context, page } = await newPage(browser);
    const customer = demo('CUSTOMER');
    await loginWithKeyboard(page, customer.email, customer.password);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

describe('logout', () => {
  it('returns to /login, and the back button does not show protected pages', async () => {
    const { context, page } = await newPage(browser);
    const customer = demo('CUSTOMER');
    await loginThroughForm(page, customer.email, customer.password);
    await page.getByRole('link', { name: 'Track Order' }).first().click();
    await page.waitForURL('**/track-order');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // Back lands where a guest may be (the menu, or the login page), never on the customer's own pages.
    await page.goBack();
    await page.waitForTimeout(300);
    expect(['/', '/login']).toContain(pathOf(page));
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await page.goto('/track-order');
    await page.waitForURL('**/login');

    // The old session is dead on the server too.
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await context.close();
  });
});

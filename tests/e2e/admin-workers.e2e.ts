/**
 * The owner manages staff from /admin/workers: the add and update forms are routes over the list, so the browser's
 * back button closes them, and the type toggle hides and clears the vehicle of a kitchen worker.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../shared/workers.ts';
import { expectAccessible } from './accessibility.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function listedWorker(page: Page, email: string): Promise<Worker | undefined> {
  const workers = (await (await page.request.get('/api/workers/get/all')).json()) as Worker[];
  return workers.find((worker) => worker.email === email);
}

/** A write as the admin's own page sends it (same origin, session cookie), behind the open screen's back. */
const sameOriginPost = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url, body },
  );

const opacityOf = (page: Page, name: string) =>
  page.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).opacity);

describe('the admin manages workers', () => {
  it('adds a delivery worker and edits them through the modal routes; the back button closes an open form', async () => {
    const { context, page } = await newPage(browser);
    const email = `rider.${Date.now()}@example.com`;
    const password = 'rider-journey-pass';
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('link', { name: 'Workers', exact: true }).click();
    await page.getByRole('heading', { name: 'Workers', level: 1 }).waitFor();
    await page.getByRole('row', { name: /rider@forkcast\.test/ }).waitFor();
    await expectAccessible(page, 'admin workers');
    await expectVisibleFocusThroughout(page);

    // 1. Add a delivery worker through /admin/workers/add.
    await page.getByRole('link', { name: 'Add Worker' }).click();
    const add = page.getByRole('dialog', { name: 'Add Worker' });
    await add.waitFor();
    expect(pathOf(page)).toBe('/admin/workers/add');
    expect(await add.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await add.getByLabel('Vehicle').count()).toBe(0);

    await add.getByRole('button', { name: 'Add Worker' }).click();
    await add.getByText('E-mail is required.').waitFor();
    await add.getByText('Salary is required.').waitFor();
    await expectAccessible(page, 'add worker modal with errors');

    await add.getByLabel('Name', { exact: true }).fill('Imran Khan');
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Phone (optional)').fill('3001234567');
    await add.getByLabel('Password', { exact: true }).fill(password);
    await add.getByLabel('Position').fill('Rider');
    await add.getByLabel('Salary').fill('42000');
    await add.getByRole('radio', { name: 'Delivery Man' }).check();
    await add.getByRole('button', { name: 'Add Worker' }).click();
    await add.getByText('Vehicle is required for a delivery worker.').waitFor();
    await add.getByLabel('Vehicle').fill('Honda CD-70');
    await add.getByRole('button', { name: 'Add Worker' }).click();

    await page.getByText('Worker Added Successfully').first().waitFor();
    await add.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/admin/workers');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringMatching(/^\d+$/),
      'Imran Khan',
      email,
      '+923001234567',
      'Rider',
      '42,000',
      new Date().toISOString().slice(0, 10),
      'Delivery Man',
      'Honda CD-70',
      expect.any(String),
    ]);

    // The row's icons show on hover and on keyboard focus.
    const editName = `Edit ${email}`;
    await page.getByRole('heading', { name: 'Workers', level: 1 }).hover();
    await expect.poll(() => opacityOf(page, editName)).toBe('0');
    await row.hover();
    await expect.poll(() => opacityOf(page, editName)).toBe('1');
    await page.getByRole('heading', { name: 'Workers', level: 1 }).hover();
    await page.getByRole('link', { name: editName }).focus();
    await expect.poll(() => opacityOf(page, editName)).toBe('1');

    // 2. The back button closes an open form; forward opens it again.
    await page.keyboard.press('Enter');
    const update = page.getByRole('dialog', { name: 'Update Worker' });
    await update.waitFor();
    const workerId = (await listedWorker(page, email))!.workerId;
    expect(page.url()).toMatch(new RegExp(`/admin/workers/update\\?id=${workerId}$`));
    await page.goBack();
    await update.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/admin/workers');
    await page.goForward();
    await update.waitFor();

    // 3. Edit: a new display name, no phone, a higher salary, and a switch to the kitchen, which hides and clears
    // the vehicle.
    expect(await update.getByLabel('Email').inputValue()).toBe(email);
    expect(await update.getByLabel('Phone (optional)').inputValue()).toBe('300 1234567');
    await update.getByLabel('Name', { exact: true }).fill('Imran Ali');
    await update.getByLabel('Phone (optional)').fill('');
    expect(await update.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await update.getByText('Leave blank to keep the current password.').waitFor();
    await expectAccessible(page, 'update worker modal');
    expect(await update.getByLabel('Vehicle').inputValue()).toBe('Honda CD-70');
    await update.getByLabel('Salary').fill('47500');
    await update.getByLabel('Position').fill('Line Cook');
    await update.getByRole('radio', { name: 'Worker', exact: true }).check();
    expect(await update.getByLabel('Vehicle').count()).toBe(0);
    await update.getByRole('button', { name: 'Update Worker' }).click();

    await page.getByText('Worker Updated Successfully').first().waitFor();
    await update.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/admin/workers');
    await expect.poll(() => row.getByRole('cell').nth(7).innerText()).toBe('Worker');
    expect(await row.getByRole('cell').nth(5).innerText()).toBe('47,500');
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Imran Ali');
    expect(await listedWorker(page, email)).toMatchObject({
      name: 'Imran Ali',
      phone: null,
      salary: 47500,
      position: 'Line Cook',
      role: 'WORKER',
      vehicle: null,
    });

    // The blank password kept the old one.
    const login = await fetch(`${server().baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);

    // Back from the list now leaves the workers page: closing the form left no form in the history.
    await page.goBack();
    await expect.poll(() => pathOf(page)).not.toMatch(/^\/admin\/workers/);
    await page.goForward();
    await page.getByRole('heading', { name: 'Workers', level: 1 }).waitFor();

    // 4. A form opened from a link elsewhere closes to the list.
    await page.goto(`/admin/workers/update?id=${workerId}`);
    await update.waitFor();
    await update.getByRole('button', { name: 'Close' }).click();
    await update.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/admin/workers');

    // 5. Delete asks first, then removes the row.
    await row.hover();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Worker' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete worker modal');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();
    await row.hover();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Worker removed').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await listedWorker(page, email)).toBeUndefined();

    // 6. A worker another admin removed while the question was open: the list catches up instead of an error.
    const other = `cook.${Date.now()}@example.com`;
    const created = await sameOriginPost(page, '/api/worker/create', {
      email: other,
      password: 'cook-journey-pass',
      position: 'Cook',
      salary: 40000,
      type: 'WORKER',
    });
    expect(created).toBe(200);
    await page.reload();
    const otherRow = page.getByRole('row', { name: new RegExp(other.replace(/\./g, '\\.')) });
    await otherRow.hover();
    await otherRow.getByRole('button', { name: `Delete ${other}` }).click();
    await confirm.waitFor();
    const otherId = (await listedWorker(page, other))!.workerId;
    expect(await sameOriginPost(page, '/api/worker/delete', { workerId: otherId })).toBe(200);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No such worker.', { exact: true }).first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await otherRow.waitFor({ state: 'detached' });

    await context.close();
  });
});

/**
 * The admin adds a dish with a picture, sells it out and deletes it, while a customer's open menu follows each change
 * with no reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../images.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import { expectVisibleFocusThroughout, isFocused } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('managing products', () => {
  it("adds a dish with a picture, and the customer's open menu shows it, sold out, then gone, without a reload", async () => {
    const dish = `Journey Kheer ${Date.now()}`;
    const { email, password } = await newCustomer('menu', 'Ayesha Khan');
    const customer = await newPage(browser);
    const admin = await newPage(browser);

    await loginThroughForm(customer.page, email, password);
    const menu = customer.page.getByRole('region', { name: 'The Menu' });
    await menu.getByRole('listitem').first().waitFor();
    let reloads = 0;
    customer.page.on('load', () => (reloads += 1));

    await loginThroughForm(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.page.goto('/admin/products');
    const page = admin.page;
    await page.getByRole('heading', { name: 'Manage Products' }).waitFor();
    await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
    await expectAccessible(page, 'admin products');
    await expectVisibleFocusThroughout(page);

    // 1. The form says what is missing before anything is sent.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      'Name is required.',
      'Category is required.',
      'Price is required.',
      'Emotion is required.',
      'Description is required.',
      'An image is required.',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'add product modal with errors');

    // 2. Fill it in: the price takes only digits and one point, empty ingredient text is ignored, the picture previews.
    await form.getByLabel('Name', { exact: true }).fill(dish);
    await form.getByLabel('Category', { exact: true }).fill('Desserts');
    await form.getByLabel('Price ($)').pressSequentially('4a.5.0');
    expect(await form.getByLabel('Price ($)').inputValue()).toBe('4.50');
    await form.getByLabel('Emotion').selectOption('joy');
    await form.getByLabel('Type', { exact: true }).selectOption('veg');
    await form.getByLabel('Description').fill('Slow-cooked rice pudding with saffron, cardamom and pistachio.');
    const ingredient = form.getByRole('textbox', { name: 'Ingredients' });
    for (const text of ['rice', '   ', 'Saffron, pistachio', '']) {
      await ingredient.fill(text);
      await ingredient.press('Enter');
    }
    const chips = form.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual(['rice', 'saffron', 'pistachio']);
    await form.getByRole('button', { name: 'Remove pistachio' }).click();
    expect(await chips.allInnerTexts()).toEqual(['rice', 'saffron']);
    await form.getByLabel('Image').setInputFiles({ name: 'kheer.png', mimeType: 'image/png', buffer: png(40, 30) });
    const preview = form.getByRole('img', { name: 'Preview of the chosen picture' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
    await expectAccessible(page, 'add product modal filled in');

    // 3. Add it: the admin's grid and the customer's open menu both show it, picture included.
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added successfully.').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: dish }).waitFor();

    const card = menu.getByRole('article').filter({ has: customer.page.getByRole('heading', { name: dish }) });
    await card.waitFor({ timeout: 10_000 });
    const picture = card.getByRole('img', { name: dish });
    // The menu loads pictures lazily: the new dish is last, below the fold.
    await picture.scrollIntoViewIfNeeded();
    // Shown, from one of the WebP renditions made at upload.
    const shown = () =>
      picture.evaluate((img: HTMLImageElement) => `${img.complete} ${img.currentSrc} ${img.naturalWidth}`);
    await expect.poll(shown).toMatch(/^true \S+\/uploads\/[0-9a-f]{32}-\d+\.webp [1-9]\d*$/);
    expect(await card.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').allInnerTexts()).toEqual([
      'rice',
      'saffron',
    ]);
    expect(await card.innerText()).toContain('$4.50');

    // The Update Product modal opens on the dish; Escape closes it and gives focus back to its button.
    const adminCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: dish }) });
    const updateButton = adminCard.getByRole('button', { name: `Update ${dish}` });
    await updateButton.click();
    const update = page.getByRole('dialog', { name: 'Update Product' });
    expect(await update.getByLabel('Name', { exact: true }).inputValue()).toBe(dish);
    await expectAccessible(page, 'update product modal');
    await page.keyboard.press('Escape');
    await update.waitFor({ state: 'detached' });
    expect(await isFocused(updateButton)).toBe(true);

    // 4. Sold out tonight: one switch on the admin's card; the customer's card says so.
    await adminCard.getByRole('switch', { name: `Available: ${dish}` }).click();
    await page.getByText('Product Updated Successfully').first().waitFor();
    await card.getByRole('button', { name: `${dish} is sold out` }).waitFor({ timeout: 10_000 });
    expect(await adminCard.getByRole('switch').isChecked()).toBe(false);

    // 5. Delete, after confirming: it leaves both screens.
    await adminCard.getByRole('button', { name: `Delete ${dish}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete product modal');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product Deleted Successfully').first().waitFor();
    await adminCard.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached', timeout: 10_000 });

    expect(reloads).toBe(0);
    await customer.context.close();
    await admin.context.close();
  });
});

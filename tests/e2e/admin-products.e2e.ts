/**
 * The admin adds a dish with a picture, finds it with the search, sells it out from its row and deletes it, while a
 * customer's open menu follows each change with no reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../images.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer } from './customers.ts';
import { expectVisibleFocusThroughout, isFocused } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage } from './journey.ts';

const COUNT = /^(\d+) products in \d+ categories$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** How many products the list says it holds, once it shows them all. */
async function productCount(page: Page): Promise<number> {
  const count = page.getByRole('status').filter({ hasText: COUNT });
  await count.waitFor();
  const text = await count.textContent();
  return Number(COUNT.exec(text ?? '')![1]);
}

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
    // The dishes sit under the menu's categories, counted.
    const desserts = page.getByRole('region', { name: 'Desserts' });
    await desserts.getByRole('list', { name: 'Desserts' }).getByRole('listitem').first().waitFor();
    const count = page.getByRole('status').filter({ hasText: /^\d+ products in \d+ categories$/ });
    const total = Number.parseInt((await count.textContent())!, 10);
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
    await form.getByLabel('Category', { exact: true }).selectOption('Desserts');
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

    // 3. Add it: the admin's list, under its category, and the customer's open menu both show it, picture included.
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added successfully.').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await desserts.getByRole('heading', { name: dish }).waitFor();
    await page.getByText(`${total + 1} products in`).waitFor();

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

    // The search finds it by name, whatever the case, and by ingredient; a search that finds nothing says so.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const rows = page.getByRole('main').getByRole('article');
    await search.fill(dish.toUpperCase());
    await page
      .getByRole('status')
      .filter({ hasText: `1 of ${total + 1} products matches` })
      .waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Desserts']);
    await expectAccessible(page, 'admin products searched');
    await search.fill('saffron');
    await desserts.getByRole('heading', { name: dish }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ of \d+ products match/ })
      .waitFor();
    await search.fill('no dish is called this');
    await page.getByText('No products match “no dish is called this”.').waitFor();
    expect(await rows.count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: `0 of ${total + 1} products match` })
      .waitFor();
    await expectAccessible(page, 'admin products with nothing found');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await isFocused(search)).toBe(true);
    await page.getByText(`${total + 1} products in`).waitFor();
    await search.fill(dish);
    await page
      .getByRole('status')
      .filter({ hasText: `1 of ${total + 1} products matches` })
      .waitFor();

    // The Update Product modal opens on the dish; Escape closes it and gives focus back to its button.
    const adminCard = rows.filter({ has: page.getByRole('heading', { name: dish }) });
    const updateButton = adminCard.getByRole('button', { name: `Update ${dish}` });
    await updateButton.click();
    const update = page.getByRole('dialog', { name: 'Update Product' });
    expect(await update.getByLabel('Name', { exact: true }).inputValue()).toBe(dish);
    await expectAccessible(page, 'update product modal');
    await page.keyboard.press('Escape');
    await update.waitFor({ state: 'detached' });
    expect(await isFocused(updateButton)).toBe(true);

    // 4. Sold out tonight: one switch in the dish's row, the search kept; the row and the customer's card say so.
    const available = adminCard.getByRole('switch', { name: `Available: ${dish}` });
    await available.click();
    await page.getByText('Product Updated Successfully').first().waitFor();
    await card.getByRole('button', { name: `${dish} is sold out` }).waitFor({ timeout: 10_000 });
    expect(await available.isChecked()).toBe(false);
    await adminCard.getByText('Sold out').waitFor();
    expect(await search.inputValue()).toBe(dish);

    // Back on sale from the same row.
    await available.click();
    await card.getByRole('button', { name: `${dish} is sold out` }).waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => available.isChecked()).toBe(true);
    expect(await adminCard.getByText('Sold out').count()).toBe(0);

    // On a wide screen the row keeps its name, switch and buttons on one line, and nothing scrolls sideways.
    await page.setViewportSize({ width: 1920, height: 1080 });
    const nameBox = (await adminCard.getByRole('heading', { name: dish }).boundingBox())!;
    const switchBox = (await available.boundingBox())!;
    expect(Math.abs(switchBox.y + switchBox.height / 2 - (nameBox.y + nameBox.height / 2))).toBeLessThan(
      nameBox.height,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);

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

  it('finds dishes by name, category or ingredient, says when none match, and sells one out from its found row', async () => {
    const dish = `Journey Halwa ${Date.now()}`;
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const product = {
      name: dish,
      category: 'Desserts',
      price: 3.25,
      emotion: 'joy',
      description: 'Carrot halwa with cardamom.',
      type: 'veg',
      ingredients: ['carrot', 'cardamom'],
    };
    const created = await page.request.post('/api/product/create', {
      multipart: {
        product: { name: 'product.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(product)) },
        image: { name: 'halwa.png', mimeType: 'image/png', buffer: png(40, 30) },
      },
    });
    expect(created.status()).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    await page.goto('/admin/products');
    const total = await productCount(page);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const rows = page.getByRole('main').getByRole('article');
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });

    // By name, whatever the case: one row, under its category only.
    await search.fill(dish.toUpperCase());
    await status(`1 of ${total} products matches`).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Desserts']);
    await expectAccessible(page, 'admin products searched');

    // By ingredient, and by category: every row found is a dessert, this one among them.
    await search.fill('cardamom');
    await page.getByRole('region', { name: 'Desserts' }).getByRole('heading', { name: dish }).waitFor();
    await search.fill('desserts');
    await page.getByRole('region', { name: 'Desserts' }).getByRole('heading', { name: dish }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Desserts']);

    // Nothing found: said, counted, and one click back to everything with the cursor in the box.
    await search.fill('no dish is called this');
    await page.getByText('No products match “no dish is called this”.').waitFor();
    await status(`0 of ${total} products match`).waitFor();
    expect(await rows.count()).toBe(0);
    await expectAccessible(page, 'admin products with nothing found');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await isFocused(search)).toBe(true);
    await expect.poll(() => productCount(page)).toBe(total);

    // Sold out and back from the found row, the search kept.
    await search.fill(dish);
    const row = rows.filter({ has: page.getByRole('heading', { name: dish }) });
    const available = row.getByRole('switch', { name: `Available: ${dish}` });
    await available.click();
    await row.getByText('Sold out').waitFor();
    expect(await available.isChecked()).toBe(false);
    expect(await search.inputValue()).toBe(dish);
    const menu = async () =>
      (
        (await (await page.request.get('/api/products/get/all')).json()) as { id: number; availability: boolean }[]
      ).find((entry) => entry.id === id)?.availability;
    expect(await menu()).toBe(false);
    await available.click();
    await row.getByText('Sold out').waitFor({ state: 'detached' });
    expect(await available.isChecked()).toBe(true);
    expect(await menu()).toBe(true);

    // On a wide screen the row keeps its name, switch and buttons on one line, and nothing scrolls sideways.
    await page.setViewportSize({ width: 1920, height: 1080 });
    const name = (await row.getByRole('heading', { name: dish }).boundingBox())!;
    const toggle = (await available.boundingBox())!;
    expect(Math.abs(toggle.y + toggle.height / 2 - (name.y + name.height / 2))).toBeLessThan(name.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);

    expect((await page.request.post('/api/product/delete', { data: { productId: id } })).status()).toBe(200);
    await context.close();
  });
});

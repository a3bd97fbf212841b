/**
 * The owner reads angry feedback from the demo data and answers one customer by e-mail, read back from the outbox.
 * Then a customer rates a delivered meal on a phone, with stars and a thumb down on a dish, and the owner finds it
 * under "Needs a reply" and follows it up.
 */
import path from 'node:path';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../../drizzle/schema.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';
import { layoutProblems, phonePage, TOUCH_TARGET_PX } from './phone.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The feedback followed up on last, and the customer it belongs to. */
function lastFollowedUp() {
  const { db, sqlite } = openDatabase(path.join(server().dataDir, 'forkcast.db'));
  try {
    return db
      .select({ feedbackId: feedback.id, orderId: feedback.orderId, name: users.name, email: users.email })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.customerId))
      .where(isNotNull(feedback.followUpAt))
      .orderBy(desc(feedback.followUpAt))
      .get();
  } finally {
    sqlite.close();
  }
}

describe('the admin follows up on feedback', () => {
  it('filters by Anger and e-mails the customer', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Feedbacks' }).click();
    await page.getByRole('heading', { name: 'User Feedbacks', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/admin/feedbacks');
    await page.getByRole('list', { name: 'All feedback' }).waitFor();
    await expectAccessible(page, 'admin feedbacks');
    await expectVisibleFocusThroughout(page);

    // Months of feedback come 24 cards at a time.
    const everything = page.getByRole('list', { name: 'All feedback' }).getByRole('article');
    expect(await everything.count()).toBe(24);
    await page.getByRole('button', { name: /^Show more \(\d+ left\)$/ }).click();
    await expect.poll(() => everything.count()).toBe(48);

    // 1. Only anger is left once its toggle is pressed.
    const filter = page.getByRole('group', { name: 'Filter feedback by emotion' });
    const anger = filter.getByRole('button', { name: /^Anger/ });
    await anger.click();
    expect(await anger.getAttribute('aria-pressed')).toBe('true');
    expect(await filter.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed')).toBe('false');
    const list = page.getByRole('list', { name: 'Feedback: Anger' });
    await list.waitFor();
    const cards = list.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await list.locator('.emotion-badge').allTextContents()).toEqual(Array(count).fill('Emotion: Anger'));

    // 2. The first card's follow-up, pre-filled with a greeting by the customer's first name.
    const card = cards.first();
    const customerName = await card.getByRole('heading').innerText();
    expect(await card.getByRole('button', { name: 'Followed up' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Send Follow-up Email' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Follow-up Email' });
    const message = modal.getByLabel('Message');
    const draft = await message.inputValue();
    await expectAccessible(page, 'follow-up modal');
    expect(draft).toMatch(
      new RegExp(`^Dear ${customerName.split(' ')[0]},\\n\\nThank you for your feedback on order #\\d+\\.`),
    );

    const note = `Your next karahi is on us (ref ${Date.now()}).`;
    await message.fill(draft.replace('Best regards,', `${note}\n\nBest regards,`));
    await modal.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Email sent successfully').first().waitFor();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Followed up' }).isDisabled()).toBe(true);

    // 3. The mail went to that customer, with the text.
    const sent = lastFollowedUp();
    expect(sent?.name).toBe(customerName);
    await expect.poll(() => mailsTo(server().dataDir, sent!.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = mailsTo(server().dataDir, sent!.email).at(-1)!;
    expect(mail.subject).toBe(`About your Forkcast order #${sent!.orderId}`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(`Dear ${customerName.split(' ')[0]},`);
    await context.close();
  });
});

const [KITCHEN, RIDER] = (['WORKER', 'DELIVERY_MAN'] as const).map((role) =>
  DEMO_ACCOUNTS.find((account) => account.role === role)!,
);

/** The kitchen makes the order and the rider delivers it, through the API as their screens would. */
async function deliver(orderId: number) {
  for (const [person, moves] of [
    [KITCHEN, ['/api/order/prepare', '/api/order/complete']],
    [RIDER, ['/api/order/delivered']],
  ] as const) {
    const staff = await browser.newContext({ baseURL: server().baseUrl });
    expect((await staff.request.post('/api/auth/login', { data: person })).status()).toBe(200);
    for (const move of moves) expect((await staff.request.post(move, { data: { orderId } })).status(), move).toBe(200);
    await staff.close();
  }
}

const isPressed = async (button: Locator) => (await button.getAttribute('aria-pressed')) === 'true';

describe('a rating that needs a reply', () => {
  it('is given on a phone with stars and a thumb down, found under "Needs a reply" and followed up', async () => {
    const name = 'Rabia Stars';
    const customer = await newCustomer('rater', name);
    const phone = await phonePage(browser, customer);
    const orderId = await placeConfirmedOrder(phone.page, customer.email);
    await deliver(orderId);

    // 1. The tracker asks for a rating; the dialog opens on "Rate your meal".
    await phone.page.goto('/track-order');
    await phone.page.getByRole('link', { name: 'Rate your meal' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: `Order #${orderId}` });
    await dialog.getByRole('heading', { name: 'Rate your meal' }).waitFor();
    await expectAccessible(phone.page, 'rate your meal');
    expect(await layoutProblems(phone.page)).toEqual([]);

    // 2. Stars are a radio group named "1 star" to "5 stars", each a fingertip, and the arrow keys move along it.
    const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
    const radios = stars.getByRole('radio');
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value')))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const label of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(await stars.getByRole('radio', { name: label, exact: true }).count(), label).toBe(1);
    for (const box of await stars
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    await stars.locator('label').nth(2).tap();
    expect(await stars.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await phone.page.keyboard.press('ArrowLeft');
    expect(await stars.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
    expect(
      await stars.getByRole('radio', { name: '2 stars' }).evaluate((radio) => radio === document.activeElement),
    ).toBe(true);

    // 3. A thumb per dish, a toggle: up, then down instead.
    const up = dialog.getByRole('button', { name: /^Thumbs up for / });
    const down = dialog.getByRole('button', { name: /^Thumbs down for / });
    const dish = (await down.getAttribute('aria-label'))!.replace('Thumbs down for ', '');
    await up.tap();
    expect([await isPressed(up), await isPressed(down)]).toEqual([true, false]);
    await down.tap();
    expect([await isPressed(up), await isPressed(down)]).toEqual([false, true]);
    for (const button of [up, down]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }

    // 4. No words: stars are enough.
    await dialog.getByRole('button', { name: 'Submit Feedback' }).tap();
    await phone.page.getByText('Feedback submitted successfully').first().waitFor();
    await dialog.getByRole('img', { name: '2 of 5 stars' }).waitFor();
    await phone.context.close();

    // 5. The owner finds it under "Needs a reply", newest first, with its stars and the thumb down.
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/feedbacks');
    await page.getByRole('list', { name: 'All feedback' }).waitFor();
    const reply = page.getByRole('group', { name: 'Filter feedback by reply' });
    await reply.getByRole('button', { name: /^Needs a reply/ }).click();
    const needing = page.getByRole('list', { name: 'Feedback: Needs a reply' });
    const card = needing.getByRole('article').first();
    expect(await card.getByRole('heading').innerText()).toBe(name);
    await card.getByRole('img', { name: '2 of 5 stars' }).waitFor();
    await card.getByRole('list', { name: 'Dishes' }).getByText(`Did not like: ${dish}`).waitFor();
    await expectAccessible(page, 'feedback that needs a reply');

    // 6. Followed up: the button says so and can't be pressed again, and it still does after a reload.
    await card.getByRole('button', { name: 'Send Follow-up Email' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Follow-up Email' });
    await modal.getByRole('img', { name: '2 of 5 stars' }).waitFor();
    await modal.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Email sent successfully').first().waitFor();
    const followedUp = card.getByRole('button', { name: 'Followed up' });
    await followedUp.waitFor();
    expect(await followedUp.isDisabled()).toBe(true);
    await expect.poll(() => mailsTo(server().dataDir, customer.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(mailsTo(server().dataDir, customer.email).at(-1)!.text).toContain('> Rated 2 of 5 stars.');

    await page.reload();
    const all = page.getByRole('list', { name: 'All feedback' });
    const again = all.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await again.getByRole('button', { name: 'Followed up' }).isDisabled()).toBe(true);
    expect(await again.getByRole('button', { name: 'Send Follow-up Email' }).count()).toBe(0);
    await reply.getByRole('button', { name: /^Needs a reply/ }).click();
    await needing.waitFor();
    expect(await needing.getByRole('heading', { name, exact: true }).count()).toBe(0);
    await context.close();
  });
});

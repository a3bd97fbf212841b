/** The owner reads angry feedback from the demo data and answers one customer by e-mail, read back from the outbox. */
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../../drizzle/schema.ts';
import { openDatabase } from '../../server/db/database.ts';
import { mailsTo } from '../outbox.ts';
import { expectAccessible } from './accessibility.ts';
import { expectVisibleFocusThroughout } from './keyboard.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, newPage, pathOf, server } from './journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The feedback that has been followed up, and the customer it belongs to. */
function followedUp() {
  const { db, sqlite } = openDatabase(path.join(server().dataDir, 'forkcast.db'));
  try {
    return db
      .select({ feedbackId: feedback.id, orderId: feedback.orderId, name: users.name, email: users.email })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.customerId))
      .where(isNotNull(feedback.followUpAt))
      .all();
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
    const everything = page.getByRole('list', { name: 'All feedback' }).getByRole('listitem');
    expect(await everything.count()).toBe(24);
    await page.getByRole('button', { name: /^Show more \(\d+ left\)$/ }).click();
    await expect.poll(() => everything.count()).toBe(48);

    // 1. Only anger is left once its toggle is pressed.
    const filter = page.getByRole('group', { name: 'Filter feedback by emotion' });
    const anger = filter.getByRole('button', { name: /^Anger/ });
    await anger.click();
    expect(await anger.getAttribute('aria-pressed')).toBe('true');
    expect(await filter.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed')).toBe('false');
    const list = page.getByRole('list', { name: 'Anger feedback' });
    await list.waitFor();
    const cards = list.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await list.locator('.emotion-badge').allTextContents()).toEqual(Array(count).fill('Emotion: Anger'));

    // 2. The first card's follow-up, pre-filled with a greeting by the customer's first name.
    const card = cards.first();
    const customerName = await card.getByRole('heading').innerText();
    expect(await card.getByText('Followed up').count()).toBe(0);
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
    await card.getByText('Followed up').waitFor();

    // 3. The mail went to that customer, with the text.
    const [sent] = followedUp();
    expect(sent?.name).toBe(customerName);
    await expect.poll(() => mailsTo(server().dataDir, sent!.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = mailsTo(server().dataDir, sent!.email).at(-1)!;
    expect(mail.subject).toBe(`About your Forkcast order #${sent!.orderId}`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(`Dear ${customerName.split(' ')[0]},`);
    await context.close();
  });
});

/**
 * One evening at the restaurant, every part of running it in turn: the admin sets tonight's hours; a customer
 * orders; the kitchen pauses new orders for 15 minutes and another customer is told at the checkout; the kitchen
 * sells out a dish and that customer's cart is told; a customer cancels a queued order; the admin cancels another
 * with a reason and finds both in the orders desk with their history; a ticket prints to PDF; and the rider can call
 * the customer from the card.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, placeConfirmedOrder } from './customers.ts';
import { E2E_ADMIN, launchBrowser, loginThroughForm, server } from './journey.ts';
import { phonePage } from './phone.ts';

const WALL = { width: 1920, height: 1080 };
const KITCHEN = { email: 'kitchen@forkcast.test', password: 'kitchen-demo-1' };
const RIDER = { email: 'rider@forkcast.test', password: 'rider-demo-1' };
const REASON = 'We ran out of charcoal for the grill tonight';

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let kitchen: Page;
/** Orders of the evening: placed by Amina (the admin cancels it) and Chloe (she cancels it herself). */
let aminaOrder: number;
let aminaEmail: string;
let chloeOrder: number;
let soldOutDish: string | undefined;

async function staffPage(person: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: WALL });
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughForm(page, person.email, person.password);
  return page;
}

async function customerPage(prefix: string, name: string, onPhone = false) {
  const customer = await newCustomer(prefix, name);
  if (onPhone) {
    const { context, page } = await phonePage(browser, customer);
    contexts.push(context);
    return { ...customer, page };
  }
  return { ...customer, page: await staffPage(customer) };
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await staffPage(E2E_ADMIN);
  kitchen = await staffPage(KITCHEN);
});

afterAll(async () => {
  // Whatever happened above, later journeys find the restaurant open around the clock, taking orders, dish on.
  const hours = (await (await admin.request.get('/api/restaurant/hours')).json()) as { data: { timeZone: string } };
  const allDay = { opens: '00:00', closes: '24:00' };
  const weekly = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [allDay]]),
  );
  await admin.request.post('/api/restaurant/hours', {
    data: { timeZone: hours.data.timeZone, weekly, closedDates: [] },
  });
  await kitchen.request.post('/api/restaurant/resume');
  if (soldOutDish) {
    const menu = (await (await kitchen.request.get('/api/products/get/all')).json()) as { id: number; name: string }[];
    const dish = menu.find((product) => product.name === soldOutDish)!;
    await kitchen.request.post('/api/product/availability', { data: { productId: dish.id, availability: true } });
  }
  for (const context of contexts) await context.close();
  await browser.close();
});

/** The restaurant's weekday and hour now, in its own time zone. */
function restaurantNow(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { weekday: parts.weekday!, hour: Number(parts.hour) };
}

describe('one evening', () => {
  it("the admin sets tonight's hours, and a customer orders", async () => {
    await admin.goto('/admin/hours');
    const zone = await admin.getByLabel('Time zone').inputValue();
    const { weekday, hour } = restaurantNow(zone);
    // Open from an hour ago (or midnight) until midnight: tonight, whatever time the journey runs.
    const opens = `${String(Math.max(0, hour - 1)).padStart(2, '0')}:00`;
    const today = admin.getByRole('group', { name: weekday });
    await today.getByRole('button', { name: `Remove ${weekday} 00:00 to 24:00` }).click();
    await today.getByText('Closed').waitFor();
    await today.getByRole('button', { name: `Add hours on ${weekday}` }).click();
    await today.getByLabel('Opens').fill(opens);
    await today.getByLabel('Closes').fill('00:00');
    await today.getByText(opens === '00:00' ? 'all day' : 'until midnight').waitFor();
    await admin.getByRole('button', { name: 'Save opening hours' }).click();
    await admin.getByText('Opening hours saved.').first().waitFor();
    const saved = (await (await admin.request.get('/api/restaurant/hours')).json()) as {
      data: { weekly: Record<string, { opens: string; closes: string }[]> };
    };
    expect(saved.data.weekly[weekday.toLowerCase()]).toEqual([{ opens, closes: '24:00' }]);

    const amina = await customerPage('evening-amina', 'Amina Yusuf');
    aminaEmail = amina.email;
    aminaOrder = await placeConfirmedOrder(amina.page, amina.email);
  });

  it('the kitchen pauses orders for 15 minutes, and another customer is told so at the checkout', async () => {
    await kitchen.goto('/orders/prepare');
    await kitchen.getByRole('button', { name: 'Pause orders' }).click();
    await kitchen.getByRole('dialog', { name: 'Pause new orders' }).getByRole('button', { name: '15 minutes' }).click();
    await kitchen.getByText('New orders paused.').waitFor();

    const bilal = await customerPage('evening-bilal', 'Bilal Ahmed', true);
    const add = bilal.page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    const dish = (await add.getAttribute('aria-label'))!.replace(/^Add | to cart$/g, '');
    await add.click();
    await bilal.page.goto('/checkout');
    await bilal.page
      .getByRole('alert')
      .filter({ hasText: /Not taking orders for the next 1[45] minutes\./ })
      .waitFor();
    // The order waits, and the customer is told why; nothing typed is lost.
    await bilal.page.getByText('Your cart and details are kept until then.', { exact: false }).waitFor();
    expect(await bilal.page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    await kitchen.getByRole('button', { name: 'Resume orders' }).click();
    await kitchen.getByText('New orders paused.').waitFor({ state: 'detached' });
    await bilal.page.getByRole('alert').filter({ hasText: 'Not taking orders' }).waitFor({ state: 'detached' });

    // The kitchen sells out the dish in Bilal's cart: his open checkout says so, naming it.
    soldOutDish = dish;
    await kitchen.getByRole('button', { name: /^Sold out/ }).click();
    const sheet = kitchen.getByRole('dialog', { name: 'Sold out' });
    await sheet.getByLabel('Find a dish').fill(dish);
    await sheet.getByRole('switch', { name: `Sold out: ${dish}` }).click({ force: true });
    await kitchen.getByText(`${dish} is sold out.`).first().waitFor();
    await bilal.page
      .getByRole('note')
      .filter({ hasText: `${dish} is sold out. Remove it from your cart to order.` })
      .waitFor();
    await sheet.getByRole('switch', { name: `Sold out: ${dish}` }).click({ force: true });
    await kitchen.getByText(`${dish} is back on the menu.`).first().waitFor();
    soldOutDish = undefined;
    await sheet.getByRole('button', { name: 'Close' }).click();
  });

  it('a customer cancels her queued order from the tracker', async () => {
    const chloe = await customerPage('evening-chloe', 'Chloe Masood', true);
    chloeOrder = await placeConfirmedOrder(chloe.page, chloe.email);
    await chloe.page.goto('/track-order');
    await chloe.page.getByRole('button', { name: 'Cancel order' }).click();
    await chloe.page
      .getByRole('dialog', { name: `Cancel order #${chloeOrder}?` })
      .getByRole('button', { name: 'Cancel order' })
      .click();
    await chloe.page.getByText('You cancelled this order.').waitFor();
  });

  it('a ticket prints to PDF from Chromium', async () => {
    const ticket = await kitchen.context().newPage();
    await ticket.goto(`/ticket/${aminaOrder}`);
    await ticket.getByRole('heading', { name: `Order #${aminaOrder}` }).waitFor();
    await ticket.emulateMedia({ media: 'print' });
    const pdf = await ticket.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    await ticket.close();
  });

  it('the rider can call the customer from the card', async () => {
    // Amina's order is cooked and ready: once the rider takes it, the card carries a tel: link to her.
    for (const move of ['/api/order/prepare', '/api/order/complete']) {
      expect((await kitchen.request.post(move, { data: { orderId: aminaOrder } })).status()).toBe(200);
    }
    const rider = await staffPage(RIDER);
    await rider
      .getByRole('article', { name: new RegExp(`^Order #${aminaOrder} · `) })
      .getByRole('button', { name: "I'm taking it" })
      .click();
    const card = rider.getByRole('article', { name: `Order #${aminaOrder}`, exact: true });
    expect(await card.getByRole('link', { name: 'Call Amina' }).getAttribute('href')).toBe('tel:+923001234567');
  });

  it('the admin cancels an order with a reason, and finds both cancellations in the orders desk', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    const search = admin.getByRole('search', { name: 'Orders' });
    await search.getByLabel('Search').fill(aminaEmail);
    await search.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('link', { name: `Order #${aminaOrder}`, exact: true }).click();
    await admin.getByRole('button', { name: 'Cancel order…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Cancel order #${aminaOrder}?` });
    await dialog.getByLabel('Reason for the customer').fill(REASON);
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('Cancelled by Administrator (admin)').waitFor();
    await history.getByText(`Reason: ${REASON}`).waitFor();
    // Who cooked it is on record too: the kitchen's moves name the cook.
    await history.getByText(/^Started in the kitchen by .+ \(kitchen\)$/).waitFor();

    // Both of tonight's cancellations are in the desk under Cancelled, each with its history.
    await admin.goto('/admin/orders?status=CANCELLED');
    for (const orderId of [aminaOrder, chloeOrder]) {
      await admin.getByRole('link', { name: `Order #${orderId}`, exact: true }).waitFor();
    }
    await admin.getByRole('link', { name: `Order #${chloeOrder}`, exact: true }).click();
    await history.getByText('Cancelled by the customer').waitFor();
  });
});

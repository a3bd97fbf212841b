/**
 * A person's state in a browser on a running demo server, set up through the same API and storage the client uses:
 * signed in, a cart with dishes in it, an order on its way. For scripts that look at pages as people see them
 * (the page-speed bench, the screenshots).
 */
import type { BrowserContext } from 'playwright-core';
import { productSchema, type Product } from '../shared/menu.ts';
import { latestCode, mailsTo } from '../tests/outbox.ts';

/** Where client/features/cart/cart-state.ts keeps the cart. */
const CART_KEY = 'forkcast.cart';
const MAIL_WAIT_MS = 10_000;
/** Inside the demo restaurant's delivery area. */
const DELIVERY_POINT = { latitude: 33.69, longitude: 73.04, address: 'House 3, Street 8, F-6/1', sector: 'F-6' };

export interface Account {
  email: string;
  password: string;
}

/** Signs the context in (it keeps the session cookie the answer sets, as the login form's request would). */
export async function signIn(context: BrowserContext, baseUrl: string, account: Account): Promise<{ id: number }> {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`Signing in as ${account.email} failed: ${response.status()}`);
  return ((await response.json()) as { user: { id: number } }).user;
}

export async function availableDishes(baseUrl: string): Promise<Product[]> {
  const menu = productSchema.array().parse(await (await fetch(`${baseUrl}/api/products/get/all`)).json());
  return menu.filter((dish) => dish.availability);
}

/** Two available dishes in the cart of the signed-in customer (or of a guest: null), checked by opening /checkout once. */
export async function fillCart(context: BrowserContext, baseUrl: string, customerId: number | null): Promise<void> {
  const items = (await availableDishes(baseUrl))
    .slice(0, 2)
    .map((dish) => ({ id: dish.id, name: dish.name, price: dish.price, quantity: 1, imageLink: dish.imageLink }));
  const cart = {
    ownerId: customerId,
    draft: { items, paymentMethod: null, address: '', sector: '', latitude: null, longitude: null },
  };
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: CART_KEY,
      value: JSON.stringify(cart),
    });
    await page.goto(`${baseUrl}/checkout`);
    await page.getByText(items[0]!.name).first().waitFor({ timeout: 15_000 });
  } finally {
    await page.close();
  }
}

/**
 * Places an order for the signed-in customer and confirms it with the code mailed to them (read from the outbox in
 * `dataDir`), as the checkout does: an order in the kitchen's queue, which /track-order follows.
 */
export async function placeLiveOrder(
  context: BrowserContext,
  baseUrl: string,
  dataDir: string,
  email: string,
): Promise<number> {
  const [dish] = await availableDishes(baseUrl);
  if (!dish) throw new Error('The menu has no available dish to order');
  const mailsBefore = mailsTo(dataDir, email).length;
  const placed = await context.request.post(`${baseUrl}/api/order/create`, {
    headers: { 'Idempotency-Key': `live-order-${Date.now()}` },
    data: { ...DELIVERY_POINT, paymentMethod: 'CASH', lineItems: [{ productId: dish.id, quantity: 2 }] },
  });
  if (placed.status() !== 201) throw new Error(`Placing an order failed: ${placed.status()} ${await placed.text()}`);
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (mailsTo(dataDir, email).length <= mailsBefore) {
    if (Date.now() > deadline) throw new Error(`No confirmation code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const confirmed = await context.request.post(`${baseUrl}/api/order/confirm`, {
    data: { otp: latestCode(dataDir, email), orderId },
  });
  if (!confirmed.ok()) throw new Error(`Confirming order ${orderId} failed: ${confirmed.status()}`);
  return orderId;
}

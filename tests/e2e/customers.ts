/** The journeys' own database access: signed-up customers without going through the sign-up mail. */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Role } from '../../shared/constants.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createUserStore } from '../../server/users/user-store.ts';
import { latestCode, mailsTo } from '../outbox.ts';
import { server } from './journey.ts';

/** Runs `use` on the journey server's database (or another server's), closing the connection afterwards. */
export function withDatabase<T>(use: (db: ReturnType<typeof openDatabase>['db']) => T, dataDir = server().dataDir): T {
  const { db, sqlite } = openDatabase(path.join(dataDir, 'forkcast.db'));
  try {
    return use(db);
  } finally {
    sqlite.close();
  }
}

/** A verified customer with a fresh address starting with `prefix`, ready to log in. */
export function newCustomer(prefix: string, name: string, dataDir = server().dataDir) {
  return newAccount(prefix, name, 'CUSTOMER', dataDir);
}

/** A verified account of any role with a fresh address starting with `prefix`, ready to log in. */
export async function newAccount(
  prefix: string,
  name: string,
  role: Role,
  dataDir = server().dataDir,
): Promise<{ email: string; password: string }> {
  const email = `${prefix}.${Date.now()}@example.com`;
  const password = `${prefix}-journey-pass-1`;
  const passwordHash = await hashPassword(password);
  withDatabase(
    (db) =>
      createUserStore(db).insert(db, {
        email,
        name,
        phone: '923001234567',
        passwordHash,
        role,
        emailVerifiedAt: Date.now(),
      }),
    dataDir,
  );
  return { email, password };
}

/** Asks for an order of the first dish on sale (`quantity` of it) over the API, as the checkout does: the answer. */
export async function requestOrder(page: Page, quantity = 1) {
  const menu = (await (await page.request.get('/api/products/get/all')).json()) as {
    id: number;
    availability: boolean;
  }[];
  const dish = menu.find((p) => p.availability)!;
  return page.request.post('/api/order/create', {
    headers: { 'Idempotency-Key': `order-${Date.now()}-${Math.random()}` },
    data: {
      latitude: 33.69,
      longitude: 73.04,
      address: 'House 3, Street 8, F-6/1',
      paymentMethod: 'CASH',
      lineItems: [{ productId: dish.id, quantity }],
      sector: 'F-6',
    },
  });
}

/** Places and confirms an order through the API with the customer's own session, as the checkout does. */
export async function placeConfirmedOrder(page: Page, email: string): Promise<number> {
  const placed = await requestOrder(page, 2);
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  await expect.poll(() => mailsTo(server().dataDir, email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const confirmed = await page.request.post('/api/order/confirm', {
    data: { otp: latestCode(server().dataDir, email), orderId },
  });
  expect(confirmed.status()).toBe(200);
  return orderId;
}

/**
 * Writes the demo restaurant into an empty database: the menu with its pictures, three demo accounts,
 * forty past customers and sixty days of orders. Everything goes in one transaction, so a failed seed leaves nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  customerAddresses,
  feedback,
  feedbackDishRatings,
  ingredients,
  optionChoices,
  optionGroups,
  orderEvents,
  orderLineChoices,
  orderLines,
  orders,
  places,
  productIngredients,
  productOptionGroups,
  products,
  staffProfiles,
  users,
} from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import { UNUSABLE_PASSWORD_HASH } from '../auth/passwords.ts';
import type { Db, Tx } from '../db/database.ts';
import {
  DEMO_CUSTOMER_NAMES,
  generateHistory,
  handOrdersTo,
  type HistoricalOrder,
  type HistoryOptionGroup,
} from './history.ts';
import { DEMO_MENU, DEMO_OPTION_GROUPS } from './menu.ts';
import { islamabadPlaces } from './islamabad-places.ts';
import { placeRow } from '../restaurant/delivery-terms.ts';
import { categoryIdFor } from '../categories/category-store.ts';
import { toCents } from '../../shared/money.ts';

export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
  password: string;
}

/** The one place the demo sign-ins are written down; the README and the tests read them from here. */
export const DEMO_ACCOUNTS = [
  { role: 'CUSTOMER', email: 'customer@forkcast.test', name: 'Sana Malik', password: 'customer-demo-1' },
  { role: 'WORKER', email: 'kitchen@forkcast.test', name: 'Bilal Ahmed', password: 'kitchen-demo-1' },
  { role: 'DELIVERY_MAN', email: 'rider@forkcast.test', name: 'Usman Tariq', password: 'rider-demo-1' },
] as const satisfies readonly DemoAccount[];

export interface DemoSeedOptions {
  now: number;
  /** Where uploaded images are served from (DATA_DIR/uploads); the dish pictures are copied there. */
  imagesTargetDir: string;
  passwords: { customer: string; worker: string; rider: string };
  hashPassword: (plain: string) => Promise<string>;
  /** Days of order history before today; 60 unless told (tests of the dashboard's queries ask for a year). */
  historyDays?: number;
}

export interface DemoSummary {
  products: number;
  orders: number;
  feedback: number;
  accounts: { role: Role; email: string }[];
}

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 60;
const HISTORY_SEED = 20_240_611;
/** How many past orders the demo customer gets, so Past Orders and feedback have something to show. */
const DEMO_CUSTOMER_ORDERS = 6;
const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));

const STAFF = {
  WORKER: { position: 'Line cook', salary: 65_000, vehicle: null },
  DELIVERY_MAN: { position: 'Rider', salary: 55_000, vehicle: 'Honda CD 70 (LEB-1234)' },
} as const;

export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSummary> {
  const { now, historyDays = HISTORY_DAYS } = options;
  const [customerHash, workerHash, riderHash] = await Promise.all([
    options.hashPassword(options.passwords.customer),
    options.hashPassword(options.passwords.worker),
    options.hashPassword(options.passwords.rider),
  ]);
  const hashByRole: Record<(typeof DEMO_ACCOUNTS)[number]['role'], string> = {
    CUSTOMER: customerHash,
    WORKER: workerHash,
    DELIVERY_MAN: riderHash,
  };
  const imagePaths = copyDishImages(options.imagesTargetDir);

  return db.transaction((tx) => {
    insertPlaces(tx);
    const productIds = insertMenu(tx, imagePaths, now - (historyDays + 10) * DAY);
    const groups = insertOptionGroups(tx, productIds);

    const accountIds = new Map<string, number>();
    const accountRows = DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      name: account.name,
      phone: account.role === 'CUSTOMER' ? '923001234567' : null,
      passwordHash: hashByRole[account.role],
      role: account.role,
      emailVerifiedAt: now - historyDays * DAY,
      createdAt: now - historyDays * DAY,
    }));
    for (const row of tx.insert(users).values(accountRows).returning({ id: users.id, email: users.email }).all()) {
      accountIds.set(row.email, row.id);
    }
    const idOf = (role: Role): number => {
      const id = accountIds.get(DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '');
      if (id === undefined) throw new Error(`demo ${role} was not created`);
      return id;
    };
    const joinDate = new Date(now - historyDays * DAY).toISOString().slice(0, 10);
    tx.insert(staffProfiles)
      .values((['WORKER', 'DELIVERY_MAN'] as const).map((role) => ({ userId: idOf(role), joinDate, ...STAFF[role] })))
      .run();

    const customerIds = insertPastCustomers(tx, now, historyDays);
    const { orders: history } = generateHistory({
      now,
      days: historyDays,
      seed: HISTORY_SEED,
      menu: DEMO_MENU.map((dish) => ({
        id: productIds.get(dish.name) ?? 0,
        name: dish.name,
        priceCents: toCents(dish.price),
        imagePath: imagePaths.get(dish.name) ?? '',
        available: dish.available,
        category: dish.category,
        optionGroups: (dish.options ?? []).flatMap((name) => groups.get(name) ?? []),
      })),
      customerIds,
      workerId: idOf('WORKER'),
      riderId: idOf('DELIVERY_MAN'),
    });
    handOrdersTo(history, idOf('CUSTOMER'), DEMO_CUSTOMER_ORDERS);
    insertOrders(tx, history, firstAdminId(tx));
    saveHomeOfLastOrder(tx, idOf('CUSTOMER'));

    return {
      products: DEMO_MENU.length,
      orders: history.length,
      feedback: history.filter((o) => o.feedback).length,
      accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })),
    };
  });
}

/**
 * The demo customer is a regular: the address of their last order is saved as Home, so the checkout opens as it does
 * for a returning customer (docs/decisions/0035).
 */
function saveHomeOfLastOrder(tx: Tx, customerId: number): void {
  const last = tx.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id)).get();
  if (!last) return;
  const { address, sector, latitude, longitude, deliveryNote } = last;
  tx.insert(customerAddresses)
    .values({ userId: customerId, label: 'Home', address, sector, latitude, longitude, deliveryNote })
    .run();
}

/** Copies each dish picture into the uploads folder and returns the served path by dish name. */
function copyDishImages(targetDir: string): Map<string, string> {
  fs.mkdirSync(targetDir, { recursive: true });
  const paths = new Map<string, string>();
  for (const dish of DEMO_MENU) {
    const fileName = `demo-${slug(dish.name)}.svg`;
    fs.copyFileSync(path.join(IMAGES_DIR, dish.image), path.join(targetDir, fileName));
    paths.set(dish.name, `/uploads/${fileName}`);
  }
  return paths;
}

/** Inserts the dishes and their ingredients; returns product ids by dish name. */
function insertMenu(tx: Tx, imagePaths: Map<string, string>, createdAt: number): Map<string, number> {
  const inserted = tx
    .insert(products)
    .values(
      DEMO_MENU.map((dish) => ({
        name: dish.name,
        categoryId: categoryIdFor(tx, dish.category),
        priceCents: toCents(dish.price),
        emotion: dish.emotion,
        description: dish.description,
        type: dish.type,
        available: dish.available,
        imagePath: imagePaths.get(dish.name) ?? '',
        calories: dish.calories,
        spiceLevel: dish.spiceLevel,
        allergens: dish.allergens,
        tags: dish.tags,
        createdAt,
      })),
    )
    .returning({ id: products.id, name: products.name })
    .all();
  const productIds = new Map(inserted.map((row) => [row.name, row.id]));

  const names = [...new Set(DEMO_MENU.flatMap((dish) => dish.ingredients))];
  tx.insert(ingredients)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing()
    .run();
  const ingredientIds = new Map(
    tx
      .select({ id: ingredients.id, name: ingredients.name })
      .from(ingredients)
      .where(inArray(ingredients.name, names))
      .all()
      .map((row) => [row.name, row.id]),
  );
  const links = DEMO_MENU.flatMap((dish) =>
    dish.ingredients.map((name, position) => ({
      productId: productIds.get(dish.name) ?? 0,
      ingredientId: ingredientIds.get(name) ?? 0,
      position,
    })),
  );
  if (links.length > 0) tx.insert(productIngredients).values(links).run();
  return productIds;
}

/** The option groups with their choices, offered by the dishes that name them; returns them by name. */
/** Islamabad's sectors and landmarks, unless the install already keeps places of its own. */
function insertPlaces(tx: Tx) {
  if (tx.select({ id: places.id }).from(places).limit(1).get()) return;
  tx.insert(places).values(islamabadPlaces().map(placeRow)).run();
}

function insertOptionGroups(tx: Tx, productIds: Map<string, number>): Map<string, HistoryOptionGroup> {
  const byName = new Map<string, HistoryOptionGroup>();
  const groupIds = new Map<string, number>();
  for (const group of DEMO_OPTION_GROUPS) {
    const { id } = tx
      .insert(optionGroups)
      .values({ name: group.name, minChoices: group.min, maxChoices: group.max })
      .returning({ id: optionGroups.id })
      .get();
    const choices = tx
      .insert(optionChoices)
      .values(
        group.choices.map((choice, position) => ({
          groupId: id,
          name: choice.name,
          priceDeltaCents: toCents(choice.price),
          isDefault: 'isDefault' in choice,
          position,
        })),
      )
      .returning({
        id: optionChoices.id,
        name: optionChoices.name,
        priceDeltaCents: optionChoices.priceDeltaCents,
        isDefault: optionChoices.isDefault,
      })
      .all();
    groupIds.set(group.name, id);
    byName.set(group.name, { name: group.name, min: group.min, max: group.max, choices });
  }
  const links = DEMO_MENU.flatMap((dish) =>
    (dish.options ?? []).map((name, position) => ({
      productId: productIds.get(dish.name) ?? 0,
      groupId: groupIds.get(name) ?? 0,
      position,
    })),
  );
  if (links.length > 0) tx.insert(productOptionGroups).values(links).run();
  return byName;
}

/** Customers who ordered before; they cannot sign in (their password hash matches nothing). */
function insertPastCustomers(tx: Tx, now: number, historyDays: number): number[] {
  const rows = DEMO_CUSTOMER_NAMES.map((name, i) => {
    const joined = now - (historyDays + 5 + i) * DAY;
    return {
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      name,
      phone: `9230${String(10_000_000 + i * 1_234_567).slice(-8)}`,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      role: 'CUSTOMER' as const,
      emailVerifiedAt: joined,
      createdAt: joined,
    };
  });
  const inserted = tx.insert(users).values(rows).returning({ id: users.id, email: users.email }).all();
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  // Keep the list's order: the first names are the regulars who order most.
  return rows.map((row) => idByEmail.get(row.email) ?? 0);
}

/** The administrator who answered the demo's older complaints: the one created before the demo, if any. */
function firstAdminId(tx: Tx): number | null {
  const admin = tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.id))
    .limit(1)
    .get();
  return admin?.id ?? null;
}

/** Prepared statements: building a Drizzle query per row would take most of the seed's time. */
function insertOrders(tx: Tx, history: HistoricalOrder[], adminId: number | null): void {
  const value = (name: string) => sql.placeholder(name);
  const insertOrder = tx
    .insert(orders)
    .values({
      customerId: value('customerId'),
      status: value('status'),
      paymentMethod: value('paymentMethod'),
      address: value('address'),
      sector: value('sector'),
      latitude: value('latitude'),
      longitude: value('longitude'),
      totalCents: value('totalCents'),
      deliveryNote: value('deliveryNote'),
      riderId: value('riderId'),
      createdAt: value('createdAt'),
      confirmedAt: value('confirmedAt'),
      updatedAt: value('updatedAt'),
    })
    .returning({ id: orders.id })
    .prepare();
  const insertLine = tx
    .insert(orderLines)
    .values({
      orderId: value('orderId'),
      productId: value('productId'),
      productName: value('productName'),
      imagePath: value('imagePath'),
      unitPriceCents: value('unitPriceCents'),
      quantity: value('quantity'),
      note: value('note'),
    })
    .returning({ id: orderLines.id })
    .prepare();
  const insertChoice = tx
    .insert(orderLineChoices)
    .values({
      orderLineId: value('orderLineId'),
      choiceId: value('choiceId'),
      groupName: value('groupName'),
      choiceName: value('choiceName'),
      priceDeltaCents: value('priceDeltaCents'),
      position: value('position'),
    })
    .prepare();
  const insertEvent = tx
    .insert(orderEvents)
    .values({
      orderId: value('orderId'),
      fromStatus: value('from'),
      toStatus: value('to'),
      actorId: value('actorId'),
      riderId: value('riderId'),
      reason: value('reason'),
      at: value('at'),
    })
    .prepare();
  const insertFeedback = tx
    .insert(feedback)
    .values({
      orderId: value('orderId'),
      customerId: value('customerId'),
      content: value('content'),
      stars: value('stars'),
      emotion: value('emotion'),
      createdAt: value('createdAt'),
      followUpAt: value('followedUpAt'),
      followUpBy: value('followUpBy'),
    })
    .returning({ id: feedback.id })
    .prepare();
  const insertThumb = tx
    .insert(feedbackDishRatings)
    .values({ feedbackId: value('feedbackId'), orderLineId: value('orderLineId'), liked: value('liked') })
    .prepare();

  const events: (HistoricalOrder['events'][number] & { orderId: number })[] = [];
  for (const order of history) {
    const last = order.events.at(-1);
    const { id: orderId } = insertOrder.get({
      ...order,
      // Out with the demo rider, or delivered by them: the last move names the rider.
      riderId: last?.riderId ?? null,
      updatedAt: last?.at ?? order.createdAt,
    });
    const lineIds = order.lines.map(({ choices, ...line }) => {
      const { id: orderLineId } = insertLine.get({ orderId, ...line });
      choices.forEach((choice, position) => insertChoice.run({ orderLineId, position, ...choice }));
      return orderLineId;
    });
    for (const event of order.events) events.push({ orderId, ...event });
    if (order.feedback) {
      const { dishes, ...given } = order.feedback;
      const followUpBy = given.followedUpAt === null ? null : adminId;
      const { id: feedbackId } = insertFeedback.get({ orderId, customerId: order.customerId, followUpBy, ...given });
      for (const { line, liked } of dishes) insertThumb.run({ feedbackId, orderLineId: lineIds[line], liked });
    }
  }
  // Event ids are the sequence numbers live updates carry, so they follow time across all orders.
  events.sort((a, b) => a.at - b.at);
  for (const event of events)
    insertEvent.run({ ...event, riderId: event.riderId ?? null, reason: event.reason ?? null });
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds accounts directly in the database, so tests spend their time on the behaviour they check. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ingredients,
  optionChoices,
  optionGroups,
  orderEvents,
  orderLines,
  orders,
  productIngredients,
  productOptionGroups,
  products,
} from '../drizzle/schema.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createUserStore } from '../server/users/user-store.ts';
import type { Role } from '../shared/constants.ts';
import type { OrderStatus } from '../shared/order-status.ts';
import { recordEvent } from '../server/orders/order-events.ts';
import { categoryIdFor } from '../server/categories/category-store.ts';

const hashes = new Map<string, Promise<string>>();
/** scrypt is deliberately slow: hash each test password once per test file. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let counter = 0;

export interface UserOptions {
  email?: string;
  name?: string;
  role?: Role;
  password?: string;
  verified?: boolean;
}

export async function createUser(app: FastifyInstance, options: UserOptions = {}) {
  counter += 1;
  const password = options.password ?? 'correct-horse-battery';
  const user = createUserStore(app.db).insert(app.db, {
    email: options.email ?? `person${counter}-${Date.now()}@example.com`,
    name: options.name ?? `Person ${counter}`,
    phone: '923001234567',
    role: options.role ?? 'CUSTOMER',
    passwordHash: await cachedHash(password),
    emailVerifiedAt: options.verified === false ? null : Date.now(),
  });
  if (!user) throw new Error('factory user e-mail already taken');
  return { ...user, password };
}

/** A signed-in session for the user, as a successful login would make. */
export function sessionToken(app: FastifyInstance, user: { id: number; role: Role }): string {
  const session = app.sessions.open(user.id);
  return app.tokens.sign({ userId: user.id, role: user.role, sessionId: session.id });
}

export interface ProductOptions {
  name?: string;
  category?: string;
  price?: number;
  emotion?: (typeof products.$inferInsert)['emotion'];
  description?: string;
  type?: (typeof products.$inferInsert)['type'];
  available?: boolean;
  ingredients?: string[];
  calories?: number | null;
  spiceLevel?: number;
  allergens?: string[];
  tags?: string[];
  deleted?: boolean;
}

/** A product with its ingredients, as an admin would create it. */
export function createProduct(app: FastifyInstance, options: ProductOptions = {}) {
  counter += 1;
  return app.db.transaction((tx) => {
    const product = tx
      .insert(products)
      .values({
        name: options.name ?? `Dish ${counter}`,
        categoryId: categoryIdFor(tx, options.category ?? 'Mains'),
        priceCents: Math.round((options.price ?? 9.5) * 100),
        emotion: options.emotion ?? 'neutral',
        description: options.description ?? 'A plate of something good.',
        type: options.type ?? 'veg',
        available: options.available ?? true,
        imagePath: `/uploads/dish-${counter}.svg`,
        calories: options.calories === undefined ? 500 : options.calories,
        spiceLevel: options.spiceLevel ?? 0,
        allergens: options.allergens ?? [],
        tags: options.tags ?? ['lunch'],
        deletedAt: options.deleted ? Date.now() : null,
      })
      .returning()
      .get();
    (options.ingredients ?? []).forEach((name, position) => {
      const ingredient =
        tx.select().from(ingredients).where(eq(ingredients.name, name)).get() ??
        tx.insert(ingredients).values({ name }).returning().get();
      tx.insert(productIngredients).values({ productId: product.id, ingredientId: ingredient.id, position }).run();
    });
    return product;
  });
}

export interface OptionGroupOptions {
  name: string;
  min?: number;
  max?: number;
  choices: { name: string; price?: number; isDefault?: boolean; available?: boolean }[];
  /** The dishes that offer it, in that order after any groups they offer already. */
  dishes?: { id: number }[];
}

/** An option group with its choices, offered by the dishes given, as an admin would make it. */
export function createOptionGroup(app: FastifyInstance, options: OptionGroupOptions) {
  return app.db.transaction((tx) => {
    const group = tx
      .insert(optionGroups)
      .values({ name: options.name, minChoices: options.min ?? 0, maxChoices: options.max ?? 1 })
      .returning()
      .get();
    const choices = options.choices.map((choice, position) =>
      tx
        .insert(optionChoices)
        .values({
          groupId: group.id,
          name: choice.name,
          priceDeltaCents: Math.round((choice.price ?? 0) * 100),
          isDefault: choice.isDefault ?? false,
          available: choice.available ?? true,
          position,
        })
        .returning()
        .get(),
    );
    for (const dish of options.dishes ?? []) {
      const position = tx
        .select({ id: productOptionGroups.groupId })
        .from(productOptionGroups)
        .where(eq(productOptionGroups.productId, dish.id))
        .all().length;
      tx.insert(productOptionGroups).values({ productId: dish.id, groupId: group.id, position }).run();
    }
    return { ...group, choices };
  });
}

/** The road an order travels, so a factory order in any status has the history a real one would have. */
const PATH: OrderStatus[] = ['UNCONFIRMED', 'PROCESSING', 'PREPARING', 'COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/** The moves that brought an order to `status`, from its placing. */
function pathTo(status: OrderStatus): OrderStatus[] {
  if (status === 'CANCELLED') return ['UNCONFIRMED', 'CANCELLED'];
  if (status === 'DELIVERY_FAILED') return [...pathTo('OUT_FOR_DELIVERY'), 'DELIVERY_FAILED'];
  return PATH.slice(0, PATH.indexOf(status) + 1);
}

export interface OrderOptions {
  customerId: number;
  status: OrderStatus;
  lines: { product: { id: number; name: string; priceCents: number; imagePath: string }; quantity: number }[];
  paymentMethod?: 'CASH' | 'CARD';
  /** When the order was confirmed (and each later step taken); default now. */
  at?: number;
  /** The rider who took it, for an order out or delivered: kept on the order and on the move that gave it to them. */
  riderId?: number;
}

/** An order's events, oldest first: its moves as the order feed numbers them. */
export function orderEventsOf(app: FastifyInstance, orderId: number) {
  return app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id).all();
}

/** A valid body for POST /api/order/create: one portion of each dish, cash, to a house in F-8. */
export function orderRequest(...productIds: number[]) {
  return {
    latitude: 33.6844,
    longitude: 73.0479,
    address: 'House 12, Street 7, F-8/3',
    paymentMethod: 'CASH',
    lineItems: productIds.map((productId) => ({ productId, quantity: 1 })),
    sector: 'F-8',
  };
}

/** An order already in `status`, with its lines and order-event rows, as if people had moved it there. */
export function createOrder(app: FastifyInstance, options: OrderOptions) {
  const at = options.at ?? Date.now();
  return app.db.transaction((tx) => {
    const total = options.lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
    const order = tx
      .insert(orders)
      .values({
        customerId: options.customerId,
        status: options.status,
        paymentMethod: options.paymentMethod ?? 'CASH',
        address: 'House 7, Street 12, F-8/3',
        sector: 'F-8',
        latitude: 33.71,
        longitude: 73.03,
        totalCents: total,
        riderId:
          options.status === 'OUT_FOR_DELIVERY' || options.status === 'DELIVERED' ? (options.riderId ?? null) : null,
        createdAt: at,
        confirmedAt: options.status === 'UNCONFIRMED' ? null : at,
        updatedAt: at,
      })
      .returning()
      .get();
    for (const { product, quantity } of options.lines) {
      tx.insert(orderLines)
        .values({
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          imagePath: product.imagePath,
          unitPriceCents: product.priceCents,
          quantity,
        })
        .run();
    }
    const steps = pathTo(options.status);
    steps.forEach((to, i) =>
      recordEvent(app.db, {
        orderId: order.id,
        from: steps[i - 1] ?? null,
        to,
        actorId: null,
        riderId: to === 'OUT_FOR_DELIVERY' ? (options.riderId ?? null) : null,
        at,
      }),
    );
    return order;
  });
}

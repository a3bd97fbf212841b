/** Builds accounts directly in the database, so tests spend their time on the behaviour they check. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ingredients, productIngredients, products } from '../drizzle/schema.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createUserStore } from '../server/users/user-store.ts';
import type { Role } from '../shared/constants.ts';

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
        category: options.category ?? 'Mains',
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

/**
 * The admin's changes to the menu. Each runs in one transaction and tells open menus after it commits. Pictures are
 * written before the transaction (and removed again if it fails) and old ones are removed after it, only when no
 * product and no order line refers to them any more: past orders keep showing the picture they were placed with.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ingredients,
  optionGroups,
  orderLines,
  productIngredients,
  productOptionGroups,
  products,
} from '../../drizzle/schema.ts';
import type { Product } from '../../shared/menu.ts';
import type { ProductChanges, ProductInput } from '../../shared/products.ts';
import type { Tx } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { createMenuStore } from '../menu/menu-store.ts';
import { createImageFiles } from './image-files.ts';
import { detectImage } from './image-type.ts';
import { renderPicture } from './picture-renditions.ts';
import { categoryIdFor } from '../categories/category-store.ts';
import { toCents } from '../../shared/money.ts';

/** Links the product to its ingredients in order, adding ingredient names the kitchen has not seen before. */
function setIngredients(tx: Tx, productId: number, names: readonly string[]) {
  tx.delete(productIngredients).where(eq(productIngredients.productId, productId)).run();
  names.forEach((name, position) => {
    tx.insert(ingredients).values({ name }).onConflictDoNothing().run();
    const ingredient = tx.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.name, name)).get();
    if (!ingredient) throw new Error(`ingredient "${name}" vanished inside its transaction`);
    tx.insert(productIngredients).values({ productId, ingredientId: ingredient.id, position }).run();
  });
}

/** Offers the groups on the dish, in this order; a group that does not exist is a 400 naming it. */
function setOptionGroups(tx: Tx, productId: number, groupIds: readonly number[]) {
  tx.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId)).run();
  groupIds.forEach((groupId, position) => {
    if (!tx.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.id, groupId)).get())
      throw badRequest(`There is no option group ${groupId}.`, { fields: { optionGroupIds: 'Unknown option group.' } });
    tx.insert(productOptionGroups).values({ productId, groupId, position }).run();
  });
}

function liveProduct(tx: Tx, id: number) {
  const row = tx
    .select({ imagePath: products.imagePath })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .get();
  if (!row) throw notFound('No such product.');
  return row;
}

function isOrdered(tx: Tx, productId: number): boolean {
  return Boolean(tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, productId)).get());
}

/** The picture, when no product (deleted ones included) and no past order line shows it any more. */
function unusedImage(tx: Tx, imagePath: string): string | null {
  const byProduct = tx.select({ id: products.id }).from(products).where(eq(products.imagePath, imagePath)).get();
  const byLine = tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.imagePath, imagePath)).get();
  return byProduct || byLine ? null : imagePath;
}

export function createProductService(app: FastifyInstance, uploadsDir: string) {
  const menu = createMenuStore(app.db, app.publicUrl);
  const files = createImageFiles(uploadsDir, app.log);

  /** Checks the bytes before any decoder sees them, then stores the picture at the sizes the menu shows it. */
  async function saveImage(bytes: Buffer): Promise<string> {
    const check = detectImage(bytes);
    if (!check.ok) throw badRequest(check.problem, { fields: { image: check.problem } });
    return files.save(await renderPicture(bytes));
  }

  /** Runs the write; a picture saved for it is removed again when the write fails. */
  async function writeWithImage<T>(imagePath: string | null, write: (tx: Tx) => T): Promise<T> {
    try {
      return app.db.transaction(write);
    } catch (error) {
      if (imagePath) await files.remove(imagePath);
      throw error;
    }
  }

  return {
    async create(input: ProductInput, image: Buffer): Promise<Product> {
      const imagePath = await saveImage(image);
      const id = await writeWithImage(imagePath, (tx) => {
        const row = tx
          .insert(products)
          .values({
            name: input.name,
            categoryId: categoryIdFor(tx, input.category),
            priceCents: toCents(input.price),
            emotion: input.emotion,
            description: input.description,
            type: input.type,
            available: input.availability,
            imagePath,
            calories: input.calories,
            spiceLevel: input.spiceLevel,
            allergens: input.allergens,
            tags: input.tags,
          })
          .returning({ id: products.id })
          .get();
        setIngredients(tx, row.id, input.ingredients);
        setOptionGroups(tx, row.id, input.optionGroupIds);
        return row.id;
      });
      app.realtime.menuChanged();
      const product = menu.byId(id);
      if (!product) throw new Error(`product ${id} missing right after it was created`);
      return product;
    },

    /** Fields left undefined keep their value; `ingredients: []` clears the list. A new picture replaces the old one. */
    async update(id: number, changes: ProductChanges, image: Buffer | null): Promise<void> {
      const imagePath = image ? await saveImage(image) : null;
      const replaced = await writeWithImage(imagePath, (tx) => {
        const current = liveProduct(tx, id);
        const { price, availability, category, ingredients: _, optionGroupIds, ...same } = changes;
        // Only what was sent: Drizzle leaves a column whose value is undefined as it is.
        tx.update(products)
          .set({
            ...same,
            priceCents: price === undefined ? undefined : toCents(price),
            categoryId: category === undefined ? undefined : categoryIdFor(tx, category),
            available: availability,
            ...(imagePath ? { imagePath } : {}),
            updatedAt: Date.now(),
          })
          .where(eq(products.id, id))
          .run();
        if (changes.ingredients) setIngredients(tx, id, changes.ingredients);
        if (optionGroupIds) setOptionGroups(tx, id, optionGroupIds);
        return imagePath ? unusedImage(tx, current.imagePath) : null;
      });
      app.realtime.menuChanged();
      if (replaced) await files.remove(replaced);
    },

    /** Sold out or back on, and nothing else; the dish's name is returned for the kitchen's confirmation. */
    setAvailability(id: number, available: boolean): { productId: number; name: string; availability: boolean } {
      const name = app.db.transaction((tx) => {
        liveProduct(tx, id);
        const row = tx
          .update(products)
          .set({ available, updatedAt: Date.now() })
          .where(eq(products.id, id))
          .returning({ name: products.name })
          .get();
        if (!row) throw new Error(`product ${id} vanished inside its transaction`);
        return row.name;
      });
      app.realtime.menuChanged();
      return { productId: id, name, availability: available };
    },

    /**
     * A product nobody ordered is erased. One in past orders is only marked deleted: it leaves every menu, while
     * order history, which keeps its own copy of name, picture and price, stays whole.
     */
    async remove(id: number): Promise<void> {
      const erasedImage = app.db.transaction((tx) => {
        const current = liveProduct(tx, id);
        if (isOrdered(tx, id)) {
          const now = Date.now();
          tx.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id)).run();
          return null;
        }
        // Its ingredient links go with it (ON DELETE CASCADE).
        tx.delete(products).where(eq(products.id, id)).run();
        return unusedImage(tx, current.imagePath);
      });
      app.realtime.menuChanged();
      if (erasedImage) await files.remove(erasedImage);
    },
  };
}

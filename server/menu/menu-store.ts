/** Reads the menu: products that are not deleted, with their ingredients in order, as the API shows them. */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { ingredients, productIngredients, products } from '../../drizzle/schema.ts';
import type { Product } from '../../shared/menu.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import type { Db } from '../db/database.ts';

export const centsToPrice = (cents: number) => Math.round(cents) / 100;

export function createMenuStore(db: Db, publicUrl: string) {
  const productRows = db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.id)).prepare();
  const productRow = db
    .select()
    .from(products)
    .where(sql`${products.id} = ${sql.placeholder('id')} and ${products.deletedAt} is null`)
    .prepare();
  const ingredientRows = db
    .select({ productId: productIngredients.productId, id: ingredients.id, name: ingredients.name })
    .from(productIngredients)
    .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
    .orderBy(asc(productIngredients.productId), asc(productIngredients.position))
    .prepare();
  const ingredientRowsOf = db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(productIngredients)
    .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
    .where(eq(productIngredients.productId, sql.placeholder('id')))
    .orderBy(asc(productIngredients.position))
    .prepare();

  const toProduct = (row: typeof products.$inferSelect, rowIngredients: { id: number; name: string }[]): Product => ({
    id: row.id,
    name: row.name,
    category: row.category,
    price: centsToPrice(row.priceCents),
    emotion: row.emotion,
    description: row.description,
    ingredients: rowIngredients,
    availability: row.available,
    imageLink: pictureUrl(publicUrl, row.imagePath),
    type: row.type,
    calories: row.calories,
    spiceLevel: row.spiceLevel,
    allergens: row.allergens,
    tags: row.tags,
  });

  return {
    /** Every product that is not deleted; sold-out ones included, flagged by `availability`. */
    all(): Product[] {
      const byProduct = new Map<number, { id: number; name: string }[]>();
      for (const { productId, id, name } of ingredientRows.all()) {
        const list = byProduct.get(productId) ?? [];
        list.push({ id, name });
        byProduct.set(productId, list);
      }
      return productRows.all().map((row) => toProduct(row, byProduct.get(row.id) ?? []));
    },

    byId(id: number): Product | undefined {
      const row = productRow.get({ id });
      return row && toProduct(row, ingredientRowsOf.all({ id }));
    },
  };
}
export type MenuStore = ReturnType<typeof createMenuStore>;

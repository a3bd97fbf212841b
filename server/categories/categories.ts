/**
 * The administrator's categories: named once and picked from a list when a dish is added, so a typo no longer makes a
 * new one; renamed in one place; ordered as the menu shows them; removed once no dish on the menu is in them.
 */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, products } from '../../drizzle/schema.ts';
import type { Category } from '../../shared/categories.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { categoryIdFor, categoryNamed } from './category-store.ts';

export function createCategories(app: FastifyInstance) {
  const { db } = app;

  function existing(id: number) {
    const row = db.select().from(categories).where(eq(categories.id, id)).get();
    if (!row) throw notFound(`There is no category ${id}.`);
    return row;
  }

  return {
    /** Every category in menu order, with how many dishes on the menu are in it. */
    list(): Category[] {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          position: categories.position,
          dishes: sql<number>`count(${products.id})`.mapWith(Number),
        })
        .from(categories)
        .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.deletedAt)))
        .groupBy(categories.id)
        .orderBy(asc(categories.position), asc(categories.id))
        .all();
    },

    create(name: string): number {
      return db.transaction((tx) => {
        if (categoryNamed(tx, name)) throw conflict(`There is a category called "${name}" already.`);
        return categoryIdFor(tx, name);
      });
    },

    rename(id: number, name: string): void {
      db.transaction((tx) => {
        existing(id);
        const same = categoryNamed(tx, name);
        if (same && same.id !== id) throw conflict(`There is a category called "${name}" already.`);
        tx.update(categories).set({ name }).where(eq(categories.id, id)).run();
      });
    },

    /** `ids` names every category once, in the order the menu is to show them. */
    reorder(ids: readonly number[]): void {
      db.transaction((tx) => {
        const all = tx
          .select({ id: categories.id })
          .from(categories)
          .all()
          .map((row) => row.id);
        if (ids.length !== all.length || new Set(ids).size !== ids.length || !ids.every((id) => all.includes(id)))
          throw badRequest('Send every category once, in the order the menu should show them.', {
            fields: { ids: 'Every category once.' },
          });
        ids.forEach((id, position) => tx.update(categories).set({ position }).where(eq(categories.id, id)).run());
      });
    },

    /**
     * Removes a category no dish on the menu is in. Dishes taken off the menu earlier (kept for the order history)
     * move to the first other category: they show nowhere, and their orders keep their own copy of the dish.
     */
    remove(id: number): void {
      db.transaction((tx) => {
        existing(id);
        const live = tx
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.categoryId, id), isNull(products.deletedAt)))
          .get()!.n;
        if (live > 0)
          throw conflict(
            `${live} ${live === 1 ? 'dish is' : 'dishes are'} in this category. Move ${live === 1 ? 'it' : 'them'} to another category first.`,
          );
        const other = tx
          .select({ id: categories.id })
          .from(categories)
          .where(ne(categories.id, id))
          .orderBy(asc(categories.position))
          .get();
        const stillNamed = tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).get();
        if (stillNamed && !other)
          throw conflict('The last category cannot be removed while the order history names it.');
        if (other) tx.update(products).set({ categoryId: other.id }).where(eq(products.categoryId, id)).run();
        tx.delete(categories).where(eq(categories.id, id)).run();
      });
    },
  };
}

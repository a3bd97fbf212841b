/** The menu's categories: found by name whatever its case, and made (last on the menu) when a name is new. */
import { eq, max, sql } from 'drizzle-orm';
import { categories } from '../../drizzle/schema.ts';
import type { Writer } from '../db/database.ts';

/** The category of that name, "desserts" finding "Desserts"; undefined when there is none. */
export function categoryNamed(tx: Writer, name: string) {
  return tx
    .select()
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.trim().toLowerCase()))
    .get();
}

/**
 * The id of the category of that name, made last on the menu when there is none yet. The admin's own form picks
 * from the list; the spec's original client has a text field, which must go on working.
 */
export function categoryIdFor(tx: Writer, name: string): number {
  const found = categoryNamed(tx, name);
  if (found) return found.id;
  const last =
    tx
      .select({ position: max(categories.position) })
      .from(categories)
      .get()?.position ?? -1;
  return tx
    .insert(categories)
    .values({ name: name.trim(), position: last + 1 })
    .returning({ id: categories.id })
    .get().id;
}

/**
 * Reads the menu: products that are not deleted, with their category's name, their ingredients in order and their
 * option groups with their choices, as the API shows them.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import {
  categories,
  ingredients,
  optionChoices,
  optionGroups,
  productIngredients,
  productOptionGroups,
  products,
} from '../../drizzle/schema.ts';
import type { Product } from '../../shared/menu.ts';
import type { OptionGroup } from '../../shared/options.ts';
import { pictureUrl } from '../../shared/product-pictures.ts';
import type { Db } from '../db/database.ts';

export const centsToPrice = (cents: number) => Math.round(cents) / 100;

type ProductRow = typeof products.$inferSelect & { category: string };

/** Adds `item` to the list kept under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key) ?? [];
  list.push(item);
  map.set(key, list);
}

export function createMenuStore(db: Db, publicUrl: string) {
  const p = sql.placeholder;
  const withCategory = () =>
    db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
  const productRows = withCategory().where(isNull(products.deletedAt)).orderBy(asc(products.id)).prepare();
  const productRow = withCategory()
    .where(sql`${products.id} = ${p('id')} and ${products.deletedAt} is null`)
    .prepare();
  const ingredientQuery = () =>
    db
      .select({ productId: productIngredients.productId, id: ingredients.id, name: ingredients.name })
      .from(productIngredients)
      .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
      .orderBy(asc(productIngredients.productId), asc(productIngredients.position));
  const ingredientRows = ingredientQuery().prepare();
  const ingredientRowsOf = ingredientQuery()
    .where(eq(productIngredients.productId, p('id')))
    .prepare();
  const groupQuery = () =>
    db
      .select({ productId: productOptionGroups.productId, group: optionGroups })
      .from(productOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
      .orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position));
  const groupRows = groupQuery().prepare();
  const groupRowsOf = groupQuery()
    .where(eq(productOptionGroups.productId, p('id')))
    .prepare();
  const choiceRows = db
    .select()
    .from(optionChoices)
    .orderBy(asc(optionChoices.groupId), asc(optionChoices.position))
    .prepare();
  const choiceRowsOf = db
    .select({ choice: optionChoices })
    .from(optionChoices)
    .innerJoin(productOptionGroups, eq(productOptionGroups.groupId, optionChoices.groupId))
    .where(eq(productOptionGroups.productId, p('id')))
    .orderBy(asc(optionChoices.groupId), asc(optionChoices.position))
    .prepare();

  /** Option groups by product, each with its choices, from the rows of both. */
  function groupsByProduct(
    groups: { productId: number; group: typeof optionGroups.$inferSelect }[],
    choices: (typeof optionChoices.$inferSelect)[],
  ): Map<number, OptionGroup[]> {
    const choicesOf = new Map<number, OptionGroup['choices']>();
    for (const choice of choices)
      push(choicesOf, choice.groupId, {
        id: choice.id,
        name: choice.name,
        price: centsToPrice(choice.priceDeltaCents),
        availability: choice.available,
        isDefault: choice.isDefault,
      });
    const byProduct = new Map<number, OptionGroup[]>();
    for (const { productId, group } of groups)
      push(byProduct, productId, {
        id: group.id,
        name: group.name,
        min: group.minChoices,
        max: group.maxChoices,
        choices: choicesOf.get(group.id) ?? [],
      });
    return byProduct;
  }

  const toProduct = (
    row: ProductRow,
    rowIngredients: { id: number; name: string }[],
    rowGroups: OptionGroup[],
  ): Product => ({
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
    optionGroups: rowGroups,
  });

  return {
    /** Every product that is not deleted; sold-out ones included, flagged by `availability`. */
    all(): Product[] {
      const byProduct = new Map<number, { id: number; name: string }[]>();
      for (const { productId, id, name } of ingredientRows.all()) push(byProduct, productId, { id, name });
      const groups = groupsByProduct(groupRows.all(), choiceRows.all());
      return productRows
        .all()
        .map(({ product, category }) =>
          toProduct({ ...product, category }, byProduct.get(product.id) ?? [], groups.get(product.id) ?? []),
        );
    },

    /** The option groups a dish offers, with their choices: what an order line is checked and priced against. */
    optionGroupsOf(id: number): OptionGroup[] {
      return (
        groupsByProduct(
          groupRowsOf.all({ id }),
          choiceRowsOf.all({ id }).map((row) => row.choice),
        ).get(id) ?? []
      );
    },

    byId(id: number): Product | undefined {
      const row = productRow.get({ id });
      if (!row) return undefined;
      const rowIngredients = ingredientRowsOf
        .all({ id })
        .map(({ id: ingredientId, name }) => ({ id: ingredientId, name }));
      const groups = groupsByProduct(
        groupRowsOf.all({ id }),
        choiceRowsOf.all({ id }).map((r) => r.choice),
      );
      return toProduct({ ...row.product, category: row.category }, rowIngredients, groups.get(id) ?? []);
    },
  };
}
export type MenuStore = ReturnType<typeof createMenuStore>;

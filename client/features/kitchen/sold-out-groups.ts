/**
 * How the kitchen's "Sold out" sheet lays out the menu: what is sold out now first, then each category's available
 * dishes in the menu's category order, then the available choices. Pure, so the order is tested without a browser.
 */
import type { Category } from '../../../shared/categories.ts';
import type { Product } from '../../../shared/menu.ts';
import { matchesSearch } from '../products/product-search.ts';

/** A choice the kitchen can sell out, once however many dishes offer its group, with those dishes named. */
export interface KitchenChoice {
  id: number;
  name: string;
  group: string;
  availability: boolean;
  dishes: string[];
}

export type SoldOutItem =
  | { kind: 'dish'; key: `dish-${number}`; product: Product }
  | { kind: 'choice'; key: `choice-${number}`; choice: KitchenChoice };

export interface SoldOutGroup {
  /** Stable across renders: "sold-out", "category:<folded name>" or "choices". */
  key: string;
  heading: string;
  items: SoldOutItem[];
}

export const SOLD_OUT_NOW = 'Sold out now';
/** The key of the "Sold out now" group, which is always first when there is one. */
export const SOLD_OUT_GROUP_KEY = 'sold-out';
export const CHOICES = 'Choices';
const NO_CATEGORY = 'Other';

/** What the grouping needs of a category: its name and where the menu shows it. */
export type CategoryOrder = Pick<Category, 'name' | 'position'>;

const folded = (name: string) => name.trim().toLowerCase();
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const dishItem = (product: Product): SoldOutItem => ({ kind: 'dish', key: `dish-${product.id}`, product });
const choiceItem = (choice: KitchenChoice): SoldOutItem => ({ kind: 'choice', key: `choice-${choice.id}`, choice });

/**
 * The sheet's groups, empty ones left out:
 * 1. "Sold out now": every sold-out dish (by name), then every sold-out choice (by group, then name);
 * 2. one group per category, headed by its name, in the menu's order (`categories` by position; a category the list
 *    does not know, or every category when the list is not loaded, follows in the order the menu first lists it),
 *    with its available dishes by name;
 * 3. "Choices": the available choices, by group and then name.
 *
 * Within a group rows are alphabetical and nothing else, so a list the cook is scanning does not reshuffle. `search`
 * narrows every group: dishes by name, category or ingredient; choices by name, group or a dish offering them.
 */
export function groupForSoldOutSheet(
  products: readonly Product[],
  categories: readonly CategoryOrder[] | null,
  search = '',
): SoldOutGroup[] {
  const dishes = products.filter((product) => matchesSearch(product, search)).sort(byName);
  const choices = choicesOf(products, search);

  const soldOut: SoldOutItem[] = [
    ...dishes.filter((product) => !product.availability).map(dishItem),
    ...choices.filter((choice) => !choice.availability).map(choiceItem),
  ];

  // The menu's categories first, in its order; then any other, as the menu first lists it.
  const byCategory = new Map<string, { heading: string; items: SoldOutItem[] }>();
  for (const category of [...(categories ?? [])].sort((a, b) => a.position - b.position)) {
    const key = folded(category.name);
    if (!byCategory.has(key)) byCategory.set(key, { heading: category.name.trim(), items: [] });
  }
  for (const product of products) {
    const name = product.category.trim() || NO_CATEGORY;
    if (!byCategory.has(folded(name))) byCategory.set(folded(name), { heading: name, items: [] });
  }
  for (const product of dishes) {
    if (product.availability)
      byCategory.get(folded(product.category.trim() || NO_CATEGORY))?.items.push(dishItem(product));
  }

  const available = choices.filter((choice) => choice.availability).map(choiceItem);
  return [
    { key: SOLD_OUT_GROUP_KEY, heading: SOLD_OUT_NOW, items: soldOut },
    ...[...byCategory].map(([key, group]) => ({ key: `category:${key}`, ...group })),
    { key: 'choices', heading: CHOICES, items: available },
  ].filter((group) => group.items.length > 0);
}

/** The menu's choices matching the search (by choice, group or dish), by group and then by name. */
export function choicesOf(products: readonly Product[], search: string): KitchenChoice[] {
  const needle = search.trim().toLowerCase();
  const byId = new Map<number, KitchenChoice>();
  for (const product of products)
    for (const group of product.optionGroups)
      for (const choice of group.choices) {
        const known = byId.get(choice.id);
        if (known) known.dishes.push(product.name);
        else
          byId.set(choice.id, {
            id: choice.id,
            name: choice.name,
            group: group.name,
            availability: choice.availability,
            dishes: [product.name],
          });
      }
  return [...byId.values()]
    .filter(
      (choice) => !needle || [choice.name, choice.group, ...choice.dishes].join(' ').toLowerCase().includes(needle),
    )
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

/** The admin's product list: which dishes a search finds, and how they group under the menu's categories. */
import type { Product } from '../../../shared/menu.ts';
import { groupByCategory as groupAsOnTheMenu } from '../menu/menu-categories.ts';

export interface CategoryGroup {
  category: string;
  products: Product[];
}

/** Case and accents set aside, so "creme" finds "Crème brûlée" and a phone's capital first letter finds "rice". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Whether a dish answers the search: every word typed appears in its name, its category or one of its ingredients,
 * so "paneer tikka" and "tikka curries" both narrow down. An empty search finds everything.
 */
export function matchesSearch(product: Product, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const haystack = [product.name, product.category, ...product.ingredients.map(({ name }) => name)].map(folded);
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/** The dishes under the menu's categories (grouped as the menu groups them), both alphabetical, as an admin scans. */
export function groupByCategory(products: readonly Product[]): CategoryGroup[] {
  return groupAsOnTheMenu(products)
    .map(({ name, products: members }) => ({
      category: name,
      products: [...members].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

import type { Product } from '../../../shared/menu.ts';

export interface MenuCategory {
  name: string;
  /** The section's element id, for the category bar's jump links. */
  anchor: string;
  products: readonly Product[];
}

/**
 * The dishes grouped by their category, the categories in the order the menu first lists them. Categories typed
 * with other case or spacing ("desi ", "Desi") are one, named as first written.
 */
export function groupByCategory(products: readonly Product[]): MenuCategory[] {
  const groups = new Map<string, { name: string; products: Product[] }>();
  for (const product of products) {
    const name = product.category.trim() || 'Other';
    const key = name.toLowerCase();
    const group = groups.get(key);
    if (group) group.products.push(product);
    else groups.set(key, { name, products: [product] });
  }
  const taken = new Set<string>();
  return [...groups.values()].map(({ name, products }) => ({ name, anchor: uniqueAnchor(name, taken), products }));
}

/** "Rice & Biryani" → "menu-rice-biryani"; names that reduce to the same id get a number. */
function uniqueAnchor(name: string, taken: Set<string>): string {
  const base = `menu-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'dishes'
  }`;
  let anchor = base;
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

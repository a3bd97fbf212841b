import { MEAL_TAGS, type MealTag } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';

export type MealFilter = 'all' | MealTag;

export const MEAL_FILTERS: readonly { value: MealFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...MEAL_TAGS.map((tag) => ({ value: tag, label: tag.charAt(0).toUpperCase() + tag.slice(1) })),
];

/** The dishes of one meal time, by the products' tags (breakfast, lunch, dinner); `all` keeps everything. */
export function filterByMeal(products: readonly Product[], filter: MealFilter): readonly Product[] {
  if (filter === 'all') return products;
  return products.filter((product) => product.tags.some((tag) => tag.toLowerCase() === filter));
}

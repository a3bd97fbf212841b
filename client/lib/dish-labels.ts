/** How a dish's diet and heat read on every screen, written as they are said: "Not spicy", not CSS-capitalised. */
import type { Product } from '../../shared/menu.ts';

export const DIET_LABELS: Record<Product['type'], string> = {
  veg: 'Vegetarian',
  vegan: 'Vegan',
  'non-veg': 'Non-vegetarian',
};

/** By spice level, 0 to 3. */
export const SPICE_LABELS = ['Not spicy', 'Mild', 'Spicy', 'Very spicy'] as const;

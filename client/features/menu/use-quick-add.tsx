import { useState, type ReactNode } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { isRequired } from '../../../shared/options.ts';
import { itemOf } from '../cart/cart-state.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { DishChooser } from './dish-chooser.tsx';

/**
 * The "Add" of a dish seen in a list (the menu, the assistant's answers): a dish with a required choice opens the
 * chooser; any other goes in the cart at once, with its groups' defaults. Render `chooser` where the list is.
 */
export function useQuickAdd(): { add: (product: Product) => void; chooser: ReactNode } {
  const addToCart = useAddToCart();
  const [choosing, setChoosing] = useState<Product | null>(null);
  const add = (product: Product) => {
    if (product.optionGroups.some(isRequired)) setChoosing(product);
    else addToCart(itemOf(product), { announce: true });
  };
  const chooser = choosing && <DishChooser product={choosing} onClose={() => setChoosing(null)} />;
  return { add, chooser };
}

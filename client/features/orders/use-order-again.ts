import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { PastOrder } from '../../../shared/orders.ts';
import { cartPopupOpenAtom } from '../cart/cart-popup-state.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { loadMenuAtom } from '../menu/menu-state.ts';

/**
 * "Order again": puts the dishes of a past order that are still on the menu and available back in the cart (at
 * today's prices), names the ones that are not, and opens the cart.
 */
export function useOrderAgain() {
  const store = useStore();
  const loadMenu = useSetAtom(loadMenuAtom);
  const addToCart = useAddToCart();

  return useCallback(
    async (order: PastOrder): Promise<void> => {
      const menu = await loadMenu({ ifStale: true });
      if (!menu) {
        toast.error("We couldn't load the menu, so nothing was added. Please try again.");
        return;
      }
      const byId = new Map(menu.map((product) => [product.id, product]));
      const added: string[] = [];
      const missing: string[] = [];
      for (const item of order.order_items) {
        const product = byId.get(item.productId);
        if (!product || !product.availability) {
          missing.push(item.productName);
          continue;
        }
        if (addToCart(product, { quantity: item.quantity }) > 0) added.push(product.name);
      }
      if (added.length > 0) {
        toast.success(`Added to your cart: ${added.join(', ')}.`);
        store.set(cartPopupOpenAtom, true);
      }
      if (missing.length > 0) {
        const list = missing.join(', ');
        toast.warning(
          added.length > 0 ? `Not available now: ${list}.` : `None of these dishes are available now: ${list}.`,
        );
      }
    },
    [store, loadMenu, addToCart],
  );
}

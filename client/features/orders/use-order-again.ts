import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { PastOrder } from '../../../shared/orders.ts';
import { cartPopupOpenAtom } from '../cart/cart-popup-state.ts';
import { cartDispatchAtom } from '../cart/cart-state.ts';
import { loadMenuAtom } from '../menu/menu-state.ts';

/**
 * "Order again": puts the dishes of a past order that are still on the menu and available back in the cart, each
 * with its choices and note (at today's prices), and opens the cart. A dish no longer available is named; so is a
 * choice the menu no longer offers, and the cart then asks for that line to be chosen again where it needs it.
 */
export function useOrderAgain() {
  const store = useStore();
  const loadMenu = useSetAtom(loadMenuAtom);

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
      const lostChoices: string[] = [];
      for (const item of order.order_items) {
        const product = byId.get(item.productId);
        if (!product || !product.availability) {
          missing.push(item.productName);
          continue;
        }
        const offered = new Set(product.optionGroups.flatMap((group) => group.choices.map((choice) => choice.id)));
        const kept = item.options.flatMap((option) =>
          option.choiceId !== null && offered.has(option.choiceId) ? [option.choiceId] : [],
        );
        for (const option of item.options)
          if (option.choiceId === null || !offered.has(option.choiceId))
            lostChoices.push(`${option.choice} (${product.name})`);
        store.set(cartDispatchAtom, {
          type: 'add',
          item: { product, choices: kept, note: item.note },
          quantity: item.quantity,
        });
        added.push(product.name);
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
      if (lostChoices.length > 0) toast.warning(`No longer offered: ${lostChoices.join(', ')}.`);
    },
    [store, loadMenu],
  );
}

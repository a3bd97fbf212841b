import { useStore } from 'jotai';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { choiceProblems } from '../../../shared/options.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { cartDispatchAtom, lineKey, orderDraftAtom, type CartItem } from './cart-state.ts';

export const LINE_LIMIT_MESSAGE = `You can order at most ${MAX_LINE_QUANTITY} of one dish.`;

/** "Chicken Biryani added to cart!", "2 × Chicken Biryani and 2 × Mint Margarita added to cart!" */
export function addedMessage(lines: readonly { name: string; quantity: number }[]): string {
  const named = lines.map(({ name, quantity }) => (quantity > 1 ? `${quantity} × ${name}` : name));
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  return `${list} added to cart!`;
}

/**
 * Adds a dish with its choices and note to the cart: `quantity` of it (default 1), capped at MAX_LINE_QUANTITY per
 * line. Choices the dish does not allow, or a sold-out dish or choice, are said in a toast and add nothing. With
 * `announce` it shows "{name} added to cart!", with the quantity when more than one (spec point 2, product cards).
 * Returns how many were really added.
 */
export function useAddToCart() {
  const store = useStore();
  return useCallback(
    (item: CartItem & { product: Product }, options: { quantity?: number; announce?: boolean } = {}): number => {
      const { product } = item;
      const wanted = options.quantity ?? 1;
      if (!product.availability) {
        toast.error(`${product.name} is sold out.`);
        return 0;
      }
      const [problem] = choiceProblems(product, item.choices);
      if (problem) {
        toast.error(problem.message);
        return 0;
      }
      const key = lineKey(product.id, item.choices, item.note);
      const inCart = store.get(orderDraftAtom).items.find((line) => line.key === key)?.quantity ?? 0;
      const added = Math.max(0, Math.min(wanted, MAX_LINE_QUANTITY - inCart));
      if (added === 0) {
        toast.warning(LINE_LIMIT_MESSAGE);
        return 0;
      }
      store.set(cartDispatchAtom, { type: 'add', item, quantity: added });
      if (added < wanted) toast.warning(LINE_LIMIT_MESSAGE);
      if (options.announce) toast.success(addedMessage([{ name: product.name, quantity: added }]));
      return added;
    },
    [store],
  );
}

import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { isRequired } from '../../../shared/options.ts';
import { itemOf } from '../cart/cart-state.ts';
import { addedMessage, useAddToCart } from '../cart/use-add-to-cart.ts';
import { DishChooser } from './dish-chooser.tsx';

/** A dish to add from a list, and how many of it (the assistant's "for two" makes two). */
export interface QuickPick {
  product: Product;
  quantity: number;
  /** What its chooser starts from instead of the dish's defaults (the choices an offered price was made of). */
  choices?: readonly number[] | undefined;
}

type Added = { name: string; quantity: number };

/** The picks that go in at once, and the rest from the first that needs the customer's choice. */
export function untilChoice(picks: readonly QuickPick[]): { ready: QuickPick[]; waiting: QuickPick[] } {
  const stop = picks.findIndex((pick) => pick.product.optionGroups.some(isRequired));
  return stop === -1 ? { ready: [...picks], waiting: [] } : { ready: picks.slice(0, stop), waiting: picks.slice(stop) };
}

/**
 * The "Add" of a dish seen in a list (the menu, the assistant's answers), and the assistant's "Add all": a dish with
 * a required choice opens the chooser; any other goes in the cart at once, with its groups' defaults. Render
 * `chooser` where the list is.
 *
 * "Add all" goes through the dishes in order, each chooser waiting for the customer while the dishes after it wait
 * too, so the cart's lines come in the order of the courses. Closing a chooser without adding skips that dish only:
 * the customer asked for all of them, and the ones already in stay in. One toast at the end says what went in.
 */
export function useQuickAdd(): {
  add: (product: Product, quantity?: number) => void;
  addAll: (picks: readonly QuickPick[]) => void;
  chooser: ReactNode;
} {
  const addToCart = useAddToCart();
  const [choosing, setChoosing] = useState<{ waiting: QuickPick[]; added: readonly Added[] } | null>(null);

  function addInTurn(picks: readonly QuickPick[], before: readonly Added[]) {
    const { ready, waiting } = untilChoice(picks);
    const added = [...before];
    for (const { product, quantity } of ready) {
      const count = addToCart(itemOf(product), { quantity });
      if (count > 0) added.push({ name: product.name, quantity: count });
    }
    setChoosing(waiting.length > 0 ? { waiting, added } : null);
    if (waiting.length === 0 && added.length > 0) toast.success(addedMessage(added));
  }

  const [current, ...after] = choosing?.waiting ?? [];
  const chooser = choosing && current && (
    <DishChooser
      // A new chooser for each dish: its choices start from that dish's own.
      key={choosing.waiting.length}
      product={current.product}
      quantity={current.quantity}
      choices={current.choices}
      onClose={(count) =>
        addInTurn(
          after,
          count > 0 ? [...choosing.added, { name: current.product.name, quantity: count }] : choosing.added,
        )
      }
    />
  );
  return {
    add: (product, quantity = 1) => addInTurn([{ product, quantity }], []),
    addAll: (picks) => addInTurn(picks, []),
    chooser,
  };
}

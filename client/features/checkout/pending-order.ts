import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { cartDispatchAtom } from '../cart/cart-state.ts';

/**
 * The order placed at checkout and waiting for its code. Kept in sessionStorage so a reload of /checkout (or a look
 * at the menu) comes back to the code for the same order; cleared once it is confirmed or abandoned.
 */
export interface PendingOrder {
  ownerId: number;
  orderId: number;
  total: number;
  /** What the server said when it placed the order (where the code went). */
  message: string;
}

export const pendingOrderAtom = atomWithStorage<PendingOrder | null>(
  'forkcast.pendingOrder',
  null,
  createJSONStorage<PendingOrder | null>(() => sessionStorage),
  { getOnInit: true },
);

/**
 * The order this tab placed was confirmed by the mail's button, opened in this tab: the checkout is done with it,
 * and with the cart it was placed from. Any other order leaves both alone.
 */
export const settleConfirmedOrderAtom = atom(null, (get, set, orderId: number) => {
  if (get(pendingOrderAtom)?.orderId !== orderId) return;
  set(pendingOrderAtom, null);
  set(cartDispatchAtom, { type: 'reset' });
});

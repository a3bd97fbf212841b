import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The order placed at step 3 and waiting for its code at step 4. Kept in sessionStorage so a reload of /checkout
 * (or a look at the menu) comes back to step 4 for the same order; cleared once it is confirmed or abandoned.
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

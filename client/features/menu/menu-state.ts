/**
 * The menu as last loaded, shared by the home grid, the cart (which re-prices its lines from it) and "Order again".
 * One request at a time: callers asking while a load is under way share it.
 */
import { atom, useAtomValue, useSetAtom, type Getter, type Setter } from 'jotai';
import { startTransition, useCallback, useEffect } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { serverError } from '../../lib/api.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { fetchMenu } from './menu-api.ts';

export type MenuState =
  | { status: 'idle' }
  | { status: 'loading'; products: readonly Product[] | null }
  | { status: 'ready'; products: readonly Product[]; loadedAt: number }
  | { status: 'error'; products: readonly Product[] | null; message: string };

/** A menu younger than this is reused as is by pages that only need it to exist (the cart, Order again). */
const FRESH_FOR_MS = 60_000;
const LOAD_FAILED_MESSAGE = "We couldn't load the menu.";

export const menuStateAtom = atom<MenuState>({ status: 'idle' });

/** The products when known (possibly from an earlier load while a new one runs), else null. */
export const menuProductsAtom = atom((get) => {
  const state = get(menuStateAtom);
  return state.status === 'idle' ? null : state.products;
});

let inFlight: Promise<readonly Product[] | null> | null = null;
/** The menu changed while a load was under way, which may have read it before the change: read it once more. */
let readAgain = false;

function startLoad(get: Getter, set: Setter): Promise<readonly Product[] | null> {
  const state = get(menuStateAtom);
  const previous = state.status === 'idle' ? null : state.products;
  set(menuStateAtom, { status: 'loading', products: previous });
  inFlight = fetchMenu()
    .then((products) => {
      // Rendering thirty-odd dishes is long work: as a transition React does it in slices, and a tap still answers.
      startTransition(() => set(menuStateAtom, { status: 'ready', products, loadedAt: Date.now() }));
      return products;
    })
    .catch(async (error: unknown) => {
      // An unreachable server was already reported by lib/api.ts; the page shows its own error state either way.
      const problem = await serverError(error);
      set(menuStateAtom, {
        status: 'error',
        products: previous,
        message: problem ? `${LOAD_FAILED_MESSAGE} ${problem.message}` : LOAD_FAILED_MESSAGE,
      });
      return null;
    })
    .finally(() => {
      inFlight = null;
      if (readAgain) {
        readAgain = false;
        void startLoad(get, set);
      }
    });
  return inFlight;
}

/**
 * Loads the menu (or joins the load under way). Resolves to the products, or null when the load failed.
 * `changed`: the server said the menu changed, so a load under way is followed by a fresh one.
 */
export const loadMenuAtom = atom(null, (get, set, options?: { ifStale?: boolean; changed?: boolean }) => {
  const state = get(menuStateAtom);
  if (options?.ifStale && state.status === 'ready' && Date.now() - state.loadedAt < FRESH_FOR_MS) {
    return Promise.resolve(state.products);
  }
  if (inFlight) {
    if (options?.changed) readAgain = true;
    return inFlight;
  }
  return startLoad(get, set);
});

/**
 * The menu state, loading it when the component mounts: always afresh for `fresh`, otherwise only when the menu
 * is missing or older than a minute. `reload` is for a Retry button.
 */
export function useMenu({ fresh }: { fresh: boolean }) {
  const state = useAtomValue(menuStateAtom);
  const load = useSetAtom(loadMenuAtom);

  useEffect(() => {
    void load({ ifStale: !fresh });
  }, [load, fresh]);

  const reload = useCallback(() => load(), [load]);
  return { state, reload };
}

/**
 * The menu, loaded afresh on mount and again whenever it changes (a dish added, edited, sold out or removed).
 * `refresh` is for a page that has just changed the menu itself.
 */
export function useLiveMenu() {
  const menu = useMenu({ fresh: true });
  const load = useSetAtom(loadMenuAtom);
  const refresh = useCallback(() => load({ changed: true }), [load]);
  useLiveSignal('menu.changed', () => void refresh());
  return { ...menu, refresh };
}

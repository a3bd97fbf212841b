/**
 * The order draft (spec points 3 and 4): the cart's lines and the delivery and payment choices made at checkout.
 * Kept in localStorage (atomWithStorage) so a reload or a second tab keeps the cart, and tied to the customer who
 * filled it so another account on the same browser starts with an empty cart. Totals are derived, never stored.
 */
import { atom } from 'jotai';
import { atomWithStorage, type createJSONStorage } from 'jotai/utils';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { sessionAtom } from '../auth/session.ts';
import { menuProductsAtom } from '../menu/menu-state.ts';
import { cartPopupOpenAtom } from './cart-popup-state.ts';

/** One line of the cart (spec point 3: id, name, price, quantity, imageLink); the price is the last one seen. */
export interface CartLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
  imageLink: string;
}

export interface OrderDraft {
  /** The lines in the order they were first added. */
  items: CartLine[];
  paymentMethod: PaymentMethod | null;
  address: string;
  sector: string;
  /** The delivery point chosen on the map; null until one is chosen. */
  latitude: number | null;
  longitude: number | null;
}

export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'imageLink'>;

export type CartAction =
  | { type: 'add'; product: CartProduct }
  | { type: 'remove'; id: number }
  | { type: 'increase'; id: number }
  | { type: 'decrease'; id: number }
  | { type: 'addMany'; product: CartProduct; quantity: number }
  | { type: 'togglePopup' }
  | { type: 'setPaymentMethod'; paymentMethod: PaymentMethod | null }
  | { type: 'setAddress'; address: string }
  | { type: 'setSector'; sector: string }
  | { type: 'setCoordinates'; latitude: number; longitude: number }
  | { type: 'clear' }
  /** Undoes a clear: puts back the lines as they were. */
  | { type: 'restore'; items: readonly CartLine[] }
  | { type: 'reset' };

export const EMPTY_DRAFT: OrderDraft = {
  items: [],
  paymentMethod: null,
  address: '',
  sector: '',
  latitude: null,
  longitude: null,
};

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));

function addQuantity(draft: OrderDraft, product: CartProduct, quantity: number): OrderDraft {
  if (!(quantity > 0)) return draft;
  const existing = draft.items.find((line) => line.id === product.id);
  const fresh = { name: product.name, price: product.price, imageLink: product.imageLink };
  const items = existing
    ? draft.items.map((line) =>
        line.id === product.id ? { ...line, ...fresh, quantity: clampQuantity(line.quantity + quantity) } : line,
      )
    : [...draft.items, { id: product.id, ...fresh, quantity: clampQuantity(quantity) }];
  return { ...draft, items };
}

function changeQuantity(draft: OrderDraft, id: number, delta: number): OrderDraft {
  return {
    ...draft,
    items: draft.items
      .map((line) => (line.id === id ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line))
      .filter((line) => line.quantity > 0),
  };
}

/**
 * The cleared lines back in their order and quantities. Anything added since (from another tab, say) stays after
 * them; the same dish added again adds to its restored line.
 */
function restoreLines(draft: OrderDraft, items: readonly CartLine[]): OrderDraft {
  const restored = { ...draft, items: items.map((line) => ({ ...line })) };
  return draft.items.reduce((next, line) => addQuantity(next, line, line.quantity), restored);
}

/** Every cart transition of spec point 4 except the popup toggle, which lives outside the stored draft. */
export function cartReducer(draft: OrderDraft, action: CartAction): OrderDraft {
  switch (action.type) {
    case 'add':
      return addQuantity(draft, action.product, 1);
    case 'addMany':
      return addQuantity(draft, action.product, action.quantity);
    case 'remove':
      return { ...draft, items: draft.items.filter((line) => line.id !== action.id) };
    case 'increase':
      return changeQuantity(draft, action.id, 1);
    case 'decrease':
      return changeQuantity(draft, action.id, -1);
    case 'setPaymentMethod':
      return { ...draft, paymentMethod: action.paymentMethod };
    case 'setAddress':
      return { ...draft, address: action.address };
    case 'setSector':
      return { ...draft, sector: action.sector };
    case 'setCoordinates':
      return { ...draft, latitude: action.latitude, longitude: action.longitude };
    case 'clear':
      // Unlike the spec's no-op, this really empties the cart; delivery choices stay for the next order.
      return { ...draft, items: [] };
    case 'restore':
      return restoreLines(draft, action.items);
    case 'reset':
      return EMPTY_DRAFT;
    case 'togglePopup':
      return draft;
  }
}

// ---- Storage ----

const cartLineSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  imageLink: z.string(),
});

const storedCartSchema = z.object({
  ownerId: z.number().int().nullable(),
  draft: z.object({
    items: z.array(cartLineSchema),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    address: z.string(),
    sector: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
});
type StoredCart = z.infer<typeof storedCartSchema>;

const STORAGE_KEY = 'forkcast.cart';
const EMPTY_STORED: StoredCart = { ownerId: null, draft: EMPTY_DRAFT };

function readStored(raw: string | null, initial: StoredCart): StoredCart {
  if (raw === null) return initial;
  try {
    // Whatever is in storage was written by an older version or by hand: use it only if it still fits.
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : initial;
  } catch {
    return initial;
  }
}

/** jotai's synchronous storage interface (the last createJSONStorage overload returns it). */
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

const cartStorage: SyncStorage<StoredCart> = {
  getItem: (key, initial) => {
    try {
      return readStored(localStorage.getItem(key), initial);
    } catch {
      return initial; // Storage blocked by the browser: the cart lives in memory for this visit.
    }
  },
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage: the in-memory cart still works.
    }
  },
  removeItem: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  // Another tab changed the cart: follow it.
  subscribe: (key, callback, initial) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) callback(readStored(event.newValue, initial));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

const storedCartAtom = atomWithStorage<StoredCart>(STORAGE_KEY, EMPTY_STORED, cartStorage, { getOnInit: true });

const currentUserIdAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signed-in' ? session.user.id : null;
});

/** The signed-in customer's draft; empty when the stored one belongs to someone else. */
export const orderDraftAtom = atom((get) => {
  const stored = get(storedCartAtom);
  return stored.ownerId === get(currentUserIdAtom) ? stored.draft : EMPTY_DRAFT;
});

/** Applies one cart transition. Toggle and reset also open or close the cart popup (the draft's showPopup). */
export const cartDispatchAtom = atom(null, (get, set, action: CartAction) => {
  if (action.type === 'togglePopup') {
    set(cartPopupOpenAtom, !get(cartPopupOpenAtom));
    return;
  }
  if (action.type === 'reset') set(cartPopupOpenAtom, false);
  const next = cartReducer(get(orderDraftAtom), action);
  set(storedCartAtom, { ownerId: get(currentUserIdAtom), draft: next });
});

// ---- Derived views ----

/**
 * How a line stands against the menu last loaded: orderable (`ok`), `sold-out`, `gone` from the menu, or
 * `unchecked` while no menu has loaded yet (then the stored price is shown and the server prices the order).
 */
export type LineStatus = 'ok' | 'sold-out' | 'gone' | 'unchecked';

export interface PricedLine extends CartLine {
  status: LineStatus;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The lines that can be ordered now: everything except sold-out and vanished dishes. */
  orderable: PricedLine[];
  /**
   * Sold-out lines. They are still sent with the order, which the server refuses naming them until they are removed
   * or the kitchen has the dish again: the server, not a menu loaded a moment ago, decides.
   */
  soldOut: PricedLine[];
  /** Dishes no longer on the menu: left out of an order. */
  gone: PricedLine[];
  /** What an order sends: every line except the vanished ones. */
  toOrder: PricedLine[];
  /** Sum of price times quantity over the orderable lines (no fees or taxes: spec point 1). */
  total: number;
  /** Every item in the cart, for the nav badge. */
  totalItems: number;
  /** Items in the orderable lines. */
  orderableItems: number;
  /** Whether the prices come from a loaded menu. */
  checked: boolean;
}

/** Said wherever the cart shows prices it could not check against today's menu. */
export const UNCHECKED_PRICES_NOTE = "We couldn't check today's prices; these are the last ones seen.";

export function priceCart(items: readonly CartLine[], menu: readonly Product[] | null): PricedCart {
  const byId = new Map(menu?.map((product) => [product.id, product]));
  const lines = items.map((line): PricedLine => {
    if (!menu) return { ...line, status: 'unchecked' };
    const product = byId.get(line.id);
    if (!product) return { ...line, status: 'gone' };
    const fresh = { name: product.name, price: product.price, imageLink: product.imageLink };
    return { ...line, ...fresh, status: product.availability ? 'ok' : 'sold-out' };
  });
  const orderable = lines.filter((line) => line.status === 'ok' || line.status === 'unchecked');
  const soldOut = lines.filter((line) => line.status === 'sold-out');
  const gone = lines.filter((line) => line.status === 'gone');
  // Summed in cents so 0.1 + 0.2 style drift never shows up as a stray cent.
  const cents = orderable.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  const count = (list: PricedLine[]) => list.reduce((sum, line) => sum + line.quantity, 0);
  return {
    lines,
    orderable,
    soldOut,
    gone,
    toOrder: lines.filter((line) => line.status !== 'gone'),
    total: cents / 100,
    totalItems: count(lines),
    orderableItems: count(orderable),
    checked: menu !== null,
  };
}

/** The cart priced from the menu last loaded. */
export const pricedCartAtom = atom((get) => priceCart(get(orderDraftAtom).items, get(menuProductsAtom)));

/** How many items the cart holds (the nav badge). */
export const cartCountAtom = atom((get) => get(orderDraftAtom).items.reduce((sum, line) => sum + line.quantity, 0));

/**
 * The order draft (spec points 3 and 4): the cart's lines and the delivery and payment choices made at checkout.
 * Kept in localStorage (atomWithStorage) so a reload or a second tab keeps the cart, and tied to the customer who
 * filled it so another account on the same browser starts with an empty cart (a guest's cart goes to whoever signs in). Totals are derived, never stored.
 */
import { atom } from 'jotai';
import { atomWithStorage, type createJSONStorage } from 'jotai/utils';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import {
  choiceProblems,
  chosenOptionSchema,
  defaultChoiceIds,
  priceWith,
  type ChosenOption,
} from '../../../shared/options.ts';
import { sessionAtom } from '../auth/session.ts';
import { menuProductsAtom } from '../menu/menu-state.ts';
import { cartPopupOpenAtom } from './cart-popup-state.ts';

/**
 * One line of the cart (spec point 3: id, name, price, quantity, imageLink): a dish with its choices and its note.
 * The same dish with other choices or another note is a line of its own. The price (with the choices) and the
 * choices' names are the last ones seen; the menu re-prices them (`priceCart`).
 */
export interface CartLine {
  /** Which line this is: the dish, its choices and its note (`lineKey`). */
  key: string;
  /** The dish's product id. */
  id: number;
  name: string;
  price: number;
  quantity: number;
  imageLink: string;
  /** The ids of the chosen choices, in ascending order. */
  choices: number[];
  options: ChosenOption[];
  note: string | null;
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
  /** For the rider ("ring the bell, gate 2"); empty when none. */
  deliveryNote: string;
}

/** Where the order goes, as a saved address holds it. */
export type Destination = Pick<OrderDraft, 'address' | 'sector' | 'deliveryNote'> & {
  latitude: number;
  longitude: number;
};

export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'imageLink' | 'optionGroups'>;

/** What goes into the cart: a dish, the choices made for it, and the customer's note. */
export interface CartItem {
  product: CartProduct;
  choices: readonly number[];
  note: string | null;
}

/** A dish as the menu's "Add" puts it in the cart: with its groups' defaults, and no note. */
export function itemOf<P extends CartProduct>(
  product: P,
  choices = defaultChoiceIds(product),
  note: string | null = null,
) {
  return { product, choices, note };
}

export type CartAction =
  | { type: 'add'; item: CartItem; quantity?: number }
  /** Changes a line's choices or note; it joins a line that already has the same. */
  | { type: 'edit'; key: string; item: CartItem }
  | { type: 'remove'; key: string }
  | { type: 'increase'; key: string }
  | { type: 'decrease'; key: string }
  | { type: 'togglePopup' }
  | { type: 'setPaymentMethod'; paymentMethod: PaymentMethod | null }
  | { type: 'setAddress'; address: string }
  | { type: 'setSector'; sector: string }
  | { type: 'setCoordinates'; latitude: number; longitude: number }
  | { type: 'setDeliveryNote'; deliveryNote: string }
  /** A saved address chosen at checkout: the point, the written address, the area and the rider's note at once. */
  | { type: 'setDestination'; destination: Destination }
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
  deliveryNote: '',
};

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The dish, its choices in any order, and its note: two lines with the same are one. */
export function lineKey(productId: number, choices: readonly number[], note: string | null): string {
  return JSON.stringify([productId, sortedIds(choices), note ?? null]);
}

/** The choices of `choices` that the dish offers, named as its groups name them. */
function chosenOptions(product: CartProduct, choices: readonly number[]): ChosenOption[] {
  const picked = new Set(choices);
  return product.optionGroups.flatMap((group) =>
    group.choices
      .filter((choice) => picked.has(choice.id))
      .map((choice) => ({ choiceId: choice.id, group: group.name, choice: choice.name, price: choice.price })),
  );
}

/** A new line for the item, priced with its choices. */
function lineFor(item: CartItem, quantity: number): CartLine {
  const { product, note } = item;
  const choices = sortedIds(item.choices);
  return {
    key: lineKey(product.id, choices, note),
    id: product.id,
    name: product.name,
    price: priceWith(product, choices),
    quantity,
    imageLink: product.imageLink,
    choices,
    options: chosenOptions(product, choices),
    note: note || null,
  };
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));

/** Adds `line`'s quantity to the line with its key, or puts it last. */
function addLine(draft: OrderDraft, line: CartLine): OrderDraft {
  if (!(line.quantity > 0)) return draft;
  const existing = draft.items.find((item) => item.key === line.key);
  const items = existing
    ? draft.items.map((item) =>
        item.key === line.key ? { ...item, ...line, quantity: clampQuantity(item.quantity + line.quantity) } : item,
      )
    : [...draft.items, { ...line, quantity: clampQuantity(line.quantity) }];
  return { ...draft, items };
}

function changeQuantity(draft: OrderDraft, key: string, delta: number): OrderDraft {
  return {
    ...draft,
    items: draft.items
      .map((line) => (line.key === key ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line))
      .filter((line) => line.quantity > 0),
  };
}

/** The line with the new choices or note, where it stood; merged into a line that has them already. */
function editLine(draft: OrderDraft, key: string, item: CartItem): OrderDraft {
  const old = draft.items.find((line) => line.key === key);
  if (!old) return draft;
  const edited = lineFor(item, old.quantity);
  const twin = draft.items.find((line) => line.key === edited.key && line.key !== key);
  if (twin) return addLine({ ...draft, items: draft.items.filter((line) => line.key !== key) }, edited);
  return { ...draft, items: draft.items.map((line) => (line.key === key ? edited : line)) };
}

/**
 * The cleared lines back in their order and quantities. Anything added since (from another tab, say) stays after
 * them; the same line added again adds to its restored line.
 */
function restoreLines(draft: OrderDraft, items: readonly CartLine[]): OrderDraft {
  const restored = { ...draft, items: items.map((line) => ({ ...line })) };
  return draft.items.reduce(addLine, restored);
}

/** Every cart transition of spec point 4 except the popup toggle, which lives outside the stored draft. */
export function cartReducer(draft: OrderDraft, action: CartAction): OrderDraft {
  switch (action.type) {
    case 'add':
      return addLine(draft, lineFor(action.item, action.quantity ?? 1));
    case 'edit':
      return editLine(draft, action.key, action.item);
    case 'remove':
      return { ...draft, items: draft.items.filter((line) => line.key !== action.key) };
    case 'increase':
      return changeQuantity(draft, action.key, 1);
    case 'decrease':
      return changeQuantity(draft, action.key, -1);
    case 'setPaymentMethod':
      return { ...draft, paymentMethod: action.paymentMethod };
    case 'setAddress':
      return { ...draft, address: action.address };
    case 'setSector':
      return { ...draft, sector: action.sector };
    case 'setCoordinates':
      return { ...draft, latitude: action.latitude, longitude: action.longitude };
    case 'setDeliveryNote':
      return { ...draft, deliveryNote: action.deliveryNote };
    case 'setDestination':
      return { ...draft, ...action.destination };
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

// A cart stored before lines had choices and notes reads as lines without them.
const cartLineSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    price: z.number().nonnegative(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    imageLink: z.string(),
    choices: z.array(z.number().int()).default([]),
    options: z.array(chosenOptionSchema).default([]),
    note: z.string().nullable().default(null),
  })
  .transform((line) => ({ ...line, key: lineKey(line.id, line.choices, line.note) }));

const storedCartSchema = z.object({
  ownerId: z.number().int().nullable(),
  draft: z.object({
    items: z.array(cartLineSchema),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    address: z.string(),
    sector: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    deliveryNote: z.string().default(''),
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

/**
 * The draft of whoever is here. A guest's cart (no owner) becomes the customer's who signs in or signs up on this
 * device, so nothing chosen before signing in is lost; a cart another account filled stays theirs, and this visitor
 * starts empty.
 */
export const orderDraftAtom = atom((get) => {
  const stored = get(storedCartAtom);
  return stored.ownerId === null || stored.ownerId === get(currentUserIdAtom) ? stored.draft : EMPTY_DRAFT;
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
 * How a line stands against the menu last loaded: orderable (`ok`), `sold-out` (the dish, or one of its choices),
 * `choose-again` (a choice the dish no longer offers, or a group it now requires), `gone` from the menu, or
 * `unchecked` while no menu has loaded yet (then the stored price is shown and the server prices the order).
 */
export type LineStatus = 'ok' | 'sold-out' | 'choose-again' | 'gone' | 'unchecked';

export interface PricedLine extends CartLine {
  status: LineStatus;
  /** What is wrong with the line's choices, in the customer's words; null when nothing is. */
  problem: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The lines that can be ordered now: every line that is neither sold out, gone, nor waiting for new choices. */
  orderable: PricedLine[];
  /**
   * Sold-out lines. They are still sent with the order, which the server refuses naming them until they are removed
   * or the kitchen has the dish again: the server, not a menu loaded a moment ago, decides.
   */
  soldOut: PricedLine[];
  /** Lines whose choices the menu no longer allows: the customer chooses again before ordering. */
  chooseAgain: PricedLine[];
  /** Dishes no longer on the menu: left out of an order. */
  gone: PricedLine[];
  /** What an order sends: the orderable and the sold-out lines. */
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

/** A line as today's menu has it: its price and choices' names, and whether it can be ordered as it is. */
function priceLine(line: CartLine, product: Product | undefined): PricedLine {
  if (!product) return { ...line, status: 'gone', problem: null };
  const fresh = {
    name: product.name,
    price: priceWith(product, line.choices),
    imageLink: product.imageLink,
    options: chosenOptions(product, line.choices),
  };
  const problems = choiceProblems(product, line.choices);
  const unknown = problems.find((problem) => problem.kind === 'unknown');
  if (unknown) {
    // Named as the line stored it, since the menu no longer has it.
    const lost = line.options.filter(
      (option) => option.choiceId !== null && unknown.choiceIds.includes(option.choiceId),
    );
    const names = lost.map((option) => option.choice).join(' and ') || 'A choice';
    return {
      ...line,
      ...fresh,
      options: line.options,
      status: 'choose-again',
      problem: `${names} ${lost.length > 1 ? 'are' : 'is'} no longer offered. Choose again.`,
    };
  }
  const wrong = problems.find((problem) => problem.kind !== 'sold-out');
  if (wrong) return { ...line, ...fresh, status: 'choose-again', problem: wrong.message };
  if (!product.availability) return { ...line, ...fresh, status: 'sold-out', problem: null };
  const soldOut = problems.find((problem) => problem.kind === 'sold-out');
  return { ...line, ...fresh, status: soldOut ? 'sold-out' : 'ok', problem: soldOut?.message ?? null };
}

export function priceCart(items: readonly CartLine[], menu: readonly Product[] | null): PricedCart {
  const byId = new Map(menu?.map((product) => [product.id, product]));
  const lines = items.map((line): PricedLine =>
    menu ? priceLine(line, byId.get(line.id)) : { ...line, status: 'unchecked', problem: null },
  );
  const inStatus = (...statuses: LineStatus[]) => lines.filter((line) => statuses.includes(line.status));
  const orderable = inStatus('ok', 'unchecked');
  // Summed in cents so 0.1 + 0.2 style drift never shows up as a stray cent.
  const cents = orderable.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  const count = (list: PricedLine[]) => list.reduce((sum, line) => sum + line.quantity, 0);
  return {
    lines,
    orderable,
    soldOut: inStatus('sold-out'),
    chooseAgain: inStatus('choose-again'),
    gone: inStatus('gone'),
    toOrder: inStatus('ok', 'unchecked', 'sold-out'),
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

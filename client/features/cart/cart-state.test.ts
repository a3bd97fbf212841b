import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/auth.ts';
import { sessionAtom, SIGNED_OUT, signedIn, type Session } from '../auth/session.ts';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import type { OptionGroup } from '../../../shared/options.ts';
import {
  cartDispatchAtom,
  cartReducer,
  EMPTY_DRAFT,
  orderDraftAtom,
  itemOf,
  lineKey,
  priceCart,
  type CartAction,
  type CartProduct,
  type OrderDraft,
} from './cart-state.ts';

const biryani = { id: 1, name: 'Chicken Biryani', price: 8.99, imageLink: '/uploads/biryani.svg', optionGroups: [] };
const lassi = { id: 2, name: 'Mango Lassi', price: 3.5, imageLink: '/uploads/lassi.svg', optionGroups: [] };
/** One of the dish, as the menu's "Add" puts it in. */
const add = (product: CartProduct, quantity?: number): CartAction => ({ type: 'add', item: itemOf(product), quantity });
const keyOf = (product: CartProduct) => lineKey(product.id, [], null);

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, EMPTY_DRAFT);
const quantities = (draft: OrderDraft) => draft.items.map((line) => [line.id, line.quantity]);

function menuProduct(cartProduct: CartProduct, changes: Partial<Product> = {}): Product {
  return {
    ...cartProduct,
    category: 'Mains',
    emotion: 'neutral',
    description: '',
    ingredients: [],
    availability: true,
    type: 'non-veg',
    calories: null,
    spiceLevel: 0,
    allergens: [],
    tags: [],
    ...changes,
  };
}

describe('the cart transitions (spec point 4)', () => {
  it('adds one, or many, to a new or existing line', () => {
    expect(quantities(run(add(biryani)))).toEqual([[1, 1]]);
    const draft = run(add(biryani), add(biryani), add(lassi, 3), add(biryani, 2));
    expect(quantities(draft)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(priceCart(draft.items, null)).toMatchObject({ total: 46.46, totalItems: 7 });
  });

  it('increases, decreases, and removes a line at 0 or at once', () => {
    const two = run(add(biryani), add(lassi));
    expect(quantities(cartReducer(two, { type: 'increase', key: keyOf(biryani) }))).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(quantities(cartReducer(two, { type: 'decrease', key: keyOf(biryani) }))).toEqual([[2, 1]]);
    expect(quantities(cartReducer(two, { type: 'remove', key: keyOf(lassi) }))).toEqual([[1, 1]]);
  });

  it('sets payment, address, sector and coordinates, and reset clears them all', () => {
    const draft = run(
      add(biryani),
      { type: 'setPaymentMethod', paymentMethod: 'CARD' },
      { type: 'setAddress', address: 'House 12, Street 7' },
      { type: 'setSector', sector: 'F-8' },
      { type: 'setCoordinates', latitude: 33.68, longitude: 73.04 },
    );
    expect(draft).toMatchObject({
      paymentMethod: 'CARD',
      address: 'House 12, Street 7',
      sector: 'F-8',
      latitude: 33.68,
      longitude: 73.04,
    });
    expect(cartReducer(draft, { type: 'reset' })).toEqual(EMPTY_DRAFT);
  });

  it('really empties the cart on "Clear cart", keeping the delivery choices', () => {
    const draft = run(add(biryani, 2), add(lassi), { type: 'setSector', sector: 'G-9' });
    const cleared = cartReducer(draft, { type: 'clear' });
    expect(cleared.items).toEqual([]);
    expect(cleared.sector).toBe('G-9');
  });

  it('puts the exact lines back when a clear is undone', () => {
    const draft = run(add(lassi), add(biryani, 3), { type: 'setSector', sector: 'G-9' });
    const cleared = cartReducer(draft, { type: 'clear' });
    expect(cartReducer(cleared, { type: 'restore', items: draft.items })).toEqual(draft);
  });

  it('keeps what was added after the clear when it is undone, after the restored lines', () => {
    const draft = run(add(biryani, 2), add(lassi));
    const tea = { id: 3, name: 'Doodh Patti Chai', price: 1.5, imageLink: '/uploads/chai.svg', optionGroups: [] };
    const since = run(add(tea), add(biryani, MAX_LINE_QUANTITY));
    expect(quantities(cartReducer(since, { type: 'restore', items: draft.items }))).toEqual([
      [1, MAX_LINE_QUANTITY],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe('the cart priced from the menu', () => {
  const cart = run(add(biryani, 2), add(lassi)).items;

  it("shows today's prices, never the ones stored when the dish was added", () => {
    const menu = [menuProduct(biryani, { price: 9.5, name: 'Chicken Biryani (large)' }), menuProduct(lassi)];
    const priced = priceCart(cart, menu);
    expect(priced.lines.map((line) => [line.name, line.price, line.status])).toEqual([
      ['Chicken Biryani (large)', 9.5, 'ok'],
      ['Mango Lassi', 3.5, 'ok'],
    ]);
    expect(priced).toMatchObject({ total: 22.5, checked: true });
  });

  it('leaves sold-out and vanished dishes out of the total; sends the sold-out ones for the server to refuse', () => {
    const priced = priceCart(cart, [menuProduct(biryani, { availability: false })]);
    expect(priced.lines.map((line) => line.status)).toEqual(['sold-out', 'gone']);
    expect(priced).toMatchObject({ orderable: [], total: 0, orderableItems: 0, totalItems: 3 });
    expect(priced.soldOut.map((line) => line.id)).toEqual([biryani.id]);
    expect(priced.gone.map((line) => line.id)).toEqual([lassi.id]);
    expect(priced.toOrder.map((line) => line.id)).toEqual([biryani.id]);
  });

  it('says when no menu has been seen to check the prices against', () => {
    expect(priceCart(cart, null)).toMatchObject({ checked: false, total: 21.48 });
  });

  it('sums in cents, so no stray cent appears', () => {
    const draft = run(add({ ...lassi, price: 0.1 }, 3));
    expect(priceCart(draft.items, null).total).toBe(0.3);
  });
});

describe('a dish with choices in the cart', () => {
  const choice = (id: number, name: string, price: number, availability = true) => ({
    id,
    name,
    price,
    availability,
    isDefault: false,
  });
  const size: OptionGroup = {
    id: 1,
    name: 'Size',
    min: 1,
    max: 1,
    choices: [choice(11, 'Half kg', -4), choice(12, 'Full kg', 3.5)],
  };
  const extras: OptionGroup = { id: 2, name: 'Extras', min: 0, max: 2, choices: [choice(21, 'Extra cheese', 1.25)] };
  const karahi = {
    id: 5,
    name: 'Chicken Karahi',
    price: 12,
    imageLink: '/uploads/karahi.svg',
    optionGroups: [size, extras],
  };
  const full = (note: string | null = null): CartAction => ({
    type: 'add',
    item: { product: karahi, choices: [21, 12], note },
  });

  it('is a line of its own for each set of choices and note, priced with them, named by them', () => {
    const draft = run(
      full(),
      { type: 'add', item: { product: karahi, choices: [11], note: null } },
      full(),
      full('no onions'),
    );
    expect(draft.items.map((line) => [line.quantity, line.price, line.note])).toEqual([
      [2, 16.75, null],
      [1, 8, null],
      [1, 16.75, 'no onions'],
    ]);
    expect(draft.items[0]!.options.map((option) => option.choice)).toEqual(['Full kg', 'Extra cheese']);
    expect(priceCart(draft.items, [menuProduct(karahi)]).total).toBe(2 * 16.75 + 8 + 16.75);
  });

  it('changes a line in place, and joins a line that has the same choices', () => {
    const draft = run(full(), { type: 'add', item: { product: karahi, choices: [11], note: null }, quantity: 2 });
    const half = draft.items[1]!.key;
    const edited = cartReducer(draft, {
      type: 'edit',
      key: half,
      item: { product: karahi, choices: [12, 21], note: null },
    });
    expect(edited.items.map((line) => [line.key, line.quantity])).toEqual([[draft.items[0]!.key, 3]]);
    const noted = cartReducer(draft, {
      type: 'edit',
      key: half,
      item: { product: karahi, choices: [11], note: 'mild' },
    });
    expect(noted.items.map((line) => [line.price, line.note, line.quantity])).toEqual([
      [16.75, null, 1],
      [8, 'mild', 2],
    ]);
  });

  it('is sold out when a choice is, saying which, and sent for the server to refuse', () => {
    const menu = [
      menuProduct({
        ...karahi,
        optionGroups: [{ ...size, choices: [choice(11, 'Half kg', -4), choice(12, 'Full kg', 3.5, false)] }, extras],
      }),
    ];
    const priced = priceCart(run(full()).items, menu);
    expect(priced.lines[0]).toMatchObject({ status: 'sold-out', problem: 'Full kg is sold out for Chicken Karahi.' });
    expect(priced).toMatchObject({ total: 0, toOrder: [expect.objectContaining({ id: karahi.id })] });
  });

  it('names a choice the menu no longer offers, and waits for the customer to choose again', () => {
    const menu = [
      menuProduct({ ...karahi, optionGroups: [{ ...size, choices: [choice(11, 'Half kg', -4)] }, extras] }),
    ];
    const priced = priceCart(run(full()).items, menu);
    expect(priced.lines[0]).toMatchObject({
      status: 'choose-again',
      problem: 'Full kg is no longer offered. Choose again.',
    });
    expect(priced).toMatchObject({ total: 0, toOrder: [] });
    expect(priced.chooseAgain).toHaveLength(1);
  });

  it('asks for a group the dish has come to require', () => {
    const withDrink = [
      menuProduct({ ...lassi, optionGroups: [{ ...size, id: 9, name: 'Glass', choices: [choice(91, 'Tall', 1)] }] }),
    ];
    const priced = priceCart(run(add(lassi)).items, withDrink);
    expect(priced.lines[0]).toMatchObject({ status: 'choose-again', problem: 'Choose your glass for Mango Lassi.' });
  });
});

describe('whose cart it is', () => {
  const customer = (id: number): Session =>
    signedIn({ id, role: 'CUSTOMER', name: `Customer ${id}`, email: `c${id}@example.test` } as SessionUser);

  it("gives a guest's cart to whoever signs in on the device, and keeps a customer's cart from the next account", () => {
    const store = createStore();
    store.set(sessionAtom, SIGNED_OUT);
    store.set(cartDispatchAtom, add(biryani, 2));
    store.set(cartDispatchAtom, { type: 'setDeliveryNote', deliveryNote: 'Gate 2' });

    store.set(sessionAtom, customer(7));
    expect(quantities(store.get(orderDraftAtom))).toEqual([[biryani.id, 2]]);
    store.set(cartDispatchAtom, add(lassi));

    store.set(sessionAtom, SIGNED_OUT);
    expect(store.get(orderDraftAtom)).toEqual(EMPTY_DRAFT);
    store.set(sessionAtom, customer(8));
    expect(store.get(orderDraftAtom)).toEqual(EMPTY_DRAFT);
    store.set(sessionAtom, customer(7));
    expect(quantities(store.get(orderDraftAtom))).toEqual([
      [biryani.id, 2],
      [lassi.id, 1],
    ]);
    expect(store.get(orderDraftAtom).deliveryNote).toBe('Gate 2');
  });
});

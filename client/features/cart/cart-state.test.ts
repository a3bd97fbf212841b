import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { cartReducer, EMPTY_DRAFT, priceCart, type CartAction, type OrderDraft } from './cart-state.ts';

const biryani = { id: 1, name: 'Chicken Biryani', price: 8.99, imageLink: '/uploads/biryani.svg' };
const lassi = { id: 2, name: 'Mango Lassi', price: 3.5, imageLink: '/uploads/lassi.svg' };

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, EMPTY_DRAFT);
const quantities = (draft: OrderDraft) => draft.items.map((line) => [line.id, line.quantity]);

function menuProduct(cartProduct: typeof biryani, changes: Partial<Product> = {}): Product {
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
    optionGroups: [],
    ...changes,
  };
}

describe('the cart transitions (spec point 4)', () => {
  it('adds one, or many, to a new or existing line', () => {
    expect(quantities(run({ type: 'add', product: biryani }))).toEqual([[1, 1]]);
    const draft = run(
      { type: 'add', product: biryani },
      { type: 'add', product: biryani },
      { type: 'addMany', product: lassi, quantity: 3 },
      { type: 'addMany', product: biryani, quantity: 2 },
    );
    expect(quantities(draft)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(priceCart(draft.items, null)).toMatchObject({ total: 46.46, totalItems: 7 });
  });

  it('increases, decreases, and removes a line at 0 or at once', () => {
    const two = run({ type: 'add', product: biryani }, { type: 'add', product: lassi });
    expect(quantities(cartReducer(two, { type: 'increase', id: 1 }))).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(quantities(cartReducer(two, { type: 'decrease', id: 1 }))).toEqual([[2, 1]]);
    expect(quantities(cartReducer(two, { type: 'remove', id: 2 }))).toEqual([[1, 1]]);
  });

  it('sets payment, address, sector and coordinates, and reset clears them all', () => {
    const draft = run(
      { type: 'add', product: biryani },
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
    const draft = run(
      { type: 'addMany', product: biryani, quantity: 2 },
      { type: 'add', product: lassi },
      { type: 'setSector', sector: 'G-9' },
    );
    const cleared = cartReducer(draft, { type: 'clear' });
    expect(cleared.items).toEqual([]);
    expect(cleared.sector).toBe('G-9');
  });

  it('puts the exact lines back when a clear is undone', () => {
    const draft = run(
      { type: 'add', product: lassi },
      { type: 'addMany', product: biryani, quantity: 3 },
      { type: 'setSector', sector: 'G-9' },
    );
    const cleared = cartReducer(draft, { type: 'clear' });
    expect(cartReducer(cleared, { type: 'restore', items: draft.items })).toEqual(draft);
  });

  it('keeps what was added after the clear when it is undone, after the restored lines', () => {
    const draft = run({ type: 'addMany', product: biryani, quantity: 2 }, { type: 'add', product: lassi });
    const tea = { id: 3, name: 'Doodh Patti Chai', price: 1.5, imageLink: '/uploads/chai.svg' };
    const since = run(
      { type: 'add', product: tea },
      { type: 'addMany', product: biryani, quantity: MAX_LINE_QUANTITY },
    );
    expect(quantities(cartReducer(since, { type: 'restore', items: draft.items }))).toEqual([
      [1, MAX_LINE_QUANTITY],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe('the cart priced from the menu', () => {
  const cart = run({ type: 'addMany', product: biryani, quantity: 2 }, { type: 'add', product: lassi }).items;

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
    const draft = run({ type: 'addMany', product: { ...lassi, price: 0.1 }, quantity: 3 });
    expect(priceCart(draft.items, null).total).toBe(0.3);
  });
});

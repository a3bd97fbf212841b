import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { KitchenBoard, KitchenOrder, StaffLineItem } from '../../../shared/staff-orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import {
  applyKitchenEvent,
  applyLineTicks,
  finishedLabel,
  placeCard,
  whyNotMove,
  withinCompletedWindow,
  withLineTick,
  withPendingMoves,
} from './board-state.ts';
import { kitchenTicket } from './kitchen-ticket.fixture.ts';

const card = (orderId: number, status: OrderStatus, minute: number): KitchenOrder =>
  kitchenTicket({ orderId, status, confirmedAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString() });

const usman = { id: 4, firstName: 'Usman' };

const board: KitchenBoard = {
  processing: [card(1, 'PROCESSING', 0), card(3, 'PROCESSING', 20)],
  preparing: [card(2, 'PREPARING', 5)],
  completed: [card(9, 'COMPLETED', 1)],
};

const ids = (b: KitchenBoard) => ({
  processing: b.processing.map((o) => o.orderId),
  preparing: b.preparing.map((o) => o.orderId),
  completed: b.completed.map((o) => o.orderId),
});

const status = (orderId: number, from: OrderStatus, to: OrderStatus, kitchen?: KitchenOrder): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 100, orderId, from, to, at: '2026-01-01T12:30:00.000Z', ...(kitchen ? { kitchen } : {}) },
});

describe('the kitchen board as the server reports moves', () => {
  it('adds a confirmed order to the Queue by age, oldest first', () => {
    const message: LiveMessage = {
      name: 'order.confirmed',
      payload: {
        seq: 101,
        orderId: 4,
        from: 'UNCONFIRMED',
        to: 'PROCESSING',
        at: '',
        order: card(4, 'PROCESSING', 10),
      },
    };
    expect(ids(applyKitchenEvent(board, message)).processing).toEqual([1, 4, 3]);
  });

  it('places a card by the new status, and puts the newest finished order on top of Completed', () => {
    const moved = applyKitchenEvent(board, status(2, 'PREPARING', 'COMPLETED', card(2, 'COMPLETED', 5)));
    expect(ids(moved)).toEqual({ processing: [1, 3], preparing: [], completed: [2, 9] });
    expect(moved.completed[0]?.status).toBe('COMPLETED');
  });

  it('keeps delivered orders in Completed and brings a failed delivery back to Preparing, by age', () => {
    expect(
      ids(applyKitchenEvent(board, status(9, 'COMPLETED', 'DELIVERED', card(9, 'DELIVERED', 1)))).completed,
    ).toEqual([9]);
    expect(ids(applyKitchenEvent(board, status(9, 'COMPLETED', 'PREPARING', card(9, 'PREPARING', 1))))).toEqual({
      processing: [1, 3],
      preparing: [9, 2],
      completed: [],
    });
  });

  it('keeps an order in its place in Completed while riders take it, give it back and give it up', () => {
    const completed = placeCard(board, card(7, 'COMPLETED', 2), 'COMPLETED');
    const out = { ...card(7, 'OUT_FOR_DELIVERY', 2), rider: usman };
    const taken = applyKitchenEvent(completed, status(7, 'COMPLETED', 'OUT_FOR_DELIVERY', out));
    expect(ids(taken).completed).toEqual([7, 9]);
    expect(taken.completed[0]?.rider).toEqual(usman);
    const handedBack = applyKitchenEvent(taken, status(7, 'OUT_FOR_DELIVERY', 'COMPLETED', card(7, 'COMPLETED', 2)));
    expect(handedBack.completed[0]).toMatchObject({ status: 'COMPLETED', rider: null });
    const givenUp = applyKitchenEvent(
      taken,
      status(7, 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', card(7, 'DELIVERY_FAILED', 2)),
    );
    expect(ids(givenUp).completed).toEqual([7, 9]);
    expect(givenUp.completed[0]?.status).toBe('DELIVERY_FAILED');
  });

  it('takes a card off the board when it leaves the kitchen or the event has no card', () => {
    expect(
      ids(applyKitchenEvent(board, status(1, 'PROCESSING', 'CANCELLED', card(1, 'CANCELLED', 0)))).processing,
    ).toEqual([3]);
    expect(ids(applyKitchenEvent(board, status(3, 'PROCESSING', 'PREPARING'))).processing).toEqual([1]);
  });

  it('drops a card the restaurant cancelled from whichever column holds it', () => {
    const cancel = (orderId: number, from: OrderStatus) =>
      applyKitchenEvent(board, status(orderId, from, 'CANCELLED', card(orderId, 'CANCELLED', 0)));
    expect(ids(cancel(2, 'PREPARING')).preparing).toEqual(ids(board).preparing.filter((id) => id !== 2));
    const completed = placeCard(board, card(7, 'COMPLETED', 2), 'COMPLETED');
    const dropped = applyKitchenEvent(completed, status(7, 'COMPLETED', 'CANCELLED', card(7, 'CANCELLED', 2)));
    expect(ids(dropped)).toEqual(ids(board));
  });

  it('applies the same event twice to the same result (events repeat around reconnects and reloads)', () => {
    const message = status(1, 'PROCESSING', 'PREPARING', card(1, 'PREPARING', 0));
    const once = applyKitchenEvent(board, message);
    expect(applyKitchenEvent(once, message)).toEqual(once);
  });

  it('keeps a card where it is when it is replaced in the same column', () => {
    const renamed = { ...card(1, 'PROCESSING', 0), customerFirstName: 'Ali' };
    const placed = placeCard(board, renamed, 'PROCESSING');
    expect(ids(placed).processing).toEqual([1, 3]);
    expect(placed.processing[0]?.customerFirstName).toBe('Ali');
  });

  it('shows a card whose move is pending in the column it is going to, without changing the board itself', () => {
    const shown = withPendingMoves(board, new Map([[1, 'PREPARING' as const]]));
    expect(ids(shown)).toEqual({ processing: [3], preparing: [1, 2], completed: [9] });
    expect(ids(board).processing).toEqual([1, 3]);
  });
});

describe("a ticket's line ticks", () => {
  const line = (id: number, name: string): StaffLineItem => ({
    id,
    name,
    imageLink: '',
    quantity: 1,
    ingredients: [],
    options: [],
    note: null,
  });
  const bigOrder: KitchenOrder = {
    ...card(2, 'PREPARING', 5),
    lineItems: [line(21, 'Chicken Biryani'), line(22, 'Garlic Naan'), line(23, 'Mango Lassi')],
  };
  const plating: KitchenBoard = { ...board, preparing: [bigOrder] };

  it("shows another screen's ticks on the card, wherever it is, and nothing else changes", () => {
    const ticked = applyLineTicks(plating, { orderId: 2, doneLineIds: [21, 23] });
    expect(ticked.preparing[0]?.doneLineIds).toEqual([21, 23]);
    expect(ticked.processing).toBe(plating.processing);
    expect(ticked.completed).toBe(plating.completed);
    // Taken back on the other screen: the server's list is the whole truth.
    expect(applyLineTicks(ticked, { orderId: 2, doneLineIds: [23] }).preparing[0]?.doneLineIds).toEqual([23]);
  });

  it('answers the same board for ticks it already shows, or for an order not on it (events repeat)', () => {
    const ticked = applyLineTicks(plating, { orderId: 2, doneLineIds: [22] });
    expect(applyLineTicks(ticked, { orderId: 2, doneLineIds: [22] })).toBe(ticked);
    expect(applyLineTicks(plating, { orderId: 77, doneLineIds: [1] })).toBe(plating);
  });

  it("ticks one line ahead of the server's answer, in the order of the card's lines, and takes it back", () => {
    const one = withLineTick(plating, 2, 23, true);
    const two = withLineTick(one, 2, 21, true);
    expect(two.preparing[0]?.doneLineIds).toEqual([21, 23]);
    expect(withLineTick(two, 2, 21, true)).toBe(two);
    expect(withLineTick(two, 2, 23, false).preparing[0]?.doneLineIds).toEqual([21]);
    expect(plating.preparing[0]?.doneLineIds).toEqual([]);
  });

  it('keeps the ticks a moved card brings with it, as the server built it', () => {
    const ready = { ...bigOrder, status: 'COMPLETED' as const, doneLineIds: [21, 22, 23] };
    const moved = applyKitchenEvent(plating, status(2, 'PREPARING', 'COMPLETED', ready));
    expect(moved.completed[0]).toMatchObject({ orderId: 2, doneLineIds: [21, 22, 23] });
  });
});

describe('withinCompletedWindow', () => {
  const completedAt = (orderId: number, iso: string | null): KitchenOrder => ({
    ...card(orderId, 'COMPLETED', 0),
    completedAt: iso,
  });
  const evening: KitchenBoard = {
    ...board,
    completed: [
      completedAt(30, '2026-01-01T20:59:00.000Z'),
      completedAt(20, '2026-01-01T18:00:00.000Z'),
      completedAt(10, '2026-01-01T17:59:00.000Z'),
      completedAt(40, null),
    ],
  };

  it('lets a completed card go three hours after the kitchen finished it, and keeps one whose time is not known yet', () => {
    const shown = withinCompletedWindow(evening, Date.parse('2026-01-01T20:59:30.000Z'));
    expect(ids(shown).completed).toEqual([30, 20, 40]);
    expect(shown.processing).toBe(evening.processing);
    expect(ids(withinCompletedWindow(evening, Date.parse('2026-01-01T21:00:00.000Z'))).completed).toEqual([30, 40]);
  });

  it('lets a delivered card go five minutes after the hand-over, however recently the kitchen finished it', () => {
    const delivered = (orderId: number, iso: string | null): KitchenOrder => ({
      ...completedAt(orderId, '2026-01-01T20:30:00.000Z'),
      status: 'DELIVERED',
      deliveredAt: iso,
    });
    const handedOver: KitchenBoard = {
      ...board,
      completed: [
        delivered(1, '2026-01-01T20:50:00.000Z'),
        delivered(2, '2026-01-01T20:56:00.000Z'),
        delivered(3, null),
      ],
    };
    expect(ids(withinCompletedWindow(handedOver, Date.parse('2026-01-01T20:59:59.000Z'))).completed).toEqual([2, 3]);
    expect(ids(withinCompletedWindow(handedOver, Date.parse('2026-01-01T21:01:00.000Z'))).completed).toEqual([3]);
  });

  it('keeps an order out with a rider, or given up, for the three hours, as a ready one', () => {
    const away = (orderId: number, stage: 'OUT_FOR_DELIVERY' | 'DELIVERY_FAILED', iso: string): KitchenOrder => ({
      ...completedAt(orderId, iso),
      status: stage,
    });
    const out: KitchenBoard = {
      ...board,
      completed: [
        away(1, 'OUT_FOR_DELIVERY', '2026-01-01T20:00:00.000Z'),
        away(2, 'DELIVERY_FAILED', '2026-01-01T18:30:00.000Z'),
        away(3, 'OUT_FOR_DELIVERY', '2026-01-01T17:00:00.000Z'),
      ],
    };
    expect(ids(withinCompletedWindow(out, Date.parse('2026-01-01T20:59:00.000Z'))).completed).toEqual([1, 2]);
    expect(ids(withinCompletedWindow(out, Date.parse('2026-01-01T21:31:00.000Z'))).completed).toEqual([1]);
  });

  it('answers the same board when nothing is old enough to go', () => {
    expect(withinCompletedWindow(evening, Date.parse('2026-01-01T19:00:00.000Z'))).toBe(evening);
  });
});

describe('whyNotMove', () => {
  it('says why a drop the kitchen cannot make is refused, and nothing for an allowed drop or the same column', () => {
    expect(whyNotMove(7, 'PROCESSING', 'COMPLETED')).toBe('Order #7 has to be prepared first: move it to Preparing.');
    expect(whyNotMove(7, 'PREPARING', 'PROCESSING')).toMatch(/already being prepared; it can't go back to the Queue/);
    expect(whyNotMove(7, 'COMPLETED', 'PREPARING')).toMatch(/finished; it waits in Completed/);
    expect(whyNotMove(7, 'DELIVERED', 'PROCESSING')).toBe('Order #7 was delivered already.');
    expect(whyNotMove(7, 'OUT_FOR_DELIVERY', 'PREPARING')).toBe('Order #7 has left the kitchen with a rider.');
    expect(whyNotMove(7, 'PROCESSING', 'PREPARING')).toBeNull();
    expect(whyNotMove(7, 'DELIVERED', 'COMPLETED')).toBeNull();
  });
});

describe('finishedLabel', () => {
  it('says where a finished order is: on the pass, with a rider, given up or delivered', () => {
    const finished = (stage: OrderStatus, rider: KitchenOrder['rider'] = null) =>
      finishedLabel({ status: stage, rider });
    expect(finished('COMPLETED')).toBe('Waiting for a rider');
    expect(finished('COMPLETED', usman)).toBe('With Usman, going out again');
    expect(finished('OUT_FOR_DELIVERY', usman)).toBe('Out with Usman');
    expect(finished('DELIVERY_FAILED')).toBe('Given up at the door');
    expect(finished('DELIVERED')).toBe('Delivered');
    expect(finished('PREPARING')).toBeNull();
  });
});

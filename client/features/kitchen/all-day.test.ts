import { describe, expect, it } from 'vitest';
import type { KitchenBoard, StaffLineItem } from '../../../shared/staff-orders.ts';
import { allDayCounts, allDayText } from './all-day.ts';
import { kitchenTicket } from './kitchen-ticket.fixture.ts';

let nextLine = 1;
const line = (name: string, quantity: number, choices: string[] = []): StaffLineItem => ({
  id: nextLine++,
  name,
  imageLink: '',
  quantity,
  ingredients: [],
  options: choices.map((choice) => ({ choiceId: null, group: 'Size', choice, price: 0 })),
  note: null,
});

/** An order as the board holds it; only its lines matter here. */
const order = (lineItems: StaffLineItem[], doneLineIds: number[] = []) =>
  kitchenTicket({ orderId: nextLine, lineItems, doneLineIds });

describe('allDayCounts', () => {
  it('adds up each dish over the Queue and Preparing, most first, and leaves Completed out', () => {
    const board: KitchenBoard = {
      processing: [order([line('Chicken Biryani', 2), line('Zinger', 1)]), order([line('Chicken Biryani', 3)])],
      preparing: [order([line('Zinger', 3), line('Chicken Biryani', 1), line('Mint Lemonade', 1)])],
      completed: [order([line('Chicken Biryani', 9), line('Gulab Jamun', 2)])],
    };
    expect(allDayCounts(board)).toEqual([
      { name: 'Chicken Biryani', quantity: 6 },
      { name: 'Zinger', quantity: 4 },
      { name: 'Mint Lemonade', quantity: 1 },
    ]);
    expect(allDayText(allDayCounts(board))).toBe('6 × Chicken Biryani · 4 × Zinger · 1 × Mint Lemonade');
  });

  it('counts a dish once whatever its choices, and orders equal counts by name', () => {
    const board: KitchenBoard = {
      processing: [order([line('Mutton Karahi', 1, ['Half kg']), line('Mutton Karahi', 2, ['Full kg'])])],
      preparing: [order([line('Beef Pulao', 3), line('Aloo Paratha', 3)])],
      completed: [],
    };
    expect(allDayText(allDayCounts(board))).toBe('3 × Aloo Paratha · 3 × Beef Pulao · 3 × Mutton Karahi');
  });

  it('leaves out a line a cook has ticked done', () => {
    const biryani = line('Chicken Biryani', 2);
    const board: KitchenBoard = {
      processing: [],
      preparing: [order([biryani, line('Zinger', 1)], [biryani.id]), order([line('Chicken Biryani', 1)])],
      completed: [],
    };
    expect(allDayCounts(board)).toEqual([
      { name: 'Chicken Biryani', quantity: 1 },
      { name: 'Zinger', quantity: 1 },
    ]);
  });

  it('is empty when nothing is open', () => {
    const board: KitchenBoard = { processing: [], preparing: [order([])], completed: [order([line('Zinger', 2)])] };
    expect(allDayCounts(board)).toEqual([]);
    expect(allDayText([])).toBe('');
  });
});

/**
 * The kitchen's "all day" count: how many of each dish are still to cook across the Queue and Preparing, the way a
 * line cook calls it ("six biryani all day"), so a batch can be started for every order at once.
 */
import type { StaffLineItem } from '../../../shared/staff-orders.ts';

/** What the count reads of an order: its lines, and those a cook has already ticked done when the board says so. */
interface OpenOrder {
  lineItems: readonly Pick<StaffLineItem, 'id' | 'name' | 'quantity'>[];
  doneLineIds?: readonly number[];
}

/** The columns the count runs over: a kitchen board (shared/staff-orders.ts) is one; Completed is left alone. */
export interface AllDayBoard {
  processing: readonly OpenOrder[];
  preparing: readonly OpenOrder[];
}

export interface AllDayCount {
  /** The dish as its lines name it. */
  name: string;
  quantity: number;
}

/**
 * How many of each dish are open in the Queue and Preparing, most first, then by name. Choices do not split a dish
 * (a half and a full karahi are two karahis on the stove), Completed is done, and so is a line a cook has ticked.
 */
export function allDayCounts(board: AllDayBoard): AllDayCount[] {
  const counts = new Map<string, number>();
  for (const order of [...board.processing, ...board.preparing]) {
    const done = new Set(order.doneLineIds ?? []);
    for (const line of order.lineItems) {
      if (done.has(line.id) || line.quantity <= 0) continue;
      counts.set(line.name, (counts.get(line.name) ?? 0) + line.quantity);
    }
  }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** "6 × Chicken Biryani": one dish of the strip. */
export const allDayItemText = ({ name, quantity }: AllDayCount) => `${quantity} × ${name}`;

/** "6 × Chicken Biryani · 4 × Zinger": the whole strip as one line of text. */
export const allDayText = (counts: readonly AllDayCount[]) => counts.map(allDayItemText).join(' · ');

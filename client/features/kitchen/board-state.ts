/** The kitchen board as data: which column a status belongs to, and placing cards as the server reports moves. */
import type { LiveMessage } from '../../lib/live-socket.ts';
import { moveBetween, type OrderStatus } from '../../../shared/order-status.ts';
import { stillCompleted, type KitchenBoard, type KitchenOrder, type LineTicks } from '../../../shared/staff-orders.ts';

export type ColumnKey = keyof KitchenBoard;

export interface Column {
  key: ColumnKey;
  /** The status a card dropped here moves to. */
  status: OrderStatus;
  title: string;
  empty: string;
}

export const COLUMNS: readonly Column[] = [
  { key: 'processing', status: 'PROCESSING', title: 'Queue', empty: 'No orders waiting.' },
  { key: 'preparing', status: 'PREPARING', title: 'Preparing', empty: 'Nothing being prepared.' },
  { key: 'completed', status: 'COMPLETED', title: 'Completed', empty: 'Nothing waiting to go out.' },
];

/**
 * Orders out with a rider, given up at the door or delivered stay in Completed: the column is what the kitchen
 * finished, wherever the order went next.
 */
export function columnOf(status: OrderStatus): ColumnKey | null {
  switch (status) {
    case 'PROCESSING':
      return 'processing';
    case 'PREPARING':
      return 'preparing';
    case 'COMPLETED':
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERY_FAILED':
    case 'DELIVERED':
      return 'completed';
    default:
      return null;
  }
}

/**
 * Why a worker cannot drop order `orderId`, now `from`, on the column of `to`, in words the cook reads on the
 * board; null when the drop is allowed or goes nowhere (the card's own column).
 */
export function whyNotMove(orderId: number, from: OrderStatus, to: OrderStatus): string | null {
  if (columnOf(from) === columnOf(to) || moveBetween(from, to, 'WORKER')) return null;
  const order = `Order #${orderId}`;
  switch (from) {
    case 'PROCESSING':
      return `${order} has to be prepared first: move it to Preparing.`;
    case 'PREPARING':
      return `${order} is already being prepared; it can't go back to the Queue.`;
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERY_FAILED':
      return `${order} has left the kitchen with a rider.`;
    case 'DELIVERED':
      return `${order} was delivered already.`;
    default:
      return `${order} is finished; it waits in Completed for a rider.`;
  }
}

/**
 * Where a finished order's bag is, for its card in Completed: on the pass, with a rider, or given up; null for an
 * order the kitchen has not finished.
 */
export function finishedLabel(order: Pick<KitchenOrder, 'status' | 'rider'>): string | null {
  if (columnOf(order.status) !== 'completed') return null;
  switch (order.status) {
    case 'OUT_FOR_DELIVERY':
      return `Out with ${order.rider?.firstName ?? 'a rider'}`;
    case 'DELIVERY_FAILED':
      return 'Given up at the door';
    case 'DELIVERED':
      return 'Delivered';
    default:
      // A rider who will try the door again keeps the bag meanwhile: it is not on the pass.
      return order.rider ? `With ${order.rider.firstName}, going out again` : 'Waiting for a rider';
  }
}

export function columnTitle(status: OrderStatus): string {
  return COLUMNS.find((column) => column.key === columnOf(status))?.title ?? 'the board';
}

export function removeCard(board: KitchenBoard, orderId: number): KitchenBoard {
  const keep = (list: KitchenOrder[]) => list.filter((order) => order.orderId !== orderId);
  return { processing: keep(board.processing), preparing: keep(board.preparing), completed: keep(board.completed) };
}

/**
 * Puts a card where `status` belongs (or takes it off the board). A card already in that column keeps its place;
 * a newcomer joins Queue and Preparing by age, oldest first, and Completed at the top, as the most recent.
 */
export function placeCard(board: KitchenBoard, card: KitchenOrder, status: OrderStatus): KitchenBoard {
  const target = columnOf(status);
  const placed = { ...card, status };
  const next = removeCard(board, card.orderId);
  if (!target) return next;
  const list = board[target];
  const at = list.findIndex((order) => order.orderId === card.orderId);
  if (at >= 0) {
    next[target] = list.map((order, index) => (index === at ? placed : order));
  } else if (target === 'completed') {
    next[target] = [placed, ...list];
  } else {
    const before = list.filter((order) => order.confirmedAt <= placed.confirmedAt);
    const after = list.filter((order) => order.confirmedAt > placed.confirmedAt);
    next[target] = [...before, placed, ...after];
  }
  return next;
}

/** A live event, folded into the board: new orders join the Queue, moves place the card by the new status. */
export function applyKitchenEvent(board: KitchenBoard, message: LiveMessage): KitchenBoard {
  const { payload } = message;
  if (message.name === 'order.confirmed') return placeCard(board, message.payload.order, payload.to);
  return message.payload.kitchen
    ? placeCard(board, message.payload.kitchen, payload.to)
    : removeCard(board, payload.orderId);
}

/** The board with one card changed, wherever it is; the same board when the card is not on it or `change` keeps it. */
function changeCard(board: KitchenBoard, orderId: number, change: (card: KitchenOrder) => KitchenOrder): KitchenBoard {
  let changed = false;
  const next = (list: KitchenOrder[]) =>
    list.some((order) => order.orderId === orderId)
      ? list.map((order) => {
          if (order.orderId !== orderId) return order;
          const updated = change(order);
          changed ||= updated !== order;
          return updated;
        })
      : list;
  const result = {
    processing: next(board.processing),
    preparing: next(board.preparing),
    completed: next(board.completed),
  };
  return changed ? result : board;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * An order's ticked lines as the server says they are now (the `kitchen.lines` event, or a tick's answer): the card
 * shows them wherever it is. Idempotent, and the same board when nothing changes.
 */
export function applyLineTicks(board: KitchenBoard, ticks: LineTicks): KitchenBoard {
  return changeCard(board, ticks.orderId, (card) =>
    sameIds(card.doneLineIds, ticks.doneLineIds) ? card : { ...card, doneLineIds: [...ticks.doneLineIds] },
  );
}

/** One line ticked done (or not) ahead of the server's answer, kept in the order of the card's lines. */
export function withLineTick(board: KitchenBoard, orderId: number, lineId: number, done: boolean): KitchenBoard {
  return changeCard(board, orderId, (card) => {
    if (card.doneLineIds.includes(lineId) === done) return card;
    const ticked = new Set(card.doneLineIds);
    if (done) ticked.add(lineId);
    else ticked.delete(lineId);
    const inLineOrder = card.lineItems.map((line) => line.id).filter((id) => ticked.has(id));
    return { ...card, doneLineIds: inLineOrder };
  });
}

/**
 * Completed holds what the kitchen finished in the last three hours and has not long handed over, as the server
 * reads it; a board left open all evening lets cards go as the clock passes them.
 */
export function withinCompletedWindow(board: KitchenBoard, now: number): KitchenBoard {
  const recent = board.completed.filter((order) => stillCompleted(order, now));
  return recent.length === board.completed.length ? board : { ...board, completed: recent };
}

/** The board as shown: cards whose move is waiting for the server already sit in the column they are going to. */
export function withPendingMoves(board: KitchenBoard, pending: ReadonlyMap<number, OrderStatus>): KitchenBoard {
  let shown = board;
  for (const [orderId, status] of pending) {
    const card = Object.values(board)
      .flat()
      .find((order) => order.orderId === orderId);
    if (card) shown = placeCard(shown, card, status);
  }
  return shown;
}

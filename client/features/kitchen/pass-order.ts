import type { KitchenOrder } from '../../../shared/staff-orders.ts';

/** What the pass needs first: a bag nobody came for, then one going out again, then those already gone. */
const PRIORITY: Partial<Record<KitchenOrder['status'], number>> = {
  COMPLETED: 0,
  DELIVERY_FAILED: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
};

const rank = (order: KitchenOrder) =>
  order.status === 'COMPLETED' && order.rider ? 1 : (PRIORITY[order.status] ?? PRIORITY.DELIVERED!);

/**
 * The Completed strips in the order the pass reads them: bags waiting for a rider first, longest waiting on top;
 * then bags kept by a rider to go out again, given up at the door, out, and delivered, the latest first.
 */
export function passOrder(orders: readonly KitchenOrder[]): KitchenOrder[] {
  const finished = (order: KitchenOrder) => Date.parse(order.completedAt ?? order.confirmedAt);
  return [...orders].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    return rank(a) === 0 ? finished(a) - finished(b) : finished(b) - finished(a);
  });
}

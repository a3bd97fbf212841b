import type { KitchenOrder } from '../../../shared/staff-orders.ts';
import { finishedLabel } from './board-state.ts';
import './kitchen-strip.css';

/**
 * A finished order, shrunk to one line until it leaves the board: its number, whom it is for, and where the bag is
 * (on the pass waiting for a rider, or with whom). The kitchen has nothing left to read on it.
 */
export function KitchenStrip({ order }: { order: KitchenOrder }) {
  const titleId = `kitchen-order-${order.orderId}`;
  const where = finishedLabel(order);
  return (
    <article
      className="kitchen-strip"
      aria-labelledby={titleId}
      data-status={order.status}
      data-waiting={(order.status === 'COMPLETED' && !order.rider) || undefined}
    >
      <h3 id={titleId} className="kitchen-strip__title">
        <span className="visually-hidden">Order </span>#{order.orderId}
      </h3>
      <span className="kitchen-strip__customer">{order.customerFirstName || 'a guest'}</span>
      <span className="kitchen-strip__where">{where}</span>
    </article>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import type { PastOrder } from '../../../shared/orders.ts';
import { formatDateTime, formatPrice, pluralize } from '../../lib/format.ts';
import { PAYMENT_METHOD_LABELS, progressDetail, statusGroup, statusLabel } from './order-status.ts';

interface PastOrderCardProps {
  order: PastOrder;
  hasFeedback: boolean;
  onMoreInfo: () => void;
  onOrderAgain: () => Promise<void>;
}

/** One past order: status, date, payment method, total, "More Info" and "Order again". */
export function PastOrderCard({ order, hasFeedback, onMoreInfo, onOrderAgain }: PastOrderCardProps) {
  const [adding, setAdding] = useState(false);
  const group = statusGroup(order.stage);
  const detail = group === 'in-progress' ? progressDetail(order.stage) : null;
  const titleId = `past-order-${order.order_id}`;
  const itemCount = order.order_items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article className="past-order card" aria-labelledby={titleId}>
      <header className="past-order__head">
        <h2 id={titleId} className="past-order__title">
          Order #{order.order_id}
        </h2>
        <span className="status-badge" data-group={group}>
          {statusLabel(order.stage)}
        </span>
      </header>
      <dl className="past-order__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatDateTime(order.order_date)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="past-order__total">{formatPrice(order.total_price)}</dd>
        </div>
        {detail && (
          <div>
            <dt>Now</dt>
            <dd>{detail}</dd>
          </div>
        )}
      </dl>
      <p className="past-order__summary">
        {pluralize(itemCount, 'item')}: {order.order_items.map((item) => item.productName).join(', ')}
        {hasFeedback && <span className="past-order__feedback-mark"> · Feedback given</span>}
      </p>
      <div className="past-order__actions">
        <button type="button" className="button button--primary" onClick={onMoreInfo} aria-describedby={titleId}>
          More Info
        </button>
        {group === 'in-progress' && (
          <Link href="/track-order" className="button button--secondary" aria-describedby={titleId}>
            Track
          </Link>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={adding}
          aria-describedby={titleId}
          onClick={() => {
            setAdding(true);
            void onOrderAgain().finally(() => setAdding(false));
          }}
        >
          Order again
        </button>
      </div>
    </article>
  );
}

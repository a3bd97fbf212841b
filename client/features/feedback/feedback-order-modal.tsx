import type { AdminFeedback } from '../../../shared/feedback.ts';
import { Modal } from '../../components/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OrderItemsList } from '../orders/order-items-list.tsx';
import { PAYMENT_METHOD_LABELS, statusGroup, statusLabel } from '../orders/order-status.ts';

/**
 * The order a feedback is about: customer, date, status, payment, address, any failed deliveries (the rider's
 * reason, and the address the customer replaced), items and total.
 */
export function FeedbackOrderModal({ item, onClose }: { item: AdminFeedback; onClose: () => void }) {
  const { order } = item;
  return (
    <Modal title={`Order #${order.order_id}`} onClose={onClose}>
      <dl className="feedback-facts">
        <div>
          <dt>Customer</dt>
          <dd>
            {item.customer_name}
            <br />
            <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
          </dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>{formatDateTime(order.order_date)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className="status-badge" data-group={statusGroup(order.order_status)}>
              {statusLabel(order.order_status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        </div>
        <div className="feedback-facts__wide">
          <dt>Delivery address</dt>
          <dd>{order.delivery_address}</dd>
        </div>
        {order.delivery_history.length > 0 && (
          <div className="feedback-facts__wide">
            <dt>Failed deliveries</dt>
            <dd>
              <ul className="delivery-history">
                {order.delivery_history.map((step) => (
                  <li key={`${step.kind}-${step.at}`}>
                    <span className="delivery-history__time">{formatDateTime(step.at)}</span>{' '}
                    {step.kind === 'returned'
                      ? `Returned by the rider: ${step.reason || 'no reason given'}`
                      : `Address corrected by the customer (was: ${step.previous_address})`}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <section className="order-details" aria-labelledby="feedback-order-items">
        <h3 id="feedback-order-items" className="order-details__title">
          Items
        </h3>
        <OrderItemsList items={order.order_items} total={order.total_price} />
      </section>
    </Modal>
  );
}

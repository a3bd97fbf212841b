import type { AdminFeedback } from '../../../shared/feedback.ts';
import { Modal } from '../../components/modal.tsx';
import { Fact, FactList } from '../../components/ui/fact-list.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OrderDetailsSection } from '../orders/order-details-section.tsx';
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
      <FactList>
        <Fact label="Customer">
          {item.customer_name}
          <br />
          <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
        </Fact>
        <Fact label="Ordered">{formatDateTime(order.order_date)}</Fact>
        <Fact label="Status">
          <span className="status-badge" data-group={statusGroup(order.order_status)}>
            {statusLabel(order.order_status)}
          </span>
        </Fact>
        <Fact label="Payment">{PAYMENT_METHOD_LABELS[order.payment_method]}</Fact>
        <Fact label="Delivery address" wide>
          {order.delivery_address}
        </Fact>
        {order.delivery_history.length > 0 && (
          <Fact label="Failed deliveries" wide>
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
          </Fact>
        )}
      </FactList>
      <OrderDetailsSection id="feedback-order-items" title="Items">
        <OrderItemsList items={order.order_items} total={order.total_price} />
      </OrderDetailsSection>
    </Modal>
  );
}

import { useEffect, useRef } from 'react';
import type { PastOrder } from '../../../shared/orders.ts';
import { Modal } from '../../components/modal.tsx';
import { Stars } from '../../components/stars.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { FeedbackForm, type GivenFeedback } from './feedback-form.tsx';
import { OrderDetailsSection } from './order-details-section.tsx';
import { OrderItemsList } from './order-items-list.tsx';

interface OrderDetailsModalProps {
  order: PastOrder;
  feedback: PastOrder['feedback'];
  onFeedback: (given: GivenFeedback) => void;
  onClose: () => void;
}

/** "More Info": the order's items (picture, name, quantity, unit price) and its feedback, or "Rate your meal". */
export function OrderDetailsModal({ order, feedback, onFeedback, onClose }: OrderDetailsModalProps) {
  const given = useRef<HTMLElement>(null);
  const hadFeedback = useRef(feedback !== null);

  // Once feedback is sent the form (and the focused button) goes away: focus moves to what replaced it.
  useEffect(() => {
    if (feedback && !hadFeedback.current) given.current?.focus();
    hadFeedback.current = feedback !== null;
  }, [feedback]);

  return (
    <Modal title={`Order #${order.order_id}`} onClose={onClose}>
      <OrderDetailsSection id="order-details-items" title="Items">
        <OrderItemsList items={order.order_items} total={order.total_price} deliveryFee={order.delivery_fee} />
      </OrderDetailsSection>

      <OrderDetailsSection
        id="order-details-feedback"
        title={!feedback && order.stage === 'DELIVERED' ? 'Rate your meal' : 'Feedback'}
      >
        {feedback ? (
          <figure className="order-feedback" ref={given} tabIndex={-1}>
            {feedback.stars !== null && <Stars value={feedback.stars} />}
            {feedback.content && <blockquote>{feedback.content}</blockquote>}
            <figcaption>Your feedback, {formatDateTime(feedback.created_at)}. Thank you!</figcaption>
          </figure>
        ) : order.stage === 'DELIVERED' ? (
          <FeedbackForm orderId={order.order_id} items={order.order_items} onSubmitted={onFeedback} />
        ) : (
          <p className="order-details__note">You can leave feedback once the order has been delivered.</p>
        )}
      </OrderDetailsSection>
    </Modal>
  );
}

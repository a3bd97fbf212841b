import { useState } from 'react';
import type { TrackedOrder } from '../../../shared/orders.ts';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { cancelOrder } from './orders-api.ts';
import '../../components/dialog-actions.css';

interface CancelOrderModalProps {
  order: TrackedOrder;
  /** The order as the server answered the cancellation, and its message. */
  onCancelled: (order: TrackedOrder, message: string) => void;
  /** The server refused (the kitchen started it meanwhile): its message, and the tracker should read the order again. */
  onRefused: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before a customer cancels an order waiting in the queue. The buttons say what they do ("Keep my order",
 * "Cancel order"), since a plain "Cancel" next to "Cancel order" would read both ways.
 */
export function CancelOrderModal({ order, onCancelled, onRefused, onClose }: CancelOrderModalProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const answer = await cancelOrder({ orderId: order.order_id });
      onCancelled(answer.data, answer.message);
      onClose();
    } catch (error) {
      setBusy(false);
      const problem = await serverError(error);
      if (!problem) return;
      onRefused(problem.message);
      if (hasStatus(error, 409) || hasStatus(error, 404)) onClose();
    }
  }

  return (
    <Modal title={`Cancel order #${order.order_id}?`} onClose={onClose}>
      <p>
        The kitchen hasn&apos;t started it yet, so you can still cancel it. Nothing is charged: you pay on delivery.
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep my order
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Cancelling…' : 'Cancel order'}
        </button>
      </div>
    </Modal>
  );
}

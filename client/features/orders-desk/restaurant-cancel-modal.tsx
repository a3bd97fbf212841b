import { useId } from 'react';
import { toast } from 'react-toastify';
import { CANCEL_REASON_MAX, restaurantCancelBody } from '../../../shared/cancellation.ts';
import type { DeskOrder } from '../../../shared/orders-desk.ts';
import { TextAreaField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus } from '../../lib/api.ts';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { cancelAsRestaurant } from './desk-api.ts';
import '../../components/dialog-actions.css';

const reasonOnly = restaurantCancelBody.pick({ reason: true });

interface RestaurantCancelModalProps {
  order: DeskOrder;
  onClose: () => void;
  /** The order changed (cancelled now, or moved on by someone else meanwhile): the page reads it again. */
  onChanged: () => void;
}

/**
 * The confirm step of calling an order off: what it does, and the reason the customer will read, which is required.
 * The buttons say what they do ("Keep the order", "Cancel order"), since a plain "Cancel" would read both ways.
 */
export function RestaurantCancelModal({ order, onClose, onChanged }: RestaurantCancelModalProps) {
  const id = useId();
  const form = useForm({ reason: '' });
  const { pending, onSubmit } = useCheckedSubmit(form, reasonOnly, async ({ reason }) => {
    try {
      const answer = await cancelAsRestaurant({ orderId: order.orderId, reason });
      toast.success(answer.message);
      onChanged();
      onClose();
    } catch (error) {
      // Delivered or cancelled meanwhile: the refusal is shown, and the page shows where the order now stands.
      if (hasStatus(error, 409) || hasStatus(error, 404)) {
        onChanged();
        onClose();
      }
      throw error;
    }
  });

  return (
    <Modal title={`Cancel order #${order.orderId}?`} onClose={onClose}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <p>
          The kitchen and the riders drop it at once, and {order.customer.name} is e-mailed your reason, which their
          tracker shows too. It can&apos;t be undone.
        </p>
        <TextAreaField
          id={`${id}-reason`}
          label="Reason for the customer"
          hint="Required. For example: we ran out of an ingredient of this dish tonight."
          rows={4}
          maxLength={CANCEL_REASON_MAX}
          required
          {...form.bind('reason')}
        />
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep the order
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  FAILED_DELIVERY_REASON_MAX,
  FAILED_DELIVERY_REASON_MIN,
  type DeliveryOrder,
} from '../../../shared/staff-orders.ts';
import { TextAreaField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { reportFailedDelivery } from './delivery-api.ts';
import './report-issue-modal.css';

// Spec point 8 (the spec's last message is cut off after "order"; this is its sensible end).
export const REPORTED_MESSAGE = 'Order is being prepared again';
export const REPORT_FAILED_MESSAGE = "Couldn't mark order as failed. Please try again.";

const TOO_SHORT = `Please give a reason of at least ${FAILED_DELIVERY_REASON_MIN} characters.`;
const TOO_LONG = `Please keep the reason to ${FAILED_DELIVERY_REASON_MAX} characters or fewer.`;

interface ReportIssueModalProps {
  order: DeliveryOrder;
  onClose: () => void;
  /** The order went back to the kitchen. */
  onReported: (orderId: number) => void;
  /** The server says the order is no longer out for delivery: the list needs reading again. */
  onOutdated: () => void;
}

/** "Enter Reason": why a delivery failed (3 to 500 characters); the order then goes back to the kitchen. */
export function ReportIssueModal({ order, onClose, onReported, onOutdated }: ReportIssueModalProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const text = reason.trim();
    const problem =
      text.length < FAILED_DELIVERY_REASON_MIN ? TOO_SHORT : text.length > FAILED_DELIVERY_REASON_MAX ? TOO_LONG : null;
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await reportFailedDelivery({ orderId: order.orderId, reason: text });
      toast.success(REPORTED_MESSAGE);
      onReported(order.orderId);
    } catch (failure) {
      const answer = await serverError(failure);
      setSending(false);
      if (!answer) return;
      if (hasStatus(failure, 409)) {
        // Delivered or sent back by someone else meanwhile: nothing left to report here.
        toast.error(answer.message);
        onOutdated();
        onClose();
      } else if (hasStatus(failure, 400)) {
        setError(answer.fields?.reason ?? answer.message);
        field.current?.focus();
      } else {
        toast.error(REPORT_FAILED_MESSAGE);
      }
    }
  }

  return (
    <Modal title="Enter Reason" onClose={onClose}>
      <form className="form-stack report-issue" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id={id}
          label="Reason"
          hint={`Order #${order.orderId}, ${order.address}. The kitchen will prepare it again.`}
          error={error}
          announceError
          ref={field}
          name="reason"
          rows={4}
          maxLength={FAILED_DELIVERY_REASON_MAX}
          placeholder="For example: nobody answered the door or the phone."
          value={reason}
          onChange={(text) => {
            setReason(text);
            if (error) setError(undefined);
          }}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit'}
        </button>
      </form>
    </Modal>
  );
}

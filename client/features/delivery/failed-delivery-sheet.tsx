import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  FAILED_DELIVERY_OUTCOMES,
  FAILED_DELIVERY_REASON_MAX,
  FAILED_DELIVERY_REASON_MIN,
  FAILED_DELIVERY_REASONS,
  OUTCOME_LABELS,
  type DeliveryOrder,
  type FailedDeliveryOutcome,
} from '../../../shared/staff-orders.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors.ts';
import { reportFailedDelivery } from './delivery-api.ts';
import './failed-delivery-sheet.css';

const REPORT_FAILED_MESSAGE = "Couldn't send what happened. Please try again.";

/** What the rider hears once the restaurant has it, by what happens to the food. */
const REPORTED: Record<FailedDeliveryOutcome, (orderId: number) => string> = {
  RETRY: (orderId) => `Order #${orderId} stays with you, to go out again.`,
  KITCHEN: (orderId) => `Order #${orderId} goes back to the kitchen to be made again.`,
  GIVE_UP: (orderId) => `Order #${orderId} is with the restaurant now.`,
};

/** The radio value of "Other", which no preset reason can be. */
const OTHER = '';

const PICK_REASON = 'Choose what happened at the door.';
const PICK_OUTCOME = 'Choose what happens to the order.';
const TOO_SHORT = `Please say what happened in at least ${FAILED_DELIVERY_REASON_MIN} characters.`;
const TOO_LONG = `Please keep it to ${FAILED_DELIVERY_REASON_MAX} characters or fewer.`;

interface FailedDeliverySheetProps {
  order: DeliveryOrder;
  onClose: () => void;
  /** The restaurant has it: the order stays with the rider (RETRY) or leaves them. */
  onReported: (outcome: FailedDeliveryOutcome, reason: string) => void;
  /** The server says the order is no longer out with this rider: the list needs reading again. */
  onOutdated: () => void;
}

/**
 * "Couldn't deliver": why, in one tap (or typed, under "Other"), and what happens to the food. Nothing is chosen for
 * the rider: giving up and sending the food back cost the restaurant too much to be a default.
 */
export function FailedDeliverySheet({ order, onClose, onReported, onOutdated }: FailedDeliverySheetProps) {
  const id = useId();
  const [reason, setReason] = useState<string | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const [outcome, setOutcome] = useState<FailedDeliveryOutcome | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  /** "Other" was tapped, not reached with the arrow keys: the typing can start at once. */
  const [typeAtOnce, setTypeAtOnce] = useState(false);
  const errorId = (field: string) => `${id}-${field}-error`;

  function check(): FieldErrors {
    const problems: FieldErrors = {};
    if (reason === null) problems.reason = PICK_REASON;
    else if (reason === OTHER) {
      const text = otherReason.trim();
      if (text.length < FAILED_DELIVERY_REASON_MIN) problems.otherReason = TOO_SHORT;
      else if (text.length > FAILED_DELIVERY_REASON_MAX) problems.otherReason = TOO_LONG;
    }
    if (outcome === null) problems.outcome = PICK_OUTCOME;
    return problems;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const problems = check();
    if (Object.keys(problems).length > 0 || reason === null || outcome === null) {
      setErrors(problems);
      focusFirstInvalid(form, problems);
      return;
    }
    const said = reason === OTHER ? otherReason.trim() : reason;
    setSending(true);
    try {
      await reportFailedDelivery({ orderId: order.orderId, reason: said, outcome });
      toast.success(REPORTED[outcome](order.orderId));
      onReported(outcome, said);
    } catch (failure) {
      const answer = await serverError(failure);
      setSending(false);
      if (!answer) return;
      if (hasStatus(failure, 409)) {
        // Delivered, handed over or called back by the restaurant meanwhile: nothing left to report here.
        toast.error(answer.message);
        onOutdated();
        onClose();
      } else if (hasStatus(failure, 400)) {
        const refused: FieldErrors = {
          ...(answer.fields?.reason && { [reason === OTHER ? 'otherReason' : 'reason']: answer.fields.reason }),
          ...(answer.fields?.outcome && { outcome: answer.fields.outcome }),
        };
        if (Object.keys(refused).length === 0) toast.error(answer.message);
        setErrors(refused);
        focusFirstInvalid(form, refused);
      } else {
        toast.error(REPORT_FAILED_MESSAGE);
      }
    }
  }

  function chooseReason(choice: string) {
    setReason(choice);
    setErrors(({ reason: _picked, otherReason: _typed, ...rest }) => rest);
  }

  return (
    <Modal title={`Couldn't deliver order #${order.orderId}`} onClose={onClose}>
      <form className="form-stack failed-delivery" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="choice-cards" aria-describedby={errors.reason ? errorId('reason') : undefined}>
          <legend className="failed-delivery__legend">What happened?</legend>
          {[...FAILED_DELIVERY_REASONS, OTHER].map((choice) => (
            <label key={choice} className="choice-card failed-delivery__choice">
              <input
                type="radio"
                name="reason"
                value={choice}
                checked={reason === choice}
                aria-invalid={errors.reason ? true : undefined}
                onChange={() => chooseReason(choice)}
                // A keyboard's arrows fire this too, with no click count: focus stays in the group for them.
                onClick={(event) => setTypeAtOnce(choice === OTHER && event.detail > 0)}
              />
              <span>{choice === OTHER ? 'Other' : choice}</span>
            </label>
          ))}
          {errors.reason && (
            <p className="form-field__error" id={errorId('reason')}>
              {errors.reason}
            </p>
          )}
        </fieldset>

        {reason === OTHER && (
          <TextAreaField
            id={`${id}-other`}
            label="Say what happened"
            error={errors.otherReason}
            autoFocus={typeAtOnce}
            name="otherReason"
            rows={3}
            maxLength={FAILED_DELIVERY_REASON_MAX}
            placeholder="For example: the building's gate was locked and the guard sent me away."
            value={otherReason}
            onChange={(text) => {
              setOtherReason(text);
              if (errors.otherReason) setErrors(({ otherReason: _typed, ...rest }) => rest);
            }}
          />
        )}

        <fieldset className="choice-cards" aria-describedby={errors.outcome ? errorId('outcome') : undefined}>
          <legend className="failed-delivery__legend">What happens to the order?</legend>
          {FAILED_DELIVERY_OUTCOMES.map((choice) => (
            <label key={choice} className="choice-card failed-delivery__choice failed-delivery__choice--explained">
              <input
                type="radio"
                name="outcome"
                value={choice}
                checked={outcome === choice}
                aria-invalid={errors.outcome ? true : undefined}
                aria-describedby={`${id}-${choice}-explained`}
                onChange={() => {
                  setOutcome(choice);
                  setErrors(({ outcome: _picked, ...rest }) => rest);
                }}
              />
              <span className="failed-delivery__text">
                <span className="failed-delivery__label">{OUTCOME_LABELS[choice].label}</span>
                <span id={`${id}-${choice}-explained`} className="failed-delivery__explained">
                  {OUTCOME_LABELS[choice].explained}
                </span>
              </span>
            </label>
          ))}
          {errors.outcome && (
            <p className="form-field__error" id={errorId('outcome')}>
              {errors.outcome}
            </p>
          )}
        </fieldset>

        <DialogActions onCancel={onClose} label="Send" busyLabel="Sending…" busy={sending} />
      </form>
    </Modal>
  );
}

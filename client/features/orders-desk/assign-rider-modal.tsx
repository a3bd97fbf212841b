import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link } from 'wouter';
import type { DeskOrder } from '../../../shared/orders-desk.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus } from '../../lib/api.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { assignRider, fetchRiders } from './desk-api.ts';
import { riderLoad } from './desk-labels.ts';
import '../../components/dialog-actions.css';

interface AssignRiderModalProps {
  order: DeskOrder;
  onClose: () => void;
  /** The order changed (given to the rider now, or moved on by someone else meanwhile): the page reads it again. */
  onChanged: () => void;
}

/**
 * Gives the order to a rider, or to another one: the riders working now, each with what they carry, one to choose.
 * The buttons say what they do; a plain "Cancel" would read as cancelling the order, on this page.
 */
export function AssignRiderModal({ order, onClose, onChanged }: AssignRiderModalProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const holder = order.rider;
  const title = holder ? `Change the rider of order #${order.orderId}` : `Assign order #${order.orderId} to a rider`;
  const { resource, reload } = useLiveResource(fetchRiders, { failureMessage: "We couldn't load the riders." });
  const [chosen, setChosen] = useState<number | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const { pending, submit } = useSubmission();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === null) {
      setUnchosen(true);
      return;
    }
    void submit(
      async () => {
        try {
          const answer = await assignRider({ orderId: order.orderId, riderId: chosen });
          toast.success(answer.message);
          onChanged();
          onClose();
        } catch (error) {
          // Delivered, cancelled or given to someone else meanwhile: the refusal is shown, and the page shows where
          // the order now stands.
          if (hasStatus(error, 409) || hasStatus(error, 404)) {
            onChanged();
            onClose();
          }
          throw error;
        }
      },
      (problem) => void toast.error(problem.message),
    );
  }

  const riders = resource.status === 'ready' ? resource.data : null;
  // Giving an order that is out to the rider who has it would change nothing.
  const unchanged = (riderId: number) => order.status === 'OUT_FOR_DELIVERY' && riderId === holder?.id;

  return (
    <Modal title={title} onClose={onClose}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <p>
          {holder
            ? `${holder.firstName} has it now. The rider you choose takes it over and leaves with it.`
            : "The rider you choose leaves with it: it shows on their phone as theirs, and the customer's tracker names them."}
        </p>
        {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the riders" />}
        {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
        {riders?.length === 0 && (
          <p>
            No rider is working now. Riders are added on the <Link href="/workers">Workers</Link> page.
          </p>
        )}
        {riders && riders.length > 0 && (
          <fieldset className="choice-cards" aria-describedby={unchosen ? errorId : undefined}>
            <legend className="form-field__label">Rider</legend>
            {riders.map((rider) => (
              <label key={rider.id} className="choice-card">
                <input
                  type="radio"
                  name="riderId"
                  value={rider.id}
                  checked={chosen === rider.id}
                  disabled={unchanged(rider.id)}
                  onChange={() => {
                    setChosen(rider.id);
                    setUnchosen(false);
                  }}
                />
                <span className="rider-choice__text">
                  <span className="rider-choice__name">{rider.name}</span>
                  <span className="rider-choice__load">{riderLoad(rider, holder)}</span>
                </span>
              </label>
            ))}
            {unchosen && (
              <p className="form-field__error" id={errorId} role="alert">
                Choose a rider.
              </p>
            )}
          </fieldset>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
          {riders && riders.length > 0 && (
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Saving…' : holder ? 'Change rider' : 'Assign rider'}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

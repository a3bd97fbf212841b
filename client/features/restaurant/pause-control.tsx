/**
 * Pausing new orders from the kitchen board and the admin's hours page: one button opens four big choices (15, 30,
 * 60 minutes, or until turned back on); while paused, a strip across the screen counts down and offers Resume.
 */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { PAUSE_MINUTES, type PauseBody } from '../../../shared/opening-hours.ts';
import { Modal } from '../../components/modal.tsx';
import { toastLatest } from '../../components/toaster.tsx';
import { serverError } from '../../lib/api.ts';
import { pauseOrders, resumeOrders } from './restaurant-api.ts';
import { useOrdersClosedMessage } from './orders-closed.tsx';
import { setRestaurantStatus, useRestaurantStatus } from './restaurant-status.ts';
import './pause-control.css';

async function change(request: () => ReturnType<typeof resumeOrders>): Promise<boolean> {
  try {
    const answer = await request();
    setRestaurantStatus(answer.data);
    toastLatest('restaurant-pause', answer.message);
    return true;
  } catch (error) {
    const problem = await serverError(error);
    // An unreachable server was already reported by lib/api.ts.
    if (problem) toast.error(problem.message);
    return false;
  }
}

const CHOICES: { label: string; minutes: PauseBody['minutes'] }[] = [
  ...PAUSE_MINUTES.map((minutes) => ({ label: `${minutes} minutes`, minutes })),
  { label: 'Until I turn orders back on', minutes: null },
];

/** The toolbar button; it hides while paused, when the strip's Resume is the one thing to do. */
export function PauseOrdersControl() {
  const status = useRestaurantStatus();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (status?.state === 'paused') return null;

  async function pause(minutes: PauseBody['minutes']) {
    setBusy(true);
    if (await change(() => pauseOrders({ minutes }))) setOpen(false);
    setBusy(false);
  }

  return (
    <>
      <button type="button" className="button button--secondary pause-control" onClick={() => setOpen(true)}>
        Pause orders
      </button>
      {open && (
        <Modal title="Pause new orders" onClose={() => setOpen(false)}>
          <p>Customers can still browse the menu; orders already placed keep coming through.</p>
          <div className="pause-choices">
            {CHOICES.map(({ label, minutes }) => (
              <button
                key={label}
                type="button"
                className="button button--secondary pause-choices__choice"
                disabled={busy}
                onClick={() => void pause(minutes)}
              >
                {label}
              </button>
            ))}
          </div>
        </Modal>
      )}
    </>
  );
}

/** Across the staff screen while new orders wait: why, and Resume while it is a pause. */
export function OrdersPausedStrip() {
  const status = useRestaurantStatus();
  const message = useOrdersClosedMessage();
  const [busy, setBusy] = useState(false);
  async function resume() {
    setBusy(true);
    await change(resumeOrders);
    setBusy(false);
  }

  return (
    <div role="status">
      {status && message && (
        <div className="orders-paused-strip" data-state={status.state}>
          <p>
            <strong>{status.state === 'paused' ? 'New orders paused.' : 'Closed for new orders.'}</strong> {message}
          </p>
          {status.state === 'paused' && (
            <button
              type="button"
              className="button button--primary pause-control"
              disabled={busy}
              onClick={() => void resume()}
            >
              Resume orders
            </button>
          )}
        </div>
      )}
    </div>
  );
}

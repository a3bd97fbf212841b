import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { OrderStatus } from '../../../shared/order-status.ts';
import { RECALL_WINDOW_MS } from '../../../shared/staff-orders.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { useNow } from '../../lib/use-now.ts';
import { recallOrder } from './kitchen-api.ts';

/** A move this screen made: which order, where it went, and when. */
export interface Bump {
  orderId: number;
  to: OrderStatus;
  at: number;
}

interface RecallButtonProps {
  /** The last move made from this screen; null when there is none to recall. */
  bump: Bump | null;
  /** The bump was recalled, or can no longer be. */
  onDone: () => void;
  /** Reads the board again, after the server said it differs from what is shown. */
  refresh: () => void;
}

/**
 * "Recall #12" for half a minute after a ticket was bumped from this screen, with the seconds left: a tap on the
 * wrong ticket in a rush is undone in one more. The server holds the same limit; the board follows its news.
 */
export function RecallButton({ bump, ...rest }: RecallButtonProps) {
  // Keyed by the bump, so a new bump starts its own clock.
  return bump ? <RecallCountdown key={`${bump.orderId}:${bump.at}`} bump={bump} {...rest} /> : null;
}

function RecallCountdown({ bump, onDone, refresh }: RecallButtonProps & { bump: Bump }) {
  const now = useNow(1_000);
  const [sending, setSending] = useState(false);
  const left = Math.ceil((bump.at + RECALL_WINDOW_MS - Math.max(now, bump.at)) / 1000);

  useEffect(() => {
    if (left <= 0) onDone();
  }, [left, onDone]);

  if (left <= 0) return null;

  async function recall(orderId: number) {
    setSending(true);
    try {
      await recallOrder(orderId);
      onDone();
    } catch (error) {
      const problem = await serverError(error);
      if (problem) toast.error(problem.message);
      if (hasStatus(error, 409)) {
        onDone();
        refresh();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="button button--secondary kitchen-recall"
      disabled={sending}
      onClick={() => void recall(bump.orderId)}
    >
      Recall #{bump.orderId}
      <span className="kitchen-recall__left" aria-hidden="true">
        {left} s
      </span>
      <span className="visually-hidden"> ({left} seconds left)</span>
    </button>
  );
}

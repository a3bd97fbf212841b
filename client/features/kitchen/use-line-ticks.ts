/**
 * Line ticks on the kitchen board, wired up: a cook's tick shows at once and is sent, other screens' ticks arrive live
 * (`kitchen.lines`), and after a reconnect the board is read again, since ticks are not replayed.
 */
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import type { KitchenBoard } from '../../../shared/staff-orders.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { useKitchenLineTicks } from '../../lib/live-socket.ts';
import { applyLineTicks, withLineTick } from './board-state.ts';
import { tickLine } from './kitchen-api.ts';

interface LineTickOptions {
  /** The board's `update` from useLiveSnapshot: folds a change into the shown board. */
  update: (change: (board: KitchenBoard) => KitchenBoard) => void;
  /** Reads the board again: after a reconnect, and when a tick was refused (the ticket moved on meanwhile). */
  refresh: () => void;
}

/**
 * `tick(orderId, lineId, done)` for a ticket's lines (TicketLines' `onTick`), and the lines whose tick is on its way
 * (its `pendingLineIds`). A refused tick is undone by reading the board again, with the server's reason in a toast.
 */
export function useLineTicks({ update, refresh }: LineTickOptions) {
  const [pendingLineIds, setPending] = useState<ReadonlySet<number>>(() => new Set());

  useKitchenLineTicks((event) => update((board) => applyLineTicks(board, event)), refresh);

  const tick = useCallback(
    async (orderId: number, lineId: number, done: boolean) => {
      setPending((current) => new Set(current).add(lineId));
      update((board) => withLineTick(board, orderId, lineId, done));
      try {
        const answer = await tickLine({ orderId, lineId, done });
        update((board) => applyLineTicks(board, answer.data));
      } catch (error) {
        const problem = await serverError(error);
        if (problem) toast.error(problem.message, { toastId: `tick-${orderId}` });
        // Refused (the ticket moved on, or went): the board is out of date. A failed send: the server may not have it.
        update((board) => withLineTick(board, orderId, lineId, !done));
        if (hasStatus(error, 404) || hasStatus(error, 409)) refresh();
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(lineId);
          return next;
        });
      }
    },
    [update, refresh],
  );

  return { pendingLineIds, tick };
}

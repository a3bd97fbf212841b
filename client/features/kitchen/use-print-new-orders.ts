import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import type { KitchenOrder } from '../../../shared/staff-orders.ts';
import { readLocal, writeLocal } from '../../lib/local-storage.ts';

const SWITCH_KEY = 'forkcast.kitchen.print-new-orders';
/** Orders in the Queue that need no ticket from this screen: printed already, or there when printing was turned on. */
const DONE_KEY = 'forkcast.kitchen.tickets-done';

function readDone(): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(readLocal(DONE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => Number.isSafeInteger(id)) : []);
  } catch {
    return new Set();
  }
}

function remember(done: ReadonlySet<number>): ReadonlySet<number> {
  writeLocal(DONE_KEY, JSON.stringify([...done]));
  return done;
}

const idsOf = (queue: readonly KitchenOrder[]) => queue.map((order) => order.orderId);

/**
 * "Print new orders": with it on, each order in the Queue gets its ticket printed, oldest first, once on this
 * screen, across reloads and reconnects: the orders done are remembered in this browser. Orders that came while the
 * page was closed print when it opens again. Turning it on prints nothing already waiting in the Queue.
 *
 * `queue` is the board's Queue, or null while it loads (the switch waits for it: it needs to know what is already
 * there). `printing` is the order to print now; `printed` says it is done, or could not print, which the cook is told
 * of; either way the next one goes.
 */
export function usePrintNewOrders(queue: readonly KitchenOrder[] | null) {
  const [on, setOnState] = useState(() => readLocal(SWITCH_KEY) === 'on');
  const [done, setDone] = useState(readDone);
  const printing = on && queue ? idsOf(queue).find((orderId) => !done.has(orderId)) : undefined;

  const setOn = useCallback(
    (next: boolean) => {
      setOnState(next);
      writeLocal(SWITCH_KEY, next ? 'on' : 'off');
      if (next && queue) setDone(remember(new Set(idsOf(queue))));
    },
    [queue],
  );

  const printed = useCallback(
    (orderId: number, outcome: 'printed' | 'failed') => {
      // Only orders still in the Queue need remembering: an order never comes back to it.
      const stillQueued = (id: number) => !queue || queue.some((order) => order.orderId === id);
      setDone((current) => remember(new Set([...[...current].filter(stillQueued), orderId])));
      if (outcome === 'failed')
        toast.error(`The ticket for order #${orderId} didn't print. Use "Print ticket" on its card.`, {
          toastId: `ticket-${orderId}`,
        });
    },
    [queue],
  );

  return { on, setOn, ready: queue !== null, printing, printed };
}

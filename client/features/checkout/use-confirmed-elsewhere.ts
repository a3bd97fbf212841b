import { useCallback } from 'react';
import { useLiveEvents } from '../../lib/live-socket.ts';
import { useRefreshOnFocus } from '../../lib/use-refresh-on-focus.ts';
import { fetchTrackedOrders } from '../orders/orders-api.ts';

/**
 * Calls `onConfirmed` once the order waiting for its code is confirmed some other way: the mail's "Confirm order"
 * button, on this phone or another device. The live feed says so at once; after a reconnect, or when the customer
 * comes back from their mail app, the tracker's list is asked (it holds confirmed orders only). Mount it only while
 * an order waits: it opens the live connection.
 */
export function useConfirmedElsewhere(orderId: number, onConfirmed: (orderId: number) => void) {
  const check = useCallback(() => {
    fetchTrackedOrders().then(
      ({ data }) => {
        if (data.some((order) => order.order_id === orderId)) onConfirmed(orderId);
      },
      () => {
        // Unreachable for now: the next focus or live event asks again, and the code still works meanwhile.
      },
    );
  }, [orderId, onConfirmed]);
  useLiveEvents(
    (message) => {
      if (message.name !== 'order.status') return;
      const { orderId: changed, from, to } = message.payload;
      if (changed === orderId && from === 'UNCONFIRMED' && to !== 'CANCELLED') onConfirmed(orderId);
    },
    { onSync: check },
  );
  useRefreshOnFocus(check, true);
}

import { useEffect, useRef, useState } from 'react';
import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import { markDelivered } from './delivery-api.ts';

/** How long "Delivered" can be taken back before it is sent: a slip of the thumb at the door costs nothing. */
const UNDO_MS = 5_000;

/**
 * "Delivered", held a few seconds with an Undo before `deliver` sends it. Leaving the screen within those seconds
 * (another page, or the tab closed) sends what the rider decided at once, in requests that outlive the page.
 */
export function useDeliverLater(deliver: (order: DeliveryOrder) => Promise<void>) {
  /** Orders marked delivered, by id: when each is sent. */
  const [sending, setSending] = useState<ReadonlyMap<number, number>>(new Map());
  const timers = useRef(new Map<number, { timer: number; order: DeliveryOrder }>());
  const latest = useRef(deliver);

  useEffect(() => {
    latest.current = deliver;
  });

  const forget = (orderId: number) =>
    setSending((current) => {
      const next = new Map(current);
      next.delete(orderId);
      return next;
    });

  function markLater(order: DeliveryOrder) {
    const timer = window.setTimeout(() => {
      timers.current.delete(order.orderId);
      void latest.current(order).finally(() => forget(order.orderId));
    }, UNDO_MS);
    timers.current.set(order.orderId, { timer, order });
    setSending((current) => new Map(current).set(order.orderId, Date.now() + UNDO_MS));
  }

  function undo(order: DeliveryOrder) {
    const pending = timers.current.get(order.orderId);
    if (pending) window.clearTimeout(pending.timer);
    timers.current.delete(order.orderId);
    forget(order.orderId);
  }

  useEffect(() => {
    const pending = timers.current;
    function sendNow() {
      for (const { timer, order } of pending.values()) {
        window.clearTimeout(timer);
        void markDelivered(order.orderId, { keepalive: true }).catch(() => undefined);
      }
      pending.clear();
    }
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, []);

  return { sending, markLater, undo };
}

/** The customer's tracker, kept current by live events, and the news each change is worth. */
import type { TrackedOrder } from '../../../shared/orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';

export interface TrackedEntry {
  order: TrackedOrder;
  /** When this view of the order arrived: its estimated time counts from then. */
  receivedAt: number;
}

/**
 * A change brings the order's fresh view (with a new estimated time): it replaces the shown one, or joins the top
 * of the list, newest first. A cancelled order stays, saying so (and why, when the restaurant cancelled it); one that
 * expired unconfirmed, or one the server no longer tracks, leaves the list.
 */
export function applyTrackingEvent(list: TrackedEntry[], message: LiveMessage): TrackedEntry[] {
  if (message.name !== 'order.status') return list;
  const { orderId, from, to, tracked } = message.payload;
  const rest = list.filter((entry) => entry.order.order_id !== orderId);
  if (!tracked || (from === 'UNCONFIRMED' && to === 'CANCELLED')) return rest;
  const entry = { order: tracked, receivedAt: Date.now() };
  return list.length === rest.length
    ? [entry, ...list]
    : list.map((current) => (current.order.order_id === orderId ? entry : current));
}

/**
 * What a toast says about a change, or null for changes the customer made themselves (confirming the order,
 * correcting its address: a change that leaves the status as it was).
 */
export function trackingNews(message: LiveMessage): { text: string; kind: 'info' | 'success' } | null {
  if (message.name !== 'order.status') return null;
  const { from, to } = message.payload;
  if (from === to) return null;
  switch (to) {
    case 'PREPARING':
      return from === 'COMPLETED'
        ? { text: 'Your delivery was delayed; the kitchen is preparing your order again', kind: 'info' }
        : { text: 'Your order is being prepared', kind: 'info' };
    case 'COMPLETED':
      return { text: 'Your order is on its way', kind: 'info' };
    case 'DELIVERED':
      return { text: 'Delivered — enjoy!', kind: 'success' };
    // The customer's own cancellation is news only from the restaurant, which always says why.
    case 'CANCELLED': {
      const reason = message.payload.tracked?.cancel_reason;
      return reason ? { text: `The restaurant cancelled your order: ${reason}`, kind: 'info' } : null;
    }
    default:
      return null;
  }
}

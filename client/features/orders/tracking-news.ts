/** The customer's tracker, kept current by live events, and the news each change is worth. */
import type { RiderPositionEvent } from '../../../shared/events.ts';
import type { TrackedOrder } from '../../../shared/orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { doorFailureText, inSentence } from './order-status.ts';

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
 * A rider's new position moves the marker and brings a fresh estimate, counted from now. A position that arrives
 * after the order stopped being out (delivered, handed back meanwhile) is stale and changes nothing.
 */
export function applyRiderPosition(list: TrackedEntry[], event: RiderPositionEvent): TrackedEntry[] {
  return list.map((entry) =>
    entry.order.order_id === event.orderId && entry.order.stage === 'OUT_FOR_DELIVERY'
      ? {
          order: {
            ...entry.order,
            rider_position: event.position,
            estimated_minutes: event.estimated_minutes,
            estimated_time: event.estimated_time,
          },
          receivedAt: Date.now(),
        }
      : entry,
  );
}

/**
 * What a toast says about a change, or null for changes the customer made themselves (confirming the order,
 * correcting its address: a change that leaves the status as it was). `from` and `to` are the real statuses, and
 * the order's fresh view says who has it and why an attempt failed.
 */
export function trackingNews(message: LiveMessage): { text: string; kind: 'info' | 'success' } | null {
  if (message.name !== 'order.status') return null;
  const { from, to, tracked } = message.payload;
  if (from === to) return null;
  const rider = tracked?.rider_first_name ?? null;
  const attemptReason = tracked?.failed_attempt?.reason;
  switch (to) {
    case 'PREPARING':
      // From Ready with no failed attempt, the kitchen recalled the order it made ready too soon: no delay to tell.
      return from === 'OUT_FOR_DELIVERY' || (from === 'COMPLETED' && tracked?.failed_attempt)
        ? { text: 'Your delivery was delayed; the kitchen is preparing your order again', kind: 'info' }
        : { text: 'Your order is being prepared', kind: 'info' };
    case 'COMPLETED':
      if (from !== 'OUT_FOR_DELIVERY') return { text: 'Your order is ready, waiting for a rider', kind: 'info' };
      // "Try again" and a plain hand-back make the same move: only a retry keeps a failed attempt to tell.
      return tracked?.failed_attempt?.next === 'RETRY'
        ? { text: doorFailureText({ reason: attemptReason ?? null, next: 'RETRY' }, rider), kind: 'info' }
        : { text: 'Your order is back on the pass, waiting for a rider', kind: 'info' };
    case 'OUT_FOR_DELIVERY':
      return { text: rider ? `On the way with ${rider}` : 'Your order is on its way', kind: 'info' };
    case 'DELIVERY_FAILED':
      return {
        text: `We couldn't deliver your order${attemptReason ? `: ${inSentence(attemptReason)}` : ''}. The restaurant will contact you.`,
        kind: 'info',
      };
    case 'DELIVERED':
      return { text: 'Delivered — enjoy!', kind: 'success' };
    // The customer's own cancellation is news only from the restaurant, which always says why.
    case 'CANCELLED': {
      const reason = tracked?.cancel_reason;
      return reason ? { text: `The restaurant cancelled your order: ${reason}`, kind: 'info' } : null;
    }
    default:
      return null;
  }
}

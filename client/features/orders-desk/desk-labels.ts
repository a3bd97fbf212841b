/** How the desk words an order's status, the people who moved it, and each step of its history. */
import type { Role } from '../../../shared/constants.ts';
import type { OrderStatus } from '../../../shared/order-status.ts';
import { historyKind, type DeskActor, type DeskHistoryEntry, type DeskOrder } from '../../../shared/orders-desk.ts';
import type { AssignableRider, RiderRef } from '../../../shared/staff-orders.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** The restaurant's words for each status: the kitchen board's columns, the riders' shelf, and what is left to do. */
export const DESK_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  UNCONFIRMED: { label: 'Awaiting code', tone: 'neutral' },
  PROCESSING: { label: 'In the queue', tone: 'info' },
  PREPARING: { label: 'Preparing', tone: 'warning' },
  COMPLETED: { label: 'Ready', tone: 'olive' },
  OUT_FOR_DELIVERY: { label: 'Out for delivery', tone: 'violet' },
  // The one status that waits on the restaurant: it must stand out in a page of orders.
  DELIVERY_FAILED: { label: 'Delivery failed', tone: 'danger' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'danger' },
};

export const ROLE_LABELS: Record<Role, string> = {
  CUSTOMER: 'customer',
  WORKER: 'kitchen',
  DELIVERY_MAN: 'rider',
  ADMIN: 'admin',
};

/** "Bilal Cook (kitchen)"; the customer is "the customer", and nobody (the clock) is "the system". */
export function actorName(actor: DeskActor | null): string {
  if (!actor) return 'the system';
  if (actor.role === 'CUSTOMER') return 'the customer';
  return `${actor.name} (${ROLE_LABELS[actor.role]})`;
}

/** Staff names, each with their role, for the summary's "Cooked by" and "Delivered by". */
export function staffNames(actors: DeskActor[]): string {
  return actors.map((actor) => `${actor.name} (${ROLE_LABELS[actor.role]})`).join(', ');
}

const REACHED: Record<OrderStatus, string> = {
  UNCONFIRMED: 'Placed, awaiting the code',
  PROCESSING: 'Confirmed, in the queue',
  PREPARING: 'Started in the kitchen',
  COMPLETED: 'Ready, waiting for a rider',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery given up',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** What a failed attempt left the order to, told by where it went. */
function afterFailure(to: OrderStatus): string {
  if (to === 'PREPARING') return 'back to the kitchen';
  if (to === 'DELIVERY_FAILED') return 'gave up';
  return 'will try again';
}

/**
 * One step of the history in words. `title` says what happened; `by` who did it, where the title does not already
 * name them ("Taken by Usman Ali" does); `reason` what someone wrote, where the title does not already say it.
 */
export interface StepWords {
  title: string;
  by: string | null;
  reason: string | null;
}

/**
 * A step in words. `holder` is the rider who had the order before it: the restaurant taking an order off a rider
 * (to give it to another) names whom it took it from, which the step itself does not record.
 */
export function stepWords(entry: DeskHistoryEntry, holder: RiderRef | null = null): StepWords {
  const { actor, rider, reason } = entry;
  const riderName = actor?.name ?? 'The rider';
  const byRider = actor?.role === 'DELIVERY_MAN';
  const restaurant = actor?.name ?? 'the system';
  switch (historyKind(entry)) {
    case 'address-corrected':
      return { title: 'Delivery address corrected', by: `by ${actorName(actor)}`, reason: reason && `Was: ${reason}` };
    case 'delivery-failed': {
      const why = reason ? `: ${reason}` : '';
      return { title: `${riderName} couldn't deliver${why} — ${afterFailure(entry.to)}`, by: null, reason: null };
    }
    case 'taken':
      return {
        title: byRider ? `Taken by ${riderName}` : `Given to ${rider?.firstName ?? 'a rider'} by ${restaurant}`,
        by: null,
        reason: null,
      };
    case 'handed-back':
      return {
        title: byRider
          ? `Handed back by ${riderName}`
          : `Taken back from ${holder?.firstName ?? 'the rider'} by ${restaurant}`,
        by: null,
        reason: null,
      };
    case 'recalled':
      return {
        title: entry.to === 'PROCESSING' ? 'Recalled to the queue' : 'Recalled from ready to the kitchen',
        by: `by ${actorName(actor)}`,
        reason: null,
      };
    default:
      return { title: REACHED[entry.to], by: `by ${actorName(actor)}`, reason: reason && `Reason: ${reason}` };
  }
}

/** Every step of an order's history with its words, oldest first. */
export function historyWords(history: readonly DeskHistoryEntry[]): (StepWords & { entry: DeskHistoryEntry })[] {
  // The rider last given the order, which is who has it whenever the restaurant takes it back.
  let holder: RiderRef | null = null;
  return history.map((entry) => {
    const words = stepWords(entry, holder);
    if (entry.rider) holder = entry.rider;
    return { ...words, entry };
  });
}

/**
 * Why the last rider gave the order up, for an order that waits on the restaurant: "Usman Ali gave up: No answer.";
 * null when the history holds no such step.
 */
export function gaveUpNote(history: readonly DeskHistoryEntry[]): string | null {
  const step = history.findLast((entry) => entry.to === 'DELIVERY_FAILED' && entry.from !== entry.to);
  if (!step) return null;
  const who = step.actor?.name ?? 'The rider';
  if (!step.reason) return `${who} gave up.`;
  // A typed reason may end its own sentence.
  return `${who} gave up: ${step.reason}${/[.!?]$/.test(step.reason) ? '' : '.'}`;
}

/** Who has the bag of an order on the riders' shelf, in a few words; null for an order anywhere else. */
export function bagHolder(order: Pick<DeskOrder, 'status' | 'rider'>): string | null {
  switch (order.status) {
    case 'COMPLETED':
      return order.rider ? `${order.rider.firstName}, going out again` : 'Nobody yet, waiting for a rider';
    case 'OUT_FOR_DELIVERY':
      return `${order.rider?.firstName ?? 'A rider'}, on the way`;
    case 'DELIVERY_FAILED':
      return 'Nobody: the delivery was given up';
    default:
      return null;
  }
}

/** What a rider the restaurant could give an order to is carrying now: "free", "carrying 2", "has this order". */
export function riderLoad(rider: AssignableRider, holder: RiderRef | null): string {
  if (rider.id === holder?.id) return 'has this order';
  return rider.holding === 0 ? 'free' : `carrying ${rider.holding}`;
}

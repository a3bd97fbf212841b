/** How the desk words an order's status, the people who moved it, and each step of its history. */
import type { Role } from '../../../shared/constants.ts';
import type { OrderStatus } from '../../../shared/order-status.ts';
import { historyKind, type DeskActor, type DeskHistoryEntry } from '../../../shared/orders-desk.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** The restaurant's words for each status: the kitchen board's columns, and what the customer has not done yet. */
export const DESK_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  UNCONFIRMED: { label: 'Awaiting code', tone: 'neutral' },
  PROCESSING: { label: 'In the queue', tone: 'info' },
  PREPARING: { label: 'Preparing', tone: 'warning' },
  COMPLETED: { label: 'Out for delivery', tone: 'violet' },
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
  COMPLETED: 'Ready, out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** What a step of the history did, in a few words. */
export function stepTitle(entry: Pick<DeskHistoryEntry, 'from' | 'to'>): string {
  switch (historyKind(entry)) {
    case 'address-corrected':
      return 'Delivery address corrected';
    case 'delivery-failed':
      return 'Delivery failed, back to the kitchen';
    default:
      return REACHED[entry.to];
  }
}

/** The step's reason as it reads: why a delivery failed or an order was cancelled, or the address replaced. */
export function stepReason(entry: Pick<DeskHistoryEntry, 'from' | 'to' | 'reason'>): string | null {
  if (!entry.reason) return null;
  return historyKind(entry) === 'address-corrected' ? `Was: ${entry.reason}` : `Reason: ${entry.reason}`;
}

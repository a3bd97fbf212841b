/** How order statuses read to the customer (spec point 4). */
import type { OrderStatus } from '../../../shared/order-status.ts';

export const TRACKING_STEPS = ['Received', 'Preparing', 'In Transit', 'Delivered'] as const;

/** The tracking step of a status, 1 to 4 (PROCESSING 1, PREPARING 2, COMPLETED "In Transit" 3, DELIVERED 4). */
export function trackingStep(status: OrderStatus): number {
  switch (status) {
    case 'PREPARING':
      return 2;
    case 'COMPLETED':
      return 3;
    case 'DELIVERED':
      return 4;
    default:
      return 1;
  }
}

/** The progress bar's fill, 0 to 1: 1/8 while received, full when delivered, otherwise step / 5. */
export function trackingFill(status: OrderStatus): number {
  const step = trackingStep(status);
  if (step === 1) return 1 / 8;
  if (step === 4) return 1;
  return step / 5;
}

export type StatusGroup = 'cancelled' | 'done' | 'in-progress';

/** Past orders: Cancelled, Delivered (the spec's "Completed"), and anything else is in progress. */
export function statusGroup(status: OrderStatus): StatusGroup {
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'DELIVERED') return 'done';
  return 'in-progress';
}

const GROUP_LABELS: Record<StatusGroup, string> = {
  cancelled: 'Cancelled',
  done: 'Delivered',
  'in-progress': 'In progress',
};

export function statusLabel(status: OrderStatus): string {
  return GROUP_LABELS[statusGroup(status)];
}

/** Where an order in progress stands, in words, e.g. "Preparing". */
export function progressDetail(status: OrderStatus): string | null {
  switch (status) {
    case 'UNCONFIRMED':
      return 'Awaiting confirmation';
    case 'PROCESSING':
      return 'Received';
    case 'PREPARING':
      return 'Preparing';
    case 'COMPLETED':
      return 'In transit';
    default:
      return null;
  }
}

export const PAYMENT_METHOD_LABELS = { CASH: 'Cash on delivery', CARD: 'Card on delivery' } as const;

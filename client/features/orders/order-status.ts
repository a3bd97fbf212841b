/**
 * How order statuses read to the customer (spec point 4). Everything here reads an order's `stage`, where it really
 * is: its `order_status` is the spec's, which still calls an order out with a rider COMPLETED for the spec's client.
 */
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { TrackedOrder } from '../../../shared/orders.ts';
import type { FailedDeliveryOutcome } from '../../../shared/staff-orders.ts';

/**
 * The tracker's four steps as they read at `stage`. The third is the bag's: "Ready" until a rider has it, "On the way"
 * from then, "Not delivered" when the rider gave up at the door. Four steps rather than five keep each name on a
 * 390 px phone readable.
 */
export function trackingSteps(stage: OrderStatus): readonly [string, string, string, string] {
  const third =
    stage === 'OUT_FOR_DELIVERY' || stage === 'DELIVERED'
      ? 'On the way'
      : stage === 'DELIVERY_FAILED'
        ? 'Not delivered'
        : 'Ready';
  return ['Received', 'Preparing', third, 'Delivered'];
}

/** The tracking step of a stage, 1 to 4: received, preparing, with the riders (ready, out, given up), delivered. */
export function trackingStep(stage: OrderStatus): number {
  switch (stage) {
    case 'PREPARING':
      return 2;
    case 'COMPLETED':
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERY_FAILED':
      return 3;
    case 'DELIVERED':
      return 4;
    default:
      return 1;
  }
}

/** The name of the step the order is at, e.g. "On the way". */
export function currentStepName(stage: OrderStatus): string {
  return trackingSteps(stage)[trackingStep(stage) - 1] ?? 'Received';
}

/** The progress bar's fill, 0 to 1: 1/8 while received, full when delivered, otherwise step / 5. */
export function trackingFill(stage: OrderStatus): number {
  const step = trackingStep(stage);
  if (step === 1) return 1 / 8;
  if (step === 4) return 1;
  return step / 5;
}

/**
 * What the tracker says of an order with the riders, beyond its step: whether someone has it. A rider who keeps a
 * ready order is going to try the door again.
 */
export function riderLine(order: Pick<TrackedOrder, 'stage' | 'rider_first_name'>): string | null {
  const rider = order.rider_first_name;
  switch (order.stage) {
    case 'COMPLETED':
      return rider ? `${rider} will try again` : 'Ready, waiting for a rider';
    case 'OUT_FOR_DELIVERY':
      return rider ? `On the way with ${rider}` : 'On the way';
    default:
      return null;
  }
}

/** A failed attempt at the door the customer still has to hear about: why, and what happens to the food next. */
export interface DoorFailure {
  reason: string | null;
  next: FailedDeliveryOutcome;
}

/**
 * The failed attempt that explains where the order is now, or null once it moved on (out again, ready again after
 * the kitchen made it again). `returned_reason` alone says "back to the kitchen" for a server that does not yet
 * fill `failed_attempt`.
 */
export function doorFailure(
  order: Pick<TrackedOrder, 'stage' | 'failed_attempt' | 'returned_reason'>,
): DoorFailure | null {
  const attempt = order.failed_attempt;
  switch (order.stage) {
    case 'DELIVERY_FAILED':
      return { reason: attempt?.reason ?? null, next: 'GIVE_UP' };
    case 'COMPLETED':
      return attempt?.next === 'RETRY' ? { reason: attempt.reason, next: 'RETRY' } : null;
    case 'PREPARING':
      return order.returned_reason !== null || attempt?.next === 'KITCHEN'
        ? { reason: order.returned_reason ?? attempt?.reason ?? null, next: 'KITCHEN' }
        : null;
    default:
      return null;
  }
}

/** A rider's reason inside a sentence: its own final stop would double the sentence's. */
export function inSentence(reason: string): string {
  return reason.replace(/[.!?\s]+$/, '');
}

/** What the tracker says of a failed attempt after which the order waits with the riders: to go again, or given up. */
export function doorFailureText(failure: DoorFailure, rider: string | null): string {
  const { reason } = failure;
  return failure.next === 'RETRY'
    ? `${rider ?? 'Your rider'} couldn't deliver${reason ? ` (${inSentence(reason)})` : ''} and will try again.`
    : `We couldn't deliver it${reason ? `: ${inSentence(reason)}` : ''}. The restaurant will contact you.`;
}

/** "1.2 km away", or "less than 100 m away" once one decimal would round it to nothing. */
export function distanceAway(km: number): string {
  return km < 0.1 ? 'less than 100 m away' : `${km.toFixed(1)} km away`;
}

export type StatusGroup = 'cancelled' | 'done' | 'in-progress';

/** Past orders: Cancelled, Delivered (the spec's "Completed"), and anything else is in progress. */
export function statusGroup(stage: OrderStatus): StatusGroup {
  if (stage === 'CANCELLED') return 'cancelled';
  if (stage === 'DELIVERED') return 'done';
  return 'in-progress';
}

const GROUP_LABELS: Record<StatusGroup, string> = {
  cancelled: 'Cancelled',
  done: 'Delivered',
  'in-progress': 'In progress',
};

export function statusLabel(stage: OrderStatus): string {
  return GROUP_LABELS[statusGroup(stage)];
}

/** Where an order in progress stands, in words, e.g. "Preparing". */
export function progressDetail(stage: OrderStatus): string | null {
  switch (stage) {
    case 'UNCONFIRMED':
      return 'Awaiting confirmation';
    case 'PROCESSING':
      return 'Received';
    case 'PREPARING':
      return 'Preparing';
    // Past orders do not say whether a rider keeps it to try again: "ready to go out" is true either way.
    case 'COMPLETED':
      return 'Ready to go out';
    case 'OUT_FOR_DELIVERY':
      return 'On the way';
    case 'DELIVERY_FAILED':
      return "Couldn't be delivered; the restaurant will contact you";
    default:
      return null;
  }
}

export const PAYMENT_METHOD_LABELS = { CASH: 'Cash on delivery', CARD: 'Card on delivery' } as const;

import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { TrackedOrder } from '../../../shared/orders.ts';
import {
  currentStepName,
  distanceAway,
  doorFailure,
  doorFailureText,
  progressDetail,
  riderLine,
  statusGroup,
  trackingStep,
} from './order-status.ts';

type Stage = Pick<TrackedOrder, 'stage' | 'rider_first_name' | 'failed_attempt' | 'returned_reason'>;
const at = (stage: OrderStatus, more: Partial<Stage> = {}): Stage => ({
  stage,
  rider_first_name: null,
  failed_attempt: null,
  returned_reason: null,
  ...more,
});

describe('the tracker by stage', () => {
  it.each([
    ['PROCESSING', 1, 'Received'],
    ['PREPARING', 2, 'Preparing'],
    ['COMPLETED', 3, 'Ready'],
    ['OUT_FOR_DELIVERY', 3, 'On the way'],
    ['DELIVERY_FAILED', 3, 'Not delivered'],
    ['DELIVERED', 4, 'Delivered'],
  ] as const)('puts %s at step %i, "%s"', (stage, step, name) => {
    expect(trackingStep(stage)).toBe(step);
    expect(currentStepName(stage)).toBe(name);
  });

  it('says who has an order once it is ready', () => {
    expect(riderLine(at('COMPLETED'))).toBe('Ready, waiting for a rider');
    expect(riderLine(at('COMPLETED', { rider_first_name: 'Usman' }))).toBe('Usman will try again');
    expect(riderLine(at('OUT_FOR_DELIVERY', { rider_first_name: 'Usman' }))).toBe('On the way with Usman');
    expect(riderLine(at('PREPARING'))).toBeNull();
  });

  it('tells the failed attempt that explains where the order is, and forgets it once it moved on', () => {
    const retry = { reason: 'No answer', next: 'RETRY' } as const;
    expect(doorFailure(at('COMPLETED', { rider_first_name: 'Usman', failed_attempt: retry }))).toEqual(retry);
    expect(doorFailure(at('OUT_FOR_DELIVERY', { failed_attempt: retry }))).toBeNull();
    expect(doorFailure(at('PREPARING', { returned_reason: 'Refused' }))).toEqual({
      reason: 'Refused',
      next: 'KITCHEN',
    });
    expect(doorFailure(at('COMPLETED', { failed_attempt: { reason: 'Refused', next: 'KITCHEN' } }))).toBeNull();
    expect(doorFailure(at('DELIVERY_FAILED'))).toEqual({ reason: null, next: 'GIVE_UP' });
  });

  it('words a retry and a give-up', () => {
    expect(doorFailureText({ reason: 'No answer.', next: 'RETRY' }, 'Usman')).toBe(
      "Usman couldn't deliver (No answer) and will try again.",
    );
    expect(doorFailureText({ reason: 'Refused', next: 'GIVE_UP' }, 'Usman')).toBe(
      "We couldn't deliver it: Refused. The restaurant will contact you.",
    );
    expect(doorFailureText({ reason: null, next: 'GIVE_UP' }, null)).toBe(
      "We couldn't deliver it. The restaurant will contact you.",
    );
  });

  it('says how far the rider is, to one decimal, and never "0.0 km"', () => {
    expect(distanceAway(1.24)).toBe('1.2 km away');
    expect(distanceAway(0.1)).toBe('0.1 km away');
    expect(distanceAway(0.04)).toBe('less than 100 m away');
  });
});

describe('past orders by stage', () => {
  it('keeps an order with the riders in progress, saying where it is', () => {
    for (const stage of ['COMPLETED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'] as const)
      expect(statusGroup(stage)).toBe('in-progress');
    expect(progressDetail('OUT_FOR_DELIVERY')).toBe('On the way');
    expect(progressDetail('DELIVERY_FAILED')).toMatch(/restaurant will contact you/);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { DeskActor, DeskHistoryEntry } from '../../../shared/orders-desk.ts';
import { actorName, bagHolder, gaveUpNote, historyWords, riderLoad, staffNames, stepWords } from './desk-labels.ts';

const cook = { id: 3, name: 'Bilal Cook', role: 'WORKER' } as const;
const rider: DeskActor = { id: 4, name: 'Usman Ali', role: 'DELIVERY_MAN' };
const admin: DeskActor = { id: 1, name: 'Sara Khan', role: 'ADMIN' };
const usman = { id: 4, firstName: 'Usman' };
const rashid = { id: 6, firstName: 'Rashid' };

let seq = 0;
const step = (
  from: OrderStatus | null,
  to: OrderStatus,
  more: Partial<Pick<DeskHistoryEntry, 'actor' | 'rider' | 'reason'>> = {},
): DeskHistoryEntry => ({
  seq: ++seq,
  at: '2026-01-01T12:00:00.000Z',
  from,
  to,
  actor: null,
  rider: null,
  reason: null,
  ...more,
});

describe("the desk's words", () => {
  it('names who moved an order: staff by name and role, the customer and the system by what they are', () => {
    expect(actorName(cook)).toBe('Bilal Cook (kitchen)');
    expect(actorName({ id: 4, name: 'Rashid', role: 'DELIVERY_MAN' })).toBe('Rashid (rider)');
    expect(actorName({ id: 9, name: 'Ayesha Khan', role: 'CUSTOMER' })).toBe('the customer');
    expect(actorName(null)).toBe('the system');
    expect(staffNames([cook, { id: 5, name: 'Nadia', role: 'WORKER' }])).toBe('Bilal Cook (kitchen), Nadia (kitchen)');
  });

  it('words a move by where it went and who made it, with its reason or the address it replaced', () => {
    expect(stepWords(step('PROCESSING', 'PREPARING', { actor: cook }))).toEqual({
      title: 'Started in the kitchen',
      by: 'by Bilal Cook (kitchen)',
      reason: null,
    });
    expect(stepWords(step('PREPARING', 'COMPLETED', { actor: cook })).title).toBe('Ready, waiting for a rider');
    expect(stepWords(step('PREPARING', 'PREPARING', { reason: 'House 7 (F-8)' }))).toMatchObject({
      title: 'Delivery address corrected',
      reason: 'Was: House 7 (F-8)',
    });
    expect(stepWords(step('DELIVERY_FAILED', 'CANCELLED', { actor: admin, reason: 'Oven broke' }))).toEqual({
      title: 'Cancelled',
      by: 'by Sara Khan (admin)',
      reason: 'Reason: Oven broke',
    });
  });

  it("words the kitchen's recall of a bump, and keeps a rider's return from the pass a failed delivery", () => {
    expect(stepWords(step('PREPARING', 'PROCESSING', { actor: cook }))).toEqual({
      title: 'Recalled to the queue',
      by: 'by Bilal Cook (kitchen)',
      reason: null,
    });
    expect(stepWords(step('COMPLETED', 'PREPARING', { actor: cook })).title).toBe('Recalled from ready to the kitchen');
    expect(stepWords(step('COMPLETED', 'PREPARING', { actor: rider, reason: 'No answer' })).title).toBe(
      "Usman Ali couldn't deliver: No answer — back to the kitchen",
    );
  });

  it('says who took an order, and who gave it to whom', () => {
    expect(stepWords(step('COMPLETED', 'OUT_FOR_DELIVERY', { actor: rider, rider: usman }))).toEqual({
      title: 'Taken by Usman Ali',
      by: null,
      reason: null,
    });
    expect(stepWords(step('DELIVERY_FAILED', 'OUT_FOR_DELIVERY', { actor: admin, rider: rashid })).title).toBe(
      'Given to Rashid by Sara Khan',
    );
  });

  it('tells a failed attempt by where the order went next, with the rider and their reason in one sentence', () => {
    const failed = (to: OrderStatus, from: OrderStatus = 'OUT_FOR_DELIVERY') =>
      stepWords(step(from, to, { actor: rider, reason: 'No answer' }));
    expect(failed('COMPLETED')).toEqual({
      title: "Usman Ali couldn't deliver: No answer — will try again",
      by: null,
      reason: null,
    });
    expect(failed('PREPARING').title).toBe("Usman Ali couldn't deliver: No answer — back to the kitchen");
    expect(failed('DELIVERY_FAILED').title).toBe("Usman Ali couldn't deliver: No answer — gave up");
    // Before riders took orders, a failed delivery went back from Ready.
    expect(failed('PREPARING', 'COMPLETED').title).toBe("Usman Ali couldn't deliver: No answer — back to the kitchen");
  });

  it('names the rider the restaurant took an order back from, read from the steps before', () => {
    const words = historyWords([
      step('PREPARING', 'COMPLETED', { actor: cook }),
      step('COMPLETED', 'OUT_FOR_DELIVERY', { actor: rider, rider: usman }),
      step('OUT_FOR_DELIVERY', 'COMPLETED', { actor: rider }),
      step('COMPLETED', 'OUT_FOR_DELIVERY', { actor: admin, rider: rashid }),
      step('OUT_FOR_DELIVERY', 'COMPLETED', { actor: admin }),
      step('COMPLETED', 'OUT_FOR_DELIVERY', { actor: admin, rider: usman }),
    ]).map((words) => words.title);
    expect(words).toEqual([
      'Ready, waiting for a rider',
      'Taken by Usman Ali',
      'Handed back by Usman Ali',
      'Given to Rashid by Sara Khan',
      'Taken back from Rashid by Sara Khan',
      'Given to Usman by Sara Khan',
    ]);
  });

  it('says why the last rider gave an order up, for the restaurant to decide', () => {
    expect(gaveUpNote([step('PREPARING', 'COMPLETED', { actor: cook })])).toBeNull();
    const given = (reason: string | null) =>
      gaveUpNote([
        step('OUT_FOR_DELIVERY', 'DELIVERY_FAILED', { actor: { ...rider, name: 'Rashid' }, reason: 'Refused' }),
        step('DELIVERY_FAILED', 'OUT_FOR_DELIVERY', { actor: admin, rider: usman }),
        step('OUT_FOR_DELIVERY', 'DELIVERY_FAILED', { actor: rider, reason }),
      ]);
    expect(given('No answer')).toBe('Usman Ali gave up: No answer.');
    expect(given('Gate locked!')).toBe('Usman Ali gave up: Gate locked!');
    expect(given(null)).toBe('Usman Ali gave up.');
  });
});

describe('who has the bag', () => {
  it('names the rider holding an order on the shelf, and nobody for one waiting or given up', () => {
    expect(bagHolder({ status: 'COMPLETED', rider: null })).toBe('Nobody yet, waiting for a rider');
    expect(bagHolder({ status: 'COMPLETED', rider: usman })).toBe('Usman, going out again');
    expect(bagHolder({ status: 'OUT_FOR_DELIVERY', rider: usman })).toBe('Usman, on the way');
    expect(bagHolder({ status: 'DELIVERY_FAILED', rider: null })).toBe('Nobody: the delivery was given up');
    expect(bagHolder({ status: 'DELIVERED', rider: null })).toBeNull();
  });

  it('says what each rider carries, and which one has this order already', () => {
    const riders = [
      { ...usman, name: 'Usman Ali', holding: 2 },
      { ...rashid, name: 'Rashid Iqbal', holding: 0 },
    ];
    expect(riders.map((each) => riderLoad(each, null))).toEqual(['carrying 2', 'free']);
    expect(riders.map((each) => riderLoad(each, usman))).toEqual(['has this order', 'free']);
  });
});

import { describe, expect, it } from 'vitest';
import { actorName, staffNames, stepReason, stepTitle } from './desk-labels.ts';

const cook = { id: 3, name: 'Bilal Cook', role: 'WORKER' } as const;

describe("the desk's words", () => {
  it('names who moved an order: staff by name and role, the customer and the system by what they are', () => {
    expect(actorName(cook)).toBe('Bilal Cook (kitchen)');
    expect(actorName({ id: 4, name: 'Rashid', role: 'DELIVERY_MAN' })).toBe('Rashid (rider)');
    expect(actorName({ id: 9, name: 'Ayesha Khan', role: 'CUSTOMER' })).toBe('the customer');
    expect(actorName(null)).toBe('the system');
    expect(staffNames([cook, { id: 5, name: 'Nadia', role: 'WORKER' }])).toBe('Bilal Cook (kitchen), Nadia (kitchen)');
  });

  it('tells a failed delivery and an address correction from the moves they look like', () => {
    expect(stepTitle({ from: 'PROCESSING', to: 'PREPARING' })).toBe('Started in the kitchen');
    expect(stepTitle({ from: 'COMPLETED', to: 'PREPARING' })).toBe('Delivery failed, back to the kitchen');
    expect(stepTitle({ from: 'PREPARING', to: 'PREPARING' })).toBe('Delivery address corrected');
    expect(stepTitle({ from: 'UNCONFIRMED', to: 'CANCELLED' })).toBe('Cancelled');
    expect(stepReason({ from: 'PREPARING', to: 'PREPARING', reason: 'House 7 (F-8)' })).toBe('Was: House 7 (F-8)');
    expect(stepReason({ from: 'PREPARING', to: 'CANCELLED', reason: 'Oven broke' })).toBe('Reason: Oven broke');
    expect(stepReason({ from: 'PREPARING', to: 'COMPLETED', reason: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { reasonIsAboutAddress } from './address-reason.ts';

describe('reasonIsAboutAddress', () => {
  it.each([
    'Wrong address, house not found',
    'Wrong address: house 12 does not exist.',
    'Could not find the place',
    "Couldn't locate the building",
    'Street 12 has no such number',
    'The pin on the map is in a field',
    'Gate locked, no landmark matches',
  ])('hears the place in %j', (reason) => {
    expect(reasonIsAboutAddress(reason)).toBe(true);
  });

  it.each(['Nobody answered the door', 'Customer not picking up the phone', 'Refused the order', 'Bike broke down'])(
    'hears no address trouble in %j',
    (reason) => {
      expect(reasonIsAboutAddress(reason)).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { ROLES } from './constants.ts';
import { checkMove, moveBetween, ORDER_STATUSES } from './order-status.ts';

describe('the kitchen board drops', () => {
  it('allows a worker exactly Queue → Preparing and Preparing → Completed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.map((to) => [from, to, moveBetween(from, to, 'WORKER')] as const),
    ).filter(([, , move]) => move);
    expect(allowed).toEqual([
      ['PROCESSING', 'PREPARING', 'prepare'],
      ['PREPARING', 'COMPLETED', 'complete'],
    ]);
  });

  it('gives riders delivered and failed delivery, and nobody else any move', () => {
    expect(moveBetween('COMPLETED', 'DELIVERED', 'DELIVERY_MAN')).toBe('deliver');
    expect(moveBetween('COMPLETED', 'PREPARING', 'DELIVERY_MAN')).toBe('failDelivery');
    for (const role of ROLES.filter((r) => r === 'CUSTOMER' || r === 'ADMIN')) {
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES) expect(moveBetween(from, to, role)).toBeNull();
    }
  });
});

describe('checkMove', () => {
  it('names the role before the status, as the server answers 403 before 409', () => {
    expect(checkMove('prepare', 'DELIVERED', 'CUSTOMER')).toEqual({ ok: false, reason: 'role' });
    expect(checkMove('prepare', 'DELIVERED', 'WORKER')).toEqual({ ok: false, reason: 'status' });
    expect(checkMove('prepare', 'PROCESSING', 'WORKER')).toEqual({ ok: true });
  });
});

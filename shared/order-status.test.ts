import { describe, expect, it } from 'vitest';
import type { Role } from './constants.ts';
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

  it('gives riders delivered and failed delivery', () => {
    expect(moveBetween('COMPLETED', 'DELIVERED', 'DELIVERY_MAN')).toBe('deliver');
    expect(moveBetween('COMPLETED', 'PREPARING', 'DELIVERY_MAN')).toBe('failDelivery');
  });
});

describe('cancelling', () => {
  const cancelMoves = (role: Role) =>
    ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, moveBetween(from, to, role)] as const))
      .filter(([, , move]) => move)
      .map(([from, to, move]) => `${from} → ${to}: ${move}`);

  it('lets a customer cancel only an order waiting in the queue', () => {
    expect(cancelMoves('CUSTOMER')).toEqual(['PROCESSING → CANCELLED: cancel']);
  });

  it('lets the administrator cancel any confirmed order not yet delivered, and make no other move', () => {
    expect(cancelMoves('ADMIN')).toEqual([
      'PROCESSING → CANCELLED: cancelByRestaurant',
      'PREPARING → CANCELLED: cancelByRestaurant',
      'COMPLETED → CANCELLED: cancelByRestaurant',
    ]);
  });

  it('gives the kitchen and the riders no way to cancel', () => {
    expect(cancelMoves('WORKER').filter((move) => move.includes('CANCELLED'))).toEqual([]);
    expect(cancelMoves('DELIVERY_MAN').filter((move) => move.includes('CANCELLED'))).toEqual([]);
  });

  it('checks the role before the status', () => {
    expect(checkMove('cancel', 'PREPARING', 'ADMIN')).toEqual({ ok: false, reason: 'role' });
    expect(checkMove('cancel', 'PREPARING', 'CUSTOMER')).toEqual({ ok: false, reason: 'status' });
    expect(checkMove('cancelByRestaurant', 'DELIVERED', 'ADMIN')).toEqual({ ok: false, reason: 'status' });
    expect(checkMove('cancelByRestaurant', 'COMPLETED', 'ADMIN')).toEqual({ ok: true });
  });
});

describe('checkMove', () => {
  it('names the role before the status, as the server answers 403 before 409', () => {
    expect(checkMove('prepare', 'DELIVERED', 'CUSTOMER')).toEqual({ ok: false, reason: 'role' });
    expect(checkMove('prepare', 'DELIVERED', 'WORKER')).toEqual({ ok: false, reason: 'status' });
    expect(checkMove('prepare', 'PROCESSING', 'WORKER')).toEqual({ ok: true });
  });
});

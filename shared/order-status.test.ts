import { describe, expect, it } from 'vitest';
import type { Role } from './constants.ts';
import { checkMove, isRecall, moveBetween, ORDER_STATUSES, recallFrom, specStatus } from './order-status.ts';

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

  it('gives riders the pass and the door: take, hand back, deliver, and the three ends of a failed attempt', () => {
    const riders = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.map((to) => [from, to, moveBetween(from, to, 'DELIVERY_MAN')] as const),
    )
      .filter(([, , move]) => move)
      .map(([from, to, move]) => `${from} → ${to}: ${move}`);
    expect(riders).toEqual([
      'COMPLETED → PREPARING: failDelivery',
      'COMPLETED → OUT_FOR_DELIVERY: take',
      'COMPLETED → DELIVERED: deliver',
      'OUT_FOR_DELIVERY → PREPARING: failDelivery',
      // "Try again" makes the same move as a hand-back; the reason it comes with tells them apart.
      'OUT_FOR_DELIVERY → COMPLETED: handBack',
      'OUT_FOR_DELIVERY → DELIVERY_FAILED: giveUpDelivery',
      'OUT_FOR_DELIVERY → DELIVERED: deliver',
    ]);
    expect(checkMove('retryDelivery', 'OUT_FOR_DELIVERY', 'DELIVERY_MAN')).toEqual({ ok: true });
    expect(checkMove('retryDelivery', 'COMPLETED', 'DELIVERY_MAN')).toEqual({ ok: false, reason: 'status' });
  });

  it("shows the spec's clients an order with a rider as COMPLETED, and every other status as it is", () => {
    expect(ORDER_STATUSES.map((status) => `${status}: ${specStatus(status)}`)).toEqual([
      'UNCONFIRMED: UNCONFIRMED',
      'PROCESSING: PROCESSING',
      'PREPARING: PREPARING',
      'COMPLETED: COMPLETED',
      'OUT_FOR_DELIVERY: COMPLETED',
      'DELIVERY_FAILED: COMPLETED',
      'DELIVERED: DELIVERED',
      'CANCELLED: CANCELLED',
    ]);
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

  it('lets the administrator cancel any confirmed order not yet delivered, and otherwise only give it to a rider', () => {
    expect(cancelMoves('ADMIN')).toEqual([
      'PROCESSING → CANCELLED: cancelByRestaurant',
      'PREPARING → CANCELLED: cancelByRestaurant',
      'COMPLETED → OUT_FOR_DELIVERY: assign',
      'COMPLETED → CANCELLED: cancelByRestaurant',
      'OUT_FOR_DELIVERY → OUT_FOR_DELIVERY: assign',
      'OUT_FOR_DELIVERY → CANCELLED: cancelByRestaurant',
      'DELIVERY_FAILED → OUT_FOR_DELIVERY: assign',
      'DELIVERY_FAILED → CANCELLED: cancelByRestaurant',
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

describe('recalls', () => {
  it("takes back the kitchen's bumps, never as a drop on the board", () => {
    expect(recallFrom('PREPARING')).toBe('recallToQueue');
    expect(recallFrom('COMPLETED')).toBe('recallToPreparing');
    expect(ORDER_STATUSES.filter((status) => recallFrom(status) !== null)).toEqual(['PREPARING', 'COMPLETED']);
    expect(checkMove('recallToQueue', 'PREPARING', 'WORKER')).toEqual({ ok: true });
    expect(checkMove('recallToPreparing', 'COMPLETED', 'WORKER')).toEqual({ ok: true });
    expect(checkMove('recallToPreparing', 'COMPLETED', 'DELIVERY_MAN')).toEqual({ ok: false, reason: 'role' });
    expect(checkMove('recallToQueue', 'COMPLETED', 'WORKER')).toEqual({ ok: false, reason: 'status' });
    expect(isRecall('recallToQueue') && isRecall('recallToPreparing') && !isRecall('complete')).toBe(true);
    expect(moveBetween('PREPARING', 'PROCESSING', 'WORKER')).toBeNull();
    expect(moveBetween('COMPLETED', 'PREPARING', 'WORKER')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { specStatus, type OrderStatus } from '../../../shared/order-status.ts';
import type { TrackedOrder } from '../../../shared/orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { applyRiderPosition, applyTrackingEvent, trackingNews, type TrackedEntry } from './tracking-news.ts';

const tracked = (orderId: number, status: OrderStatus, more: Partial<TrackedOrder> = {}): TrackedOrder => ({
  order_id: orderId,
  order_status: specStatus(status),
  stage: status,
  delivery_address: 'House 12',
  total_price: 10,
  order_date: '2026-01-01T12:00:00.000Z',
  payment_method: 'CASH',
  order_items: [],
  latitude: 33.68,
  longitude: 73.04,
  sector: 'G-9',
  estimated_minutes: 20,
  estimated_time: '20 minutes',
  returned_reason: null,
  address_corrected: false,
  rider_first_name: null,
  rider_position: null,
  failed_attempt: null,
  cancel_reason: null,
  delivery_note: null,
  delivery_fee: 0,
  delivery_zone: null,
  ...more,
});

const change = (orderId: number, from: OrderStatus | null, to: OrderStatus, withView = true): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 5, orderId, from, to, at: '', ...(withView ? { tracked: tracked(orderId, to) } : {}) },
});

/** A move as the server sends it, with the order's fresh view saying who has it and why an attempt failed. */
const riderMove = (from: OrderStatus, to: OrderStatus, view: Partial<TrackedOrder>): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 7, orderId: 1, from, to, at: '', tracked: tracked(1, to, view) },
});

const entries: TrackedEntry[] = [
  { order: tracked(2, 'PROCESSING'), receivedAt: 0 },
  { order: tracked(1, 'COMPLETED'), receivedAt: 0 },
];
const shown = (list: TrackedEntry[]) => list.map((entry) => [entry.order.order_id, entry.order.stage]);

describe("the customer's tracker as the server reports changes", () => {
  it('replaces the order with its fresh view, in place', () => {
    const next = applyTrackingEvent(entries, change(2, 'PROCESSING', 'PREPARING'));
    expect(shown(next)).toEqual([
      [2, 'PREPARING'],
      [1, 'COMPLETED'],
    ]);
    expect(next[0]?.receivedAt).toBeGreaterThan(0);
  });

  it('adds a newly confirmed order first, and removes an expired or no longer tracked one', () => {
    expect(shown(applyTrackingEvent(entries, change(3, 'UNCONFIRMED', 'PROCESSING')))[0]).toEqual([3, 'PROCESSING']);
    expect(shown(applyTrackingEvent(entries, change(4, 'UNCONFIRMED', 'CANCELLED')))).toEqual(shown(entries));
    expect(shown(applyTrackingEvent(entries, change(1, 'COMPLETED', 'DELIVERED', false)))).toEqual([[2, 'PROCESSING']]);
  });

  it('keeps a cancelled order in place, saying so', () => {
    expect(shown(applyTrackingEvent(entries, change(2, 'PROCESSING', 'CANCELLED')))).toEqual([
      [2, 'CANCELLED'],
      [1, 'COMPLETED'],
    ]);
  });

  it("announces the restaurant's cancellation with its reason, and not the customer's own", () => {
    const byRestaurant: LiveMessage = {
      name: 'order.status',
      payload: {
        seq: 6,
        orderId: 1,
        from: 'COMPLETED',
        to: 'CANCELLED',
        at: '',
        tracked: { ...tracked(1, 'CANCELLED'), cancel_reason: 'The rider had an accident' },
      },
    };
    expect(trackingNews(byRestaurant)).toEqual({
      text: 'The restaurant cancelled your order: The rider had an accident',
      kind: 'info',
    });
    expect(trackingNews(change(2, 'PROCESSING', 'CANCELLED'))).toBeNull();
  });

  it('announces each step, and a failed delivery as a delay', () => {
    expect(trackingNews(change(2, 'PROCESSING', 'PREPARING'))?.text).toBe('Your order is being prepared');
    expect(trackingNews(change(2, 'PREPARING', 'COMPLETED'))?.text).toBe('Your order is ready, waiting for a rider');
    expect(trackingNews(change(2, 'OUT_FOR_DELIVERY', 'DELIVERED'))?.text).toBe('Delivered — enjoy!');
    // The spec's client delivers straight from the pass.
    expect(trackingNews(change(2, 'COMPLETED', 'DELIVERED'))?.text).toBe('Delivered — enjoy!');
    expect(trackingNews(change(2, 'UNCONFIRMED', 'PROCESSING'))).toBeNull();
  });

  it('names the rider who takes the order, or is given it by the restaurant', () => {
    expect(trackingNews(riderMove('COMPLETED', 'OUT_FOR_DELIVERY', { rider_first_name: 'Usman' }))?.text).toBe(
      'On the way with Usman',
    );
    expect(trackingNews(riderMove('DELIVERY_FAILED', 'OUT_FOR_DELIVERY', { rider_first_name: 'Sana' }))?.text).toBe(
      'On the way with Sana',
    );
    expect(trackingNews(riderMove('COMPLETED', 'OUT_FOR_DELIVERY', {}))?.text).toBe('Your order is on its way');
  });

  it('tells a hand-back from a rider who keeps the bag to try again', () => {
    expect(trackingNews(riderMove('OUT_FOR_DELIVERY', 'COMPLETED', {}))?.text).toBe(
      'Your order is back on the pass, waiting for a rider',
    );
    const retry = riderMove('OUT_FOR_DELIVERY', 'COMPLETED', {
      rider_first_name: 'Usman',
      failed_attempt: { reason: 'No answer.', next: 'RETRY' },
    });
    expect(trackingNews(retry)?.text).toBe("Usman couldn't deliver (No answer) and will try again.");
  });

  it('says a failed attempt sent back to the kitchen is a delay, and one given up leaves it to the restaurant', () => {
    const kitchen = riderMove('OUT_FOR_DELIVERY', 'PREPARING', {
      returned_reason: 'Refused',
      failed_attempt: { reason: 'Refused', next: 'KITCHEN' },
    });
    expect(trackingNews(kitchen)?.text).toBe('Your delivery was delayed; the kitchen is preparing your order again');
    // Before riders took orders, a failed delivery went back from Ready.
    const fromThePass = riderMove('COMPLETED', 'PREPARING', { failed_attempt: { reason: 'Refused', next: 'KITCHEN' } });
    expect(trackingNews(fromThePass)?.text).toMatch(/delayed/);
    // With no failed attempt, the kitchen recalled an order it made ready too soon.
    expect(trackingNews(change(2, 'COMPLETED', 'PREPARING'))?.text).toBe('Your order is being prepared');
    const givenUp = riderMove('OUT_FOR_DELIVERY', 'DELIVERY_FAILED', {
      rider_first_name: 'Usman',
      failed_attempt: { reason: 'Unsafe to deliver', next: 'GIVE_UP' },
    });
    expect(trackingNews(givenUp)?.text).toBe(
      "We couldn't deliver your order: Unsafe to deliver. The restaurant will contact you.",
    );
  });
});

describe("the rider's position on the tracker", () => {
  const position = { latitude: 33.69, longitude: 73.05, at: '2026-01-01T12:10:00.000Z', distance_km: 1.24 };
  const out: TrackedEntry[] = [
    { order: tracked(3, 'OUT_FOR_DELIVERY', { rider_first_name: 'Usman' }), receivedAt: 0 },
    { order: tracked(2, 'PROCESSING'), receivedAt: 0 },
  ];

  it("moves the rider and refreshes that order's estimate, counted from now", () => {
    const next = applyRiderPosition(out, { orderId: 3, position, estimated_minutes: 6, estimated_time: '6 minutes' });
    expect(next[0]?.order).toMatchObject({
      rider_position: position,
      estimated_minutes: 6,
      estimated_time: '6 minutes',
    });
    expect(next[0]?.receivedAt).toBeGreaterThan(0);
    expect(next[1]).toBe(out[1]);
  });

  it('ignores a position that arrives after the order stopped being out', () => {
    const late = { orderId: 2, position, estimated_minutes: 6, estimated_time: '6 minutes' };
    expect(applyRiderPosition(out, late)).toEqual(out);
  });
});

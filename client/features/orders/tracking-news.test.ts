import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { TrackedOrder } from '../../../shared/orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { applyTrackingEvent, trackingNews, type TrackedEntry } from './tracking-news.ts';

const tracked = (orderId: number, status: OrderStatus): TrackedOrder => ({
  order_id: orderId,
  order_status: status,
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
  cancel_reason: null,
  delivery_note: null,
  delivery_fee: 0,
  delivery_zone: null,
});

const change = (orderId: number, from: OrderStatus | null, to: OrderStatus, withView = true): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 5, orderId, from, to, at: '', ...(withView ? { tracked: tracked(orderId, to) } : {}) },
});

const entries: TrackedEntry[] = [
  { order: tracked(2, 'PROCESSING'), receivedAt: 0 },
  { order: tracked(1, 'COMPLETED'), receivedAt: 0 },
];
const shown = (list: TrackedEntry[]) => list.map((entry) => [entry.order.order_id, entry.order.order_status]);

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
    expect(trackingNews(change(2, 'PREPARING', 'COMPLETED'))?.text).toBe('Your order is on its way');
    expect(trackingNews(change(2, 'COMPLETED', 'DELIVERED'))?.text).toBe('Delivered — enjoy!');
    expect(trackingNews(change(2, 'COMPLETED', 'PREPARING'))?.text).toMatch(/delayed/);
    expect(trackingNews(change(2, 'UNCONFIRMED', 'PROCESSING'))).toBeNull();
  });
});

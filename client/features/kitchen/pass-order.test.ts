import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { KitchenOrder } from '../../../shared/staff-orders.ts';
import { kitchenTicket } from './kitchen-ticket.fixture.ts';
import { passOrder } from './pass-order.ts';

const finished = (orderId: number, status: OrderStatus, minute: number, rider = false): KitchenOrder =>
  kitchenTicket({
    orderId,
    status,
    confirmedAt: new Date(Date.UTC(2026, 0, 1, 11, 0)).toISOString(),
    completedAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
    rider: rider || status === 'OUT_FOR_DELIVERY' ? { id: 4, firstName: 'Usman' } : null,
  });

describe('the order of the pass', () => {
  it('puts bags waiting for a rider first, the longest waiting on top, then those with a rider, the latest first', () => {
    const orders = [
      finished(1, 'DELIVERED', 1),
      finished(2, 'OUT_FOR_DELIVERY', 2),
      finished(3, 'COMPLETED', 9),
      finished(4, 'OUT_FOR_DELIVERY', 8),
      finished(5, 'COMPLETED', 3),
      finished(6, 'COMPLETED', 4, true),
      finished(7, 'DELIVERY_FAILED', 5),
    ];
    expect(passOrder(orders).map((order) => order.orderId)).toEqual([5, 3, 6, 7, 4, 2, 1]);
  });
});

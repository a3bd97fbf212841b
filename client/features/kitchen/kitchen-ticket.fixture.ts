/** A kitchen ticket as the board holds it, for the kitchen's unit tests: an order with nothing special about it. */
import type { KitchenOrder } from '../../../shared/staff-orders.ts';

export function kitchenTicket(ticket: Partial<KitchenOrder> & Pick<KitchenOrder, 'orderId'>): KitchenOrder {
  return {
    status: 'PROCESSING',
    lineItems: [],
    confirmedAt: '2026-01-01T12:00:00.000Z',
    completedAt: null,
    deliveredAt: null,
    returnedReason: null,
    correctedAddress: null,
    customerFirstName: 'Sana',
    pointFromSector: false,
    rider: null,
    doneLineIds: [],
    ...ticket,
  };
}

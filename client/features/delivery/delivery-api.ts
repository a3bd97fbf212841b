/** The rider's calls: the orders ready to go out, the two ends of a delivery, and today's count. */
import { z } from 'zod';
import {
  deliveredToday,
  deliveryOrder,
  type DeliveryOrder,
  type FailedDeliveryBody,
} from '../../../shared/staff-orders.ts';
import { api } from '../../lib/api.ts';
import type { Snapshot } from '../../lib/use-live-snapshot.ts';

// Spec point 7: the list "or null" when there is nothing to deliver.
const listAnswer = z.object({
  message: z.string(),
  data: z.array(deliveryOrder).nullable(),
  seq: z.number().int().nonnegative(),
});

export async function fetchReadyOrders(signal: AbortSignal): Promise<Snapshot<DeliveryOrder[]>> {
  const answer = listAnswer.parse(await api.post('orders/get-prepared-orders', { signal }).json());
  return { data: answer.data ?? [], seq: answer.seq };
}

const deliveredAnswer = z.object({ message: z.string(), data: z.literal('ORDER_DELIVERED') });

/** COMPLETED → DELIVERED. `keepalive`: the request outlives the page, for one sent as the page closes. */
export async function markDelivered(orderId: number, { keepalive = false } = {}) {
  return deliveredAnswer.parse(await api.post('order/delivered', { json: { orderId }, keepalive }).json());
}

const failedAnswer = z.object({ message: z.string(), data: z.literal('ORDER_UPDATED') });

/** COMPLETED → PREPARING: the kitchen prepares the order again. */
export async function reportFailedDelivery(body: FailedDeliveryBody) {
  return failedAnswer.parse(await api.post('order/deliver-failed', { json: body }).json());
}

const todayAnswer = z.object({ message: z.string(), data: deliveredToday });

/** What this rider delivered today, with the cash to hand in. */
export async function fetchDeliveredToday() {
  return todayAnswer.parse(await api.get('orders/delivered-today').json()).data;
}

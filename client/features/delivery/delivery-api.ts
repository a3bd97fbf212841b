/**
 * The rider's calls: the riders' shelf, taking an order and the ways a delivery ends, the phone's position while an
 * order is out, and today's count.
 */
import { z } from 'zod';
import {
  deliveredToday,
  deliveryOrder,
  type DeliveryOrder,
  type FailedDeliveryBody,
  type RiderPositionBody,
} from '../../../shared/staff-orders.ts';
import { api } from '../../lib/api.ts';
import type { Snapshot } from '../../lib/use-live-snapshot.ts';

// Spec point 7: the list "or null" when there is nothing to deliver.
const listAnswer = z.object({
  message: z.string(),
  data: z.array(deliveryOrder).nullable(),
  seq: z.number().int().nonnegative(),
});

/** Every order ready or out: waiting for a rider, with this rider, or with another. */
export async function fetchReadyOrders(signal: AbortSignal): Promise<Snapshot<DeliveryOrder[]>> {
  const answer = listAnswer.parse(await api.post('orders/get-prepared-orders', { signal }).json());
  return { data: answer.data ?? [], seq: answer.seq };
}

const moveAnswer = <W extends string>(word: W) => z.object({ message: z.string(), data: z.literal(word) });

/** COMPLETED → OUT_FOR_DELIVERY with this rider: a ready order, or one this rider kept to try again. */
export async function takeOrder(orderId: number) {
  return moveAnswer('ORDER_TAKEN').parse(await api.post('order/take', { json: { orderId } }).json());
}

/** OUT_FOR_DELIVERY → COMPLETED with nobody: the bag goes back on the pass for another rider. */
export async function handBackOrder(orderId: number) {
  return moveAnswer('ORDER_UPDATED').parse(await api.post('order/hand-back', { json: { orderId } }).json());
}

/** OUT_FOR_DELIVERY → DELIVERED. `keepalive`: the request outlives the page, for one sent as the page closes. */
export async function markDelivered(orderId: number, { keepalive = false } = {}) {
  return moveAnswer('ORDER_DELIVERED').parse(
    await api.post('order/delivered', { json: { orderId }, keepalive }).json(),
  );
}

/** Why the door did not open, and what happens to the food: tried again, cooked again, or left to the restaurant. */
export async function reportFailedDelivery(body: FailedDeliveryBody) {
  return moveAnswer('ORDER_UPDATED').parse(await api.post('order/deliver-failed', { json: body }).json());
}

const positionAnswer = z.object({ message: z.string(), data: z.object({ orderIds: z.array(z.number().int()) }) });

/** Where this rider is, for the customers of the orders they carry; 409 when they carry none. */
export async function sendPosition(body: RiderPositionBody) {
  return positionAnswer.parse(await api.post('rider/position', { json: body }).json());
}

const todayAnswer = z.object({ message: z.string(), data: deliveredToday });

/** What this rider delivered today, with the cash to hand in. */
export async function fetchDeliveredToday() {
  return todayAnswer.parse(await api.get('orders/delivered-today').json()).data;
}

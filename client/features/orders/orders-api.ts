/** The customer's order reads, address corrections, cancellations and feedback. */
import { z } from 'zod';
import type { CancelOrderBody } from '../../../shared/cancellation.ts';
import { createFeedbackAnswer, type CreateFeedbackBody } from '../../../shared/feedback.ts';
import { pastOrder, trackedOrder, type CorrectAddressBody } from '../../../shared/orders.ts';
import { api } from '../../lib/api.ts';

// `seq`: the newest live event the list reflects; the tracker's live updates continue from there.
const trackAnswer = z.object({ message: z.string(), data: z.array(trackedOrder), seq: z.number().int().nonnegative() });
const pastAnswer = z.object({ message: z.string(), data: z.array(pastOrder) });
const changedAnswer = z.object({ message: z.string(), data: trackedOrder });

export async function fetchTrackedOrders(signal?: AbortSignal) {
  const answer = trackAnswer.parse(await api.get('orders/track', { signal }).json());
  return { data: answer.data, seq: answer.seq };
}

export async function fetchPastOrders(signal?: AbortSignal) {
  return pastAnswer.parse(await api.get('orders/get-by-customer', { signal }).json()).data;
}

/** A new destination for an order the rider brought back; answers the order as the tracker shows it now. */
export async function correctDeliveryAddress(body: CorrectAddressBody) {
  return changedAnswer.parse(await api.post('order/correct-address', { json: body }).json());
}

/** Cancels an order still waiting in the queue; answers the order as the tracker shows it now. */
export async function cancelOrder(body: CancelOrderBody) {
  return changedAnswer.parse(await api.post('order/cancel', { json: body }).json());
}

export async function submitFeedback(body: CreateFeedbackBody) {
  return createFeedbackAnswer.parse(await api.post('feedback/order', { json: body }).json());
}

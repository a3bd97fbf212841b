/** The desk's calls: a page of orders, one order, the restaurant's cancellation, and giving an order to a rider. */
import { z } from 'zod';
import type { RestaurantCancelBody } from '../../../shared/cancellation.ts';
import { deskListAnswer, deskOrderAnswer, type DeskOrder, type DeskPage } from '../../../shared/orders-desk.ts';
import { assignableRider, type AssignableRider, type AssignRiderBody } from '../../../shared/staff-orders.ts';
import { api } from '../../lib/api.ts';
import type { Snapshot } from '../../lib/use-live-snapshot.ts';

/** A page of orders and the query string it was read for, so the page can tell a list of older filters. */
export interface ListedPage {
  search: string;
  page: DeskPage;
}

export async function fetchDeskPage(search: string, signal: AbortSignal): Promise<Snapshot<ListedPage>> {
  const answer = deskListAnswer.parse(await api.get('orders/admin/list', { searchParams: search, signal }).json());
  return { data: { search, page: answer.data }, seq: answer.seq };
}

export async function fetchDeskOrder(orderId: string, signal: AbortSignal): Promise<Snapshot<DeskOrder>> {
  const answer = deskOrderAnswer.parse(await api.get(`orders/admin/${orderId}`, { signal }).json());
  return { data: answer.data, seq: answer.seq };
}

const cancelAnswer = z.object({ message: z.string(), data: z.literal('ORDER_CANCELLED') });

/** Calls the order off with a reason the customer is told. */
export async function cancelAsRestaurant(body: RestaurantCancelBody) {
  return cancelAnswer.parse(await api.post('order/admin-cancel', { json: body }).json());
}

const ridersAnswer = z.object({ message: z.string(), data: z.array(assignableRider) });

/** The riders working now, each with how many orders they hold. */
export async function fetchRiders(signal: AbortSignal): Promise<AssignableRider[]> {
  return ridersAnswer.parse(await api.get('riders', { signal }).json()).data;
}

const assignAnswer = z.object({ message: z.string(), data: z.literal('ORDER_UPDATED') });

/** Sends the order out with this rider, taking it off whoever had it. */
export async function assignRider(body: AssignRiderBody) {
  return assignAnswer.parse(await api.post('order/assign-rider', { json: body }).json());
}

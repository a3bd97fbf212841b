/** The kitchen's calls: the board, the two moves a worker makes, and the age thresholds from the restaurant's setup. */
import { z } from 'zod';
import { kitchenBoard, type KitchenBoard } from '../../../shared/staff-orders.ts';
import { api } from '../../lib/api.ts';
import type { Snapshot } from '../../lib/use-live-snapshot.ts';

const boardAnswer = z.object({ message: z.string(), data: kitchenBoard, seq: z.number().int().nonnegative() });

export async function fetchBoard(signal: AbortSignal): Promise<Snapshot<KitchenBoard>> {
  const answer = boardAnswer.parse(await api.get('orders/get-processing-and-prepared', { signal }).json());
  return { data: answer.data, seq: answer.seq };
}

const moveAnswer = <W extends string>(word: W) => z.object({ message: z.string(), data: z.literal(word) });

/** PROCESSING → PREPARING. */
export async function prepareOrder(orderId: number) {
  return moveAnswer('UPDATE_SUCCESSFUL').parse(await api.post('order/prepare', { json: { orderId } }).json());
}

/** PREPARING → COMPLETED. */
export async function completeOrder(orderId: number) {
  return moveAnswer('ORDER_COMPLETED').parse(await api.post('order/complete', { json: { orderId } }).json());
}

export interface AgeThresholds {
  amberMinutes: number;
  redMinutes: number;
}

export const DEFAULT_THRESHOLDS: AgeThresholds = { amberMinutes: 10, redMinutes: 20 };

const kitchenSetup = z.object({
  kitchen: z.object({ amberMinutes: z.number().positive(), redMinutes: z.number().positive() }).optional(),
});

/** When a card turns amber and red, from GET /api/config; the defaults when the setup does not say. */
export async function fetchAgeThresholds(signal: AbortSignal): Promise<AgeThresholds> {
  const parsed = kitchenSetup.safeParse(await api.get('config', { signal }).json());
  return (parsed.success && parsed.data.kitchen) || DEFAULT_THRESHOLDS;
}

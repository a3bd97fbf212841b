/**
 * The kitchen's calls: the board, the two moves a worker makes and the recall of the last one, ticking a line done,
 * the age thresholds from the restaurant's setup, and marking a dish sold out.
 */
import { z } from 'zod';
import type { OptionChoiceAvailabilityBody } from '../../../shared/options.ts';
import { productAvailabilityAnswer, type ProductAvailabilityBody } from '../../../shared/products.ts';
import { publicConfig, type PublicConfig } from '../../../shared/public-config.ts';
import { kitchenBoard, lineTicks, type KitchenBoard, type LineDoneBody } from '../../../shared/staff-orders.ts';
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

/**
 * Takes back the kitchen's last bump of an order (Preparing → Queue, Ready → Preparing) within
 * `RECALL_WINDOW_MS` of it; a 409 says why it is too late (or whose bag it is now). The board hears the move live.
 */
export async function recallOrder(orderId: number) {
  return moveAnswer('ORDER_RECALLED').parse(await api.post('order/recall', { json: { orderId } }).json());
}

const tickAnswer = z.object({ message: z.string(), data: lineTicks });

/**
 * Ticks one line of an order done (`done: true`) or takes the tick back; answers every line of the order now ticked.
 * Every kitchen screen hears the same as `kitchen.lines`.
 */
export async function tickLine(body: LineDoneBody) {
  return tickAnswer.parse(await api.post('order/line-done', { json: body }).json());
}

export type AgeThresholds = PublicConfig['kitchen'];

/** Until the restaurant's setup answers, and if it cannot: the defaults the server uses too. */
export const DEFAULT_THRESHOLDS: AgeThresholds = { amberMinutes: 10, redMinutes: 20 };

const kitchenSetup = publicConfig.pick({ kitchen: true });

/** When a card turns amber and red, from GET /api/config. */
export async function fetchAgeThresholds(signal: AbortSignal): Promise<AgeThresholds> {
  return kitchenSetup.parse(await api.get('config', { signal }).json()).kitchen;
}

/** Sold out (false) or back on (true); answers the dish's name with the new state. */
export async function setDishAvailability(body: ProductAvailabilityBody) {
  return productAvailabilityAnswer.parse(await api.post('product/availability', { json: body }).json());
}

const choiceAvailabilityAnswer = z.object({
  message: z.string(),
  data: z.object({ choiceId: z.number().int(), name: z.string(), group: z.string(), availability: z.boolean() }),
});

/** One choice sold out (false) or back on (true), for every dish that offers it: "no more Full kg tonight". */
export async function setChoiceAvailability(body: OptionChoiceAvailabilityBody) {
  return choiceAvailabilityAnswer.parse(await api.post('option-choice/availability', { json: body }).json());
}

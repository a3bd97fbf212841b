/**
 * Server answers read as Forkcast's own client reads them: parsed with the shared schemas. Ids that the wire carries
 * as numerals for the original client (order and feedback ids, shared/numerals.ts) come back as numbers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { adminFeedback } from '../shared/feedback.ts';
import { pastOrder, trackedOrder } from '../shared/orders.ts';
import { deliveryOrder, kitchenBoard } from '../shared/staff-orders.ts';

const dataOf =
  <T>(schema: z.ZodType<T>) =>
  (res: LightMyRequestResponse): T =>
    schema.parse(res.json().data);

/** GET /api/orders/get-processing-and-prepared */
export const boardOf = dataOf(kitchenBoard);
/** POST /api/orders/get-prepared-orders */
export const readyOrdersOf = dataOf(z.array(deliveryOrder));
/** GET /api/orders/track */
export const trackedOrdersOf = dataOf(z.array(trackedOrder));
/** One tracked order: the answer to a cancellation or an address correction. */
export const trackedOrderOf = dataOf(trackedOrder);
/** GET /api/orders/get-by-customer */
export const pastOrdersOf = dataOf(z.array(pastOrder));
/** GET /api/feedback/get/all */
export const feedbackListOf = dataOf(z.array(adminFeedback));

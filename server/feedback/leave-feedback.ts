/**
 * A customer's feedback on their own delivered order: words, stars or both, and a thumb up or down for single dishes.
 * The emotion is read from the words; the feedback and its thumbs are written together or not at all.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedback, feedbackDishRatings, orderLines, orders } from '../../drizzle/schema.ts';
import type { Emotion } from '../../shared/constants.ts';
import type { FeedbackToSave } from '../../shared/feedback.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { isUniqueViolation } from '../users/user-store.ts';

const NOT_IN_ORDER = 'A dish you rated is not part of this order.';

export function createFeedbackTaker(app: FastifyInstance) {
  const alreadyGiven = () => conflict('You have already left feedback on this order.');

  /** Stars alone say nothing an emotion could be read from. */
  async function readEmotion(content: string): Promise<{ emotion: Emotion; confidence: number | null }> {
    if (!content) return { emotion: 'neutral', confidence: null };
    return app.assistant.detectEmotion(content);
  }

  return async function leaveFeedback(customerId: number, given: FeedbackToSave) {
    const { order_id: orderId, content = '', stars = null, dishes = [] } = given;
    const order = app.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .get();
    // Another customer's order answers exactly like a missing one.
    if (!order) throw notFound('No such order.');
    if (order.status !== 'DELIVERED') throw conflict('You can leave feedback once the order has been delivered.');
    if (app.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.orderId, orderId)).get())
      throw alreadyGiven();

    const lineIds = new Set(
      app.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .all()
        .map((line) => line.id),
    );
    if (dishes.some((dish) => !lineIds.has(dish.orderLineId)))
      throw badRequest(NOT_IN_ORDER, { fields: { dishes: NOT_IN_ORDER } });

    const reading = await readEmotion(content);
    try {
      const id = app.db.transaction((tx) => {
        const row = tx
          .insert(feedback)
          .values({
            orderId,
            customerId,
            content,
            stars,
            emotion: reading.emotion,
            emotionConfidence: reading.confidence,
          })
          .returning({ id: feedback.id })
          .get();
        if (dishes.length > 0)
          tx.insert(feedbackDishRatings)
            .values(dishes.map((dish) => ({ feedbackId: row.id, orderLineId: dish.orderLineId, liked: dish.liked })))
            .run();
        return row.id;
      });
      return { feedbackId: id, emotion: reading.emotion };
    } catch (error) {
      // Two submissions raced past the check above; the unique index let one in.
      if (isUniqueViolation(error)) throw alreadyGiven();
      throw error;
    }
  };
}

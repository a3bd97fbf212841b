/** POST /api/feedback/order: a customer's feedback on their own delivered order, labelled with an emotion. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedback, orders } from '../../drizzle/schema.ts';
import { errorBody } from '../../shared/api.ts';
import { createFeedbackAnswer, createFeedbackBody } from '../../shared/feedback.ts';
import { conflict, notFound } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { isUniqueViolation } from '../users/user-store.ts';

export async function feedbackRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/feedback/order',
    {
      onRequest: requireRole('CUSTOMER'),
      schema: {
        tags: ['feedback'],
        summary: 'Leave feedback on one of your delivered orders (once per order)',
        body: createFeedbackBody,
        response: {
          200: createFeedbackAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const customerId = request.user!.id;
      const { order_id: orderId, content } = request.body;
      const order = app.db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .get();
      // Another customer's order answers exactly like a missing one.
      if (!order) throw notFound('No such order.');
      if (order.status !== 'DELIVERED') throw conflict('You can leave feedback once the order has been delivered.');
      const already = () => conflict('You have already left feedback on this order.');
      if (app.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.orderId, orderId)).get()) throw already();

      const reading = await app.assistant.detectEmotion(content);
      try {
        const row = app.db
          .insert(feedback)
          .values({ orderId, customerId, content, emotion: reading.emotion, emotionConfidence: reading.confidence })
          .returning({ id: feedback.id })
          .get();
        return { message: 'Feedback submitted successfully', data: { feedback_id: row.id, emotion: reading.emotion } };
      } catch (error) {
        // Two submissions raced past the check above; the unique index let one in.
        if (isUniqueViolation(error)) throw already();
        throw error;
      }
    },
  );
}

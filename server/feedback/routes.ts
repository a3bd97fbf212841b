/**
 * POST /api/feedback/order: a customer's feedback on their own delivered order, labelled with an emotion.
 * GET /api/feedback/get/all and POST /api/feedback/send/follow-up-email: the admin reads it all and answers by e-mail.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedback, orders } from '../../drizzle/schema.ts';
import { errorBody } from '../../shared/api.ts';
import {
  createFeedbackAnswer,
  createFeedbackBody,
  feedbackListAnswer,
  followUpAnswer,
  followUpEmailBody,
} from '../../shared/feedback.ts';
import { conflict, notFound } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { isUniqueViolation } from '../users/user-store.ts';
import { listFeedback } from './feedback-list.ts';
import { createFollowUpSender } from './follow-up.ts';

export async function feedbackRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const sendFollowUp = createFollowUpSender(app);

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

  route.get(
    '/feedback/get/all',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['feedback'],
        summary: 'Every feedback, newest first, with its customer, its order and any follow-up e-mail',
        response: { 200: feedbackListAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ message: 'All feedback', data: listFeedback(app.db, app.publicUrl) }),
  );

  route.post(
    '/feedback/send/follow-up-email',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['feedback'],
        summary: 'E-mail the customer who left a feedback, and record the follow-up on it',
        description:
          'Answers 200 only once the mail has been sent; 503 when the mail transport failed (nothing is recorded).',
        body: followUpEmailBody,
        response: {
          200: followUpAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const followUp = await sendFollowUp(request.user!, request.body);
      return {
        message: 'Email sent successfully',
        data: { feedback_id: request.body.feedback_id, follow_up: followUp },
      };
    },
  );
}

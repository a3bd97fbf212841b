/**
 * POST /api/feedback/order: a customer's feedback (words, stars, thumbs per dish) on their own delivered order,
 * labelled with an emotion.
 * GET /api/feedback/get/all and POST /api/feedback/send/follow-up-email: the admin reads it all and answers by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import {
  createFeedbackAnswer,
  createFeedbackBody,
  feedbackListAnswer,
  followUpAnswer,
  followUpEmailBody,
} from '../../shared/feedback.ts';
import { requireRole } from '../plugins/auth.ts';
import { listFeedback } from './feedback-list.ts';
import { createFollowUpSender } from './follow-up.ts';
import { createFeedbackTaker } from './leave-feedback.ts';

export async function feedbackRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const sendFollowUp = createFollowUpSender(app);
  const leaveFeedback = createFeedbackTaker(app);

  route.post(
    '/feedback/order',
    {
      onRequest: requireRole('CUSTOMER'),
      schema: {
        tags: ['feedback'],
        summary: 'Leave feedback on one of your delivered orders (once per order)',
        description:
          'Words (`content`), 1 to 5 `stars`, or both; optionally a thumb up or down (`liked`) for single dishes of ' +
          'the order, each named by its `orderLineId` (from the past orders) once. The original client sends words only.',
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
      const saved = await leaveFeedback(request.user!.id, request.body);
      return {
        message: 'Feedback submitted successfully',
        data: { feedback_id: saved.feedbackId, emotion: saved.emotion },
      };
    },
  );

  route.get(
    '/feedback/get/all',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['feedback'],
        summary:
          'Every feedback, newest first, with its stars and dish thumbs, its customer, its order and any follow-up e-mail',
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

/**
 * The restaurant's hours: GET /api/restaurant/status (anyone: open, closed or paused, and what customers are told),
 * GET and POST /api/restaurant/hours (the administrator), POST /api/restaurant/pause and /api/restaurant/resume
 * (the kitchen or the administrator).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { openingHoursAnswer, openingHoursBody, pauseBody, restaurantStatus } from '../../shared/opening-hours.ts';
import { requireRole } from '../plugins/auth.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function restaurantRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const kitchenOrAdmin = requireRole('WORKER', 'ADMIN');

  route.get(
    '/restaurant/status',
    {
      schema: {
        tags: ['restaurant'],
        summary: 'Whether the restaurant takes orders now, and what customers are told while it does not',
        response: { 200: envelope(restaurantStatus) },
      },
    },
    async () => ({ message: 'Restaurant status.', data: app.restaurant.status() }),
  );

  route.get(
    '/restaurant/hours',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'The weekly opening hours, closed dates and time zone',
        response: { 200: envelope(openingHoursAnswer), ...errors },
      },
    },
    async () => ({ message: 'Opening hours.', data: app.restaurant.hours() }),
  );

  route.post(
    '/restaurant/hours',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Set the weekly opening hours, closed dates and time zone',
        description:
          'Each day holds up to four spans ("17:00"–"23:30"); one that closes at or before it opens runs past ' +
          'midnight. A day with no spans is closed. Spans may not overlap.',
        body: openingHoursBody,
        response: { 200: envelope(openingHoursAnswer), ...errors },
      },
    },
    async (request) => ({ message: 'Opening hours saved.', data: app.restaurant.saveHours(request.body) }),
  );

  route.post(
    '/restaurant/pause',
    {
      onRequest: kitchenOrAdmin,
      schema: {
        tags: ['restaurant'],
        summary: 'Pause new orders for 15, 30 or 60 minutes, or until resumed (minutes: null)',
        description: 'Orders already placed can still be confirmed and cooked.',
        body: pauseBody,
        response: { 200: envelope(restaurantStatus), ...errors },
      },
    },
    async (request) => {
      const { minutes } = request.body;
      const status = app.restaurant.pause(minutes, request.user!.id);
      return {
        message:
          minutes === null
            ? 'New orders are paused until you resume.'
            : `New orders are paused for ${minutes} minutes.`,
        data: status,
      };
    },
  );

  route.post(
    '/restaurant/resume',
    {
      onRequest: kitchenOrAdmin,
      schema: {
        tags: ['restaurant'],
        summary: 'Take new orders again after a pause',
        response: { 200: envelope(restaurantStatus), ...errors },
      },
    },
    async () => {
      const status = app.restaurant.resume();
      return {
        message: status.acceptingOrders
          ? 'Taking new orders again.'
          : `The pause is over. ${status.message ?? ''}`.trim(),
        data: status,
      };
    },
  );
}

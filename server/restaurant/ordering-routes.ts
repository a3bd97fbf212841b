/**
 * How the restaurant takes orders (docs/decisions/0034): GET and POST /api/restaurant/ordering, the administrator's
 * only. Whether regular customers skip the e-mailed code is the restaurant's business, not its customers'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { orderingSettings } from '../../shared/ordering-settings.ts';
import { requireRole } from '../plugins/auth.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function orderingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');

  route.get(
    '/restaurant/ordering',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'How orders are confirmed: whether customers with a delivered order skip the e-mailed code',
        response: { 200: envelope(orderingSettings), ...errors },
      },
    },
    async () => ({ message: 'Ordering settings.', data: app.restaurant.ordering() }),
  );

  route.post(
    '/restaurant/ordering',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Let customers with a delivered order skip the e-mailed code, or ask everyone for it (the default)',
        description:
          "Skipping is offered only to Forkcast's own pages: clients that send a Bearer token (the spec's original " +
          'client) are always asked for the code.',
        body: orderingSettings,
        response: { 200: envelope(orderingSettings), ...errors },
      },
    },
    async (request) => ({
      message: request.body.regularsSkipCode
        ? 'Saved: customers with a delivered order now skip the code.'
        : 'Saved: every order is confirmed with the e-mailed code.',
      data: app.restaurant.saveOrdering(request.body),
    }),
  );
}

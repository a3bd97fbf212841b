/**
 * GET /api/restaurant/setup (the administrator): which first steps an install still needs, for the checklist the
 * dashboard opens with until every one is done or the first order arrives: a name, a currency, a location, a
 * delivery zone, opening hours and a first dish.
 */
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orders, products } from '../../drizzle/schema.ts';
import { envelope, errorBody } from '../../shared/api.ts';
import { setupChecklist } from '../../shared/setup.ts';
import { requireRole } from '../plugins/auth.ts';

export async function setupRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/restaurant/setup',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['restaurant'],
        summary: 'Which setup steps are done: name, currency, location, a delivery zone, opening hours, a dish',
        response: { 200: envelope(setupChecklist), 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const dish = app.db.select({ id: products.id }).from(products).where(isNull(products.deletedAt)).limit(1).get();
      const order = app.db.select({ id: orders.id }).from(orders).limit(1).get();
      return {
        message: 'Setup checklist.',
        data: {
          steps: { ...app.restaurant.settled(), zone: app.delivery.zones().length > 0, dishes: dish !== undefined },
          takingOrders: order !== undefined,
        },
      };
    },
  );
}

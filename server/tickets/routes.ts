/** GET /api/order/ticket/:id: what the printed kitchen ticket of one order shows, for the kitchen and the admin. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { orderTicket, ticketParams } from '../../shared/tickets.ts';
import { notFound } from '../errors.ts';
import { createStaffViews } from '../orders/staff-views.ts';
import { requireRole } from '../plugins/auth.ts';

export async function ticketRoutes(app: FastifyInstance) {
  const views = createStaffViews(app.db, app.publicUrl, app.delivery.places);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/order/ticket/:id',
    {
      onRequest: requireRole('WORKER', 'ADMIN'),
      schema: {
        tags: ['kitchen'],
        summary: "An order's printed ticket: its lines, where it goes, how it is paid and who ordered it",
        description: 'Any status: the ticket says when an order is cancelled or not confirmed yet.',
        params: ticketParams,
        response: { 200: envelope(orderTicket), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ticket = views.ticket(id);
      if (!ticket) throw notFound(`There is no order #${id}.`);
      return { message: `Ticket for order #${id}`, data: { ...ticket, timeZone: app.restaurant.timeZone() } };
    },
  );
}

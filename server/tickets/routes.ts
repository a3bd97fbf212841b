/**
 * GET /api/order/ticket/:id: what the printed kitchen ticket of one order shows: for the administrator any order, for
 * the kitchen only those within its reach (./kitchen-reach.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { orderTicket, ticketParams } from '../../shared/tickets.ts';
import { notFound } from '../errors.ts';
import { createStaffViews } from '../orders/staff-views.ts';
import { requireRole } from '../plugins/auth.ts';
import { createKitchenReach } from './kitchen-reach.ts';

export async function ticketRoutes(app: FastifyInstance) {
  const views = createStaffViews(app.db, app.publicUrl, app.delivery.places);
  const kitchenMayRead = createKitchenReach(app.db);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/order/ticket/:id',
    {
      onRequest: requireRole('WORKER', 'ADMIN'),
      schema: {
        tags: ['kitchen'],
        summary: "An order's printed ticket: its lines, where it goes, how it is paid and who ordered it",
        description:
          'The administrator: any order, whose ticket says when it is cancelled or not confirmed yet. The kitchen: ' +
          'orders in the Queue or Preparing, and those made ready or handed over in the last hour; any other is a 404.',
        params: ticketParams,
        response: { 200: envelope(orderTicket), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Beyond its reach an order is answered like a missing one: its existence is none of the tablet's business.
      const ticket = request.user!.role === 'ADMIN' || kitchenMayRead(id) ? views.ticket(id) : undefined;
      if (!ticket) throw notFound(`There is no order #${id}.`);
      return { message: `Ticket for order #${id}`, data: { ...ticket, timeZone: app.restaurant.timeZone() } };
    },
  );
}

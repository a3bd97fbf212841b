/**
 * The administrator's orders desk: GET /api/orders/admin/list (a page of orders, filtered) and
 * GET /api/orders/admin/:id (one order with its history). Cancelling stays POST /api/order/admin-cancel.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import {
  DESK_PAGE_SIZE,
  deskListAnswer,
  deskListQuery,
  deskOrderAnswer,
  deskOrderParams,
} from '../../shared/orders-desk.ts';
import { requireRole } from '../plugins/auth.ts';
import { createOrdersDesk } from './orders-desk.ts';

const SEQ_HELP = '`seq` is the newest live-update sequence number: connect the socket with it as `lastSeq`.';

export async function ordersDeskRoutes(app: FastifyInstance) {
  const desk = createOrdersDesk(app);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');

  route.get(
    '/orders/admin/list',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['orders'],
        summary: `Orders, newest first, ${DESK_PAGE_SIZE} a page, filtered by status, day and customer`,
        description:
          'Without `status`, the confirmed orders; with it, every order in that status (UNCONFIRMED ones, and those ' +
          'that expired unconfirmed under CANCELLED, only so). `startDate` and `endDate` are days (YYYY-MM-DD, the ' +
          'end included) in the restaurant time zone, of the confirmation (or of the placing, for an order never ' +
          "confirmed). `q` is an order number or part of the customer's e-mail address, name or phone number. A " +
          `\`page\` past the last is a 400 with code PAGE_OUT_OF_RANGE. ${SEQ_HELP}`,
        querystring: deskListQuery,
        response: { 200: deskListAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    // Read the sequence number first: an event committed after it is replayed even if the page already shows it.
    async (request) => {
      const seq = app.orderFeed.latestSeq();
      return { message: 'Orders', data: desk.list(request.query), seq };
    },
  );

  route.get(
    '/orders/admin/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['orders'],
        summary: 'One order: its lines, customer, destination, and every move with who made it and when',
        description: `An actor of null is the system (an unconfirmed order expiring). ${SEQ_HELP}`,
        params: deskOrderParams,
        response: { 200: deskOrderAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const seq = app.orderFeed.latestSeq();
      return { message: `Order #${request.params.id}`, data: desk.one(request.params.id), seq };
    },
  );
}

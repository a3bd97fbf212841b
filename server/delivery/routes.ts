/**
 * The riders' screen: POST /api/orders/get-prepared-orders, /api/order/delivered and /api/order/deliver-failed, and
 * GET /api/orders/delivered-today for the end of the shift.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import { deliveredToday, deliveryOrder, failedDeliveryBody, orderMoveBody } from '../../shared/staff-orders.ts';
import { localDate, startOfLocalDay } from '../insights/restaurant-clock.ts';
import { createOrderMover } from '../orders/move-order.ts';
import { moveAnswer, moveErrors } from '../orders/move-route-schemas.ts';
import { createStaffViews } from '../orders/staff-views.ts';
import { requireRole } from '../plugins/auth.ts';

export async function deliveryRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const views = createStaffViews(app.db, app.publicUrl, app.delivery.places);
  const moveOrder = createOrderMover(app, options);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const ridersOnly = requireRole('DELIVERY_MAN');

  route.post(
    '/orders/get-prepared-orders',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Orders ready for delivery (COMPLETED), oldest first',
        description: '`seq` is the newest live-update sequence number: connect the socket with it as `lastSeq`.',
        // The spec's client posts no body.
        body: z.unknown().optional(),
        response: {
          200: z.object({ message: z.string(), data: z.array(deliveryOrder), seq: z.number().int() }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async () => {
      const seq = app.orderFeed.latestSeq();
      return { message: 'Orders ready for delivery', data: views.readyForDelivery(), seq };
    },
  );

  route.get(
    '/orders/delivered-today',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary: "What the calling rider delivered today (the restaurant's day), newest first, and the cash to hand in",
        response: { 200: z.object({ message: z.string(), data: deliveredToday }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const now = Date.now();
      const timeZone = app.restaurant.timeZone();
      const since = startOfLocalDay(localDate(now, timeZone), timeZone);
      return { message: 'Delivered today', data: views.deliveredBy(request.user!.id, since) };
    },
  );

  route.post(
    '/order/delivered',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Mark an order delivered (COMPLETED → DELIVERED)',
        body: orderMoveBody,
        response: { 200: moveAnswer('ORDER_DELIVERED'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'deliver', request.body.orderId);
      return { message: 'Order marked as delivered', data: 'ORDER_DELIVERED' as const };
    },
  );

  route.post(
    '/order/deliver-failed',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary:
          'Report a failed delivery (COMPLETED → PREPARING): the kitchen prepares it again and the restaurant is told why',
        body: failedDeliveryBody,
        response: { 200: moveAnswer('ORDER_UPDATED'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'failDelivery', request.body.orderId, request.body.reason);
      return { message: 'Order is being prepared again', data: 'ORDER_UPDATED' as const };
    },
  );
}

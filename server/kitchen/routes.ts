/** The kitchen board: GET /api/orders/get-processing-and-prepared, POST /api/order/prepare and /api/order/complete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import { kitchenBoard, orderMoveBody } from '../../shared/staff-orders.ts';
import { createOrderMover } from '../orders/move-order.ts';
import { createStaffViews } from '../orders/staff-views.ts';
import { requireRole } from '../plugins/auth.ts';
import { moveAnswer, moveErrors } from '../orders/move-route-schemas.ts';

export async function kitchenRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const views = createStaffViews(app.db, app.publicUrl, app.delivery.places);
  const moveOrder = createOrderMover(app, options);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const workerOnly = requireRole('WORKER');

  route.get(
    '/orders/get-processing-and-prepared',
    {
      onRequest: workerOnly,
      schema: {
        tags: ['kitchen'],
        summary: 'The kitchen board: orders in the queue, being prepared, and completed in the last three hours',
        description: '`seq` is the newest live-update sequence number: connect the socket with it as `lastSeq`.',
        response: {
          200: z.object({ message: z.string(), data: kitchenBoard, seq: z.number().int() }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    // Read the sequence number first: an event committed after it is replayed even if the board already shows it.
    async () => {
      const seq = app.orderFeed.latestSeq();
      return { message: 'Kitchen orders', data: views.board(), seq };
    },
  );

  route.post(
    '/order/prepare',
    {
      onRequest: workerOnly,
      schema: {
        tags: ['kitchen'],
        summary: 'Start preparing an order (PROCESSING → PREPARING)',
        body: orderMoveBody,
        response: { 200: moveAnswer('UPDATE_SUCCESSFUL'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'prepare', request.body.orderId);
      return { message: `Order #${request.body.orderId} is being prepared.`, data: 'UPDATE_SUCCESSFUL' as const };
    },
  );

  route.post(
    '/order/complete',
    {
      onRequest: workerOnly,
      schema: {
        tags: ['kitchen'],
        summary: 'Finish an order (PREPARING → COMPLETED): it goes out for delivery',
        body: orderMoveBody,
        response: { 200: moveAnswer('ORDER_COMPLETED'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'complete', request.body.orderId);
      return { message: `Order #${request.body.orderId} is ready for delivery.`, data: 'ORDER_COMPLETED' as const };
    },
  );
}

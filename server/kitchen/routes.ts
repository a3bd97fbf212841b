/**
 * The kitchen board: GET /api/orders/get-processing-and-prepared, POST /api/order/prepare and /api/order/complete (the
 * bumps), /api/order/recall (taking the last bump back) and /api/order/line-done (a line ticked done).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import { kitchenBoard, lineDoneBody, lineTicks, orderMoveBody, RECALL_WINDOW_MS } from '../../shared/staff-orders.ts';
import { notFound } from '../errors.ts';
import { createOrderMover, RECALL } from '../orders/move-order.ts';
import { createStaffViews } from '../orders/staff-views.ts';
import { requireRole } from '../plugins/auth.ts';
import { moveAnswer, moveErrors } from '../orders/move-route-schemas.ts';
import { createKitchenReach } from '../tickets/kitchen-reach.ts';
import { createLineTicks } from './line-ticks.ts';

export async function kitchenRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const views = createStaffViews(app.db, app.publicUrl, app.delivery.places);
  const moveOrder = createOrderMover(app, options);
  const kitchenMayRead = createKitchenReach(app.db);
  const tickLine = createLineTicks(app);
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

  route.post(
    '/order/recall',
    {
      onRequest: workerOnly,
      schema: {
        tags: ['kitchen'],
        summary: "Take back the kitchen's last bump of an order (PREPARING → PROCESSING, or COMPLETED → PREPARING)",
        description:
          `Only while the order's last move is that bump, made less than ${RECALL_WINDOW_MS / 1000} seconds ago, and ` +
          "for a ready order, while no rider has it; otherwise 409 saying why. An order beyond the kitchen's reach " +
          '(as for its ticket) is a 404.',
        body: orderMoveBody,
        response: { 200: moveAnswer('ORDER_RECALLED'), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId } = request.body;
      if (!kitchenMayRead(orderId)) throw notFound(`There is no order #${orderId}.`);
      const move = moveOrder(request.user!, RECALL, orderId);
      const column = move === 'recallToQueue' ? 'the Queue' : 'Preparing';
      return { message: `Order #${orderId} is back in ${column}.`, data: 'ORDER_RECALLED' as const };
    },
  );

  route.post(
    '/order/line-done',
    {
      onRequest: workerOnly,
      schema: {
        tags: ['kitchen'],
        summary: 'Tick one line of an order done, or take the tick back (`done: false`)',
        description:
          'Only for orders in the Queue or being prepared (409 otherwise); ticking twice changes nothing. Every ' +
          "kitchen screen hears `kitchen.lines` with the lines now ticked. An order beyond the kitchen's reach, or a " +
          'line not of that order, is a 404.',
        body: lineDoneBody,
        response: { 200: z.object({ message: z.string(), data: lineTicks }), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId, lineId, done } = request.body;
      const data = tickLine(orderId, lineId, done);
      return {
        message: done
          ? `Line #${lineId} of order #${orderId} is done.`
          : `Line #${lineId} of order #${orderId} is not done.`,
        data,
      };
    },
  );
}

/**
 * Cancelling: POST /api/order/cancel (a customer, their own order still in the queue) and /api/order/admin-cancel
 * (the administrator, any order not yet delivered, with a reason the customer is told). Both are moves of the state
 * machine, recorded as order events, so the kitchen, the riders and the tracker hear of them live.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnly } from '../../shared/api.ts';
import { cancelOrderBody, restaurantCancelBody } from '../../shared/cancellation.ts';
import { trackedOrder } from '../../shared/orders.ts';
import { requireRole } from '../plugins/auth.ts';
import { createCustomerOrders } from './customer-orders.ts';
import { createOrderMover } from './move-order.ts';
import { moveAnswer, moveErrors } from './move-route-schemas.ts';

export async function cancelRoutes(app: FastifyInstance, options: { publicUrl: string; speedKmh: number }) {
  const moveOrder = createOrderMover(app, options);
  const customerOrders = createCustomerOrders(app, options.speedKmh);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/order/cancel',
    {
      onRequest: requireRole('CUSTOMER'),
      schema: {
        tags: ['orders'],
        summary: 'Cancel your own order while it waits in the queue (PROCESSING → CANCELLED)',
        description: 'Once the kitchen has started it, only the restaurant can cancel it.',
        body: cancelOrderBody,
        response: { 200: messageOnly.extend({ data: trackedOrder }), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId } = request.body;
      moveOrder(request.user!, 'cancel', orderId);
      return { message: `Order #${orderId} is cancelled.`, data: customerOrders.trackedOne(orderId)! };
    },
  );

  route.post(
    '/order/admin-cancel',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order not yet delivered, with a reason (PROCESSING, PREPARING or COMPLETED → CANCELLED)',
        description: 'The customer gets the reason by e-mail and on the tracker.',
        body: restaurantCancelBody,
        response: { 200: moveAnswer('ORDER_CANCELLED'), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId, reason } = request.body;
      moveOrder(request.user!, 'cancelByRestaurant', orderId, { reason });
      return {
        message: `Order #${orderId} is cancelled; the customer has been told why.`,
        data: 'ORDER_CANCELLED' as const,
      };
    },
  );
}

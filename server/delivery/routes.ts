/**
 * The riders' screen: POST /api/orders/get-prepared-orders, /api/order/take, /api/order/hand-back,
 * /api/order/delivered and /api/order/deliver-failed, GET /api/orders/delivered-today for the end of the shift; and
 * the restaurant's POST /api/order/assign-rider with GET /api/riders to choose from (docs/decisions/0037).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import {
  assignableRider,
  assignRiderBody,
  deliveredToday,
  deliveryOrder,
  failedDeliveryBody,
  OUTCOME_LABELS,
  orderMoveBody,
} from '../../shared/staff-orders.ts';
import { localDate, startOfLocalDay } from '../insights/restaurant-clock.ts';
import { createOrderMover, FAILED_ATTEMPT_MOVES } from '../orders/move-order.ts';
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
        summary: 'Orders ready for delivery (COMPLETED) and out with a rider (OUT_FOR_DELIVERY), oldest first',
        description:
          '`rider` says who has each one. `seq` is the newest live-update sequence number: connect the socket with it as `lastSeq`.',
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
      return { message: 'Orders ready for delivery', data: views.ridersShelf(), seq };
    },
  );

  route.post(
    '/order/take',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary: '"I\'m taking it": a ready order leaves with the calling rider (COMPLETED → OUT_FOR_DELIVERY)',
        description: 'Of two riders taking one order at once, one wins; the other gets a 409 that says who has it.',
        body: orderMoveBody,
        response: { 200: moveAnswer('ORDER_TAKEN'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'take', request.body.orderId);
      return { message: `Order #${request.body.orderId} is yours. Ride safe.`, data: 'ORDER_TAKEN' as const };
    },
  );

  route.post(
    '/order/hand-back',
    {
      onRequest: ridersOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Put a taken order back on the pass for another rider (OUT_FOR_DELIVERY → COMPLETED)',
        body: orderMoveBody,
        response: { 200: moveAnswer('ORDER_UPDATED'), ...moveErrors },
      },
    },
    async (request) => {
      moveOrder(request.user!, 'handBack', request.body.orderId);
      return { message: `Order #${request.body.orderId} is back on the pass.`, data: 'ORDER_UPDATED' as const };
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
        summary: 'Mark an order delivered (OUT_FOR_DELIVERY → DELIVERED)',
        description:
          'From COMPLETED too, for a client without "take": recorded as taken by the caller, then delivered.',
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
        summary: 'Report a failed attempt at the door, with what happens to the food; the restaurant is told why',
        description:
          '`outcome`: RETRY keeps the bag with the rider (→ COMPLETED, to go again), KITCHEN has it made again ' +
          '(→ PREPARING, the default for clients that send none), GIVE_UP leaves it to the restaurant (→ DELIVERY_FAILED).',
        body: failedDeliveryBody,
        response: { 200: moveAnswer('ORDER_UPDATED'), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId, reason, outcome } = request.body;
      moveOrder(request.user!, FAILED_ATTEMPT_MOVES[outcome], orderId, { reason });
      const message =
        outcome === 'KITCHEN'
          ? 'Order is being prepared again'
          : `Order #${orderId}: ${OUTCOME_LABELS[outcome].explained}`;
      return { message, data: 'ORDER_UPDATED' as const };
    },
  );

  const adminOnly = requireRole('ADMIN');

  route.get(
    '/riders',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Active riders, with how many orders each holds now, to give an order to',
        response: {
          200: z.object({ message: z.string(), data: z.array(assignableRider) }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async () => ({ message: 'Riders', data: views.assignableRiders() }),
  );

  route.post(
    '/order/assign-rider',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Give a ready, out or given-up order to a rider (→ OUT_FOR_DELIVERY with that rider)',
        body: assignRiderBody,
        response: { 200: moveAnswer('ORDER_UPDATED'), ...moveErrors },
      },
    },
    async (request) => {
      const { orderId, riderId } = request.body;
      moveOrder(request.user!, 'assign', orderId, { riderId });
      return { message: `Order #${orderId} is with its new rider.`, data: 'ORDER_UPDATED' as const };
    },
  );
}

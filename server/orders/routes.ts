/**
 * The customer's side of an order: POST /api/order/create, /api/order/confirm, /api/order/resendOTP and
 * /api/order/correct-address, and the reads behind the tracker and Past Orders; and POST /api/order/confirm-link,
 * the mail's button, for whoever holds it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, messageOnly } from '../../shared/api.ts';
import { confirmLinkAnswer, confirmLinkBody } from '../../shared/order-confirmation.ts';
import {
  confirmOrderBody,
  correctAddressBody,
  pastOrder,
  placeOrderAnswer,
  placeOrderBody,
  resendOrderCodeBody,
  trackedOrder,
  type DeliveryArea,
} from '../../shared/orders.ts';
import { authenticate, requireRole, usesBearerToken } from '../plugins/auth.ts';
import { createOrderConfirmation } from './confirm-order.ts';
import { createAddressCorrector } from './correct-address.ts';
import { createCustomerOrders } from './customer-orders.ts';
import { createOrderPlacer } from './place-order.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, { message: 'Idempotency-Key must be at most 200 characters.' })
    .regex(/^[\x21-\x7e]+$/, { message: 'Idempotency-Key must be printable ASCII without spaces.' })
    .optional(),
});

export async function orderRoutes(app: FastifyInstance, options: { deliveryArea: DeliveryArea; speedKmh: number }) {
  const placeOrder = createOrderPlacer(app, options.deliveryArea);
  const confirmation = createOrderConfirmation(app);
  const customerOrders = createCustomerOrders(app, options.speedKmh);
  const correctAddress = createAddressCorrector(app);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = requireRole('CUSTOMER');

  route.post(
    '/order/create',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (UNCONFIRMED) and e-mail its 6-digit confirmation code',
        description:
          'Prices and the total come from the menu. Send an Idempotency-Key header so a retry places one order.',
        headers: idempotencyHeaders,
        body: placeOrderBody,
        response: { 201: placeOrderAnswer, ...errors },
      },
    },
    async (request, reply) => {
      // The spec's original client (a Bearer token) asks for a code after every order, and would wait for one that
      // never comes: only Forkcast's own pages, on the session cookie, read `confirmed` (docs/decisions/0034).
      const placed = await placeOrder(request.user!, request.body, request.headers['idempotency-key'], {
        clientTakesConfirmed: !usesBearerToken(request),
      });
      const { email } = request.user!;
      let message: string;
      if (placed.replayed && placed.confirmed) message = 'This order was already placed, and it is confirmed.';
      else if (placed.replayed)
        message = `This order was already placed. If its code reached ${email}, enter it; if not, use "Send again".`;
      else if (placed.confirmed) message = 'Order placed and confirmed: no code needed. The kitchen has it.';
      else if (placed.codeSent)
        message = `Order placed. We e-mailed a 6-digit code to ${email}; enter it to confirm the order.`;
      else message = 'Order placed, but we couldn\'t e-mail the confirmation code. Use "Send again" in a minute.';
      const { orderId, total, confirmed } = placed;
      return reply.code(201).send({ message, data: { orderId, total, confirmed } });
    },
  );

  route.post(
    '/order/confirm',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: 'Confirm an order with its code; without orderId, the latest unconfirmed order',
        body: confirmOrderBody,
        response: { 200: messageOnly.extend({ data: z.object({ orderId: z.number().int() }) }), ...errors },
      },
    },
    async (request) => ({
      message: 'Your order has been confirmed.',
      data: await confirmation.confirm(request.user!, request.body),
    }),
  );

  route.post(
    '/order/confirm-link',
    {
      schema: {
        tags: ['orders'],
        summary: "Confirm an order with the token of its mail's button; no sign-in needed",
        description:
          'The page at /confirm-order/{orderId} sends this when the customer taps "Confirm order". The token and ' +
          'the code are one credential: the same expiry, tries and single use. Already confirmed is a 409 with ' +
          'code ORDER_ALREADY_CONFIRMED.',
        body: confirmLinkBody,
        response: { 200: confirmLinkAnswer, ...errors },
      },
    },
    async (request) => {
      const { orderId, customerId } = await confirmation.confirmByLink(request.body, request.ip);
      const caller = authenticate(request);
      return {
        message: `Order #${orderId} is confirmed: the kitchen has it.`,
        data: { orderId, signedInAsCustomer: caller?.role === 'CUSTOMER' && caller.id === customerId },
      };
    },
  );

  route.post(
    '/order/resendOTP',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: 'E-mail a fresh confirmation code for the pending order (the old one stops working)',
        // The spec's client may send no body at all.
        body: resendOrderCodeBody.nullish(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await confirmation.resend(request.user!, request.body ?? {});
      return { message: 'A new code is on its way. It is valid for 10 minutes.' };
    },
  );

  route.post(
    '/order/correct-address',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: 'Correct the delivery address of an order a rider brought back, before it goes out again',
        description:
          'Allowed while the order is being prepared again after a failed delivery. The point must lie in the ' +
          'delivery area. The kitchen, the admin and the customer hear of the change live.',
        body: correctAddressBody,
        response: { 200: messageOnly.extend({ data: trackedOrder }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.user!;
      correctAddress(id, request.body);
      return {
        message: 'Delivery address updated. The rider will take your order there.',
        data: customerOrders.trackedOne(request.body.orderId)!,
      };
    },
  );

  route.get(
    '/orders/track',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: "The customer's active orders (and those delivered in the last two hours), with an estimated time",
        description: '`seq` is the newest live-update sequence number: connect the socket with it as `lastSeq`.',
        response: {
          200: z.object({ message: z.string(), data: z.array(trackedOrder), seq: z.number().int() }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const seq = app.orderFeed.latestSeq();
      return { message: 'Your active orders', data: customerOrders.tracked(request.user!.id), seq };
    },
  );

  route.get(
    '/orders/get-by-customer',
    {
      onRequest: customerOnly,
      schema: {
        tags: ['orders'],
        summary: "The customer's confirmed orders, newest first, with their feedback when given",
        response: { 200: z.object({ message: z.string(), data: z.array(pastOrder) }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ message: 'Your orders', data: customerOrders.past(request.user!.id) }),
  );
}

/**
 * The mail that confirms an order, sent when it is placed and on "Send again": the order, its code, and a button
 * that confirms it in one tap on any device (docs/decisions/0034).
 */
import type { FastifyInstance } from 'fastify';
import { confirmLinkPath } from '../../shared/order-confirmation.ts';
import type { Credential } from '../codes/one-time-codes.ts';
import { codeLetter } from '../mail/templates.ts';
import { orderSummary } from './order-lines.ts';

export function mailOrderCode(
  app: FastifyInstance,
  customer: { name: string; email: string },
  orderId: number,
  credential: Credential,
) {
  return app.mail.send({
    to: customer.email,
    purpose: 'order-code',
    ...codeLetter({
      sender: app.restaurant.profile(),
      name: customer.name,
      code: credential.code,
      purpose: 'order',
      orderId,
      order: orderSummary(app.db, orderId),
      confirmUrl: `${app.publicUrl}${confirmLinkPath(orderId, credential.link)}`,
    }),
  });
}

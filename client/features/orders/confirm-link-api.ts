/** The tap on the button of an order's mail: POST /api/order/confirm-link, with or without a session. */
import { confirmLinkAnswer, type ConfirmLinkBody } from '../../../shared/order-confirmation.ts';
import { api } from '../../lib/api.ts';

export async function confirmByLink(body: ConfirmLinkBody) {
  return confirmLinkAnswer.parse(await api.post('order/confirm-link', { json: body }).json());
}

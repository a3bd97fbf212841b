/** The customer's own account. Bodies arrive already validated by the forms' zod schemas. */
import { accountAnswer, type DeleteAccountBody, type UpdateAccountBody } from '../../../shared/account.ts';
import { messageOnly } from '../../../shared/api.ts';
import { api } from '../../lib/api.ts';

export async function fetchAccount() {
  return accountAnswer.parse(await api.get('account').json()).data;
}

export async function updateAccount(body: UpdateAccountBody) {
  return accountAnswer.parse(await api.post('account/update', { json: body }).json());
}

export async function deleteAccount(body: DeleteAccountBody) {
  return messageOnly.parse(await api.post('account/delete', { json: body }).json());
}

/** The customer's own account and saved addresses. Bodies arrive already validated by the forms' zod schemas. */
import { accountAnswer, type DeleteAccountBody, type UpdateAccountBody } from '../../../shared/account.ts';
import { messageOnly } from '../../../shared/api.ts';
import { checkoutMemoryAnswer, savedAddressAnswer, type SavedAddressInput } from '../../../shared/saved-addresses.ts';
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

export async function fetchCheckoutMemory(signal?: AbortSignal) {
  return checkoutMemoryAnswer.parse(await api.get('account/addresses', signal ? { signal } : {}).json()).data;
}

/** Saves under the label; a label already in use has its address replaced. */
export async function saveAddress(body: SavedAddressInput) {
  return savedAddressAnswer.parse(await api.post('account/addresses/save', { json: body }).json());
}

export async function updateAddress(body: SavedAddressInput & { id: number }) {
  return savedAddressAnswer.parse(await api.post('account/addresses/update', { json: body }).json());
}

export async function deleteAddress(id: number) {
  return messageOnly.parse(await api.post('account/addresses/delete', { json: { id } }).json());
}

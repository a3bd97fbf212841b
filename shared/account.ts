/** A customer's own account: their details, the change of name and phone, and deleting the account. */
import { z } from 'zod';
import { envelope } from './api.ts';
import { loginBody, nameField, phoneField } from './auth.ts';

export const accountDetails = z.object({
  name: z.string(),
  email: z.string(),
  /** Digits only, calling code first. */
  phone: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

export const accountAnswer = envelope(accountDetails);

/** The sign-up rules for both fields; the e-mail address is the login and is not changed here. */
export const updateAccountBody = z.object({ name: nameField, phone: phoneField });
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

/** Deleting needs the password, checked like a login's. */
export const deleteAccountBody = z.object({ password: loginBody.shape.password });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

import { z } from 'zod';
import { createAccountBody, phoneField, type CreateAccountBody } from '../../../shared/auth.ts';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors.ts';

const NAME_PART_MAX = 50;

function namePart(label: string) {
  return z
    .string()
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(NAME_PART_MAX, { message: `${label} must be at most ${NAME_PART_MAX} characters.` });
}

/**
 * The sign-up form: the account body with the name split in two.
 * An empty phone reads "required" rather than the shared schema's "digits only".
 */
const signUpForm = createAccountBody.omit({ name: true }).extend({
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
  phone: z.string().min(1, { message: 'Phone number is required.', abort: true }).pipe(phoneField),
});
export type SignUpValues = z.input<typeof signUpForm>;

export type SignUpCheck = { ok: true; body: CreateAccountBody } | { ok: false; errors: FieldErrors };

/** Checks the form, then the account body it becomes (the joined name has its own limit), with errors per form field. */
export function checkSignUp(values: SignUpValues): SignUpCheck {
  const form = signUpForm.safeParse(values);
  if (!form.success) return { ok: false, errors: fieldErrorsOf(form.error) };
  const { firstName, lastName, ...account } = form.data;
  const body = createAccountBody.safeParse({ ...account, name: `${firstName} ${lastName}` });
  return body.success ? { ok: true, body: body.data } : { ok: false, errors: onFormFields(fieldErrorsOf(body.error)) };
}

/** Errors keyed by account body field (as the server sends them) -> keyed by form field: `name` shows at first name. */
export function onFormFields(bodyErrors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(bodyErrors).map(([field, message]) => [field === 'name' ? 'firstName' : field, message]),
  );
}

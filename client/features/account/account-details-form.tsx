import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { updateAccountBody, type AccountDetails } from '../../../shared/account.ts';
import { FormField, TextField } from '../../components/form-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { sessionAtom, signedIn } from '../auth/session.ts';
import { updateAccount } from './account-api.ts';

/** Name and phone, with the sign-up rules; the e-mail address is the login and is shown, not edited. */
export function AccountDetailsForm({ details }: { details: AccountDetails }) {
  const { values, setValue, bind, errors, setErrors } = useForm({ name: details.name, phone: details.phone ?? '' });
  const [pending, setPending] = useState(false);
  const setSession = useSetAtom(sessionAtom);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = updateAccountBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { message, data } = await updateAccount(parsed.data);
      setSession((session) =>
        session.status === 'signed-in' ? signedIn({ ...session.user, name: data.name }) : session,
      );
      toast.success(message);
    } catch (error) {
      const problem = await serverError(error);
      if (problem) {
        setErrors(problem.fields ?? {});
        if (!problem.fields) toast.error(problem.message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="account-title">
      <h1 id="account-title" className="auth-form__title">
        Your account
      </h1>
      <p className="auth-form__intro">Signed in as {details.email}</p>
      <TextField id="account-name" label="Name" autoComplete="name" {...bind('name')} />
      <FormField id="account-phone" label="Phone number" error={errors.phone}>
        {(control) => (
          <PhoneInput {...control} name="phone" value={values.phone} onChange={(digits) => setValue('phone', digits)} />
        )}
      </FormField>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        Save details
      </button>
    </form>
  );
}

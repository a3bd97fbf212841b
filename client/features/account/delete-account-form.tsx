import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import { deleteAccountBody } from '../../../shared/account.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { SIGNED_OUT, sessionAtom } from '../auth/session.ts';
import { deleteAccount } from './account-api.ts';

/** Deleting the account, after the password; the server refuses while an order is under way and says which. */
export function DeleteAccountForm() {
  const { values, bind, setErrors } = useForm({ password: '' });
  const [pending, setPending] = useState(false);
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = deleteAccountBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setPending(true);
    try {
      toast.success((await deleteAccount(parsed.data)).message);
      setSession(SIGNED_OUT);
      navigate('~/login', { replace: true });
    } catch (error) {
      setPending(false);
      const problem = await serverError(error);
      if (problem) {
        setErrors(problem.fields ?? {});
        if (!problem.fields) toast.error(problem.message);
      }
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="auth-form__title">
        Delete your account
      </h2>
      <p className="auth-form__intro">
        Your name, e-mail address, phone and feedback are removed and you are logged out. Your past orders stay in the
        restaurant&apos;s books without your name or address. You can sign up again with the same e-mail later.
      </p>
      <PasswordField
        id="delete-account-password"
        label="Your password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <button type="submit" className="button button--secondary button--block" disabled={pending}>
        Delete my account
      </button>
    </form>
  );
}

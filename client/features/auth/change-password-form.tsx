import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { changePasswordBody } from '../../../shared/auth.ts';
import { ROLE_HOME } from '../../../shared/constants.ts';
import { serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { changePassword } from './auth-api.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { sessionAtom } from './session.ts';
import './verify-email-form.css';

/** A signed-in person changes their password; their other devices are signed out, this one stays. */
export function ChangePasswordForm() {
  const { values, bind, setErrors } = useForm({ currentPassword: '', newPassword: '' });
  const [pending, setPending] = useState(false);
  const session = useAtomValue(sessionAtom);
  const home = session.status === 'signed-in' ? ROLE_HOME[session.user.role] : '/';
  const [, navigate] = useLocation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = changePasswordBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setPending(true);
    try {
      toast.success((await changePassword(parsed.data)).message);
      navigate(home, { replace: true });
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
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h1 id="change-password-title" className="auth-form__title">
        Change your password
      </h1>
      <p className="auth-form__intro">Every other device where you are logged in will be logged out.</p>
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <PasswordField id="new-password" label="New password" autoComplete="new-password" {...bind('newPassword')} />
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        Change password
      </button>
      <Link href={`~${home}`} className="verify-email__back">
        Back
      </Link>
    </form>
  );
}

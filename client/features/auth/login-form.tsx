import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { loginBody, type LoginBody } from '../../../shared/auth.ts';
import { ROLE_HOME } from '../../../shared/constants.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { logIn, resendCode } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { pendingEmailAtom, pendingPasswordAtom, verifiedEmailAtom } from './pending-email.ts';
import { sessionAtom, signedIn } from './session.ts';

interface LoginFormProps {
  /** Set when the visitor switched to this form, so focus moves to its title. */
  focusTitle: boolean;
  onCreateAccount: () => void;
}

export function LoginForm({ focusTitle, onCreateAccount }: LoginFormProps) {
  const [verifiedEmail, setVerifiedEmail] = useAtom(verifiedEmailAtom);
  const { values, bind, setErrors } = useForm({ email: verifiedEmail, password: '' });
  const [pending, setPending] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const setSession = useSetAtom(sessionAtom);
  const setPendingEmail = useSetAtom(pendingEmailAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  // Filled in once, on the login that follows the verification: a later visit starts empty.
  useEffect(() => {
    if (verifiedEmail) setVerifiedEmail('');
  }, [verifiedEmail, setVerifiedEmail]);

  /** An unverified account: send a fresh code and take the visitor to the code page, password and all. */
  async function continueVerification({ email, password }: LoginBody, message: string) {
    setPendingEmail(email);
    setPendingPassword(password);
    toast.info(message);
    try {
      await resendCode({ email });
    } catch (error) {
      // A 429 means a code went out moments ago, and that code is still valid.
      const problem = hasStatus(error, 429) ? undefined : await serverError(error);
      if (problem) toast.error(problem.message);
    }
    navigate('/verify-otp');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { user } = await logIn(parsed.data);
      setSession(signedIn(user));
      navigate(ROLE_HOME[user.role], { replace: true });
    } catch (error) {
      const problem = await serverError(error);
      if (problem?.code === 'EMAIL_NOT_VERIFIED') {
        await continueVerification(parsed.data, problem.message);
      } else if (problem) {
        setErrors(problem.fields ?? {});
        toast.error(problem.message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className="auth-form__title" ref={title} tabIndex={-1}>
        Login to your Account
      </h1>
      <p className="auth-form__intro">Welcome back. Your next meal is a few words away.</p>
      <EmailField id="login-email" {...bind('email')} />
      <PasswordField id="login-password" autoComplete="current-password" {...bind('password')} />
      <p className="auth-form__aside">
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        Login
      </button>
      <p className="auth-form__switch">
        New to Forkcast?{' '}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          Create a New Account
        </button>
      </p>
    </form>
  );
}

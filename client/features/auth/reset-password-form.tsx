import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { forgotPasswordBody, resetPasswordBody } from '../../../shared/auth.ts';
import { CodeField } from '../../components/otp-input.tsx';
import { serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { requestPasswordReset, resetPassword } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import './auth-form.css';
import './verify-email-form.css';

const INCOMPLETE_CODE = 'Please enter the complete 6-digit code.';

/**
 * "Forgot password?": the address first, then the e-mailed code with the new password. The answer to the first step
 * is the same whether or not the address has an account, so the second step always follows.
 */
export function ResetPasswordForm() {
  const { values, setValue, bind, errors, setErrors } = useForm({ email: '', otp: '', password: '' });
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [pending, setPending] = useState(false);
  const [, navigate] = useLocation();

  async function ask(email: string) {
    setPending(true);
    try {
      toast.success((await requestPasswordReset({ email })).message);
      setStep('code');
    } catch (error) {
      const problem = await serverError(error);
      if (problem) setErrors(problem.fields ?? { email: problem.message });
    } finally {
      setPending(false);
    }
  }

  async function submitAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBody.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(event.currentTarget, fieldErrorsOf(parsed.error));
      return;
    }
    await ask(parsed.data.email);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = resetPasswordBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      if (fieldErrors.otp) fieldErrors.otp = INCOMPLETE_CODE;
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setPending(true);
    try {
      toast.success((await resetPassword(parsed.data)).message);
      navigate('/login', { replace: true });
    } catch (error) {
      const problem = await serverError(error);
      if (problem) setErrors(problem.fields ?? { otp: problem.message });
    } finally {
      setPending(false);
    }
  }

  if (step === 'address') {
    return (
      <form className="auth-form" onSubmit={submitAddress} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-form__title">
          Forgot your password?
        </h1>
        <p className="auth-form__intro">
          Enter the e-mail address of your account. We will send it a 6-digit code for choosing a new password.
        </p>
        <EmailField id="forgot-email" {...bind('email')} />
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          Send code
        </button>
        <Link href="/login" className="verify-email__back">
          Back to login
        </Link>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={submitCode} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-form__title">
        Choose a new password
      </h1>
      <p className="auth-form__intro">
        If <strong className="verify-email__address">{values.email}</strong> has an account, we sent it a 6-digit code.
        It is valid for 10 minutes.
      </p>
      <CodeField
        id="reset-code"
        label="Code from the e-mail"
        value={values.otp}
        onChange={(otp) => setValue('otp', otp)}
        problem={errors.otp}
        disabled={pending}
      />
      <PasswordField id="reset-password" label="New password" autoComplete="new-password" {...bind('password')} />
      <p className="verify-email__resend">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={() => ask(values.email)} disabled={pending}>
          Send Again
        </button>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        Set new password
      </button>
      <button type="button" className="link-button verify-email__back" onClick={() => setStep('address')}>
        Use another address
      </button>
    </form>
  );
}

import { useAtom, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { otpField, passwordField } from '../../../shared/auth.ts';
import { CodeField } from '../../components/otp-input.tsx';
import { serverError } from '../../lib/api.ts';
import { resendCode, verifyEmail } from './auth-api.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { pendingEmailAtom, pendingPasswordAtom, verifiedEmailAtom } from './pending-email.ts';
import './auth-form.css';
import './verify-email-form.css';

const INCOMPLETE_CODE = 'Please enter a complete OTP.';
const CODE_SENT = 'Verification email sent successfully';

/**
 * Confirms the sign-up code e-mailed to `email`, with the password for the account: the one typed at sign-up when
 * this tab still holds it, otherwise asked for here. Success returns the visitor to /login, the address filled in.
 */
export function VerifyEmailForm({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const [rememberedPassword, setRememberedPassword] = useAtom(pendingPasswordAtom);
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(rememberedPassword === '');
  const [problem, setProblem] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const setPendingEmail = useSetAtom(pendingEmailAtom);
  const setVerifiedEmail = useSetAtom(verifiedEmailAtom);
  const [, navigate] = useLocation();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = otpField.safeParse(code);
    const chosen = askPassword ? passwordField.safeParse(password) : undefined;
    setProblem(otp.success ? '' : INCOMPLETE_CODE);
    setPasswordProblem(chosen && !chosen.success ? chosen.error.issues[0]?.message : undefined);
    if (!otp.success || (chosen && !chosen.success)) return;
    setVerifying(true);
    try {
      const { message } = await verifyEmail({ email, otp: otp.data, password: chosen?.data ?? rememberedPassword });
      toast.success(message);
      setVerifiedEmail(email);
      setPendingEmail(RESET);
      setRememberedPassword('');
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = await serverError(error);
      if (failure?.code === 'PASSWORD_REQUIRED') setAskPassword(true);
      if (failure?.fields?.password) setPasswordProblem(failure.fields.password);
      else setProblem(failure?.message ?? '');
    } finally {
      setVerifying(false);
    }
  }

  async function sendAgain() {
    setResending(true);
    try {
      await resendCode({ email });
      toast.success(CODE_SENT);
    } catch (error) {
      const failure = await serverError(error);
      if (failure) toast.error(failure.message);
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="auth-form verify-email" onSubmit={confirm} noValidate aria-labelledby="verify-title">
      <h1 id="verify-title" className="auth-form__title">
        Verify your e-mail
      </h1>
      <p className="auth-form__intro">
        We sent a 6-digit code to <strong className="verify-email__address">{email}</strong>. It is valid for 10
        minutes.
      </p>
      <CodeField
        id="verify-code"
        label="Verification code"
        value={code}
        onChange={(next) => {
          setCode(next);
          setProblem('');
        }}
        problem={problem}
        disabled={verifying}
      />
      {askPassword && (
        <PasswordField
          id="verify-password"
          name="password"
          autoComplete="new-password"
          hint="The password for your account: the one you chose when signing up, or a new one."
          value={password}
          error={passwordProblem}
          onChange={(next) => {
            setPassword(next);
            setPasswordProblem(undefined);
          }}
        />
      )}
      <p className="verify-email__resend">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={sendAgain} disabled={resending}>
          Send Again
        </button>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={verifying}>
        Confirm Verification
      </button>
      <Link href="/login" className="verify-email__back">
        Go Back
      </Link>
    </form>
  );
}

import { useAtom, useSetAtom } from 'jotai';
import { useEffect, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { loginBody, type LoginBody } from '../../../shared/auth.ts';
import { ROLE_HOME } from '../../../shared/constants.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { logIn, resendCode } from './auth-api.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { pendingEmailAtom, pendingPasswordAtom, verifiedEmailAtom } from './pending-email.ts';
import { sessionAtom, signedIn } from './session.ts';
import { restaurantName } from '../restaurant/restaurant-profile.ts';
import { takeReturn } from './return-after-sign-in.ts';

interface LoginFormProps {
  /** Set when the visitor switched to this form, so focus moves to its title. */
  focusTitle: boolean;
  onCreateAccount: () => void;
}

export function LoginForm({ focusTitle, onCreateAccount }: LoginFormProps) {
  const [verifiedEmail, setVerifiedEmail] = useAtom(verifiedEmailAtom);
  const { values, bind, setErrors, reject } = useForm({ email: verifiedEmail, password: '' });
  const { pending, submit: send } = useSubmission();
  const setSession = useSetAtom(sessionAtom);
  const setPendingEmail = useSetAtom(pendingEmailAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  const [, navigate] = useLocation();

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
    const form = event.currentTarget;
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) return reject(form, fieldErrorsOf(parsed.error));
    setErrors({});
    await send(
      async () => {
        const { user } = await logIn(parsed.data);
        setSession(signedIn(user));
        // A guest sent here from the checkout goes back to it, cart and all; staff always start on their screen.
        const back = takeReturn();
        navigate((user.role === 'CUSTOMER' && back) || ROLE_HOME[user.role], { replace: true });
      },
      async (problem) => {
        if (problem.code === 'EMAIL_NOT_VERIFIED') {
          await continueVerification(parsed.data, problem.message);
        } else {
          setErrors(problem.fields ?? {});
          toast.error(problem.message);
        }
      },
    );
  }

  return (
    <AuthForm
      id="login"
      title="Login to your Account"
      intro="Welcome back. Your next meal is a few words away."
      focusTitle={focusTitle}
      submitLabel="Login"
      pending={pending}
      onSubmit={submit}
      switchTo={{ question: `New to ${restaurantName()}?`, label: 'Create a New Account', onSwitch: onCreateAccount }}
    >
      <EmailField id="login-email" {...bind('email')} />
      <PasswordField id="login-password" autoComplete="current-password" {...bind('password')} />
      <p className="auth-form__aside">
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
    </AuthForm>
  );
}

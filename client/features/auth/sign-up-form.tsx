import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import { FieldRow, FormField, TextField } from '../../components/form-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { serverError } from '../../lib/api.ts';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { createAccount } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { pendingEmailAtom, pendingPasswordAtom } from './pending-email.ts';
import { checkSignUp, onFormFields, type SignUpValues } from './sign-up-schema.ts';

const EMPTY_FORM: SignUpValues = { email: '', password: '', firstName: '', lastName: '', phone: '' };

interface SignUpFormProps {
  /** Set when the visitor switched to this form, so focus moves to its title. */
  focusTitle: boolean;
  onLogin: () => void;
}

export function SignUpForm({ focusTitle, onLogin }: SignUpFormProps) {
  const { values, setValue, bind, errors, setErrors } = useForm(EMPTY_FORM);
  const [pending, setPending] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const setPendingEmail = useSetAtom(pendingEmailAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkSignUp(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstInvalid(form, check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { message } = await createAccount(check.body);
      toast.success(message);
      setPendingEmail(check.body.email);
      setPendingPassword(check.body.password);
      navigate('/verify-otp');
    } catch (error) {
      const problem = await serverError(error);
      if (problem) {
        setErrors(onFormFields(problem.fields ?? {}));
        toast.error(problem.message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className="auth-form__title" ref={title} tabIndex={-1}>
        Create a New Account
      </h1>
      <p className="auth-form__intro">We will e-mail you a 6-digit code to confirm your address.</p>
      <EmailField id="sign-up-email" {...bind('email')} />
      <PasswordField id="sign-up-password" autoComplete="new-password" {...bind('password')} />
      <FieldRow>
        <TextField id="sign-up-first-name" label="First name" autoComplete="given-name" {...bind('firstName')} />
        <TextField id="sign-up-last-name" label="Last name" autoComplete="family-name" {...bind('lastName')} />
      </FieldRow>
      <FormField id="sign-up-phone" label="Phone number" error={errors.phone}>
        {(control) => (
          <PhoneInput {...control} name="phone" value={values.phone} onChange={(digits) => setValue('phone', digits)} />
        )}
      </FormField>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        Sign Up
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          Login to your Account
        </button>
      </p>
    </form>
  );
}

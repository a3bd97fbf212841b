import type { FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import { FieldRow, FormField, TextField } from '../../components/form-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { createAccount } from './auth-api.ts';
import { AuthForm } from './auth-form.tsx';
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
  const { values, setValue, bind, errors, setErrors, reject } = useForm(EMPTY_FORM);
  const { pending, submit: send } = useSubmission();
  const setPendingEmail = useSetAtom(pendingEmailAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  const [, navigate] = useLocation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const check = checkSignUp(values);
    if (!check.ok) return reject(form, check.errors);
    setErrors({});
    await send(
      async () => {
        const { message } = await createAccount(check.body);
        toast.success(message);
        setPendingEmail(check.body.email);
        setPendingPassword(check.body.password);
        navigate('/verify-otp');
      },
      (problem) => {
        setErrors(onFormFields(problem.fields ?? {}));
        toast.error(problem.message);
      },
    );
  }

  return (
    <AuthForm
      id="sign-up"
      title="Create a New Account"
      intro="We will e-mail you a 6-digit code to confirm your address."
      focusTitle={focusTitle}
      submitLabel="Sign Up"
      pending={pending}
      onSubmit={submit}
      switchTo={{ question: 'Already have an account?', label: 'Login to your Account', onSwitch: onLogin }}
    >
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
    </AuthForm>
  );
}

import { FormField } from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';

interface PasswordFieldProps {
  id: string;
  /** "Password" unless the form asks for more than one. */
  label?: string;
  name?: string;
  /** A line under the label saying what to enter. */
  hint?: string;
  /** Tells password managers whether to fill a saved password or offer to generate a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A password field of the account forms: login, sign-up, verification, reset and change. */
export function PasswordField({
  id,
  label = 'Password',
  name = 'password',
  hint,
  autoComplete,
  value,
  error,
  onChange,
}: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

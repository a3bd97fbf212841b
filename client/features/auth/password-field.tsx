import { FormField } from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';

interface PasswordFieldProps {
  id: string;
  /** Tells password managers whether to fill a saved password or offer to generate a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The "Password" field of the login and sign-up forms. */
export function PasswordField({ id, autoComplete, value, error, onChange }: PasswordFieldProps) {
  return (
    <FormField id={id} label="Password" error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          name="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

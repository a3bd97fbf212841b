import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import type { BoundField } from '../lib/use-form.ts';

interface PasswordFieldProps extends BoundField {
  id: string;
  /** "Password" unless the form asks for more than one. */
  label?: string;
  /** A line under the label saying what to enter. */
  hint?: string;
  /** Tells password managers whether to fill a saved password or offer to generate a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A labelled password box with its show/hide toggle: the account forms and the worker form. */
export function PasswordField({
  id,
  label = 'Password',
  name,
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

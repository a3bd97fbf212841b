import { FormField } from '../../components/form-field.tsx';

interface EmailFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The "Email" field of the login and sign-up forms. */
export function EmailField({ id, value, error, onChange }: EmailFieldProps) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          className="text-input"
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

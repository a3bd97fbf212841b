import { TextField } from '../../components/form-field.tsx';
import type { BoundField } from '../../lib/use-form.ts';

/** The "Email" field of the account forms. */
export function EmailField({ id, ...field }: BoundField & { id: string }) {
  return <TextField id={id} label="Email" type="email" autoComplete="email" {...field} />;
}

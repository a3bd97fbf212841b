import { useState } from 'react';
import type { FieldErrors } from './form-errors.ts';

/** A form's text values and field errors. Editing a field clears its error: the message described the old value. */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  return { values, setValue, errors, setErrors };
}

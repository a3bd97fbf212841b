import { useState } from 'react';
import { focusFirstInvalid, type FieldErrors } from './form-errors.ts';

/** What a field of the form needs: its name, value and error, and how to change it (spread onto TextField and kin). */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A form's text values and field errors. Editing a field clears its error: the message described the old value. */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function bind(name: keyof Values & string): BoundField {
    return { name, value: values[name] ?? '', error: errors[name], onChange: (value) => setValue(name, value) };
  }

  /** Shows the errors a check found before sending, and takes the user to the first field at fault. */
  function reject(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid(form, found);
  }

  return { values, setValue, bind, errors, setErrors, reject };
}

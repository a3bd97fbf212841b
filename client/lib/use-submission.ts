import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/api.ts';
import { serverError } from './api.ts';
import { fieldErrorsOf, type FieldErrors } from './form-errors.ts';

/**
 * A form's request to the server: `pending` while it runs (the submit button is disabled meanwhile), and the
 * server's refusal, if any, handed to `onRefused` (a network failure is already reported by the api client).
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);

  async function submit(request: () => Promise<void>, onRefused: (problem: ErrorBody) => void | Promise<void>) {
    setPending(true);
    try {
      await request();
    } catch (error) {
      const problem = await serverError(error);
      if (problem) await onRefused(problem);
    } finally {
      setPending(false);
    }
  }

  return { pending, submit };
}

interface CheckedForm<Values> {
  values: Values;
  setErrors: (errors: FieldErrors) => void;
  reject: (form: HTMLFormElement, errors: FieldErrors) => void;
}

/**
 * A form's usual submit: its values checked against `schema` first (errors shown by their fields, the first bad one
 * focused), then `send` with what the schema made of them, `pending` meanwhile; a refusal shows its errors by their
 * fields, or else its message in a toast.
 */
export function useCheckedSubmit<Values, Body>(
  form: CheckedForm<Values>,
  schema: z.ZodType<Body>,
  send: (body: Body) => Promise<void>,
) {
  const { pending, submit } = useSubmission();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(form.values);
    if (!parsed.success) {
      form.reject(event.currentTarget, fieldErrorsOf(parsed.error));
      return;
    }
    form.setErrors({});
    void submit(
      () => send(parsed.data),
      (problem) => {
        form.setErrors(problem.fields ?? {});
        if (!problem.fields) toast.error(problem.message);
      },
    );
  }

  return { pending, onSubmit };
}

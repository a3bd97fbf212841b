import type { z } from 'zod';

/** Field name -> the message shown under that field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first zod issue of each top-level field: one message per field is enough to fix it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first control, in page order, whose `name` has an error, so keyboard users land on it. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const control =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement;
    if (control && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

import { useState } from 'react';
import type { ErrorBody } from '../../shared/api.ts';
import { serverError } from './api.ts';

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

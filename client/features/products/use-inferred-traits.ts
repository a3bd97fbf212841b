import { useEffect, useState } from 'react';
import type { InferredTraits, InferredTraitsBody } from '../../../shared/inferred-traits.ts';
import { inferTraits } from './products-api.ts';

/** Long enough that a word typed letter by letter is asked about once, short enough to follow the admin's pace. */
const PAUSE_MS = 400;

export interface InferredTraitsState {
  /** The last answer, kept while a newer draft is asked about so the form does not flicker; null before any. */
  answer: InferredTraits | null;
  /** The answer is about the draft as it is now. */
  current: boolean;
  /** The last question got no answer. */
  failed: boolean;
}

/** What the assistant would assume of `draft`, asked once the admin pauses; a newer draft cancels the older question. */
export function useInferredTraits(draft: InferredTraitsBody | null): InferredTraitsState {
  const key = draft && JSON.stringify(draft);
  const [answered, setAnswered] = useState<{ key: string; answer: InferredTraits } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const question = new AbortController();
    const timer = window.setTimeout(() => {
      inferTraits(JSON.parse(key) as InferredTraitsBody, question.signal).then(
        (answer) => setAnswered({ key, answer }),
        () => {
          if (!question.signal.aborted) setFailedKey(key);
        },
      );
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      question.abort();
    };
  }, [key]);

  if (key === null) return { answer: null, current: false, failed: false };
  return { answer: answered?.answer ?? null, current: answered?.key === key, failed: failedKey === key };
}

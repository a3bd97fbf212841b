import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FEEDBACK_MAX, createFeedbackBody } from '../../../shared/feedback.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { submitFeedback } from './orders-api.ts';

// Spec point 8.
export const FEEDBACK_SENT_MESSAGE = 'Feedback submitted successfully';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback';
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter feedback';

interface FeedbackFormProps {
  orderId: number;
  onSubmitted: (content: string) => void;
}

/** The feedback form of a delivered order: empty text is refused, and a second submit waits for the first. */
export function FeedbackForm({ orderId, onSubmitted }: FeedbackFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const errorId = `${id}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = createFeedbackBody.safeParse({ order_id: orderId, content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FEEDBACK_EMPTY_MESSAGE);
      field.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      await submitFeedback(parsed.data);
      toast.success(FEEDBACK_SENT_MESSAGE);
      onSubmitted(parsed.data.content);
    } catch (failure) {
      const problem = await serverError(failure);
      if (problem) {
        toast.error(FEEDBACK_FAILED_MESSAGE);
        // 409 (not delivered yet, or already given) and 400 (e.g. empty) say what to do: show their words.
        setError(hasStatus(failure, 409) || hasStatus(failure, 400) ? problem.message : FEEDBACK_FAILED_MESSAGE);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <label className="form-field__label" htmlFor={id}>
        Your feedback
      </label>
      <textarea
        ref={field}
        id={id}
        className="text-input feedback-form__text"
        name="content"
        rows={4}
        maxLength={FEEDBACK_MAX}
        placeholder="How was your meal?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Submitting…' : 'Submit Feedback'}
      </button>
    </form>
  );
}

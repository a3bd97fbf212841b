import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FEEDBACK_EMPTY_MESSAGE, FEEDBACK_MAX, createFeedbackBody } from '../../../shared/feedback.ts';
import type { PastOrder } from '../../../shared/orders.ts';
import { TextAreaField } from '../../components/form-field.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { DishThumbsField, type Thumbs } from './dish-thumbs-field.tsx';
import { submitFeedback } from './orders-api.ts';
import { StarRatingField } from './star-rating-field.tsx';

// Spec point 8.
export const FEEDBACK_SENT_MESSAGE = 'Feedback submitted successfully';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback';

export type GivenFeedback = Pick<NonNullable<PastOrder['feedback']>, 'content' | 'stars'>;

interface FeedbackFormProps {
  orderId: number;
  items: PastOrder['order_items'];
  onSubmitted: (given: GivenFeedback) => void;
}

/**
 * "Rate your meal" on a delivered order: stars for the order, a thumb for any dish, and words. Stars or words are
 * needed, the rest is optional; a second submit waits for the first.
 */
export function FeedbackForm({ orderId, items, onSubmitted }: FeedbackFormProps) {
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [thumbs, setThumbs] = useState<Thumbs>({});
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = createFeedbackBody.safeParse({
      order_id: orderId,
      content,
      ...(stars === null ? {} : { stars }),
      dishes: Object.entries(thumbs).map(([line, liked]) => ({ orderLineId: Number(line), liked })),
    });
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
      onSubmitted({ content: parsed.data.content ?? '', stars: parsed.data.stars ?? null });
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
      <StarRatingField
        value={stars}
        onChange={(chosen) => {
          setStars(chosen);
          setError(null);
        }}
      />
      {items.length > 0 && <DishThumbsField items={items} value={thumbs} onChange={setThumbs} />}
      <TextAreaField
        ref={field}
        id={id}
        label="Your feedback"
        hint="Optional when you give stars."
        error={error ?? undefined}
        announceError
        name="content"
        rows={4}
        maxLength={FEEDBACK_MAX}
        placeholder="How was your meal?"
        value={content}
        onChange={(text) => {
          setContent(text);
          setError(null);
        }}
      />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Submitting…' : 'Submit Feedback'}
      </button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { Emotion } from '../../../shared/constants.ts';
import {
  FOLLOW_UP_MAX,
  LOW_STARS,
  followUpEmailBody,
  type AdminFeedback,
  type FollowUp,
} from '../../../shared/feedback.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { Stars } from '../../components/stars.tsx';
import { Fact, FactList } from '../../components/ui/fact-list.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { sendFollowUpEmail } from './feedback-api.ts';
import { restaurantName } from '../restaurant/restaurant-profile.ts';

// Spec point 8.
const EMAIL_SENT_MESSAGE = 'Email sent successfully';
const EMAIL_NOT_SENT_MESSAGE = 'Email not sent';

const SORRY = "We're sorry your order wasn't what you hoped for, and we'd like to make it right.";
const SECOND_LINE: Record<Emotion, string> = {
  joy: "We're delighted you enjoyed it, and the whole kitchen will be glad to hear it.",
  neutral: 'We read every comment, and yours helps us do better.',
  sadness: SORRY,
  disgust: SORRY,
  fear: "We're sorry about what happened, and we'd like to make it right.",
  anger: SORRY,
};

/** Low stars call for an apology whatever the words say; good stars without telling words are thanked for. */
function secondLine(item: AdminFeedback): string {
  if (item.stars !== null && item.stars <= LOW_STARS) return SORRY;
  if (item.stars !== null && item.stars >= 4 && item.emotion === 'neutral') return SECOND_LINE.joy;
  return SECOND_LINE[item.emotion];
}

/** A polite draft the admin finishes: greeting by first name, the order, a line fitting the feedback's mood. */
function draftFor(item: AdminFeedback): string {
  const firstName = item.customer_name.trim().split(/\s+/)[0] || item.customer_name;
  return [
    `Dear ${firstName},`,
    '',
    `Thank you for your feedback on order #${item.order.order_id}. ${secondLine(item)}`,
    '',
    'Best regards,',
    restaurantName(),
  ].join('\n');
}

interface FollowUpModalProps {
  item: AdminFeedback;
  onClose: () => void;
  onSent: (followUp: FollowUp) => void;
}

/** "Send Follow-up Email": the customer's feedback, and a pre-filled message to them that the admin edits. */
export function FollowUpModal({ item, onClose, onSent }: FollowUpModalProps) {
  const [body, setBody] = useState(() => draftFor(item));
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  // State updates are not synchronous: a double click must not send two e-mails.
  const sendingRef = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = followUpEmailBody.safeParse({
      customer_id: item.customer_id,
      feedback_id: item.feedback_id,
      order_id: item.order.order_id,
      body,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const sent = await sendFollowUpEmail(parsed.data);
      toast.success(EMAIL_SENT_MESSAGE);
      onSent(sent.follow_up);
    } catch (failure) {
      const problem = await serverError(failure);
      toast.error(problem ? `${EMAIL_NOT_SENT_MESSAGE}. ${problem.message}` : EMAIL_NOT_SENT_MESSAGE);
      if (problem && hasStatus(failure, 400)) {
        setError(problem.fields?.body ?? problem.message);
        field.current?.focus();
      }
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <Modal title="Send Follow-up Email" onClose={onClose}>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        <FactList>
          <Fact label="To" wide>
            {item.customer_name} &lt;{item.order.customer_email}&gt;
          </Fact>
        </FactList>
        <figure className="order-feedback">
          {item.stars !== null && <Stars value={item.stars} />}
          {item.content && <blockquote>{item.content}</blockquote>}
          <figcaption>
            Their feedback on order #{item.order.order_id}, {formatDateTime(item.created_at)}
          </figcaption>
        </figure>
        <TextAreaField
          id="follow-up-body"
          label="Message"
          error={error}
          ref={field}
          name="body"
          rows={9}
          maxLength={FOLLOW_UP_MAX}
          value={body}
          onChange={(text) => {
            setBody(text);
            setError(undefined);
          }}
        />
        <DialogActions onCancel={onClose} label="Send Email" busyLabel="Sending…" busy={sending} />
      </form>
    </Modal>
  );
}

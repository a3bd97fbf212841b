import type { AdminFeedback, FollowUp } from '../../../shared/feedback.ts';
import { formatDateTime } from '../../lib/format.ts';
import { EMOTION_LABELS } from './emotions.ts';
import '../orders/orders.css';

interface FeedbackCardProps {
  item: AdminFeedback;
  followUp: FollowUp | null;
  onFollowUp: () => void;
  onOrderDetails: () => void;
}

/** One feedback: who wrote it and when, what they wrote, its emotion, and whether someone has followed up. */
export function FeedbackCard({ item, followUp, onFollowUp, onOrderDetails }: FeedbackCardProps) {
  const titleId = `feedback-${item.feedback_id}`;
  return (
    <article className="feedback-card card" aria-labelledby={titleId}>
      <header className="feedback-card__head">
        <h2 id={titleId} className="feedback-card__name">
          {item.customer_name}
        </h2>
        <span className="emotion-badge" data-emotion={item.emotion}>
          <span className="visually-hidden">Emotion: </span>
          {EMOTION_LABELS[item.emotion]}
        </span>
      </header>
      <p className="feedback-card__meta">
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> · Order #{item.order.order_id}
      </p>
      <figure className="order-feedback">
        <blockquote>{item.content}</blockquote>
      </figure>
      {followUp && (
        <p className="feedback-card__follow-up">
          <span className="followed-up-badge">Followed up</span>
          <span>
            {formatDateTime(followUp.sent_at)} by {followUp.sent_by}
          </span>
        </p>
      )}
      <div className="feedback-card__actions">
        <button type="button" className="button button--primary" onClick={onFollowUp} aria-describedby={titleId}>
          Send Follow-up Email
        </button>
        <button type="button" className="button button--secondary" onClick={onOrderDetails} aria-describedby={titleId}>
          Order Details
        </button>
      </div>
    </article>
  );
}

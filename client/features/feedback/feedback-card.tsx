import type { AdminFeedback, FollowUp } from '../../../shared/feedback.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EMOTION_LABELS, EMOTION_TONES } from './emotions.ts';
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
    <Card as="article" className="feedback-card" aria-labelledby={titleId}>
      <header className="card__head">
        <h2 id={titleId} className="card__title">
          {item.customer_name}
        </h2>
        <Badge className="emotion-badge" tone={EMOTION_TONES[item.emotion]}>
          <span className="visually-hidden">Emotion: </span>
          {EMOTION_LABELS[item.emotion]}
        </Badge>
      </header>
      <p className="card__meta">
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> · Order #{item.order.order_id}
      </p>
      <figure className="order-feedback">
        <blockquote>{item.content}</blockquote>
      </figure>
      {followUp && (
        <p className="feedback-card__follow-up">
          <Badge tone="strong">Followed up</Badge>
          <span>
            {formatDateTime(followUp.sent_at)} by {followUp.sent_by}
          </span>
        </p>
      )}
      <div className="card__actions">
        <button type="button" className="button button--primary" onClick={onFollowUp} aria-describedby={titleId}>
          Send Follow-up Email
        </button>
        <button type="button" className="button button--secondary" onClick={onOrderDetails} aria-describedby={titleId}>
          Order Details
        </button>
      </div>
    </Card>
  );
}

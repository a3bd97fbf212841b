import type { AdminFeedback, FollowUp } from '../../../shared/feedback.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Stars } from '../../components/stars.tsx';
import { DishVerdicts } from './dish-verdicts.tsx';
import { EMOTION_LABELS, EMOTION_TONES } from './emotions.ts';
import '../orders/orders.css';

interface FeedbackCardProps {
  item: AdminFeedback;
  followUp: FollowUp | null;
  onFollowUp: () => void;
  onOrderDetails: () => void;
}

/**
 * One feedback: who wrote it and when, the stars, the words, the thumbs on dishes, its emotion, and whether someone
 * has followed up (then its button says so and stays pressed down).
 */
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
      <div className="feedback-card__body">
        {item.stars !== null && <Stars value={item.stars} />}
        {item.content ? (
          <figure className="order-feedback">
            <blockquote>{item.content}</blockquote>
          </figure>
        ) : (
          <p className="feedback-card__no-words">Stars only, no words.</p>
        )}
        {item.dishes.length > 0 && <DishVerdicts dishes={item.dishes} />}
      </div>
      {followUp && (
        <p className="feedback-card__follow-up">
          Sent {formatDateTime(followUp.sent_at)} by {followUp.sent_by}
        </p>
      )}
      <div className="card__actions">
        {followUp ? (
          <button type="button" className="button button--secondary" disabled aria-describedby={titleId}>
            Followed up
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onFollowUp} aria-describedby={titleId}>
            Send Follow-up Email
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onOrderDetails} aria-describedby={titleId}>
          Order Details
        </button>
      </div>
    </Card>
  );
}

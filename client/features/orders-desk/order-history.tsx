import type { DeskHistoryEntry } from '../../../shared/orders-desk.ts';
import { formatDateTime } from '../../lib/format.ts';
import { actorName, stepReason, stepTitle } from './desk-labels.ts';

/** Every step of an order, oldest first: what happened, who did it, when, and why where someone said. */
export function OrderHistory({ history }: { history: DeskHistoryEntry[] }) {
  return (
    <ol className="desk-history">
      {history.map((entry) => {
        const reason = stepReason(entry);
        return (
          <li key={entry.seq} className="desk-history__step" data-status={entry.to}>
            <time className="desk-history__time" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
            <p>
              <strong>{stepTitle(entry)}</strong>{' '}
              <span className="desk-history__actor">by {actorName(entry.actor)}</span>
            </p>
            {reason && <p className="desk-history__reason">{reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}

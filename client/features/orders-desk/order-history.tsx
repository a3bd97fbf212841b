import type { DeskOrder } from '../../../shared/orders-desk.ts';
import { NO_PIN_NOTE } from '../../../shared/staff-orders.ts';
import { formatDateTime } from '../../lib/format.ts';
import { historyWords } from './desk-labels.ts';

/**
 * Every step of an order, oldest first: what happened, who did it, when, and why where someone said. An order placed
 * without a map point starts with that (docs/decisions/0029); its other steps are its order events.
 */
export function OrderHistory({ order }: { order: DeskOrder }) {
  return (
    <ol className="desk-history">
      {order.pointFromSector && (
        <li className="desk-history__step" data-status="UNCONFIRMED">
          <time className="desk-history__time" dateTime={order.placedAt}>
            {formatDateTime(order.placedAt)}
          </time>
          <p>
            <strong>Placed without a map point</strong> <span className="desk-history__actor">by the customer</span>
          </p>
          <p className="desk-history__reason">
            The customer's app sent no point on the map, so the order's point is the centre of {order.sector}.{' '}
            {NO_PIN_NOTE}
          </p>
        </li>
      )}
      {historyWords(order.history).map(({ entry, title, by, reason }) => (
        <li key={entry.seq} className="desk-history__step" data-status={entry.to}>
          <time className="desk-history__time" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </time>
          <p className="desk-history__what">
            <strong>{title}</strong>
            {by && <span className="desk-history__actor"> {by}</span>}
          </p>
          {reason && <p className="desk-history__reason">{reason}</p>}
        </li>
      ))}
    </ol>
  );
}

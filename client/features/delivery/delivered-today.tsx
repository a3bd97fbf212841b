import type { DeliveredToday } from '../../../shared/staff-orders.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatPrice, formatTime, pluralize } from '../../lib/format.ts';
import './delivered-today.css';

/** The end of the shift: what this rider handed over today, and the cash that should be in the bag. */
export function DeliveredTodayList({ today }: { today: DeliveredToday }) {
  return (
    <Card as="section" className="delivered-today" aria-labelledby="delivered-today-title">
      <h2 id="delivered-today-title">Delivered today</h2>
      <p className="delivered-today__summary">
        {pluralize(today.orders.length, 'order')} · <strong>{formatPrice(today.cashTotal)} in cash</strong> to hand in
      </p>
      {today.orders.length > 0 && (
        <ul className="delivered-today__list">
          {today.orders.map((order) => (
            <li key={order.orderId}>
              <span>
                Order #{order.orderId} · {order.sector}
              </span>
              <span>
                {formatPrice(order.price)} {order.paymentMethod === 'CASH' ? 'cash' : 'card'} ·{' '}
                {formatTime(new Date(order.deliveredAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

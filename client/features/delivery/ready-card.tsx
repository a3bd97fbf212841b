import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatPrice, pluralize } from '../../lib/format.ts';
import { orderTitleId } from './delivery-card.tsx';
import './ready-card.css';

interface ReadyCardProps {
  order: DeliveryOrder;
  /** "I'm taking it" is on its way to the server. */
  taking: boolean;
  onTake: (order: DeliveryOrder) => void;
}

/**
 * An order waiting on the pass: enough to choose it (where it goes, how big, how it is paid) and one large button to
 * take it. Taken by another rider while it shows, it says by whom where the button was, until the page moves it.
 */
export function ReadyCard({ order, taking, onTake }: ReadyCardProps) {
  const titleId = orderTitleId(order.orderId);
  const itemCount = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card as="article" className="ready-card" aria-labelledby={titleId}>
      <header className="card__head">
        <h3 id={titleId} className="ready-card__title">
          Order #{order.orderId} · {order.sector}
        </h3>
        <span className="ready-card__price">{formatPrice(order.price)}</span>
      </header>
      <p className="ready-card__address">{order.address}</p>
      <p className="card__meta">
        {pluralize(itemCount, 'item')} · {order.paymentMethod === 'CASH' ? 'cash' : 'card'}
        {order.addressCorrected && ' · address corrected'}
      </p>
      {order.failedReason && <p className="ready-card__failed">Last try failed: {order.failedReason}</p>}
      {order.rider ? (
        <p className="ready-card__taken">Taken by {order.rider.firstName}</p>
      ) : (
        <button
          type="button"
          className="button button--primary ready-card__take"
          aria-describedby={titleId}
          disabled={taking}
          onClick={() => onTake(order)}
        >
          {taking ? 'Taking…' : "I'm taking it"}
        </button>
      )}
    </Card>
  );
}

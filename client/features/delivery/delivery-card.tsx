import { useState } from 'react';
import { NO_PIN_NOTE, type DeliveryOrder } from '../../../shared/staff-orders.ts';
import { MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { StaffLineItems } from '../../components/staff-line-items.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Fact, FactList } from '../../components/ui/fact-list.tsx';
import { formatPrice, pluralize } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { mapLink, telLink } from './delivery-list.ts';
import './delivery-card.css';

interface DeliveryCardProps {
  order: DeliveryOrder;
  /** When the page sends "Delivered" for this order, while the rider can still undo it; null otherwise. */
  sendingAt: number | null;
  onDelivered: (order: DeliveryOrder) => void;
  onUndo: (order: DeliveryOrder) => void;
  onReportIssue: (order: DeliveryOrder) => void;
}

/**
 * One order ready to go out: where to, what to collect, what is in the bag, and the two ways a delivery ends.
 * A cash order says how much to collect in large type: it is what the rider must not get wrong at the door. Card
 * orders are charged at the door too, on the rider's terminal (see the checkout's payment step). Marking a cash
 * order delivered first asks, in a tap, whether the cash was collected; then the page holds "Delivered" a few
 * seconds with an Undo before it sends it.
 */
export function DeliveryCard({ order, sendingAt, onDelivered, onUndo, onReportIssue }: DeliveryCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [askingCash, setAskingCash] = useState(false);
  const now = useNow(sendingAt === null ? 60_000 : 250);
  const secondsLeft = sendingAt === null ? 0 : Math.max(1, Math.ceil((sendingAt - now) / 1000));
  const marking = sendingAt !== null && sendingAt <= now;
  const titleId = `delivery-order-${order.orderId}`;
  const itemsId = `${titleId}-items`;
  const itemCount = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  const cash = order.paymentMethod === 'CASH';

  return (
    <Card as="article" aria-labelledby={titleId} aria-busy={marking || undefined}>
      <header className="card__head">
        <h2 id={titleId} className="delivery-card__title">
          Order #{order.orderId}
        </h2>
        <span className="delivery-card__price">{formatPrice(order.price)}</span>
      </header>

      {cash ? (
        <p className="delivery-card__collect">
          Collect {formatPrice(order.price)} in cash
          {order.deliveryFee > 0 && `, delivery fee ${formatPrice(order.deliveryFee)} included`}
        </p>
      ) : (
        <p className="delivery-card__card-note">Charge {formatPrice(order.price)} on the card terminal</p>
      )}

      <FactList>
        <Fact label="Payment">{order.paymentMethod}</Fact>
        <Fact label="Customer">{order.customerFirstName || '—'}</Fact>
        <Fact label="Address" wide>
          {order.address}
          {order.addressCorrected && (
            <span className="delivery-card__corrected">Corrected by the customer after a failed delivery</span>
          )}
          {order.pointFromSector && <span className="delivery-card__no-pin">{NO_PIN_NOTE}</span>}
        </Fact>
        {order.deliveryNote && (
          <Fact label="Customer's note" wide>
            <span className="delivery-card__delivery-note">{order.deliveryNote}</span>
          </Fact>
        )}
        <Fact label="Sector">{order.sector}</Fact>
      </FactList>

      <div className="delivery-card__links">
        <a
          className="delivery-card__link"
          href={mapLink(order)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          <MapPinIcon />
          {order.pointFromSector ? `${order.sector} on the map` : 'Open in map'}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {order.customerPhone && (
          <a className="delivery-card__link" href={telLink(order.customerPhone)} aria-describedby={titleId}>
            <PhoneIcon />
            Call {order.customerFirstName || 'the customer'}
          </a>
        )}
      </div>

      <button
        type="button"
        className="link-button delivery-card__toggle"
        aria-expanded={expanded}
        aria-controls={itemsId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'Hide items' : `Show items (${pluralize(itemCount, 'item')})`}
      </button>
      <div id={itemsId} hidden={!expanded}>
        <StaffLineItems items={order.lineItems} />
      </div>

      {askingCash && sendingAt === null && (
        <div className="delivery-card__confirm" role="group" aria-labelledby={`${titleId}-collected`}>
          <p id={`${titleId}-collected`} className="delivery-card__question">
            Collected {formatPrice(order.price)} in cash?
          </p>
          <div className="delivery-card__actions">
            <button type="button" className="button button--secondary" onClick={() => setAskingCash(false)}>
              Not yet
            </button>
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={() => {
                setAskingCash(false);
                onDelivered(order);
              }}
            >
              Yes, collected
            </button>
          </div>
        </div>
      )}

      {sendingAt !== null && !marking && (
        <div className="delivery-card__confirm">
          <p className="delivery-card__question" role="status">
            Marked as delivered. <span aria-hidden="true">Sending in {secondsLeft} s…</span>
          </p>
          <button type="button" className="button button--secondary" autoFocus onClick={() => onUndo(order)}>
            Undo
          </button>
        </div>
      )}

      <div className="delivery-card__actions" hidden={(askingCash || sendingAt !== null) && !marking}>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={titleId}
          disabled={marking}
          onClick={() => onReportIssue(order)}
        >
          Report Issue
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={titleId}
          disabled={marking}
          onClick={() => (cash ? setAskingCash(true) : onDelivered(order))}
        >
          {marking ? 'Marking…' : 'Mark as delivered'}
        </button>
      </div>
    </Card>
  );
}

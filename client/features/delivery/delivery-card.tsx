import { useState } from 'react';
import { NO_PIN_NOTE, type DeliveryOrder } from '../../../shared/staff-orders.ts';
import { MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { StaffLineItems } from '../../components/staff-line-items.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatPrice, formatTime, pluralize } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { mapLink, telLink } from './delivery-list.ts';
import './delivery-card.css';

interface DeliveryCardProps {
  order: DeliveryOrder;
  /** A request about this order is on its way to the server. */
  busy: boolean;
  /** When the page sends "Delivered" for this order, while the rider can still undo it; null otherwise. */
  sendingAt: number | null;
  onDelivered: (order: DeliveryOrder) => void;
  onUndo: (order: DeliveryOrder) => void;
  onCouldNotDeliver: (order: DeliveryOrder) => void;
  onHandBack: (order: DeliveryOrder) => void;
  onGoAgain: (order: DeliveryOrder) => void;
}

/** The id of an order card's title: the page moves focus to it when the order becomes the rider's. */
export const orderTitleId = (orderId: number) => `delivery-order-${orderId}`;

/**
 * An order with this rider: everything needed between the pass and the door, open on the card. The lines to check
 * against the bag, the cash to collect in large type (what the rider must not get wrong), the customer's note, the
 * address and a call button. Out for delivery, it ends as "Delivered", "Couldn't deliver" or "Hand back"; kept to try
 * the door again, it says why the last try failed and offers "Go again". Marking a cash order delivered first asks
 * whether the cash was collected, then the page holds it a few seconds with an Undo before it sends it.
 */
export function DeliveryCard(props: DeliveryCardProps) {
  const { order, busy, sendingAt, onDelivered, onUndo, onCouldNotDeliver, onHandBack, onGoAgain } = props;
  const [asking, setAsking] = useState<'cash' | 'hand-back' | null>(null);
  const now = useNow(sendingAt === null ? 60_000 : 250);
  const secondsLeft = sendingAt === null ? 0 : Math.max(1, Math.ceil((sendingAt - now) / 1000));
  const marking = sendingAt !== null && sendingAt <= now;
  const titleId = orderTitleId(order.orderId);
  const out = order.status === 'OUT_FOR_DELIVERY';
  const cash = order.paymentMethod === 'CASH';
  const customer = order.customerFirstName || 'the customer';
  const itemCount = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  const holding = sendingAt !== null && !marking;

  return (
    <Card as="article" className="delivery-card" aria-labelledby={titleId} aria-busy={busy || marking || undefined}>
      <header className="card__head">
        <h3 id={titleId} className="delivery-card__title" tabIndex={-1}>
          Order #{order.orderId}
        </h3>
        <span className="delivery-card__price">{formatPrice(order.price)}</span>
      </header>
      {out ? (
        <Badge as="p" tone="info" className="delivery-card__state">
          On the way{order.takenAt && ` since ${formatTime(new Date(order.takenAt))}`}
        </Badge>
      ) : (
        <p className="delivery-card__failed">
          <strong>Kept to try again.</strong> Last try: {order.failedReason ?? 'no reason given'}
        </p>
      )}

      {cash ? (
        <p className="delivery-card__collect">
          Collect {formatPrice(order.price)} in cash
          {order.deliveryFee > 0 && `, delivery fee ${formatPrice(order.deliveryFee)} included`}
        </p>
      ) : (
        <p className="delivery-card__card-note">Charge {formatPrice(order.price)} on the card terminal</p>
      )}

      {order.deliveryNote && (
        <div className="delivery-card__delivery-note">
          <p className="delivery-card__label">Note from {customer}</p>
          <p>{order.deliveryNote}</p>
        </div>
      )}

      <div className="delivery-card__where">
        <p className="delivery-card__label">Address · {order.sector}</p>
        <p className="delivery-card__address">{order.address}</p>
        {order.addressCorrected && (
          <p className="delivery-card__warning">Corrected by the customer after a failed delivery</p>
        )}
        {order.pointFromSector && <p className="delivery-card__warning">{NO_PIN_NOTE}</p>}
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
      </div>

      <div className="delivery-card__customer">
        <p className="delivery-card__label">Customer</p>
        <p>
          {order.customerFirstName || 'No name given'}
          {order.customerPhone && <span className="delivery-card__phone"> · +{order.customerPhone}</span>}
        </p>
        {order.customerPhone && (
          <a
            className="button button--saffron delivery-card__call"
            href={telLink(order.customerPhone)}
            aria-describedby={titleId}
          >
            <PhoneIcon />
            Call {customer}
          </a>
        )}
      </div>

      <div className="delivery-card__items">
        <p className="delivery-card__label">In the bag: {pluralize(itemCount, 'item')}</p>
        <StaffLineItems items={order.lineItems} />
      </div>

      {!out && (
        <div className="delivery-card__actions">
          <button
            type="button"
            className="button button--primary delivery-card__main"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => onGoAgain(order)}
          >
            {busy ? 'Going…' : 'Go again'}
          </button>
        </div>
      )}

      {out && asking === 'cash' && sendingAt === null && (
        <InlineQuestion
          id={`${titleId}-collected`}
          question={`Collected ${formatPrice(order.price)} in cash?`}
          no="Not yet"
          yes="Yes, collected"
          onNo={() => setAsking(null)}
          onYes={() => {
            setAsking(null);
            onDelivered(order);
          }}
        />
      )}

      {out && asking === 'hand-back' && (
        <InlineQuestion
          id={`${titleId}-hand-back`}
          question={`Put order #${order.orderId} back on the pass for another rider?`}
          no="Keep it"
          yes={busy ? 'Handing back…' : 'Hand back'}
          busy={busy}
          onNo={() => setAsking(null)}
          onYes={() => onHandBack(order)}
        />
      )}

      {holding && (
        <div className="delivery-card__confirm">
          <p className="delivery-card__question" role="status">
            Marked as delivered. <span aria-hidden="true">Sending in {secondsLeft} s…</span>
          </p>
          <button type="button" className="button button--secondary" autoFocus onClick={() => onUndo(order)}>
            Undo
          </button>
        </div>
      )}

      {out && (
        <div className="delivery-card__actions" hidden={asking !== null || holding}>
          <button
            type="button"
            className="button button--primary delivery-card__main"
            aria-describedby={titleId}
            disabled={busy || marking}
            onClick={() => (cash ? setAsking('cash') : onDelivered(order))}
          >
            {marking ? 'Sending…' : 'Delivered'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={titleId}
            disabled={busy || marking}
            onClick={() => onCouldNotDeliver(order)}
          >
            Couldn&apos;t deliver
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={titleId}
            disabled={busy || marking}
            onClick={() => setAsking('hand-back')}
          >
            Hand back
          </button>
        </div>
      )}
    </Card>
  );
}

interface InlineQuestionProps {
  id: string;
  question: string;
  no: string;
  yes: string;
  busy?: boolean;
  onNo: () => void;
  onYes: () => void;
}

/** A yes-or-no question asked on the card itself, the "yes" under the thumb and focused, so one more tap settles it. */
function InlineQuestion({ id, question, no, yes, busy = false, onNo, onYes }: InlineQuestionProps) {
  return (
    <div className="delivery-card__confirm" role="group" aria-labelledby={id}>
      <p id={id} className="delivery-card__question">
        {question}
      </p>
      <div className="delivery-card__actions">
        <button type="button" className="button button--secondary" onClick={onNo}>
          {no}
        </button>
        <button type="button" className="button button--primary" autoFocus disabled={busy} onClick={onYes}>
          {yes}
        </button>
      </div>
    </div>
  );
}

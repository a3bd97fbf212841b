import type { DeskOrder } from '../../../shared/orders-desk.ts';
import { NO_PIN_NOTE } from '../../../shared/staff-orders.ts';
import { MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Fact, FactList } from '../../components/ui/fact-list.tsx';
import { formatDateTime, formatPrice, pluralize } from '../../lib/format.ts';
import { mapLink, telLink } from '../delivery/delivery-list.ts';
import { PAYMENT_METHOD_LABELS } from '../orders/order-status.ts';
import { bagHolder, DESK_STATUS, staffNames } from './desk-labels.ts';

/** The order at a glance: where it stands and who has the bag, when, what it costs, and who cooked and delivered it. */
export function OrderSummary({ order }: { order: DeskOrder }) {
  const { label, tone } = DESK_STATUS[order.status];
  const holder = bagHolder(order);
  return (
    <FactList>
      <Fact label="Status">
        <Badge tone={tone}>{label}</Badge>
      </Fact>
      {holder && <Fact label="Rider">{holder}</Fact>}
      <Fact label="Total">{formatPrice(order.total)}</Fact>
      <Fact label="Placed">{formatDateTime(order.placedAt)}</Fact>
      <Fact label="Confirmed">{order.confirmedAt ? formatDateTime(order.confirmedAt) : 'Never'}</Fact>
      <Fact label="Payment">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Fact>
      <Fact label="Items">{pluralize(order.itemCount, 'item')}</Fact>
      <Fact label="Cooked by">{order.cookedBy.length ? staffNames(order.cookedBy) : 'Not cooked yet'}</Fact>
      <Fact label="Delivered by">{order.deliveredBy ? staffNames([order.deliveredBy]) : 'Not delivered'}</Fact>
    </FactList>
  );
}

/** Who ordered it, and how to reach them. */
export function OrderCustomer({ order }: { order: DeskOrder }) {
  const { name, email, phone } = order.customer;
  return (
    <FactList>
      <Fact label="Name" wide>
        {name}
      </Fact>
      <Fact label="E-mail" wide>
        <a className="desk-contact" href={`mailto:${email}`}>
          {email}
        </a>
      </Fact>
      <Fact label="Phone" wide>
        {phone ? (
          <a className="desk-contact" href={telLink(phone)}>
            <PhoneIcon />+{phone}
          </a>
        ) : (
          'None given'
        )}
      </Fact>
    </FactList>
  );
}

/** Where it goes, with the point on OpenStreetMap. */
export function OrderDestination({ order }: { order: DeskOrder }) {
  return (
    <FactList>
      <Fact label="Address" wide>
        {order.address}
      </Fact>
      <Fact label="Sector">{order.sector}</Fact>
      <Fact label="Map point">
        <a className="desk-contact" href={mapLink(order)} target="_blank" rel="noopener noreferrer">
          <MapPinIcon />
          {order.pointFromSector
            ? `Centre of ${order.sector}`
            : `${order.latitude.toFixed(5)}, ${order.longitude.toFixed(5)}`}
          <span className="visually-hidden"> on OpenStreetMap (opens in a new tab)</span>
        </a>
        {order.pointFromSector && <p className="desk-no-pin">{NO_PIN_NOTE}</p>}
      </Fact>
      {order.deliveryNote && (
        <Fact label="Note for the rider" wide>
          {order.deliveryNote}
        </Fact>
      )}
    </FactList>
  );
}

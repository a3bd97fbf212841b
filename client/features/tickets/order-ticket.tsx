import type { ReactNode, Ref } from 'react';
import type { OrderTicket as Ticket } from '../../../shared/tickets.ts';
import { optionsText } from '../../../shared/options.ts';
import { NO_PIN_NOTE } from '../../../shared/staff-orders.ts';
import { formatPrice } from '../../lib/format.ts';
import { dialable, paymentLine, restaurantTime, STATUS_WARNINGS } from './ticket-text.ts';
import { useRestaurantProfile } from '../restaurant/restaurant-profile.ts';
import './order-ticket.css';

/**
 * One order as the kitchen's 80 mm slip: big order number, every dish as "2 × Chicken Karahi", what came back and
 * why, where it goes, how it is paid, who ordered it. Black on white only, so a thermal printer loses nothing. On
 * screen it is drawn as the paper itself, which is what fitPageToTicket measures.
 */
export function OrderTicket({ ticket, ref }: { ticket: Ticket; ref?: Ref<HTMLElement> }) {
  const warning = STATUS_WARNINGS[ticket.status];
  const { name } = useRestaurantProfile();
  return (
    <article ref={ref} className="order-ticket" aria-labelledby="order-ticket-number">
      <header className="order-ticket__head">
        <p className="order-ticket__restaurant">{name}</p>
        <h1 id="order-ticket-number" className="order-ticket__number">
          Order #{ticket.orderId}
        </h1>
        {warning && <p className="order-ticket__warning">{warning}</p>}
        <dl className="order-ticket__times">
          <TicketTime label="Placed" at={ticket.placedAt} timeZone={ticket.timeZone} />
          {ticket.confirmedAt && <TicketTime label="Confirmed" at={ticket.confirmedAt} timeZone={ticket.timeZone} />}
        </dl>
      </header>

      <ul className="order-ticket__lines" aria-label="Items">
        {ticket.lines.map((line, index) => (
          <li key={index} className="order-ticket__line">
            <span className="order-ticket__dish">
              {line.quantity}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> of</span> {line.name}
            </span>
            <span className="order-ticket__amount">{formatPrice(line.amount)}</span>
            {line.options.length > 0 && <span className="order-ticket__options">{optionsText(line.options)}</span>}
            {line.note && <span className="order-ticket__note">NOTE: {line.note}</span>}
          </li>
        ))}
      </ul>
      {ticket.deliveryFee > 0 && (
        <p className="order-ticket__fee">
          <span>Delivery</span>
          <span>{formatPrice(ticket.deliveryFee)}</span>
        </p>
      )}
      <p className="order-ticket__total">
        <span>Total</span>
        <span>{formatPrice(ticket.total)}</span>
      </p>
      <p className="order-ticket__payment">{paymentLine(ticket)}</p>

      {ticket.returnedReason !== null && (
        <p className="order-ticket__returned">
          Came back from delivery: {ticket.returnedReason}
          {ticket.addressCorrected && <span> The customer has given the new address below.</span>}
        </p>
      )}

      <TicketSection id="order-ticket-address" title="Deliver to">
        <p className="order-ticket__address">{ticket.address}</p>
        <p>
          Sector {ticket.sector}
          {ticket.nearestPlace && ` · ${ticket.nearestPlace}`}
        </p>
        {ticket.pointFromSector && <p className="order-ticket__no-pin">{NO_PIN_NOTE}</p>}
        {ticket.deliveryNote && <p className="order-ticket__note">For the rider: {ticket.deliveryNote}</p>}
      </TicketSection>

      <TicketSection id="order-ticket-customer" title="Customer">
        <p>
          {ticket.customerFirstName || 'A guest'}
          {ticket.customerPhone && ` · ${dialable(ticket.customerPhone)}`}
        </p>
      </TicketSection>
    </article>
  );
}

function TicketTime({ label, at, timeZone }: { label: string; at: string; timeZone: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={at}>{restaurantTime(at, timeZone)}</time>
      </dd>
    </div>
  );
}

function TicketSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="order-ticket__section" aria-labelledby={id}>
      <h2 id={id} className="order-ticket__label">
        {title}
      </h2>
      {children}
    </section>
  );
}

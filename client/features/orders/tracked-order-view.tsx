import { useState } from 'react';
import { toast } from 'react-toastify';
import { Link } from 'wouter';
import type { TrackedOrder } from '../../../shared/orders.ts';
import { formatDateTime, formatPrice, formatTime, pluralize } from '../../lib/format.ts';
import { OrderItemsList } from './order-items-list.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { reasonIsAboutAddress } from './address-reason.ts';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { CorrectAddressForm } from './correct-address-form.tsx';
import { PAYMENT_METHOD_LABELS } from './order-status.ts';
import { TrackingProgress } from './tracking-progress.tsx';

interface TrackedOrderViewProps {
  order: TrackedOrder;
  receivedAt: number;
  /** The order as the server answered a change the customer made here. */
  onChanged: (order: TrackedOrder) => void;
}

/**
 * One active order: the progress bar, then address, total ("$21.48", as every page writes amounts), estimated time and the items. An order the
 * rider brought back says why, and offers to correct the address until it goes out again: first thing in the
 * notice when the reason was about the address, as a quieter button next to the address otherwise. While it waits
 * in the queue the customer may cancel it; a cancelled order says so, and why when the restaurant cancelled it.
 */
export function TrackedOrderView({ order, receivedAt, onChanged }: TrackedOrderViewProps) {
  const delivered = order.order_status === 'DELIVERED';
  const cancelled = order.order_status === 'CANCELLED';
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const eta = new Date(receivedAt + order.estimated_minutes * 60_000);
  const [correcting, setCorrecting] = useState(false);
  const returnedReason = order.returned_reason;
  const addressTrouble = returnedReason !== null && !order.address_corrected && reasonIsAboutAddress(returnedReason);
  const correctionOpen = correcting && returnedReason !== null;
  const offerButton = (prominent: boolean) =>
    !correctionOpen && (
      <button
        type="button"
        className={`button ${prominent ? 'button--primary' : 'button--secondary'} tracked-order__correct`}
        onClick={() => setCorrecting(true)}
      >
        {prominent ? 'Correct the delivery address' : 'Change the delivery address'}
      </button>
    );
  return (
    <article className="tracked-order card" aria-labelledby={`tracked-${order.order_id}-title`}>
      <Toolbar as="header" className="tracked-order__head">
        <h2 id={`tracked-${order.order_id}-title`}>Order #{order.order_id}</h2>
        <p className="tracked-order__date">Placed {formatDateTime(order.order_date)}</p>
      </Toolbar>

      {returnedReason !== null && (
        <div className="tracked-order__returned">
          <p>
            <strong>Your rider couldn&apos;t deliver this order:</strong> {returnedReason.replace(/[.!?\s]+$/, '')}.{' '}
            {order.address_corrected
              ? 'You updated the delivery address: the kitchen is preparing your order again, and the rider brings it to the new address.'
              : 'The kitchen is preparing it again, and it goes out as soon as it is ready.'}
          </p>
          {addressTrouble && <p>If the address or the pin is wrong, correct it now so the rider finds you.</p>}
          {addressTrouble && offerButton(true)}
        </div>
      )}

      {correctionOpen && (
        <CorrectAddressForm
          order={order}
          onCancel={() => setCorrecting(false)}
          onSaved={(saved, message) => {
            setCorrecting(false);
            onChanged(saved);
            toast.success(message);
          }}
        />
      )}

      {cancelled && (
        <div className="tracked-order__cancelled">
          <p>
            {order.cancel_reason === null ? (
              <strong>You cancelled this order.</strong>
            ) : (
              <>
                <strong>The restaurant cancelled this order:</strong> {order.cancel_reason.replace(/[.!?\s]+$/, '')}.
              </>
            )}{' '}
            It won&apos;t be delivered, and nothing is due.
          </p>
          <Link href="/" className="button button--secondary">
            Back to the menu
          </Link>
        </div>
      )}

      {cancelled ? null : delivered ? (
        <div className="tracked-order__rate">
          <p>{order.rider_first_name ? `Delivered by ${order.rider_first_name}.` : 'Delivered.'} How was it?</p>
          <Link href={`/orders?rate=${order.order_id}`} className="button button--primary">
            Rate your meal
          </Link>
        </div>
      ) : (
        <p className="tracked-order__eta">
          <span className="tracked-order__eta-label">Arrives around</span> <strong>{formatTime(eta)}</strong>{' '}
          <span className="tracked-order__eta-label">({order.estimated_time})</span>
        </p>
      )}

      {!cancelled && <TrackingProgress status={order.order_status} />}

      {order.order_status === 'PROCESSING' && (
        <Toolbar className="tracked-order__cancel">
          <span>Changed your mind? You can cancel until the kitchen starts your order.</span>
          <button type="button" className="button button--secondary" onClick={() => setConfirmingCancel(true)}>
            Cancel order
          </button>
        </Toolbar>
      )}
      {confirmingCancel && (
        <CancelOrderModal
          order={order}
          onCancelled={(saved, message) => {
            onChanged(saved);
            toast.success(message);
          }}
          onRefused={(message) => toast.error(message)}
          onClose={() => setConfirmingCancel(false)}
        />
      )}

      <dl className="tracked-order__facts">
        <div>
          <dt>Delivery address</dt>
          <dd>
            {order.delivery_address}
            {order.sector && `, ${order.sector}`}
            {returnedReason !== null && !addressTrouble && offerButton(false)}
          </dd>
        </div>
        {order.delivery_note && (
          <div>
            <dt>Note for the rider</dt>
            <dd>{order.delivery_note}</dd>
          </div>
        )}
        {order.delivery_fee > 0 && (
          <div>
            <dt>Delivery fee</dt>
            <dd>
              {formatPrice(order.delivery_fee)}
              {order.delivery_zone && ` (${order.delivery_zone})`}
            </dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd className="tracked-order__total">{formatPrice(order.total_price)}</dd>
        </div>
        <div>
          <dt>Estimated time</dt>
          <dd>
            {delivered || cancelled ? order.estimated_time : `${order.estimated_time} (around ${formatTime(eta)})`}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        </div>
      </dl>

      <section aria-labelledby={`tracked-${order.order_id}-items`}>
        <h3 id={`tracked-${order.order_id}-items`} className="tracked-order__items-title">
          Items (
          {pluralize(
            order.order_items.reduce((sum, item) => sum + item.quantity, 0),
            'item',
          )}
          )
        </h3>
        <OrderItemsList items={order.order_items} />
      </section>
    </article>
  );
}

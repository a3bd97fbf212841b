import { lazy, Suspense, useState, type ComponentType } from 'react';
import { toast } from 'react-toastify';
import { Link } from 'wouter';
import type { RiderPosition, TrackedOrder } from '../../../shared/orders.ts';
import { formatDateTime, formatPrice, formatTime, pluralize } from '../../lib/format.ts';
import { OrderItemsList } from './order-items-list.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { reasonIsAboutAddress } from './address-reason.ts';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { CorrectAddressForm } from './correct-address-form.tsx';
import { usePublicConfig } from '../checkout/use-public-config.ts';
import {
  distanceAway,
  doorFailure,
  doorFailureText,
  inSentence,
  PAYMENT_METHOD_LABELS,
  riderLine,
  type DoorFailure,
} from './order-status.ts';
import type { RiderMapProps } from './rider-map.tsx';
import { TrackingProgress } from './tracking-progress.tsx';

// Leaflet loads only once a rider is out with a shared position. A map that cannot load (offline) is left out: the
// distance next to the arrival time says where the rider is without it.
const RiderMap = lazy<ComponentType<RiderMapProps>>(() =>
  import('./rider-map.tsx').catch(() => ({ default: () => null })),
);

interface TrackedOrderViewProps {
  order: TrackedOrder;
  receivedAt: number;
  /** The order as the server answered a change the customer made here. */
  onChanged: (order: TrackedOrder) => void;
}

/**
 * One active order, as its `stage` has it: who has it once it is ready, the arrival time (with the rider's distance
 * while they are out, and their marker beside the door on a map), the progress bar, then address, total ("$21.48",
 * as every page writes amounts), estimated time and the items. A failed attempt at the door says why and what
 * happens next (tried again, made again, or left to the restaurant), and offers to correct the address until the
 * order goes out again: first thing in the notice when the reason was about the address, as a quieter button next
 * to the address otherwise. While it waits in the queue the customer may cancel it; a cancelled order says so, and
 * why when the restaurant cancelled it.
 */
export function TrackedOrderView({ order, receivedAt, onChanged }: TrackedOrderViewProps) {
  const { stage } = order;
  const delivered = stage === 'DELIVERED';
  const cancelled = stage === 'CANCELLED';
  // Given up at the door: no time is worth promising until the restaurant decides.
  const givenUp = stage === 'DELIVERY_FAILED';
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const eta = new Date(receivedAt + order.estimated_minutes * 60_000);
  const [correcting, setCorrecting] = useState(false);
  const failure = doorFailure(order);
  const failureReason = failure?.reason ?? null;
  const addressTrouble = failureReason !== null && !order.address_corrected && reasonIsAboutAddress(failureReason);
  // A correction answers this failed attempt: once the order moves on, a later one starts with the form closed.
  if (correcting && failure === null) setCorrecting(false);
  const correctionOpen = correcting && failure !== null;
  // A failed attempt's notice already says who has the order and what comes next.
  const headline = failure ? null : riderLine(order);
  const position = stage === 'OUT_FOR_DELIVERY' ? order.rider_position : null;
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

      {failure && (
        <div className="tracked-order__returned">
          <FailureNotice failure={failure} order={order} />
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
        !givenUp && (
          <div className="tracked-order__now">
            {headline && <p className="tracked-order__stage">{headline}</p>}
            <p className="tracked-order__eta">
              <span className="tracked-order__eta-label">Arrives around</span> <strong>{formatTime(eta)}</strong>{' '}
              <span className="tracked-order__eta-label">({order.estimated_time})</span>
              {position && <span className="tracked-order__distance"> · {distanceAway(position.distance_km)}</span>}
            </p>
          </div>
        )
      )}

      {!cancelled && <TrackingProgress stage={stage} />}

      {position && <RiderOnMap order={order} position={position} />}

      {stage === 'PROCESSING' && (
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
            {failure !== null && !addressTrouble && offerButton(false)}
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
        {!givenUp && (
          <div>
            <dt>Estimated time</dt>
            <dd>
              {delivered || cancelled ? order.estimated_time : `${order.estimated_time} (around ${formatTime(eta)})`}
            </dd>
          </div>
        )}
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

/**
 * Why the rider could not deliver, and what happens now: the kitchen makes it again, the rider tries again, or the
 * restaurant takes it from here. A corrected address is acknowledged, so the customer knows it counted.
 */
function FailureNotice({ failure, order }: { failure: DoorFailure; order: TrackedOrder }) {
  const corrected = order.address_corrected;
  if (failure.next === 'KITCHEN')
    return (
      <p>
        <strong>Your rider couldn&apos;t deliver this order{failure.reason === null ? '.' : ':'}</strong>
        {failure.reason !== null && ` ${inSentence(failure.reason)}.`}{' '}
        {corrected
          ? 'You updated the delivery address: the kitchen is preparing your order again, and the rider brings it to the new address.'
          : 'The kitchen is preparing it again, and it goes out as soon as it is ready.'}
      </p>
    );
  const rider = order.rider_first_name;
  return (
    <p>
      <strong>{doorFailureText(failure, rider)}</strong>
      {corrected &&
        (failure.next === 'RETRY'
          ? ` You updated the delivery address: ${rider ?? 'the rider'} brings it to the new address.`
          : ' You updated the delivery address, and the restaurant has the new one.')}
    </p>
  );
}

/** The rider's map needs the restaurant's tile server: until that is known, or without it, the words say enough. */
function RiderOnMap({ order, position }: { order: TrackedOrder; position: RiderPosition }) {
  const { configState } = usePublicConfig();
  if (configState.status !== 'ready') return null;
  const rider = order.rider_first_name;
  return (
    <Suspense fallback={null}>
      <RiderMap
        tileUrl={configState.config.mapTileUrl}
        rider={{ latitude: position.latitude, longitude: position.longitude }}
        riderLabel={rider ? `${rider}, your rider` : 'Your rider'}
        destination={{ latitude: order.latitude, longitude: order.longitude }}
      />
    </Suspense>
  );
}

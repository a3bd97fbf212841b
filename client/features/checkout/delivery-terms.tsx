/**
 * What delivery to the chosen point costs (docs/decisions/0033): the zone, its fee and its minimum order, told as soon
 * as the point is set, and the total with the fee wherever the checkout and the cart show one.
 */
import { useAtomValue } from 'jotai';
import { missingForMinimum, type DeliveryZone } from '../../../shared/delivery-zones.ts';
import type { PublicConfig } from '../../../shared/public-config.ts';
import { formatPrice, pluralize } from '../../lib/format.ts';
import { orderDraftAtom, pricedCartAtom } from '../cart/cart-state.ts';
import { zoneAt, type MapPoint } from './delivery-area.ts';
import { usePublicConfig } from './use-public-config.ts';

/** The zone of the cart to the point in the customer's draft; undefined before a point is set, or without zones. */
export function useDeliveryZone(): DeliveryZone | undefined {
  const { configState } = usePublicConfig();
  const { latitude, longitude } = useAtomValue(orderDraftAtom);
  const { total } = useAtomValue(pricedCartAtom);
  if (configState.status !== 'ready' || latitude === null || longitude === null) return undefined;
  return zoneAt(configState.config, { latitude, longitude }, total);
}

/** "Add Rs 150 more to reach the Rs 800 minimum for Clifton."; null once the food reaches it. */
export function minimumNote(zone: DeliveryZone | undefined, food: number): string | null {
  const missing = zone ? missingForMinimum(zone, food) : 0;
  if (!zone || missing === 0) return null;
  return `Add ${formatPrice(missing)} more to reach the ${formatPrice(zone.minimumOrder)} minimum order for ${zone.name}.`;
}

/** Told under the map once the point is in a zone: where, for what fee, from what minimum. */
export function ZoneTerms({ config, point }: { config: PublicConfig; point: MapPoint }) {
  const { total } = useAtomValue(pricedCartAtom);
  const zone = zoneAt(config, point, total);
  if (!zone) return null;
  const fee = zone.fee > 0 ? `delivery ${formatPrice(zone.fee)}` : 'free delivery';
  const minimum = zone.minimumOrder > 0 ? `, minimum order ${formatPrice(zone.minimumOrder)}` : '';
  const later = zone.extraMinutes > 0 ? `, about ${zone.extraMinutes} minutes longer` : '';
  return (
    <p className="delivery-details__terms">
      Delivery zone <strong>{zone.name}</strong>: {fee}
      {minimum}
      {later}.
    </p>
  );
}

/** The food, the delivery fee when there is one, and what the customer pays; what the minimum still needs. */
export function OrderTotal({ items, total: food }: { items: number; total: number }) {
  const zone = useDeliveryZone();
  const fee = zone?.fee ?? 0;
  const short = minimumNote(zone, food);
  return (
    <>
      {fee > 0 && (
        <dl className="checkout__breakdown">
          <div>
            <dt>Food</dt>
            <dd>{formatPrice(food)}</dd>
          </div>
          <div>
            <dt>Delivery ({zone?.name})</dt>
            <dd>{formatPrice(fee)}</dd>
          </div>
        </dl>
      )}
      <p className="checkout__total">
        <span>
          Total <span className="checkout__total-items">({pluralize(items, 'item')})</span>
        </span>
        <span className="checkout__amount">{formatPrice(food + fee)}</span>
      </p>
      {short && (
        <p className="checkout__warning" role="note">
          {short}
        </p>
      )}
    </>
  );
}

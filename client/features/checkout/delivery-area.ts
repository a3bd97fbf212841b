/**
 * Where the restaurant delivers, as the checkout's maps ask it: inside one of its zones (shared/delivery-zones.ts), or
 * inside the configured box when it has drawn none. The server asks the same of every order.
 */
import { insideArea } from '../../../shared/delivery-area.ts';
import { zoneFor, type DeliveryZone } from '../../../shared/delivery-zones.ts';
import { nearestPlace, type Coordinates } from '../../../shared/places.ts';
import type { PublicConfig } from '../../../shared/public-config.ts';

export type MapPoint = Coordinates;

/**
 * The zone an order of `food` to this point goes to, as the server will choose it; undefined outside every zone, and
 * for a restaurant without zones.
 */
export const zoneAt = (config: PublicConfig, point: MapPoint, food?: number): DeliveryZone | undefined =>
  zoneFor(config.zones, point, food);

export const deliversTo = (config: PublicConfig, point: MapPoint): boolean =>
  config.zones.length > 0 ? zoneAt(config, point) !== undefined : insideArea(config.deliveryArea, point);

/** Said when the customer picks a point the restaurant does not deliver to. */
export const outsideMessage = (config: PublicConfig): string =>
  config.zones.length > 0
    ? "We don't deliver to that point: it is outside our delivery zones. Please choose a point inside a zone on the map."
    : 'That point is outside our delivery area. Please choose a point inside the dashed box.';

/** What the customer is told when they choose a point: the place it is near, never bare coordinates. */
export function pointSetNote(point: MapPoint, config: PublicConfig): string {
  const place = nearestPlace(point, config.places);
  return place ? `Delivery point set ${place.label}.` : 'Delivery point set.';
}

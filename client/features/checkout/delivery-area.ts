import { nearestPlace } from '../../../shared/islamabad-places.ts';
import type { DeliveryArea } from '../../../shared/orders.ts';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Whether a point lies in the delivery box [[south, west], [north, east]] (the server checks the same). */
export function insideArea(area: DeliveryArea, point: MapPoint): boolean {
  const [[south, west], [north, east]] = area;
  return point.latitude >= south && point.latitude <= north && point.longitude >= west && point.longitude <= east;
}

/** The point of the delivery box nearest to `point`: `point` itself when it lies inside. */
export function clampToArea(area: DeliveryArea, point: MapPoint): MapPoint {
  const [[south, west], [north, east]] = area;
  return {
    latitude: Math.min(north, Math.max(south, point.latitude)),
    longitude: Math.min(east, Math.max(west, point.longitude)),
  };
}

/** What the customer is told when they choose a point: the place it is near, never bare coordinates. */
export function pointSetNote(point: MapPoint): string {
  const place = nearestPlace(point);
  return place ? `Delivery point set ${place.label}.` : 'Delivery point set.';
}

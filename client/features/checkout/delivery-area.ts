import { nearestPlace, type Coordinates } from '../../../shared/islamabad-places.ts';

export type MapPoint = Coordinates;

/** What the customer is told when they choose a point: the place it is near, never bare coordinates. */
export function pointSetNote(point: MapPoint): string {
  const place = nearestPlace(point);
  return place ? `Delivery point set ${place.label}.` : 'Delivery point set.';
}

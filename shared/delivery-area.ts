/** The delivery box [[south, west], [north, east]]: what the checkout's map allows and the server accepts. */
import type { Coordinates } from './places.ts';
import type { DeliveryArea } from './orders.ts';

/** Whether a point lies in the delivery box (its edges included). */
export function insideArea(area: DeliveryArea, point: Coordinates): boolean {
  const [[south, west], [north, east]] = area;
  return point.latitude >= south && point.latitude <= north && point.longitude >= west && point.longitude <= east;
}

/** The point of the delivery box nearest to `point`: `point` itself when it lies inside. */
export function clampToArea(area: DeliveryArea, point: Coordinates): Coordinates {
  const [[south, west], [north, east]] = area;
  return {
    latitude: Math.min(north, Math.max(south, point.latitude)),
    longitude: Math.min(east, Math.max(west, point.longitude)),
  };
}

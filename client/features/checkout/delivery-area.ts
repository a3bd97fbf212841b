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

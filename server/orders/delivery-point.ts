/**
 * Where an order goes on the map, and the refusal of a point outside the delivery area.
 *
 * The spec's original client takes its first point from an IP look-up over plain http. Offline, and on every HTTPS
 * site (the browser blocks mixed content), that look-up fails and the client sends its draft's placeholders
 * ("12345.12", "12345.323"), or nothing once its draft was reset; after a click on its map it sends Leaflet's point
 * object in `latitude` and no `longitude`. None of these is a reason to lose the order (docs/decisions/0029): a
 * point object is read, and without a point on Earth the order goes to the centre of the sector the customer chose,
 * marked so that the kitchen, the rider and the orders desk go by the written address. A real point outside the
 * delivery area is still refused.
 */
import { clampToArea, insideArea } from '../../shared/delivery-area.ts';
import { sectorCentre, type Coordinates } from '../../shared/islamabad-places.ts';
import type { DeliveryArea } from '../../shared/orders.ts';
import { badRequest } from '../errors.ts';

/** A point as a new order's body carries it, once validated. */
export interface SentPoint {
  latitude?: number | { lat: number; lng: number } | undefined;
  longitude?: number | undefined;
}

export interface DeliveryPoint extends Coordinates {
  /** True when the client sent no point on Earth and the point is the centre of the chosen sector. */
  fromSector: boolean;
}

const onEarth = ({ latitude, longitude }: Coordinates) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/** Refuses a delivery point outside the area, for a new order and for a corrected one alike. */
export function requireInsideArea(area: DeliveryArea, point: Coordinates): void {
  if (!insideArea(area, point)) {
    throw badRequest('latitude/longitude: the delivery point is outside our delivery area.', {
      fields: { latitude: 'Outside the delivery area.', longitude: 'Outside the delivery area.' },
    });
  }
}

/** The point a new order is delivered to; `sector` has been checked to be one of the delivery sectors. */
export function deliveryPoint(area: DeliveryArea, sent: SentPoint, sector: string): DeliveryPoint {
  const point =
    typeof sent.latitude === 'object'
      ? { latitude: sent.latitude.lat, longitude: sent.latitude.lng }
      : sent.latitude === undefined || sent.longitude === undefined
        ? undefined
        : { latitude: sent.latitude, longitude: sent.longitude };
  if (point && onEarth(point)) {
    requireInsideArea(area, point);
    return { ...point, fromSector: false };
  }
  // Every delivery sector is served, but the centres of the outer ones lie past the box's edge: the nearest point
  // inside stands for them, so every stored point is one the map can show in the area.
  const centre = sectorCentre(sector);
  if (!centre)
    throw badRequest('sector must be one of the delivery sectors.', { fields: { sector: 'Unknown sector.' } });
  return { ...clampToArea(area, centre), fromSector: true };
}

/**
 * Where an order goes on the map, on what terms (zone, fee, minimum), and the refusal of a point the restaurant does
 * not deliver to.
 *
 * The spec's original client takes its first point from an IP look-up over plain http. Offline, and on every HTTPS
 * site (the browser blocks mixed content), that look-up fails and the client sends its draft's placeholders
 * ("12345.12", "12345.323"), or nothing once its draft was reset; after a click on its map it sends Leaflet's point
 * object in `latitude` and no `longitude`. None of these is a reason to lose the order (docs/decisions/0029): a
 * point object is read, and without a point on Earth the order goes to the centre of the area the customer chose,
 * marked so that the kitchen, the rider and the orders desk go by the written address. A real point outside the
 * delivery zones is still refused.
 */
import type { FastifyInstance } from 'fastify';
import { clampToArea } from '../../shared/delivery-area.ts';
import { areaNames, findArea, type Coordinates } from '../../shared/places.ts';
import type { DeliveryArea } from '../../shared/orders.ts';
import { badRequest } from '../errors.ts';
import type { DeliveryTerms } from '../restaurant/delivery-terms.ts';

/** A point as a new order's body carries it, once validated. */
export interface SentPoint {
  latitude?: number | { lat: number; lng: number } | undefined;
  longitude?: number | undefined;
}

export interface DeliveryPoint extends Coordinates {
  /** True when the client sent no point on Earth and the point is the centre of the chosen area. */
  fromSector: boolean;
}

const onEarth = ({ latitude, longitude }: Coordinates) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

const outside = () =>
  badRequest('latitude/longitude: the delivery point is outside our delivery area.', {
    fields: { latitude: 'Outside the delivery area.', longitude: 'Outside the delivery area.' },
  });

/** The terms of delivery of `foodCents` (unknown: any order) to a point; refused where the restaurant does not deliver. */
export function requireDeliverable(app: FastifyInstance, point: Coordinates, foodCents?: number): DeliveryTerms {
  const terms = app.delivery.termsAt(point, foodCents);
  if (!terms) throw outside();
  return terms;
}

/**
 * The area an order names, as the restaurant spells it. A restaurant that keeps no areas asks for none: what the
 * client sent (often nothing) is kept as it is.
 */
export function chosenArea(app: FastifyInstance, sent: string): string {
  const places = app.delivery.places();
  if (areaNames(places).length === 0) return sent;
  const area = findArea(places, sent);
  if (!area)
    throw badRequest('sector must be one of the delivery areas.', {
      fields: { sector: 'Choose one of the areas we deliver to.' },
    });
  return area.name;
}

/** The point a new order is delivered to; `area` is one of the restaurant's areas, or free text when it keeps none. */
export function deliveryPoint(app: FastifyInstance, box: DeliveryArea, sent: SentPoint, area: string): DeliveryPoint {
  const point =
    typeof sent.latitude === 'object'
      ? { latitude: sent.latitude.lat, longitude: sent.latitude.lng }
      : sent.latitude === undefined || sent.longitude === undefined
        ? undefined
        : { latitude: sent.latitude, longitude: sent.longitude };
  if (point && onEarth(point)) {
    requireDeliverable(app, point);
    return { ...point, fromSector: false };
  }

  const centre = findArea(app.delivery.places(), area)?.point;
  if (!centre) {
    throw badRequest('latitude/longitude: choose the delivery point on the map.', {
      fields: { latitude: 'Choose the delivery point on the map.' },
    });
  }
  // Without zones every area is served, though the centres of the outer ones may lie past the box's edge: the nearest
  // point inside stands for them, so every stored point is one the map can show in the area.
  const standIn = app.delivery.zones().length === 0 ? clampToArea(box, centre) : centre;
  requireDeliverable(app, standIn);
  return { ...standIn, fromSector: true };
}

/**
 * Delivery zones (docs/decisions/0033): where the restaurant delivers, for what fee, above what minimum order and in
 * how many extra minutes. The checkout and the server ask the same question of the same zones: which zone holds this
 * point? Zones may overlap; the cheapest one that holds the point wins.
 *
 * "Is this point inside" is answered by Turf, a maintained geometry library, not by code of our own. A point on a
 * zone's border is inside it. Coordinates are plain longitude and latitude, so a polygon that crosses the 180th
 * meridian cannot be told from one that goes the long way round the Earth: such a polygon is refused, and the
 * administrator draws it as two zones, one on each side.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { z } from 'zod';
import { distanceMetres, type Coordinates } from './places.ts';
import { lineOfText, saysSomething } from './plain-text.ts';
import { inWholeCents, toCents } from './money.ts';

export const ZONE_NAME_MAX = 60;
export const MAX_ZONES = 50;
/** Enough for a zone drawn along streets; more is a pasted file, not a drawing. */
export const MAX_ZONE_CORNERS = 500;
export const MAX_EXTRA_MINUTES = 180;
/** 100 km: farther than any kitchen delivers hot food. */
export const MAX_ZONE_RADIUS_M = 100_000;

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);

/** A zone's outline: corners as [longitude, latitude] (GeoJSON order), or a circle around a centre. */
export const zoneShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('polygon'), corners: z.array(z.tuple([longitude, latitude])) }),
  z.object({
    kind: z.literal('circle'),
    centre: z.object({ latitude, longitude }),
    radiusMetres: z.number(),
  }),
]);
export type ZoneShape = z.infer<typeof zoneShape>;

export const deliveryZone = z.object({
  name: z.string(),
  shape: zoneShape,
  /** What delivery costs in this zone, in the restaurant's currency; 0 for free delivery. */
  fee: z.number(),
  /** The smallest food total (before the fee) the zone takes; 0 for none. */
  minimumOrder: z.number(),
  /** Added to the delivery estimate of orders to this zone. */
  extraMinutes: z.number().int(),
});
export type DeliveryZone = z.infer<typeof deliveryZone>;

/** Why a shape cannot be a zone, in the administrator's words; null when it can. */
export function zoneShapeProblem(shape: ZoneShape): string | null {
  if (shape.kind === 'circle') {
    if (!(shape.radiusMetres > 0 && shape.radiusMetres <= MAX_ZONE_RADIUS_M))
      return `A circle's radius must be between 1 m and ${MAX_ZONE_RADIUS_M / 1000} km.`;
    return null;
  }
  const corners = openRing(shape.corners);
  if (new Set(corners.map((corner) => corner.join())).size < 3) return 'A zone needs at least three corners.';
  if (corners.length > MAX_ZONE_CORNERS) return `A zone can have at most ${MAX_ZONE_CORNERS} corners.`;
  const crosses = corners.some((corner, i) => {
    const next = corners[(i + 1) % corners.length]!;
    return Math.abs(next[0] - corner[0]) > 180;
  });
  if (crosses) return 'A zone cannot cross the 180th meridian: draw one zone on each side of it.';
  return null;
}

/** The corners without the closing repeat of the first, as a drawing tool may or may not send it. */
function openRing(corners: readonly (readonly [number, number])[]): [number, number][] {
  const ring = corners.map(([lng, lat]) => [lng, lat] as [number, number]);
  const [first, last] = [ring[0], ring.at(-1)];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

/** Whether the zone holds the point; its border counts as inside. */
export function zoneHolds(shape: ZoneShape, point: Coordinates): boolean {
  if (shape.kind === 'circle') return distanceMetres(shape.centre, point) <= shape.radiusMetres;
  const ring = openRing(shape.corners);
  ring.push(ring[0]!);
  return booleanPointInPolygon([point.longitude, point.latitude], { type: 'Polygon', coordinates: [ring] });
}

/** The first of `zones` by `order`; undefined for none. */
function first<Zone>(zones: readonly Zone[], order: (a: Zone, b: Zone) => number): Zone | undefined {
  return zones.reduce<Zone | undefined>((best, zone) => (!best || order(zone, best) < 0 ? zone : best), undefined);
}

/**
 * The zone an order of `foodTotal` to this point goes to: of the zones holding the point, the cheapest whose minimum
 * the food reaches (then the lower minimum). When it reaches none, the zone nearest to it (the lowest minimum, then
 * the lower fee), so the customer is told the least that is missing. Undefined when no zone holds the point. Without
 * a food total (the point alone), every zone counts as reached.
 */
export function zoneFor<Zone extends DeliveryZone>(
  zones: readonly Zone[],
  point: Coordinates,
  foodTotal = Number.POSITIVE_INFINITY,
): Zone | undefined {
  const holding = zones.filter((zone) => zoneHolds(zone.shape, point));
  const reached = holding.filter((zone) => toCents(zone.minimumOrder) <= toCents(foodTotal));
  if (reached.length > 0) return first(reached, (a, b) => a.fee - b.fee || a.minimumOrder - b.minimumOrder);
  return first(holding, (a, b) => a.minimumOrder - b.minimumOrder || a.fee - b.fee);
}

/** How much food is still missing to reach the zone's minimum; 0 once it is reached. */
export function missingForMinimum(zone: Pick<DeliveryZone, 'minimumOrder'>, foodTotal: number): number {
  return Math.max(0, (toCents(zone.minimumOrder) - toCents(foodTotal)) / 100);
}

/** The bounds [[south, west], [north, east]] that hold every zone, for the maps to fit; undefined without zones. */
export function zonesBounds(
  zones: readonly Pick<DeliveryZone, 'shape'>[],
): [[number, number], [number, number]] | undefined {
  const points = zones.flatMap(({ shape }): Coordinates[] => {
    if (shape.kind === 'polygon') return shape.corners.map(([lng, lat]) => ({ latitude: lat, longitude: lng }));
    // A degree of latitude is about 111 km; longitude's shrinks with the cosine of the latitude.
    const dLat = shape.radiusMetres / 111_320;
    const dLng = dLat / Math.max(0.01, Math.cos((shape.centre.latitude * Math.PI) / 180));
    const { latitude: lat, longitude: lng } = shape.centre;
    return [
      { latitude: lat - dLat, longitude: lng - dLng },
      { latitude: lat + dLat, longitude: lng + dLng },
    ];
  });
  if (points.length === 0) return undefined;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

const money = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(0, { message: `${label} cannot be negative.` })
    .max(1_000_000, { message: `${label} is too large.` })
    .refine(inWholeCents, {
      message: `${label} can have at most two decimals.`,
    });

/** One zone as the administrator saves it. */
export const deliveryZoneInput = z.object({
  name: lineOfText(z.string({ message: "The zone's name is required." }))
    .min(1, { message: "The zone's name is required." })
    .max(ZONE_NAME_MAX, { message: `A zone's name must be at most ${ZONE_NAME_MAX} characters.` })
    .refine(...saysSomething("The zone's name")),
  shape: zoneShape.superRefine((shape, ctx) => {
    const problem = zoneShapeProblem(shape);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  fee: money('The delivery fee'),
  minimumOrder: money('The minimum order'),
  extraMinutes: z
    .number({ message: 'The extra minutes must be a whole number.' })
    .int({ message: 'The extra minutes must be a whole number.' })
    .min(0, { message: 'The extra minutes cannot be negative.' })
    .max(MAX_EXTRA_MINUTES, { message: `At most ${MAX_EXTRA_MINUTES} extra minutes.` }),
});

/** POST /api/restaurant/zones: every zone at once, replacing those saved before. */
export const deliveryZonesBody = z.object({
  zones: z
    .array(deliveryZoneInput)
    .max(MAX_ZONES, { message: `At most ${MAX_ZONES} zones.` })
    .refine((zones) => new Set(zones.map((zone) => zone.name.toLowerCase())).size === zones.length, {
      message: 'Two zones have the same name: give each its own.',
    }),
});

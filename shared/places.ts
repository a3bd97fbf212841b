/**
 * Where a delivery point is in words, from the restaurant's own places (docs/decisions/0033) and without any geocoding
 * service: the nearest landmark people give as directions, or else the area it falls in.
 *
 * Areas are what the checkout offers (neighbourhoods, sectors, postcodes), each with a centre or without one;
 * landmarks always have a point, and may say which area they are in.
 */
import { z } from 'zod';
import { lineOfText, saysSomething } from './plain-text.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const PLACE_NAME_MAX = 60;
export const MAX_PLACES = 500;
export const PLACE_KINDS = ['area', 'landmark'] as const;

export const place = z.object({
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  /** For a landmark: the area it is in, named with it ("near Faisal Mosque, E-8"); null when not said. */
  area: z.string().nullable(),
  /** An area's centre, or a landmark's point; null for an area without one. */
  point: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type Place = z.infer<typeof place>;

const placeName = (label: string) =>
  lineOfText(z.string({ message: `${label} is required.` }))
    .min(1, { message: `${label} is required.` })
    .max(PLACE_NAME_MAX, { message: `${label} must be at most ${PLACE_NAME_MAX} characters.` })
    .refine(...saysSomething(label));

const pointInput = z.object({
  latitude: z.number().min(-90, { message: 'A latitude is between -90 and 90.' }).max(90, {
    message: 'A latitude is between -90 and 90.',
  }),
  longitude: z.number().min(-180, { message: 'A longitude is between -180 and 180.' }).max(180, {
    message: 'A longitude is between -180 and 180.',
  }),
});

/** POST /api/restaurant/places: every area and landmark at once, replacing those saved before. */
export const placesBody = z.object({
  places: z
    .array(
      z
        .object({
          kind: z.enum(PLACE_KINDS, { message: 'A place is an area or a landmark.' }),
          name: placeName("A place's name"),
          area: placeName('The area').nullable().default(null),
          point: pointInput.nullable(),
        })
        .refine((p) => p.kind === 'area' || p.point !== null, {
          message: 'A landmark needs its point on the map.',
          path: ['point'],
        })
        .transform((p) => (p.kind === 'area' ? { ...p, area: null } : p)),
    )
    .max(MAX_PLACES, { message: `At most ${MAX_PLACES} places.` })
    .refine(
      (places) => {
        const areas = places.filter((p) => p.kind === 'area').map((p) => p.name.toLowerCase());
        return new Set(areas).size === areas.length;
      },
      { message: 'Two areas have the same name: give each its own.' },
    ),
});

/** The names the checkout offers, in the administrator's order. */
export const areaNames = (places: readonly Place[]): string[] =>
  places.filter((p) => p.kind === 'area').map((p) => p.name);

/** The area of this name, matched whatever its case; undefined when the restaurant keeps no such area. */
export const findArea = (places: readonly Place[], name: string): Place | undefined => {
  const wanted = name.trim().toLowerCase();
  return places.find((p) => p.kind === 'area' && p.name.toLowerCase() === wanted);
};

/** Metres between two points, on a sphere the size of the Earth (haversine). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** A landmark this close is worth naming. */
const LANDMARK_RADIUS_M = 1000;
/** Within this of an area's centre a point is in that area (about half a city sector's width). */
const IN_AREA_M = 1300;
/** Past this from every area the point is not described by any of them. */
const AREA_REACH_M = 5000;

function nearest<T extends { point: Coordinates }>(point: Coordinates, places: readonly T[]) {
  let best: { place: T; metres: number } | undefined;
  for (const place of places) {
    const metres = distanceMetres(point, place.point);
    if (!best || metres < best.metres) best = { place, metres };
  }
  return best;
}

const located = (places: readonly Place[], kind: Place['kind']) =>
  places.filter((p): p is Place & { point: Coordinates } => p.kind === kind && p.point !== null);

export interface NearestPlace {
  /** The area whose centre is nearest the point, when one is within reach. */
  area?: string;
  /** The landmark named, when one is near. */
  landmark?: string;
  /** The point in words: "near Jinnah Super Market, F-7", "in G-10" or "near G-15". */
  label: string;
}

/**
 * The point described by the nearest landmark when one is within a kilometre, otherwise by the nearest area's
 * centre; undefined when neither is near, so coordinates elsewhere are never misnamed.
 */
export function nearestPlace(point: Coordinates, places: readonly Place[]): NearestPlace | undefined {
  const area = nearest(point, located(places, 'area'));
  const areaName = area && area.metres <= AREA_REACH_M ? { area: area.place.name } : {};
  const landmark = nearest(point, located(places, 'landmark'));
  if (landmark && landmark.metres <= LANDMARK_RADIUS_M) {
    const { name, area: itsArea } = landmark.place;
    return { ...areaName, landmark: name, label: itsArea ? `near ${name}, ${itsArea}` : `near ${name}` };
  }
  if (!area || area.metres > AREA_REACH_M) return undefined;
  const where = area.metres <= IN_AREA_M ? 'in' : 'near';
  return { area: area.place.name, label: `${where} ${area.place.name}` };
}

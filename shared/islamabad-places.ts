/**
 * Where a delivery point is in words, worked out without any geocoding service: the nearest landmark people
 * give as directions, or else the sector it falls in.
 *
 * Sector centres follow the city's grid (each sector's markaz sits in its middle): numbers grow to the south-west,
 * letters step to the south-east. The two steps below are fitted to the markazes of F-6 to F-11 and G-6 to G-11,
 * which they match within about 500 m; a sector is about 2 km across, so that is close enough to name one.
 */
import { SECTORS } from './constants.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** F-7's markaz, and the moves from one sector to the next number or the next letter. */
const F7 = { latitude: 33.7195, longitude: 73.057 };
const NUMBER_STEP = { latitude: -0.0084, longitude: -0.018 };
const LETTER_STEP = { latitude: -0.016, longitude: 0.01 };
const LETTERS = ['D', 'E', 'F', 'G'];

/** Places people name in directions, with the sector or area they are in. */
const LANDMARKS: readonly { name: string; area: string; latitude: number; longitude: number }[] = [
  { name: 'Faisal Mosque', area: 'E-8', latitude: 33.7295, longitude: 73.0372 },
  { name: 'Daman-e-Koh', area: 'Margalla Hills', latitude: 33.739, longitude: 73.058 },
  { name: 'Kohsar Market', area: 'F-6', latitude: 33.7297, longitude: 73.0745 },
  { name: 'Super Market', area: 'F-6', latitude: 33.7272, longitude: 73.0768 },
  { name: 'Jinnah Super Market', area: 'F-7', latitude: 33.7207, longitude: 73.0565 },
  { name: 'Centaurus Mall', area: 'F-8', latitude: 33.7077, longitude: 73.0498 },
  { name: 'the Markaz', area: 'F-8', latitude: 33.7095, longitude: 73.037 },
  { name: 'Fatima Jinnah Park', area: 'F-9', latitude: 33.7003, longitude: 73.0228 },
  { name: 'the Markaz', area: 'F-10', latitude: 33.695, longitude: 73.011 },
  { name: 'the Markaz', area: 'F-11', latitude: 33.684, longitude: 72.988 },
  { name: 'the Markaz', area: 'E-11', latitude: 33.6985, longitude: 72.977 },
  { name: 'Aabpara Market', area: 'G-6', latitude: 33.7062, longitude: 73.0893 },
  { name: 'Melody Market', area: 'G-6', latitude: 33.7081, longitude: 73.0862 },
  { name: 'Sitara Market', area: 'G-7', latitude: 33.6991, longitude: 73.0701 },
  { name: 'PIMS Hospital', area: 'G-8', latitude: 33.7005, longitude: 73.0496 },
  { name: 'the Markaz', area: 'G-8', latitude: 33.694, longitude: 73.049 },
  { name: 'Karachi Company', area: 'G-9', latitude: 33.688, longitude: 73.0335 },
  { name: 'the Markaz', area: 'G-10', latitude: 33.677, longitude: 73.014 },
  { name: 'the Markaz', area: 'G-11', latitude: 33.668, longitude: 72.996 },
  { name: 'Pakistan Monument', area: 'Shakarparian', latitude: 33.6932, longitude: 73.0686 },
  { name: 'Zero Point', area: 'G-7', latitude: 33.6938, longitude: 73.0652 },
  { name: 'Faizabad Interchange', area: 'I-8', latitude: 33.6627, longitude: 73.0843 },
  { name: 'Sunday Bazaar', area: 'H-9', latitude: 33.6649, longitude: 73.0468 },
  { name: 'NUST', area: 'H-12', latitude: 33.6425, longitude: 72.9905 },
  { name: 'the Markaz', area: 'I-8', latitude: 33.6685, longitude: 73.075 },
  { name: 'I-9 Industrial Area', area: 'I-9', latitude: 33.6572, longitude: 73.0525 },
  { name: 'the Markaz', area: 'I-10', latitude: 33.6493, longitude: 73.0385 },
];

/** A landmark this close is worth naming. */
const LANDMARK_RADIUS_M = 1000;
/** Within this of a sector's centre a point is in that sector (half a sector's width, give or take the fit). */
const IN_SECTOR_M = 1300;
/** Past this from every sector the point is not in the grid this describes (another city's delivery area). */
const GRID_REACH_M = 5000;

/** The centre of a sector of the grid, e.g. "G-10"; undefined for a name that is not one. */
export function sectorCentre(sector: string): Coordinates | undefined {
  const match = /^([A-Z])-(\d{1,2})$/.exec(sector);
  const letter = match ? LETTERS.indexOf(match[1]!) : -1;
  if (!match || letter < 0) return undefined;
  const numbers = Number(match[2]) - 7;
  const letters = letter - LETTERS.indexOf('F');
  return {
    latitude: F7.latitude + numbers * NUMBER_STEP.latitude + letters * LETTER_STEP.latitude,
    longitude: F7.longitude + numbers * NUMBER_STEP.longitude + letters * LETTER_STEP.longitude,
  };
}

/** Metres between two points, on a sphere the size of the Earth (haversine). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function nearest<T extends Coordinates>(point: Coordinates, places: readonly T[]): { place: T; metres: number } {
  let best = { place: places[0]!, metres: Infinity };
  for (const place of places) {
    const metres = distanceMetres(point, place);
    if (metres < best.metres) best = { place, metres };
  }
  return best;
}

const SECTOR_CENTRES = SECTORS.map((sector) => ({ sector, ...sectorCentre(sector)! }));

export interface NearestPlace {
  /** The checkout sector whose centre is nearest the point. */
  sector: string;
  /** The landmark named, when one is near. */
  landmark?: string;
  /** The point in words: "near Jinnah Super Market, F-7", "in G-10" or "near G-15". */
  label: string;
}

/**
 * The point described by the nearest landmark when one is within a kilometre, otherwise by its sector; undefined
 * for a point far from Islamabad's grid.
 */
export function nearestPlace(point: Coordinates): NearestPlace | undefined {
  const sector = nearest(point, SECTOR_CENTRES);
  const landmark = nearest(point, LANDMARKS);
  if (landmark.metres <= LANDMARK_RADIUS_M) {
    const { name, area } = landmark.place;
    return { sector: sector.place.sector, landmark: name, label: `near ${name}, ${area}` };
  }
  if (sector.metres > GRID_REACH_M) return undefined;
  const where = sector.metres <= IN_SECTOR_M ? 'in' : 'near';
  return { sector: sector.place.sector, label: `${where} ${sector.place.sector}` };
}

/**
 * The demo restaurant's places: Islamabad's sectors, as the spec's checkout offers them, with their centres, and the
 * landmarks people give as directions. They are data like any restaurant's own (shared/places.ts), written into the
 * demo install and into an install that took orders before places were data.
 *
 * Sector centres follow the city's grid (each sector's markaz sits in its middle): numbers grow to the south-west,
 * letters step to the south-east. The two steps below are fitted to the markazes of F-6 to F-11 and G-6 to G-11,
 * which they match within about 500 m; a sector is about 2 km across, so that is close enough to name one.
 */
import type { Coordinates, Place } from '../../shared/places.ts';

/** Islamabad-style sector codes the spec's checkout offers (spec point 9), the original client's list among them. */
export const SECTORS: readonly string[] = [
  ...range(5, 17).map((n) => `G-${n}`),
  ...range(5, 17).map((n) => `F-${n}`),
  ...range(7, 17).map((n) => `E-${n}`),
  'D-12',
  'D-13',
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
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

/** Every sector with its centre, then every landmark: the demo restaurant's places. */
export function islamabadPlaces(): Place[] {
  return [
    ...SECTORS.map((name): Place => ({ kind: 'area', name, area: null, point: sectorCentre(name)! })),
    ...LANDMARKS.map(({ name, area, latitude, longitude }): Place => ({
      kind: 'landmark',
      name,
      area,
      point: { latitude, longitude },
    })),
  ];
}

/**
 * Plausible Islamabad delivery addresses for the demo history, around the sector centres the checkout names
 * places by (./islamabad-places.ts), so a demo order's point is described as being in its own sector.
 */
import { SECTORS, sectorCentre } from './islamabad-places.ts';
import type { Random } from './seeded-random.ts';

/** The checkout map's bounding box; every demo point stays inside it. */
const BOUNDS = { south: 33.598441, west: 72.96007, north: 33.752439, east: 73.104726 };
const MARGIN = 0.002;
/** F-8, for a sector name outside the grid (none of SECTORS is). */
const FALLBACK_CENTRE = { latitude: 33.711, longitude: 73.039 };

/** Where people in the demo mostly live and work; the far western sectors are thinly built. */
const SECTOR_WEIGHTS: Record<string, number> = {
  'F-6': 2,
  'F-7': 3,
  'F-8': 3,
  'F-10': 3,
  'F-11': 3,
  'G-6': 1.5,
  'G-7': 1.5,
  'G-8': 2,
  'G-9': 3,
  'G-10': 3,
  'G-11': 4,
  'G-13': 2,
  'E-7': 1.5,
  'E-11': 3,
  'G-14': 1,
  'G-15': 0.8,
  'D-12': 0.6,
};
const DEFAULT_WEIGHT = 0.1;

export interface Address {
  address: string;
  sector: string;
  latitude: number;
  longitude: number;
}

export function randomSector(rng: Random): string {
  return rng.weighted(
    SECTORS,
    SECTORS.map((s) => SECTOR_WEIGHTS[s] ?? DEFAULT_WEIGHT),
  );
}

export function randomAddress(rng: Random, sector: string = randomSector(rng)): Address {
  const subsector = rng.int(1, 4);
  const address = rng.chance(0.8)
    ? `House ${rng.int(1, 120)}, Street ${rng.int(1, 60)}, ${sector}/${subsector}`
    : `Flat ${rng.int(1, 12)}${rng.pick(['A', 'B', 'C'])}, Block ${rng.int(1, 30)}, ${sector}/${subsector}`;
  const { latitude: lat, longitude: lng } = sectorCentre(sector) ?? FALLBACK_CENTRE;
  // Subsectors are the four quarters of a sector.
  const quarterLat = subsector <= 2 ? 0.0035 : -0.0035;
  const quarterLng = subsector % 2 === 1 ? -0.004 : 0.004;
  return {
    address,
    sector,
    latitude: round6(clamp(lat + quarterLat + rng.between(-0.002, 0.002), BOUNDS.south, BOUNDS.north)),
    longitude: round6(clamp(lng + quarterLng + rng.between(-0.002, 0.002), BOUNDS.west, BOUNDS.east)),
  };
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max - MARGIN, Math.max(min + MARGIN, value));
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

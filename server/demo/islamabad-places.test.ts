import { describe, expect, it } from 'vitest';
import { distanceMetres, nearestPlace } from '../../shared/places.ts';
import { islamabadPlaces, SECTORS, sectorCentre } from './islamabad-places.ts';

const places = islamabadPlaces();

describe("the demo restaurant's places", () => {
  it('name a landmark within a kilometre, with its area, and the sector the point is in', () => {
    // A short walk from Jinnah Super Market.
    expect(nearestPlace({ latitude: 33.7215, longitude: 73.058 }, places)).toEqual({
      area: 'F-7',
      landmark: 'Jinnah Super Market',
      label: 'near Jinnah Super Market, F-7',
    });
    expect(nearestPlace({ latitude: 33.7078, longitude: 73.0501 }, places)?.label).toBe('near Centaurus Mall, F-8');
    expect(nearestPlace({ latitude: 33.695, longitude: 73.0112 }, places)?.label).toBe('near the Markaz, F-10');
  });

  it('fall back on the sector when no landmark is near: in it close to its centre, near it further out', () => {
    expect(nearestPlace(sectorCentre('D-12')!, places)).toEqual({ area: 'D-12', label: 'in D-12' });
    // The restaurant's default position, south of G-11's centre and past the edge of the grid's sectors.
    expect(nearestPlace({ latitude: 33.656937, longitude: 73.015123 }, places)).toEqual({
      area: 'G-11',
      label: 'near G-11',
    });
  });

  it('give up on a point far from every sector and landmark, so coordinates elsewhere are never misnamed', () => {
    expect(nearestPlace({ latitude: 24.8607, longitude: 67.0011 }, places)).toBeUndefined();
    expect(nearestPlace({ latitude: 33.6, longitude: 72.97 }, places)).toBeUndefined();
    expect(nearestPlace({ latitude: 33.7, longitude: 73.05 }, [])).toBeUndefined();
  });

  it('put every checkout sector at its own centre, each a sector width from its neighbours', () => {
    for (const sector of SECTORS) expect(nearestPlace(sectorCentre(sector)!, places)?.area).toBe(sector);
    const gap = distanceMetres(sectorCentre('G-9')!, sectorCentre('G-10')!);
    expect(gap).toBeGreaterThan(1800);
    expect(gap).toBeLessThan(2400);
  });
});

describe('sectorCentre', () => {
  it('knows the grid rows D to G and nothing else', () => {
    expect(sectorCentre('F-7')).toEqual({ latitude: 33.7195, longitude: 73.057 });
    expect(sectorCentre('H-9')).toBeUndefined();
    expect(sectorCentre('F7')).toBeUndefined();
    expect(sectorCentre('')).toBeUndefined();
  });
});

describe('distanceMetres', () => {
  it('measures a degree of latitude as about 111 km and a point to itself as nothing', () => {
    expect(distanceMetres({ latitude: 33, longitude: 73 }, { latitude: 34, longitude: 73 })).toBeCloseTo(111_195, -2);
    expect(distanceMetres({ latitude: 33.7, longitude: 73 }, { latitude: 33.7, longitude: 73 })).toBe(0);
  });
});

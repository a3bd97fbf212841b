import { describe, expect, it } from 'vitest';
import { SECTORS } from './constants.ts';
import { distanceMetres, nearestPlace, sectorCentre } from './islamabad-places.ts';

describe('nearestPlace', () => {
  it('names a landmark within a kilometre, with its area, and the sector the point is in', () => {
    // A short walk from Jinnah Super Market.
    expect(nearestPlace({ latitude: 33.7215, longitude: 73.058 })).toEqual({
      sector: 'F-7',
      landmark: 'Jinnah Super Market',
      label: 'near Jinnah Super Market, F-7',
    });
    expect(nearestPlace({ latitude: 33.7078, longitude: 73.0501 })?.label).toBe('near Centaurus Mall, F-8');
    expect(nearestPlace({ latitude: 33.695, longitude: 73.0112 })?.label).toBe('near the Markaz, F-10');
  });

  it('falls back on the sector when no landmark is near: in it close to its centre, near it further out', () => {
    expect(nearestPlace(sectorCentre('D-12')!)).toEqual({ sector: 'D-12', label: 'in D-12' });
    // The restaurant's default position, south of G-11's centre and past the edge of the grid's sectors.
    expect(nearestPlace({ latitude: 33.656937, longitude: 73.015123 })).toEqual({ sector: 'G-11', label: 'near G-11' });
  });

  it('gives up on a point far from every sector and landmark, so coordinates elsewhere are never misnamed', () => {
    expect(nearestPlace({ latitude: 24.8607, longitude: 67.0011 })).toBeUndefined();
    expect(nearestPlace({ latitude: 33.6, longitude: 72.97 })).toBeUndefined();
  });

  it('puts every checkout sector at its own centre, each a sector width from its neighbours', () => {
    for (const sector of SECTORS) expect(nearestPlace(sectorCentre(sector)!)?.sector).toBe(sector);
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

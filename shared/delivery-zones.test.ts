import { describe, expect, it } from 'vitest';
import {
  deliveryZonesBody,
  missingForMinimum,
  zoneFor,
  zoneHolds,
  zoneShapeProblem,
  type DeliveryZone,
  type ZoneShape,
} from './delivery-zones.ts';

/** A square of Karachi's Clifton, corners as [longitude, latitude]. */
const square: ZoneShape = {
  kind: 'polygon',
  corners: [
    [67.02, 24.8],
    [67.06, 24.8],
    [67.06, 24.84],
    [67.02, 24.84],
  ],
};
const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const zone = (name: string, shape: ZoneShape, fee: number, minimumOrder = 0): DeliveryZone => ({
  name,
  shape,
  fee,
  minimumOrder,
  extraMinutes: 0,
});

describe('a zone holds a point', () => {
  it('inside it, and on its border and corners, but not a hair outside', () => {
    expect(zoneHolds(square, at(24.82, 67.04))).toBe(true);
    expect(zoneHolds(square, at(24.8, 67.04))).toBe(true);
    expect(zoneHolds(square, at(24.82, 67.06))).toBe(true);
    expect(zoneHolds(square, at(24.84, 67.02))).toBe(true);
    expect(zoneHolds(square, at(24.79999, 67.04))).toBe(false);
    expect(zoneHolds(square, at(24.82, 67.06001))).toBe(false);
  });

  it('whether or not the drawing repeats its first corner at the end', () => {
    const closed: ZoneShape = { kind: 'polygon', corners: [...square.corners, square.corners[0]!] };
    expect(zoneHolds(closed, at(24.82, 67.04))).toBe(true);
    expect(zoneHolds(closed, at(24.85, 67.04))).toBe(false);
    expect(zoneShapeProblem(closed)).toBeNull();
  });

  it('in a concave outline only where the outline is', () => {
    // An L: the upper-right quarter of the square is cut away.
    const ell: ZoneShape = {
      kind: 'polygon',
      corners: [
        [67.02, 24.8],
        [67.06, 24.8],
        [67.06, 24.82],
        [67.04, 24.82],
        [67.04, 24.84],
        [67.02, 24.84],
      ],
    };
    expect(zoneHolds(ell, at(24.81, 67.05))).toBe(true);
    expect(zoneHolds(ell, at(24.83, 67.03))).toBe(true);
    expect(zoneHolds(ell, at(24.83, 67.05))).toBe(false);
  });

  it("within a circle's radius, its edge included", () => {
    const circle: ZoneShape = { kind: 'circle', centre: at(24.86, 67.01), radiusMetres: 1000 };
    // A degree of latitude is about 111.2 km: 0.0089° is about 990 m, 0.0091° about 1012 m.
    expect(zoneHolds(circle, at(24.8689, 67.01))).toBe(true);
    expect(zoneHolds(circle, at(24.8691, 67.01))).toBe(false);
  });
});

describe('the zone an order goes to', () => {
  const wide = zone('Karachi South', { kind: 'circle', centre: at(24.82, 67.04), radiusMetres: 8000 }, 250, 1000);
  const near = zone('Clifton', square, 150, 800);
  const free = zone('Next door', { kind: 'circle', centre: at(24.82, 67.04), radiusMetres: 500 }, 0, 1500);

  it('is the cheapest of the overlapping zones holding the point, whatever their order', () => {
    expect(zoneFor([wide, near, free], at(24.82, 67.04))?.name).toBe('Next door');
    expect(zoneFor([free, near, wide], at(24.81, 67.03))?.name).toBe('Clifton');
    expect(zoneFor([near, wide], at(24.85, 67.04))?.name).toBe('Karachi South');
  });

  it('breaks a tie of fees by the lower minimum order', () => {
    const sameFee = { ...wide, fee: 150, minimumOrder: 500, name: 'Wide, same fee' };
    expect(zoneFor([near, sameFee], at(24.82, 67.04))?.name).toBe('Wide, same fee');
  });

  it("is the cheapest one whose minimum the food reaches: a free inner zone's minimum does not refuse a smaller order", () => {
    const inner = zone('Inner', { kind: 'circle', centre: at(24.82, 67.04), radiusMetres: 500 }, 0, 2000);
    const outer = zone('Outer', { kind: 'circle', centre: at(24.82, 67.04), radiusMetres: 5000 }, 150, 0);
    expect(zoneFor([inner, outer], at(24.82, 67.04), 1000)?.name).toBe('Outer');
    expect(zoneFor([inner, outer], at(24.82, 67.04), 2000)?.name).toBe('Inner');
    // Reaching no minimum, the order is held to the lowest, so the least is missing.
    const higher = { ...outer, minimumOrder: 3000, name: 'Outer, higher minimum' };
    expect(zoneFor([higher, inner], at(24.82, 67.04), 1000)?.name).toBe('Inner');
  });

  it('is none outside every zone', () => {
    expect(zoneFor([wide, near], at(33.7, 73.05))).toBeUndefined();
    expect(zoneFor([], at(24.82, 67.04))).toBeUndefined();
  });

  it('says how much food is missing to reach its minimum', () => {
    expect(missingForMinimum(near, 650)).toBe(150);
    expect(missingForMinimum(near, 799.99)).toBe(0.01);
    expect(missingForMinimum(near, 800)).toBe(0);
  });
});

describe('a zone the administrator saves', () => {
  it('is refused when it crosses the 180th meridian, with the way round it', () => {
    const fiji: ZoneShape = {
      kind: 'polygon',
      corners: [
        [179.5, -17],
        [-179.5, -17],
        [-179.5, -18],
        [179.5, -18],
      ],
    };
    expect(zoneShapeProblem(fiji)).toBe('A zone cannot cross the 180th meridian: draw one zone on each side of it.');
    // Each half, drawn on its own side, is a zone.
    const west: ZoneShape = {
      kind: 'polygon',
      corners: [
        [179.5, -17],
        [180, -17],
        [180, -18],
        [179.5, -18],
      ],
    };
    expect(zoneShapeProblem(west)).toBeNull();
    expect(zoneHolds(west, at(-17.5, 179.9))).toBe(true);
  });

  it('needs three corners and a sensible radius, and a name of its own', () => {
    expect(
      zoneShapeProblem({
        kind: 'polygon',
        corners: [
          [67, 24],
          [67.1, 24],
          [67, 24],
        ],
      }),
    ).toBe('A zone needs at least three corners.');
    expect(zoneShapeProblem({ kind: 'circle', centre: at(24.8, 67), radiusMetres: 0 })).toMatch(/radius/);
    const body = {
      zones: [
        { name: 'Clifton', shape: square, fee: 150, minimumOrder: 800, extraMinutes: 0 },
        { name: 'clifton', shape: square, fee: 100, minimumOrder: 0, extraMinutes: 5 },
      ],
    };
    const parsed = deliveryZonesBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Two zones have the same name: give each its own.');
    const negative = deliveryZonesBody.safeParse({ zones: [{ ...body.zones[0], fee: -1 }] });
    expect(negative.error?.issues[0]?.message).toBe('The delivery fee cannot be negative.');
  });
});

/**
 * `app.delivery`: the restaurant's delivery zones and places (docs/decisions/0033), kept in the database and in
 * memory (this process is their only writer), and where an order to a point goes: its zone, fee and minimum.
 *
 * A restaurant that has drawn no zone delivers inside the configured box (DELIVERY_AREA), for no fee, as the spec's
 * restaurant does; one that keeps no areas asks for none at checkout.
 */
import fp from 'fastify-plugin';
import { asc } from 'drizzle-orm';
import { deliveryZones, places as placesTable } from '../../drizzle/schema.ts';
import { insideArea } from '../../shared/delivery-area.ts';
import { zoneFor, type DeliveryZone } from '../../shared/delivery-zones.ts';
import type { DeliveryArea } from '../../shared/orders.ts';
import type { Coordinates, Place } from '../../shared/places.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { toCents } from '../../shared/money.ts';

/** Where an order to a point goes; undefined when the restaurant does not deliver there. */
export interface DeliveryTerms {
  /** The zone's name; null for the configured box of a restaurant without zones. */
  zone: string | null;
  feeCents: number;
  minimumCents: number;
  extraMinutes: number;
}

export interface Delivery {
  zones(): DeliveryZone[];
  places(): Place[];
  saveZones(zones: readonly DeliveryZone[]): DeliveryZone[];
  savePlaces(places: readonly Place[]): Place[];
  /** Reads zones and places again, after a writer other than this plugin (the demo seed). */
  reload(): void;
  /** The terms of an order of `foodCents` (unknown: any) to the point: shared/delivery-zones.ts's zoneFor. */
  termsAt(point: Coordinates, foodCents?: number): DeliveryTerms | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/** A place as its row in `places`, at its place in the administrator's list. */
export const placeRow = (place: Place, position: number): typeof placesTable.$inferInsert => ({
  position,
  kind: place.kind,
  name: place.name,
  area: place.area,
  latitude: place.point?.latitude ?? null,
  longitude: place.point?.longitude ?? null,
});

export default fp(
  async (app, options: { box: DeliveryArea }) => {
    const readZones = (): DeliveryZone[] =>
      app.db
        .select()
        .from(deliveryZones)
        .orderBy(asc(deliveryZones.position))
        .all()
        .map((row) => ({
          name: row.name,
          shape: row.shape,
          fee: centsToPrice(row.feeCents),
          minimumOrder: centsToPrice(row.minimumCents),
          extraMinutes: row.extraMinutes,
        }));
    const readPlaces = (): Place[] =>
      app.db
        .select()
        .from(placesTable)
        .orderBy(asc(placesTable.position))
        .all()
        .map((row) => ({
          kind: row.kind,
          name: row.name,
          area: row.area,
          point:
            row.latitude === null || row.longitude === null
              ? null
              : { latitude: row.latitude, longitude: row.longitude },
        }));
    let zones = readZones();
    let places = readPlaces();

    const delivery: Delivery = {
      zones: () => zones,
      places: () => places,
      saveZones(next) {
        app.db.transaction((tx) => {
          tx.delete(deliveryZones).run();
          next.forEach((zone, position) =>
            tx
              .insert(deliveryZones)
              .values({
                position,
                name: zone.name,
                shape: zone.shape,
                feeCents: toCents(zone.fee),
                minimumCents: toCents(zone.minimumOrder),
                extraMinutes: zone.extraMinutes,
              })
              .run(),
          );
        });
        zones = readZones();
        app.realtime.restaurantChanged();
        return zones;
      },
      savePlaces(next) {
        app.db.transaction((tx) => {
          tx.delete(placesTable).run();
          next.forEach((place, position) => tx.insert(placesTable).values(placeRow(place, position)).run());
        });
        places = readPlaces();
        app.realtime.restaurantChanged();
        return places;
      },
      reload() {
        zones = readZones();
        places = readPlaces();
      },
      termsAt(point, foodCents) {
        if (zones.length === 0) {
          return insideArea(options.box, point)
            ? { zone: null, feeCents: 0, minimumCents: 0, extraMinutes: 0 }
            : undefined;
        }
        const zone = zoneFor(zones, point, foodCents === undefined ? undefined : foodCents / 100);
        return (
          zone && {
            zone: zone.name,
            feeCents: toCents(zone.fee),
            minimumCents: toCents(zone.minimumOrder),
            extraMinutes: zone.extraMinutes,
          }
        );
      },
    };
    app.decorate('delivery', delivery);
  },
  { name: 'delivery', dependencies: ['db', 'realtime'] },
);

/** What the client needs to know about this restaurant's setup, from GET /api/config. */
import { z } from 'zod';
import { deliveryZone } from './delivery-zones.ts';
import { place } from './places.ts';

export const publicConfig = z.object({
  /**
   * [[south, west], [north, east]]: where the maps may go. Without zones, orders are delivered inside this box; with
   * zones, it holds them all.
   */
  deliveryArea: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  /** Where the map centres: the restaurant. */
  restaurant: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Map tile URL template with {z}, {x}, {y}. */
  mapTileUrl: z.string(),
  /** An IP-location service answering {lat, lon}, used for a first guess of the delivery point; null when not configured. */
  geoipUrl: z.string().nullable(),
  /** Where the restaurant delivers; empty when it has drawn none (the box above then applies, with no fee). */
  zones: z.array(deliveryZone),
  /** The areas the checkout offers and the landmarks the tickets name; empty areas: the checkout asks for none. */
  places: z.array(place),
  /** Minutes after confirmation when a kitchen card turns amber, then red. */
  kitchen: z.object({ amberMinutes: z.number().int(), redMinutes: z.number().int() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

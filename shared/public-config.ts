/** What the client needs to know about this restaurant's setup, from GET /api/config. */
import { z } from 'zod';

export const publicConfig = z.object({
  /** [[south, west], [north, east]]: orders are delivered only inside this box. */
  deliveryArea: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  /** Where the map centres: the restaurant. */
  restaurant: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Map tile URL template with {z}, {x}, {y}. */
  mapTileUrl: z.string(),
  /** An IP-location service answering {lat, lon}, used for a first guess of the delivery point; null when not configured. */
  geoipUrl: z.string().nullable(),
  /** Minutes after confirmation when a kitchen card turns amber, then red. */
  kitchen: z.object({ amberMinutes: z.number().int(), redMinutes: z.number().int() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

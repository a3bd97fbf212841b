/** GET /api/config: the restaurant's public setup the client needs (delivery area, map tiles). Open to everyone. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfig, type PublicConfig } from '../shared/public-config.ts';
import type { Config } from './config.ts';
import { zonesBounds, type DeliveryZone } from '../shared/delivery-zones.ts';

/** The zones' bounds with a margin, so the map around them can be moved a little past their edges. */
function paddedBounds(zones: readonly DeliveryZone[]): PublicConfig['deliveryArea'] | undefined {
  const bounds = zonesBounds(zones);
  if (!bounds) return undefined;
  const [[south, west], [north, east]] = bounds;
  const margin = Math.max(north - south, east - west) * 0.15;
  return [
    [south - margin, west - margin],
    [north + margin, east + margin],
  ];
}

export async function publicConfigRoute(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const fixed = {
    deliveryArea: config.deliveryArea,
    mapTileUrl: config.map.tileUrl,
    geoipUrl: config.map.geoipUrl ?? null,
    kitchen: config.kitchen,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    { schema: { tags: ['config'], summary: "The restaurant's public setup", response: { 200: publicConfig } } },
    // The restaurant's place, zones and areas are settings the administrator may have changed since the start.
    async () => {
      const zones = app.delivery.zones();
      return {
        ...fixed,
        deliveryArea: paddedBounds(zones) ?? fixed.deliveryArea,
        restaurant: app.restaurant.profile().location,
        zones,
        places: app.delivery.places(),
      };
    },
  );
}

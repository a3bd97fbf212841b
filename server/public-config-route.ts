/** GET /api/config: the restaurant's public setup the client needs (delivery area, map tiles). Open to everyone. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfig } from '../shared/public-config.ts';
import type { Config } from './config.ts';

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
    // The restaurant's place is a setting the administrator may have moved since the start.
    async () => ({ ...fixed, restaurant: app.restaurant.profile().location }),
  );
}

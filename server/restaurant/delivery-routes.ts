/**
 * Where the restaurant delivers and the places it names (docs/decisions/0033): the administrator saves every zone at
 * once (POST /api/restaurant/zones) and every area and landmark at once (POST /api/restaurant/places). Anyone reads
 * them through GET /api/config, where the checkout finds them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { deliveryZone, deliveryZonesBody } from '../../shared/delivery-zones.ts';
import { place, placesBody } from '../../shared/places.ts';
import { requireRole } from '../plugins/auth.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function deliveryRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');

  route.post(
    '/restaurant/zones',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Replace the delivery zones: each a polygon or a circle with a name, fee, minimum and extra minutes',
        description:
          'Zones may overlap: an order goes to the cheapest zone holding its point. With no zone, the restaurant ' +
          'delivers inside DELIVERY_AREA for no fee. A polygon crossing the 180th meridian is refused.',
        body: deliveryZonesBody,
        response: { 200: envelope(z.array(deliveryZone)), ...errors },
      },
    },
    async (request) => ({ message: 'Delivery zones saved.', data: app.delivery.saveZones(request.body.zones) }),
  );

  route.post(
    '/restaurant/places',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Replace the areas (offered at checkout) and landmarks (named on tickets)',
        body: placesBody,
        response: { 200: envelope(z.array(place)), ...errors },
      },
    },
    async (request) => ({ message: 'Areas saved.', data: app.delivery.savePlaces(request.body.places) }),
  );
}

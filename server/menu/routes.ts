/**
 * The menu: GET /api/products/get/all and GET /api/product/get/:id, open to visitors and every role. The list is the
 * busiest call there is: it is answered from memory, and a browser that already holds it gets a 304 with no body.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import { productIdParams, productSchema } from '../../shared/menu.ts';
import { notFound } from '../errors.ts';
import { createMenuCache, encodedSnapshot, matchesEtag, menuListSchema, preferredCoding } from './menu-cache.ts';
import { createMenuStore } from './menu-store.ts';

export async function menuRoutes(app: FastifyInstance) {
  const menu = createMenuStore(app.db, app.publicUrl);
  const cache = createMenuCache(app.sqlite, menu);
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Untyped replies: the body is the cached bytes, not the list the schema describes (that one documents it).
  app.get(
    '/products/get/all',
    {
      // Every page load asks for the menu: logging each answer would cost more than making it. Failures still log.
      logLevel: 'warn',
      schema: {
        tags: ['menu'],
        summary: 'The menu: every product that is not deleted (sold-out ones have availability false)',
        description:
          'Carries a strong ETag; send it back in If-None-Match and an unchanged menu answers 304. ' +
          'Sent br or gzip encoded when Accept-Encoding allows it.',
        response: { 200: menuListSchema, 304: z.null().describe('The menu has not changed') },
      },
    },
    async (request, reply) => {
      const plain = cache.current();
      const coding = preferredCoding(request.headers['accept-encoding']);
      const { body, etag } = coding ? encodedSnapshot(plain, coding) : plain;
      // The same for everyone, so a browser may keep it, as long as it asks whether it is still current.
      reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      if (coding) reply.header('Content-Encoding', coding);
      // Already serialized and checked against the schema when it was built.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  route.get(
    '/product/get/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One product',
        params: productIdParams,
        response: { 200: productSchema, 404: errorBody },
      },
    },
    async (request) => {
      const product = menu.byId(request.params.id);
      if (!product) throw notFound('No such product on the menu.');
      return product;
    },
  );
}

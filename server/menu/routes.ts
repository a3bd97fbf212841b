/** The menu: GET /api/products/get/all and GET /api/product/get/:id, open to visitors and every role. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import { productIdParams, productSchema } from '../../shared/menu.ts';
import { notFound } from '../errors.ts';
import { createMenuStore } from './menu-store.ts';

export async function menuRoutes(app: FastifyInstance) {
  const menu = createMenuStore(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/products/get/all',
    {
      schema: {
        tags: ['menu'],
        summary: 'The menu: every product that is not deleted (sold-out ones have availability false)',
        response: { 200: z.array(productSchema) },
      },
    },
    async () => menu.all(),
  );

  route.get(
    '/product/get/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One product',
        params: productIdParams,
        response: { 200: productSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const product = menu.byId(request.params.id);
      if (!product) throw notFound('No such product on the menu.');
      return product;
    },
  );
}

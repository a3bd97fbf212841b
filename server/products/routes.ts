/**
 * The admin's product calls (spec point 7): POST /api/product/create, /api/product/update and /api/product/delete;
 * POST /api/product/availability, with which the kitchen (or the admin) marks a dish sold out and back on; and
 * POST /api/product/inferred-traits, what the assistant would take a dish being written to hold and be.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { inferredTraitsAnswer, inferredTraitsBody } from '../../shared/inferred-traits.ts';
import { productSchema } from '../../shared/menu.ts';
import {
  IMAGE_REQUIRED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  createProductBody,
  deleteProductBody,
  productAvailabilityAnswer,
  productAvailabilityBody,
  productDeletedAnswer,
  productUpdatedAnswer,
  updateProductBody,
} from '../../shared/products.ts';
import { inferredTraits } from '../assistant/inferred-traits.ts';
import { badRequest } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { productForms } from './product-form.ts';
import { createProductService } from './product-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

export async function productRoutes(app: FastifyInstance, options: { uploadsDir: string }) {
  const { readProductForm, imageOf } = await productForms(app);
  const service = createProductService(app, options.uploadsDir);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const kitchenOrAdmin = requireRole('WORKER', 'ADMIN');

  route.post(
    '/product/create',
    {
      onRequest: adminOnly,
      preValidation: readProductForm({ required: true }),
      schema: {
        tags: ['products'],
        summary: 'Add a product: multipart with an "image" file and a "product" JSON part (the body below)',
        description:
          'The image must be PNG, JPEG, WebP or GIF (decided from its bytes) and at most 5 MB. Answers the product.',
        body: createProductBody,
        response: { 200: envelope(productSchema), ...errors },
      },
    },
    async (request) => {
      const image = imageOf(request);
      if (!image) throw badRequest(IMAGE_REQUIRED, { fields: { image: IMAGE_REQUIRED } });
      const product = await service.create(request.body, image);
      return { message: 'Product added successfully.', data: product };
    },
  );

  route.post(
    '/product/update',
    {
      onRequest: adminOnly,
      preValidation: readProductForm({ required: false }),
      schema: {
        tags: ['products'],
        summary: 'Change a product; fields left out keep their value',
        description: 'JSON, or multipart with a "product" JSON part and an "image" file that replaces the picture.',
        body: updateProductBody,
        response: { 200: productUpdatedAnswer, ...errors },
      },
    },
    async (request) => {
      await service.update(request.body.productId, request.body.changes, imageOf(request));
      return { message: 'Product Updated Successfully', data: PRODUCT_UPDATED };
    },
  );

  route.post(
    '/product/delete',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['products'],
        summary: 'Remove a product from the menu; one that was ordered stays in order history',
        body: deleteProductBody,
        response: { 200: productDeletedAnswer, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.body.productId);
      return { message: 'Product Deleted Successfully', data: PRODUCT_DELETED };
    },
  );

  route.post(
    '/product/inferred-traits',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['products'],
        summary: 'What the assistant would take a dish to hold and be, from its name, ingredients and own fields',
        description:
          'For the product form, before the dish is saved: the food knowledge dish its name matches, what that dish ' +
          'usually holds with what the restaurant said of it, and the traits the assistant reads it as having.',
        body: inferredTraitsBody,
        response: { 200: inferredTraitsAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const data = inferredTraits(request.body);
      return { message: data.dish ? `Read as ${data.dish.name}.` : 'Not a dish the assistant knows by name.', data };
    },
  );

  route.post(
    '/product/availability',
    {
      onRequest: kitchenOrAdmin,
      schema: {
        tags: ['products'],
        summary: 'Mark a dish sold out (availability false) or back on; changes nothing else about it',
        description: 'For the kitchen and the admin. Open menus, product pages and carts are told at once.',
        body: productAvailabilityBody,
        response: { 200: productAvailabilityAnswer, ...errors },
      },
    },
    async (request) => {
      const { productId, availability } = request.body;
      const data = service.setAvailability(productId, availability);
      const message = availability ? `${data.name} is back on the menu.` : `${data.name} is sold out.`;
      return { message, data };
    },
  );
}

/**
 * The restaurant's profile: GET /api/restaurant/profile (anyone: the pages draw the name, logo and colour and write
 * amounts with it), POST /api/restaurant/profile (the administrator), and the logo: POST /api/restaurant/logo with the
 * picture itself as the body, POST /api/restaurant/logo/remove.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../shared/api.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../shared/products.ts';
import { restaurantProfile, restaurantProfileBody } from '../../shared/restaurant-profile.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { createLogoFiles } from './logo.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function restaurantProfileRoutes(app: FastifyInstance, options: { uploadsDir: string }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  const logos = createLogoFiles(options.uploadsDir, app.log);

  // The logo arrives as the body itself, typed as the picture it claims to be; its bytes decide what it is. A larger
  // body is a 413 from the error handler.
  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route.get(
    '/restaurant/profile',
    {
      schema: {
        tags: ['restaurant'],
        summary: "The restaurant's name, logo, colour, contacts, currency and place",
        response: { 200: envelope(restaurantProfile) },
      },
    },
    async () => ({ message: 'Restaurant profile.', data: app.restaurant.profile() }),
  );

  route.post(
    '/restaurant/profile',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: "Change the restaurant's name, colour, contacts, currency, locale and place",
        description:
          'The brand colour must keep white text readable on it (4.5:1). The currency is an ISO 4217 code with two ' +
          'minor digits or none; amounts already kept are not converted.',
        body: restaurantProfileBody,
        response: { 200: envelope(restaurantProfile), ...errors },
      },
    },
    async (request) => ({ message: 'Settings saved.', data: app.restaurant.saveProfile(request.body) }),
  );

  route.post(
    '/restaurant/logo',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Set the logo: send a PNG, JPEG, WebP or GIF picture as the body, with its Content-Type',
        response: { 200: envelope(restaurantProfile), ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          415,
          'Send the logo as the request body, typed image/png, image/jpeg, image/webp or image/gif.',
        );
      }
      const replaced = app.restaurant.setLogo(await logos.save(request.body));
      if (replaced) await logos.remove(replaced);
      return { message: 'Logo saved.', data: app.restaurant.profile() };
    },
  );

  route.post(
    '/restaurant/logo/remove',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Remove the logo: the pages show the name alone',
        response: { 200: envelope(restaurantProfile), ...errors },
      },
    },
    async () => {
      const replaced = app.restaurant.setLogo(null);
      if (replaced) await logos.remove(replaced);
      return { message: 'Logo removed.', data: app.restaurant.profile() };
    },
  );
}

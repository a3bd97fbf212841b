/**
 * GET /manifest.webmanifest: what a phone needs to install the restaurant's ordering app on its home screen, in the
 * restaurant's name and colour, with its logo's icons (Forkcast's own icon until it has a logo).
 */
import type { FastifyInstance } from 'fastify';
import { largeIconOf } from './logo.ts';

/** The pages' cream background, shown while the installed app opens. */
const BACKGROUND = '#fbf6ef';

export async function manifestRoute(app: FastifyInstance) {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const { name, logoUrl, brandColour } = app.restaurant.profile();
    const icons = logoUrl
      ? [
          { src: logoUrl, sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: largeIconOf(logoUrl), sizes: '512x512', type: 'image/png', purpose: 'any' },
        ]
      : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
    return reply
      .type('application/manifest+json')
      .header('Cache-Control', 'no-cache')
      .send({
        name,
        short_name: name.length <= 12 ? name : name.split(/\s+/)[0],
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND,
        theme_color: brandColour,
        icons,
      });
  });
}

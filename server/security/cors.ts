/**
 * Cross-origin reads of the API: none by default. Only the origins in `config.allowedOrigins` (PUBLIC_URL's and
 * ALLOWED_ORIGINS) get Access-Control-Allow-Origin, with credentials; the live connection uses the same list.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: readonly string[] }) => {
    await app.register(cors, {
      origin: [...options.allowedOrigins],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['X-Request-Id'],
    });
  },
  { name: 'cors' },
);

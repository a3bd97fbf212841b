/**
 * Cross-site request forgery: a state-changing request that rides on the session cookie must look like one only
 * this app's own pages can send. Reasoning in docs/decisions/0010-csrf-and-browser-policy.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../errors.ts';
import { ACCESS_COOKIE, usesBearerToken } from '../plugins/auth.ts';
import { originAllowed } from './origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** JSON everywhere; multipart only where the route parses it (the product picture uploads). */
function acceptedType(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return true;
  return type === 'multipart/form-data' && request.server.hasContentTypeParser('multipart/form-data');
}

/** No body at all: no form can send that; fetch can, and then always sends Origin, which is checked first. */
function hasNoBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return !headers['content-type'] && !headers['transfer-encoding'] && Number(headers['content-length'] ?? 0) === 0;
}

export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: readonly string[] }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || usesBearerToken(request) || !request.cookies[ACCESS_COOKIE]) return;
      if (!originAllowed(request.raw, options.allowedOrigins)) {
        throw forbidden('This request came from another site, so it was refused.');
      }
      if (!acceptedType(request) && !hasNoBody(request)) {
        throw new AppError(415, 'Unsupported content type; send JSON (Content-Type: application/json).');
      }
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);

/**
 * Request ids: a random UUID per request, on every log line of that request (`reqId`) and in the `X-Request-Id`
 * answer header, so a person reporting a problem can quote the id that finds its log lines. An id sent by the
 * caller is not trusted: it would let anyone write into the logs or pose as another request.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const genReqId = (): string => randomUUID();

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
  },
  { name: 'request-ids' },
);

/**
 * Health checks for process managers, containers and load balancers: GET /api/health (alive: the process answers)
 * and GET /api/health/ready (able to serve: database, migrations, writable data folder). Open to everyone, outside
 * every limit meant for people, and not logged per call: a probe every few seconds would drown the log.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import { healthSchema } from '../../shared/health.ts';
import { createReadinessCheck } from './readiness.ts';

export async function healthRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const readiness = createReadinessCheck(app.sqlite, options.dataDir);
  // Said once when readiness is lost or its reason changes, and once when it returns; not at every probe.
  let reported = '';

  route.get(
    '/health',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness: the server process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  route.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, migrations are applied, and the data folder is writable',
        response: { 200: healthSchema, 503: errorBody },
      },
    },
    async (_request, reply) => {
      const result = readiness();
      const now = result.ready ? '' : result.problems.join(' ');
      if (now !== reported) {
        if (result.ready) app.log.info('ready again');
        else app.log.warn({ problems: result.problems }, 'not ready');
        reported = now;
      }
      if (result.ready) return { status: 'ok' as const };
      return reply.code(503).send({ message: `Forkcast is not ready. ${now}` });
    },
  );
}

/** The admin's staff management: GET /api/workers/get/all and POST /api/worker/create, /update and /delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';
import {
  createWorkerBody,
  deleteWorkerAnswer,
  deleteWorkerBody,
  updateWorkerAnswer,
  updateWorkerBody,
  workerSchema,
} from '../../shared/workers.ts';
import { requireRole } from '../plugins/auth.ts';
import { createWorkerService } from './worker-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export async function workerRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const workers = createWorkerService(app, options);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');

  route.get(
    '/workers/get/all',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['workers'],
        summary: 'Every active kitchen and delivery worker (the body is the list)',
        response: { 200: z.array(workerSchema), 401: errorBody, 403: errorBody },
      },
    },
    async () => workers.list(),
  );

  route.post(
    '/worker/create',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['workers'],
        summary: 'Add a worker whose account works at once (the body is the new worker)',
        description: 'A vehicle is required for DELIVERY_MAN and cleared for WORKER.',
        body: createWorkerBody,
        response: { 200: workerSchema, ...errors },
      },
    },
    async (request) => workers.create(request.body),
  );

  route.post(
    '/worker/update',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['workers'],
        summary: "Change a worker's details",
        description: 'A blank or missing password keeps the current one.',
        body: updateWorkerBody,
        response: { 200: updateWorkerAnswer, ...errors },
      },
    },
    async (request) => {
      await workers.update(request.body);
      return { message: 'Worker updated', data: 'WORKER_UPDATED' as const };
    },
  );

  route.post(
    '/worker/delete',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['workers'],
        summary: 'Remove a worker: the account is deactivated, signed out everywhere, and its history kept',
        body: deleteWorkerBody,
        response: { 200: deleteWorkerAnswer, ...errors },
      },
    },
    async (request) => {
      workers.deactivate(request.body.workerId);
      return { message: 'Worker removed', data: 'WORKER_DELETED' as const };
    },
  );
}

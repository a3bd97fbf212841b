/** The answer of the health checks, GET /api/health and GET /api/health/ready, when all is well. */
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

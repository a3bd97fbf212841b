/** The administrator's first steps on an empty install (GET /api/restaurant/setup), each done or not. */
import { z } from 'zod';

export const SETUP_STEPS = ['name', 'money', 'location', 'zone', 'hours', 'dishes'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklist = z.object({
  steps: z.record(z.enum(SETUP_STEPS), z.boolean()),
  /** The restaurant has taken orders (the demo's history among them): past setting up, the checklist is not shown. */
  takingOrders: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;

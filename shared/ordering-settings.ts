/**
 * How the restaurant takes orders (docs/decisions/0034), set by the administrator on /admin/settings: whether
 * customers with a delivered order skip the e-mailed code. Read only by the administrator: customers are not told.
 */
import { z } from 'zod';

export const orderingSettings = z.object({
  /** Customers with at least one delivered order have new orders confirmed as they place them. */
  regularsSkipCode: z.boolean({ message: 'regularsSkipCode must be true or false.' }),
});
export type OrderingSettings = z.infer<typeof orderingSettings>;

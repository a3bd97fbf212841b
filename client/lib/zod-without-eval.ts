/** zod probes for eval (new Function) to speed up parsing; the Content-Security-Policy forbids it, so don't ask. */
import { z } from 'zod';

z.config({ jitless: true });

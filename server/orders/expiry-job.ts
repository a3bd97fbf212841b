/** Every minute, orders left unconfirmed for 30 minutes are cancelled. */
import type { FastifyInstance } from 'fastify';
import { cancelExpiredOrders } from './confirm-order.ts';

export const EXPIRY_SWEEP_MS = 60_000;

export function scheduleOrderExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    try {
      const cancelled = cancelExpiredOrders(app);
      if (cancelled) app.log.info(`cancelled ${cancelled} unconfirmed order(s) older than 30 minutes`);
    } catch (error) {
      app.log.error({ err: error }, 'order expiry sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Gives features `app.codes`, the one-time code service, keyed by a secret derived from the signing secret. */
import { hkdfSync } from 'node:crypto';
import fp from 'fastify-plugin';
import { createCodeService, type CodeService } from '../codes/one-time-codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    codes: CodeService;
  }
}

export default fp(
  async (app, options: { secret: string }) => {
    const key = Buffer.from(hkdfSync('sha256', options.secret, 'forkcast', 'one-time-codes', 32));
    app.decorate('codes', createCodeService(app.db, key));
  },
  { name: 'codes', dependencies: ['db'] },
);

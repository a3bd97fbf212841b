/**
 * Gives every feature `app.mail`, sending through the transport the configuration names, and `app.mailRequests`, the
 * queue of mail asked for by people who are not signed in.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer, senderAddress, type Mailer, type MailTransport } from '../mail/mailer.ts';
import { createMailRequests, type MailRequests } from '../mail/mail-requests.ts';
import { outboxTransport } from '../mail/transports/outbox.ts';
import { resendTransport } from '../mail/transports/resend.ts';
import { smtpTransport } from '../mail/transports/smtp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
    mailRequests: MailRequests;
  }
}

function transportFor(config: Config): MailTransport {
  const { mail } = config;
  switch (mail.transport) {
    case 'outbox':
      return outboxTransport(path.join(config.dataDir, 'outbox'));
    case 'smtp':
      return smtpTransport(mail.smtpUrl ?? '', mail.timeoutMs);
    case 'resend':
      return resendTransport(mail.resendApiKey ?? '', mail.resendBaseUrl);
  }
}

export default fp(
  async (app, options: { config: Config }) => {
    const { config } = options;
    app.decorate(
      'mail',
      createMailer({
        transport: transportFor(config),
        from: () => senderAddress(app.restaurant.profile().name, config.mail.from),
        timeoutMs: config.mail.timeoutMs,
        db: app.db,
        log: app.log,
      }),
    );
    app.decorate('mailRequests', createMailRequests(app.db, app.log));
    // Every kind of request has its handler once the routes are registered: then what a last run left is sent.
    app.addHook('onReady', async () => app.mailRequests.start());
    // Background notices finish before the database they are recorded in closes.
    app.addHook('preClose', async () => {
      await app.mailRequests.close();
      await app.mail.settle();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);

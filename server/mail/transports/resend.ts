import { Resend } from 'resend';
import type { MailTransport } from '../mailer.ts';

/** Resend's official client; it honours RESEND_BASE_URL, which is how the tests point it at a local server. */
export function resendTransport(apiKey: string): MailTransport {
  const client = new Resend(apiKey);
  return {
    name: 'resend',
    async send(message) {
      const { error } = await client.emails.send({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (error) throw new Error(`Resend refused the message: ${error.message}`);
    },
  };
}

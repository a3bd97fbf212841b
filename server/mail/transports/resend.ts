import { Resend } from 'resend';
import type { MailTransport } from '../mailer.ts';

/** Resend's official client; `baseUrl` points it at another server speaking Resend's API (the tests use one). */
export function resendTransport(apiKey: string, baseUrl?: string): MailTransport {
  const client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
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

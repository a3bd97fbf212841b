import nodemailer from 'nodemailer';
import type { MailTransport } from '../mailer.ts';

export function smtpTransport(url: string, timeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

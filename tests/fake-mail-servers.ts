/**
 * Real peers for the mail transports: an SMTP server (smtp-server) and a local HTTP server speaking Resend's API, so
 * the SMTP and Resend transports are tested through nodemailer and Resend's official client as they run for real.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  /** Every message delivered: its envelope recipients and its raw text. */
  received: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: FakeSmtp['received'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += String(chunk)));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface FakeResend {
  url: string;
  /** Every POST /emails: its Authorization header and JSON body. */
  requests: { auth: string | undefined; body: Record<string, unknown> }[];
  /** The next message is refused with a 422, as Resend refuses an unverified sender. */
  refuseNext(): void;
  close(): Promise<void>;
}

export async function startFakeResend(): Promise<FakeResend> {
  const requests: FakeResend['requests'] = [];
  let refuseNext = false;
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/emails') {
        res.statusCode = 404;
        res.end(JSON.stringify({ name: 'not_found', message: 'Not found', statusCode: 404 }));
        return;
      }
      requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      if (refuseNext) {
        refuseNext = false;
        res.statusCode = 422;
        res.end(
          JSON.stringify({ name: 'validation_error', message: 'The from address is not verified.', statusCode: 422 }),
        );
        return;
      }
      res.end(JSON.stringify({ id: `email_${requests.length}` }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refuseNext: () => (refuseNext = true),
    close: () => new Promise<void>((resolve) => api.close(() => resolve())),
  };
}

/**
 * A mail as an RFC 5322 message (.eml) with a plain-text and an HTML alternative, composed in one synchronous step.
 * nodemailer's MailComposer streams its output over many event-loop turns; on the order path each of those turns
 * queues behind every other request, which made composing the code's mail the slowest part of placing an order.
 * Headers and bodies are encoded with nodemailer's own functions, so any mail client reads the result as before.
 */
import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import mimeFuncs from 'nodemailer/lib/mime-funcs/index.js';
import qp from 'nodemailer/lib/qp/index.js';

export interface EmlParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: Date;
}

const CRLF = '\r\n';
/** RFC 5322 `atext` and spaces: a display name made of these needs no quoting. */
const PLAIN_NAME = /^[\w !#$%&'*+\-/=?^`{|}~]*$/;

/** One address (`Name <user@host>` or `user@host`) as a header value, its display name encoded when it needs to be. */
function addressHeader(value: string): { header: string; domain: string } {
  const [parsed] = addressparser(value, { flatten: true });
  if (!parsed?.address) throw new Error(`not an e-mail address: ${value}`);
  const { name, address } = parsed;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (!name) return { header: address, domain };
  let shownName: string;
  if (!mimeFuncs.isPlainText(name)) shownName = mimeFuncs.encodeWord(name, 'Q', 52);
  else if (PLAIN_NAME.test(name)) shownName = name;
  else shownName = `"${name.replace(/["\\]/g, '\\$&')}"`;
  return { header: `${shownName} <${address}>`, domain };
}

/** A header on its line or folded over several; a line break inside a value could only start a forged header. */
function headerLine(key: string, value: string): string {
  return mimeFuncs.foldLines(`${key}: ${value.replace(/[\r\n]+/g, ' ')}`, 76).replace(/\r?\n$/, '');
}

/** A body part in quoted-printable: readable as it is for the mostly-ASCII letters Forkcast sends. */
function bodyPart(boundary: string, type: 'text/plain' | 'text/html', content: string): string {
  const normalised = content.replace(/\r?\n/g, CRLF);
  return [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    qp.wrap(qp.encode(normalised), 76),
  ].join(CRLF);
}

export function composeEml(parts: EmlParts): string {
  const from = addressHeader(parts.from);
  const to = addressHeader(parts.to);
  const boundary = `--_Forkcast_${randomBytes(12).toString('hex')}`;
  const subject = mimeFuncs.isPlainText(parts.subject) ? parts.subject : mimeFuncs.encodeWords(parts.subject, 'Q', 52);
  const headers = [
    headerLine('Content-Type', `multipart/alternative; boundary="${boundary}"`),
    headerLine('From', from.header),
    headerLine('To', to.header),
    headerLine('Subject', subject),
    headerLine('Message-ID', `<${randomBytes(16).toString('hex')}@${from.domain}>`),
    headerLine('Date', parts.date.toUTCString().replace(/GMT/, '+0000')),
    'MIME-Version: 1.0',
  ];
  return [
    ...headers,
    '',
    bodyPart(boundary, 'text/plain', parts.text),
    bodyPart(boundary, 'text/html', parts.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

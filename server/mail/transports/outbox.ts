/**
 * The default transport: every message becomes an RFC 5322 .eml file and a .json file under DATA_DIR/outbox,
 * so a fresh install works with no mail server and the codes can be read from disk.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailTransport } from '../mailer.ts';

// Every order's code goes through here: fs's callback functions cost the server less per file than fs/promises,
// whose file handles are objects to make and collect.
const mkdir = promisify(fs.mkdir);
const writeFile = promisify(fs.writeFile);
const rename = promisify(fs.rename);

export function outboxTransport(dir: string): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      const createdAt = new Date();
      // Sortable by time, unique within the same millisecond.
      const base = path.join(dir, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`);
      // The folder is made while the message is composed, and the two files are written side by side, so a mail
      // does not wait for one file operation after another.
      const folder = mkdir(dir, { recursive: true });
      const composed = new MailComposer({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: createdAt,
        // Named rather than worked out per mail by scanning the text: the same readable encoding, for less work.
        textEncoding: 'quoted-printable',
      })
        .compile()
        .build();
      const json = JSON.stringify(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          createdAt: createdAt.toISOString(),
        },
        null,
        2,
      );
      const [eml] = await Promise.all([composed, folder]);
      await Promise.all([writeAtomically(`${base}.eml`, eml), writeAtomically(`${base}.json`, json)]);
    },
  };
}

/** Readers (people, tests) never see a half-written file. */
async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, content, { mode: 0o600 });
  await rename(tmp, file);
}

/**
 * The default transport: every message becomes an RFC 5322 .eml file and a .json file under DATA_DIR/outbox,
 * so a fresh install works with no mail server and the codes can be read from disk.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailTransport } from '../mailer.ts';

export function outboxTransport(dir: string): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const createdAt = new Date();
      // Sortable by time, unique within the same millisecond.
      const base = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const eml = await new MailComposer({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: createdAt,
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
      await writeAtomically(path.join(dir, `${base}.eml`), eml);
      await writeAtomically(path.join(dir, `${base}.json`), json);
    },
  };
}

/** Readers (people, tests) never see a half-written file. */
async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const tmp = `${file}.tmp`;
  await fs.writeFile(tmp, content, { mode: 0o600 });
  await fs.rename(tmp, file);
}

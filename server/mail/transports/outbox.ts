/**
 * The default transport: every message becomes an RFC 5322 .eml file and a .json file under DATA_DIR/outbox,
 * so a fresh install works with no mail server and the codes can be read from disk.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MailTransport } from '../mailer.ts';
import { composeEml } from './compose-eml.ts';

// Every order's code goes through here: fs's callback functions cost the server less per file than fs/promises,
// whose file handles are objects to make and collect.
const mkdir = promisify(fs.mkdir);
const writeFile = promisify(fs.writeFile);
const rename = promisify(fs.rename);

export function outboxTransport(dir: string): MailTransport {
  // Made on the first mail rather than checked on every one; made again if it went missing meanwhile.
  let folder: Promise<unknown> | undefined;
  const ensureFolder = () =>
    (folder ??= mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      folder = undefined;
      throw error;
    }));
  return {
    name: 'outbox',
    async send(message) {
      const createdAt = new Date();
      // Sortable by time, unique within the same millisecond.
      const base = path.join(dir, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`);
      const eml = composeEml({ ...message, date: createdAt });
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
      const writeBoth = () => Promise.all([writeAtomically(`${base}.eml`, eml), writeAtomically(`${base}.json`, json)]);
      await ensureFolder();
      try {
        await writeBoth();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        folder = undefined;
        await ensureFolder();
        await writeBoth();
      }
    },
  };
}

/** Readers (people, tests) never see a half-written file. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, content, { mode: 0o600 });
  await rename(tmp, file);
}

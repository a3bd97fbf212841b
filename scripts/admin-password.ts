/**
 * `npm run admin:password -- EMAIL`: sets a new password for an account (the administrator's, or anyone's), signs
 * it out everywhere and tells its owner by e-mail, as every new password does. Asks for the password twice without showing it; or, when standard input is not a terminal,
 * reads it from the first line there (`printf '%s\n' "$PASSWORD" | npm run admin:password -- EMAIL`). Safe while
 * the server runs.
 */
import { parseArgs } from 'node:util';
import { setPassword } from '../server/maintenance/accounts.ts';
import { createPasswordChanges } from '../server/auth/password-changes.ts';
import { askHidden, firstLineOfStdin, runCommand, withForkcast } from './operator-cli.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [email] = positionals;
if (!email || positionals.length > 1) {
  process.stderr.write('Usage: npm run admin:password -- EMAIL\n');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden(`New password for ${email}: `);
  if ((await askHidden('The same password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

await runCommand(async () => {
  const password = await readPassword();
  const result = await withForkcast((app, config) =>
    setPassword(app, createPasswordChanges(app, config.publicUrl), email, password),
  );
  process.stdout.write(`The password of ${result.email} (${result.role}) is set, and its owner was told by e-mail.\n`);
  process.stdout.write(`${result.sessionsEnded} open session(s) were signed out.\n`);
  if (result.deactivated) process.stdout.write('This account is deactivated, so it still cannot sign in.\n');
});

/**
 * `npm run demo:lock`: the demo accounts' passwords are published in the README, so a restaurant that started with
 * demo data locks them before going live: none can sign in again and their sessions end. Their demo orders stay.
 */
import { lockDemoAccounts } from '../server/maintenance/accounts.ts';
import { runCommand, withForkcast } from './operator-cli.ts';

await runCommand(async () => {
  const locked = await withForkcast(lockDemoAccounts);
  process.stdout.write(locked.length ? `Locked ${locked.join(', ')}.\n` : 'No demo account is left to lock.\n');
});

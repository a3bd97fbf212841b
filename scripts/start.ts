/** `npm start`: build the client if needed, then run the server (which applies migrations itself). */
import { buildClient, clientBuildIsStale } from './client-build.ts';

if (clientBuildIsStale()) {
  process.stdout.write('Building the Forkcast client…\n');
  await buildClient();
}
await import('../server/main.ts');

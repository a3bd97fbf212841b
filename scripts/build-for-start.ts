/** Builds what `npm start` found missing or out of date (scripts/start.js): the client, the server bundle. */
import { buildClient, clientBuildIsStale } from './client-build.ts';
import { buildServer, serverBuildIsStale } from './server-build.ts';

if (clientBuildIsStale()) {
  process.stdout.write('Building the Forkcast client…\n');
  await buildClient();
}
if (serverBuildIsStale()) {
  process.stdout.write('Building the Forkcast server…\n');
  await buildServer();
}

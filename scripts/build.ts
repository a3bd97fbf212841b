/**
 * `npm run build`: the client (dist/client) and the server bundle (dist/server/main.cjs) that `npm start` serves.
 * With --stale-only, as `npm start` runs it (scripts/build-freshness.js), only what is missing or out of date.
 */
import { parseArgs } from 'node:util';
import { buildClient, clientBuildIsStale } from './client-build.ts';
import { buildServer, serverBuildIsStale } from './server-build.ts';

const { values } = parseArgs({ options: { 'stale-only': { type: 'boolean', default: false } } });
const all = !values['stale-only'];

if (all || clientBuildIsStale()) {
  process.stdout.write('Building the Forkcast client…\n');
  await buildClient();
}
if (all || serverBuildIsStale()) {
  process.stdout.write('Building the Forkcast server…\n');
  await buildServer();
}

/**
 * `npm start`: builds what is missing or out of date (the client, the server bundle), then runs the server bundle in
 * this very process, so the signals a process manager sends to `npm start` reach it (package.json starts this file
 * with `exec`). Plain JavaScript, and TypeScript is loaded only when something needs building, so a start with
 * nothing to build costs Node and the bundle alone (docs/decisions/0012, 0015). The server applies migrations itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILDS, buildWhatIsStale, ROOT } from './build-freshness.js';

await buildWhatIsStale();
createRequire(import.meta.url)(path.join(ROOT, BUILDS.server.output));

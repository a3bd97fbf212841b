/**
 * `npm start`: builds what is missing or out of date (the client, the server bundle), then runs the server from
 * its bundle with V8's code cache; the server applies migrations itself. Plain JavaScript, and TypeScript is loaded
 * only when something needs building, so a start with nothing to build costs Node and the bundle alone
 * (docs/decisions/0012-server-bundle-for-npm-start.md).
 */
import path from 'node:path';
import { BUILDS, buildWhatIsStale, ROOT } from './build-freshness.js';
import { runWithCodeCache } from './code-cache.js';

buildWhatIsStale();
runWithCodeCache(path.join(ROOT, BUILDS.server.output));

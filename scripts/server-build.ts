/**
 * The server as `npm start` runs it: one CommonJS file, dist/server/main.cjs, bundled by esbuild (the compiler tsx
 * runs on) from server/main.ts with its dependencies and loaded with `require` (scripts/start.js). Started from
 * TypeScript through tsx, the server resolves and transpiles several hundred files and spends about 2.4 s of CPU
 * before its first answer on a 2-core machine; from the bundle about 0.7 s
 * (docs/decisions/0012-server-bundle-for-npm-start.md, 0015-no-code-cache.md).
 *
 * Native addons (better-sqlite3, sharp) stay outside. Code that finds files beside itself (our migrations, built
 * client and demo pictures through `import.meta.url`; Swagger UI's pages and others through `__dirname`) is
 * rewritten to use its own file's location, worked out from the bundle's, so it keeps finding them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUILDS, isStale, ROOT } from './build-freshness.js';

export const SERVER_BUNDLE = path.join(ROOT, BUILDS.server.output);
/**
 * Native addons, and Fastify's JSON Schema compilers, which server/app.ts replaces with zod's so they never load:
 * left out, they cost the bundle's every start nothing (resolved from node_modules should they ever load).
 */
const EXTERNAL = ['better-sqlite3', 'sharp', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'];

export const serverBuildIsStale = () => isStale(BUILDS.server);

const LOCATION = /\bimport\.meta\.url\b|(?<![.\w$])__(?:dirname|filename)\b/g;

/** Defines the helpers `ownLocations` writes calls to: a location relative to the bundle, as a URL or a path. */
const LOCATION_HELPERS = [
  // First, or the bundle's own "use strict" below the banner would no longer count.
  "'use strict';",
  "const { pathToFileURL: __forkcastToUrl, fileURLToPath: __forkcastToPath } = require('node:url');",
  'const __forkcastBundle = __forkcastToUrl(__filename);',
  'const __forkcastUrl = (fromBundle) => new URL(fromBundle, __forkcastBundle).href;',
  'const __forkcastPath = (fromBundle) => __forkcastToPath(new URL(fromBundle, __forkcastBundle));',
].join(' ');

/** Each file's `import.meta.url`, `__dirname` and `__filename`, as calls that give that file's own. */
function ownLocations(outfile: string): Plugin {
  const fromBundle = (file: string) =>
    JSON.stringify(path.relative(path.dirname(outfile), file).split(path.sep).join('/'));
  return {
    name: 'own-locations',
    setup(bundler) {
      bundler.onLoad({ filter: /\.(?:ts|js|cjs|mjs)$/ }, async ({ path: file }) => {
        const text = await fs.readFile(file, 'utf8');
        if (text.search(LOCATION) < 0) return undefined;
        const contents = text.replace(LOCATION, (found) =>
          found === 'import.meta.url'
            ? `__forkcastUrl(${fromBundle(file)})`
            : `__forkcastPath(${fromBundle(found === '__filename' ? file : path.dirname(file))})`,
        );
        return { contents, loader: file.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
}

/** Writes the bundle whole under another name first: a start never finds half a bundle, even after a cut-short build. */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  const partial = `${outfile}.partial-${process.pid}`;
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: LOCATION_HELPERS },
    // Less to parse at every start; names stay, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    plugins: [ownLocations(outfile)],
    logLevel: 'error',
  });
  await fs.rename(partial, outfile);
}

/**
 * A build step: beside every text file the client build writes (JavaScript, CSS, HTML, SVG), a brotli (`.br`) and a
 * gzip (`.gz`) copy, so the server sends compressed bytes without compressing on each request (server/static-client.ts
 * serves them with @fastify/static's `preCompressed`). Each is compressed once, at build time, so it can take the
 * slow, small settings.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this, the compressed file saves less than its response headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODINGS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          // 10, not the maximum 11: within 2% of its size in half the build time.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Writes the compressed copies of one file; none when compressing would not make it smaller. */
export async function precompressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  await Promise.all(
    ENCODINGS.map(async ({ extension, compress }) => {
      const compressed = await compress(data);
      if (compressed.length < data.length) await fs.writeFile(file + extension, compressed);
    }),
  );
}

/** The Vite plugin: compresses what the build wrote, once it is written. */
export function precompress(): Plugin {
  return {
    name: 'forkcast-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => precompressFile(path.join(dir, file))));
    },
  };
}

/**
 * Serves the built client (compressed at build time; hashed assets cached for a year, HTML never cached),
 * uploaded images, and the single-page-app fallback: any unknown GET outside /api answers the app's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_PAGE, HOME_PAGE } from './client-pages.ts';
import { createClientShell } from './client-shell.ts';
import { authenticate } from './plugins/auth.ts';
import { requestingPage } from './security/origins.ts';

const UPLOADED_NAME = /^[0-9a-f]{32}[-.]/;

/**
 * The drawn home page is for customers and guests, who browse the menu there (docs/decisions/0035). Staff opening /
 * are sent on by the app (a cook to the kitchen board), so for them the drawn hero would only flash before the page
 * they came for.
 */
function getsDrawnHome(request: FastifyRequest): boolean {
  const role = authenticate(request)?.role;
  return role === undefined || role === 'CUSTOMER';
}

export async function serveClientAndUploads(
  app: FastifyInstance,
  options: { clientDir?: string | undefined; uploadsDir: string; allowedOrigins: readonly string[] },
) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res, file) => {
      res.header('X-Content-Type-Options', 'nosniff');
      // Pages of the origins allowed to use the API (ALLOWED_ORIGINS) may show the pictures too; every other
      // origin's page is refused them by the browser.
      const page = requestingPage(res.raw.req);
      const allowed = page !== undefined && options.allowedOrigins.includes(page);
      res.header('Cross-Origin-Resource-Policy', allowed ? 'cross-origin' : 'same-origin');
      res.header('Vary', 'Origin, Referer');
      // Opened on its own, a file here runs nothing (uploads are checked pictures; this is the second lock).
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // An uploaded picture's random name is never reused for other bytes; the demo pictures keep theirs across seeds.
      const neverChanges = UPLOADED_NAME.test(path.basename(file));
      res.header('Cache-Control', neverChanges ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  const { clientDir } = options;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, HOME_PAGE));
  const appPage = hasClient && fs.existsSync(path.join(clientDir, APP_PAGE)) ? APP_PAGE : HOME_PAGE;
  const sendPage = hasClient
    ? createClientShell(clientDir, [...new Set([HOME_PAGE, appPage])], () => app.restaurant.profile())
    : undefined;
  if (sendPage) {
    // Ahead of the files below: which page / answers depends on who asks.
    const home = (request: FastifyRequest) => (getsDrawnHome(request) ? HOME_PAGE : appPage);
    for (const url of ['/', `/${HOME_PAGE}`, `/${APP_PAGE}`]) {
      app.get(url, (request, reply) => sendPage(request, reply, url === `/${APP_PAGE}` ? appPage : home(request)));
    }
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route for every file, looked up on request: registering a route per file cost start-up time.
      wildcard: true,
      // A folder or a missing file falls through to the not-found handler below.
      index: false,
      // The build writes a .br and a .gz beside each file (scripts/build-precompress.ts): sent as the browser accepts.
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/') && !path.extname(url);
    if (isPage && sendPage) return sendPage(request, reply, appPage);
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${url}` });
  });
}

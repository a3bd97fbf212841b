/**
 * The app's two pages as the server sends them: the built HTML with the restaurant written in. Its name is the title,
 * its logo the icon, the web app manifest is linked, and its profile rides along as JSON, so the first render already
 * writes the right currency, name and colour without asking the API. Made again only when the profile changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestaurantProfile } from '../shared/restaurant-profile.ts';
import { PROFILE_ELEMENT_ID } from '../shared/restaurant-profile.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderShell(html: string, profile: RestaurantProfile): string {
  const name = escapeHtml(profile.name);
  const head = [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<script type="application/json" id="${PROFILE_ELEMENT_ID}">${scriptJson(profile)}</script>`,
  ].join('\n    ');
  let page = html
    // Replacers are functions: a "$" in the name is the name's, never a replacement pattern.
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")Forkcast:/, (_, start: string) => `${start}${name}:`)
    .replace('</head>', () => `  ${head}\n  </head>`);
  if (profile.logoUrl) {
    page = page.replace(
      /<link rel="icon"[^>]*>/,
      () => `<link rel="icon" type="image/png" href="${escapeHtml(profile.logoUrl!)}" />`,
    );
  }
  return page;
}

interface Encoded {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function createClientShell(clientDir: string, pages: readonly string[], profile: () => RestaurantProfile) {
  const sources = new Map(pages.map((page) => [page, fs.readFileSync(path.join(clientDir, page), 'utf8')]));
  let made: { key: string; pages: Map<string, Encoded> } | undefined;

  function encoded(page: string): Encoded {
    const current = profile();
    const key = JSON.stringify(current);
    if (made?.key !== key) made = { key, pages: new Map() };
    let found = made.pages.get(page);
    if (!found) {
      const html = renderShell(sources.get(page)!, current);
      found = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      made.pages.set(page, found);
    }
    return found;
  }

  /** Sends `page`, compressed as the browser accepts; never cached, since the profile can change. */
  return function send(request: FastifyRequest, reply: FastifyReply, page: string) {
    const { html, br, gzip } = encoded(page);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie');
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzip);
    return reply.send(html);
  };
}

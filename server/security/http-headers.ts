/**
 * Security headers on every answer (helmet): a Content-Security-Policy built from the configuration, no framing
 * (but for the kitchen ticket, which the app's own pages may frame), HSTS on https. The policy's reasoning is in
 * docs/decisions/0010-csrf-and-browser-policy.md, the ticket's in 0027-tickets.md.
 */
// helmet itself, which @fastify/helmet wraps: the wrapper rebuilds the whole middleware (CSP parsing included) on
// every request, up to a third of what the busiest answers cost; built once here, it only sets the headers.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

/**
 * The origin a Leaflet tile template loads from, as a CSP source. A `{s}`-style placeholder in the first label of
 * the host (a.tile…, b.tile…) becomes `*`; anywhere else in the host CSP cannot express it, so the scheme alone is
 * allowed rather than a map that stays grey.
 */
export function tileSource(template: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(template) ?? [];
  if (!scheme || !host) throw new Error(`MAP_TILE_URL has no origin: ${template}`);
  const wildcarded = host.replace(/^\{[a-z]+\}\./, '*.');
  return wildcarded.includes('{') ? `${scheme}:` : `${scheme}://${wildcarded}`;
}

/** The app's policy: only its own scripts, its own API and live connection, and pictures from the map tile host. */
export function appDirectives(config: Config): Directives {
  const publicUrl = new URL(config.publicUrl);
  const liveOrigin = `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Style sheets only from the app; style *attributes* are allowed because React (progress bars), Leaflet and
    // ECharts tooltips position things with them. They cannot run script, and url() in them still obeys img-src.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileSource(config.map.tileUrl)],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws(s) to the same host in current browsers; the explicit origin is for older Safari.
    'connect-src': ["'self'", liveOrigin, ...(config.map.geoipUrl ? [new URL(config.map.geoipUrl).origin] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(publicUrl.protocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The printable ticket page, which the kitchen board loads in a hidden frame to print new orders: the app's own pages
 * may frame it, no other site's. Only the app's shell is served there (an unknown file under it is a 404).
 */
export const FRAMED_BY_THE_APP = /^\/ticket\//i;

/**
 * Swagger UI's pages at /api/docs: its scripts are files (no inline script), but its React build writes <style>
 * elements and inline styles, so only styles are relaxed there. Set by the swagger-ui plugin on its own routes.
 */
export const SWAGGER_UI_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const directives = appDirectives(options.config);
    const headersFor = (framing: 'none' | 'self') =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { ...directives, 'frame-ancestors': [`'${framing}'`] },
        },
        // A browser only honours HSTS over https, and promising it for a plain-http install would lock people out.
        hsts: options.config.publicUrl.startsWith('https://') ? { maxAge: 365 * 24 * 60 * 60 } : false,
        xFrameOptions: { action: framing === 'none' ? 'deny' : 'sameorigin' },
        // The map tile servers (OpenStreetMap's policy) require a Referer; cross-site it carries only the origin.
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
    const unframed = headersFor('none');
    const framedByTheApp = headersFor('self');
    app.addHook('onRequest', (request, reply, done) => {
      const setHeaders = FRAMED_BY_THE_APP.test(request.url) ? framedByTheApp : unframed;
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'http-headers' },
);

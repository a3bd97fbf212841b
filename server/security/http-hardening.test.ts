/** Platform hardening over HTTP: security headers and CSP, CORS with the live connection, CSRF, request ids. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { SWAGGER_UI_CSP, tileSource } from './http-headers.ts';

const FOREIGN = 'https://evil.example';
const PARTNER = 'https://partner.example';

let t: TestApp;
let open: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  open = await createTestApp({ env: { ALLOWED_ORIGINS: PARTNER } });
});
afterAll(async () => {
  await t.close();
  await open.close();
});

/** CSP directives as a map of name -> sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('sends a strict policy with every answer: own scripts only, no framing, map tiles from the configured host', async () => {
    const res = await t.app.inject('/api/config');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets the app's own pages frame the kitchen ticket, which the board prints from a hidden frame, and nothing else", async () => {
    const ticket = await t.app.inject('/ticket/12?print=1');
    const ticketPolicy = policy(ticket.headers['content-security-policy']);
    expect(ticketPolicy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(ticketPolicy.get('script-src')).toEqual(["'self'"]);
    expect(ticket.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/orders/prepare', '/tickets', '/api/order/ticket/12']) {
      const res = await t.app.inject(url);
      expect(policy(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('turns on HSTS and wss only when PUBLIC_URL is https, and allows a configured IP-location service', async () => {
    const https = await createTestApp({
      env: {
        PUBLIC_URL: 'https://food.example.com',
        MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
        GEOIP_URL: 'https://geo.example.org/json?fields=lat,lon',
      },
    });
    try {
      const res = await https.app.inject('/api/config');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('img-src')).toContain('https://*.tiles.example.net');
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://food.example.com', 'https://geo.example.org']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('derives the tile source from any Leaflet template', () => {
    expect(tileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(tileSource('https://{s}.tile.example.com/{z}/{x}/{y}{r}.png')).toBe('https://*.tile.example.com');
    expect(tileSource('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe('https:');
  });

  it('gives Swagger UI its own policy and keeps the strict sandbox on uploaded files', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const docs = await t.app.inject(url);
      expect(docs.statusCode, url).toBe(200);
      expect(docs.headers['content-security-policy'], url).toBe(SWAGGER_UI_CSP);
    }

    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'probe.png'), png());
    const upload = await t.app.inject('/uploads/probe.png');
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('answers a fresh request id in X-Request-Id and ignores one sent by the caller', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const first = await t.app.inject({ url: '/api/config', headers: { 'x-request-id': 'forged\nline' } });
    const second = await t.app.inject('/api/nowhere');
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('CORS and the live connection share one list of origins', () => {
  const corsHeaders = async (app: TestApp, origin: string) => {
    const read = await app.app.inject({ url: '/api/config', headers: { origin } });
    const preflight = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/order/create',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    return [read.headers, preflight.headers].map((h) => ({
      origin: h['access-control-allow-origin'],
      credentials: h['access-control-allow-credentials'],
    }));
  };

  async function socketConnects(app: TestApp, origin: string): Promise<boolean> {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(app.app, { role: 'WORKER' });
    const socket = connect(`http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`, {
      auth: { token: sessionToken(app.app, user) },
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin },
    });
    try {
      return await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
    } finally {
      socket.disconnect();
      await app.app.close();
    }
  }

  it('by default lets no other origin read answers or open a live connection', async () => {
    for (const headers of await corsHeaders(t, FOREIGN)) expect(headers.origin).toBeUndefined();
    for (const headers of await corsHeaders(t, PARTNER)) expect(headers.origin).toBeUndefined();
    const app = await createTestApp();
    expect(await socketConnects(app, PARTNER)).toBe(false);
    await app.close();
  });

  it('opens both, with credentials, to ALLOWED_ORIGINS and to nobody else', async () => {
    for (const headers of await corsHeaders(open, PARTNER))
      expect(headers).toEqual({ origin: PARTNER, credentials: 'true' });
    for (const headers of await corsHeaders(open, FOREIGN)) expect(headers.origin).toBeUndefined();
    const partner = await createTestApp({ env: { ALLOWED_ORIGINS: PARTNER } });
    expect(await socketConnects(partner, PARTNER)).toBe(true);
    await partner.close();
    const foreign = await createTestApp({ env: { ALLOWED_ORIGINS: PARTNER } });
    expect(await socketConnects(foreign, FOREIGN)).toBe(false);
    await foreign.close();
  });
});

describe('cross-site request forgery', () => {
  let cookie: string;
  let bearer: string;
  let customerId: number;
  let dishId: number;
  beforeAll(async () => {
    const customer = await createUser(t.app);
    customerId = customer.id;
    cookie = `forkcast_session=${sessionToken(t.app, customer)}`;
    bearer = `Bearer ${sessionToken(t.app, customer)}`;
    dishId = createProduct(t.app, { name: 'Forgery Biryani', price: 8 }).id;
  });

  const order = () => ({
    latitude: 33.6844,
    longitude: 73.0479,
    address: 'House 12, Street 7, F-8/3',
    paymentMethod: 'CASH',
    lineItems: [{ productId: dishId, quantity: 1 }],
    sector: 'F-8',
  });
  const orderCount = () => t.app.db.select().from(orders).where(eq(orders.customerId, customerId)).all().length;
  const placeOrder = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/create', headers, payload });
  const formBody = new URLSearchParams({ address: 'House 12', paymentMethod: 'CASH' }).toString();

  it('refuses a cross-site form post with the session cookie, with a message, and changes nothing', async () => {
    const before = orderCount();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await placeOrder({ cookie, origin: FOREIGN, 'content-type': type }, formBody);
      expect(res.statusCode, type).toBe(403);
      expect(res.json().message).toMatch(/another site/);
    }
    // The same form from a page that sent no Origin (or a sibling site's page) still is not JSON.
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await placeOrder({ cookie, 'content-type': type }, JSON.stringify(order()));
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/JSON/);
    }
    expect(orderCount()).toBe(before);
  });

  it('refuses a bodiless cross-site post (fetch in no-cors mode, sendBeacon): the session stays open', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: FOREIGN } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('accepts JSON from the app itself, and multipart only where a route takes uploads', async () => {
    const origin = t.config.publicUrl;
    const before = orderCount();
    const res = await placeOrder({ cookie, origin, 'content-type': 'application/json' }, JSON.stringify(order()));
    expect(res.statusCode, res.body).toBe(201);
    expect(orderCount()).toBe(before + 1);

    const multipart = { cookie, origin, 'content-type': 'multipart/form-data; boundary=x' };
    expect((await placeOrder(multipart, '--x--\r\n')).statusCode).toBe(415);
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: { ...multipart, cookie: `forkcast_session=${sessionToken(t.app, admin)}` },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(400);
  });

  it('leaves bearer-token API clients alone', async () => {
    const before = orderCount();
    const res = await placeOrder(
      { authorization: bearer, cookie, origin: FOREIGN, 'content-type': 'application/json' },
      JSON.stringify(order()),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(orderCount()).toBe(before + 1);
  });
});

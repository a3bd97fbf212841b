/** buildApp(config): the whole Forkcast server, plugins first, then each feature, in one readable list. */
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { assistantRoutes } from './assistant/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { riderPositionRoutes } from './delivery/rider-positions.ts';
import { deliveryRoutes } from './delivery/routes.ts';
import { kitchenRoutes } from './kitchen/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { insightsRoutes } from './insights/routes.ts';
import { menuRoutes } from './menu/routes.ts';
import { scheduleOrderExpiry } from './orders/expiry-job.ts';
import orderFeedPlugin from './orders/order-feed.ts';
import { cancelRoutes } from './orders/cancel-routes.ts';
import { ordersDeskRoutes } from './orders/desk-routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { productRoutes } from './products/routes.ts';
import { menuStructureRoutes } from './options/routes.ts';
import restaurantPlugin from './restaurant/restaurant-plugin.ts';
import deliveryTermsPlugin from './restaurant/delivery-terms.ts';
import { deliveryRoutes as deliveryZoneRoutes } from './restaurant/delivery-routes.ts';
import { orderingRoutes } from './restaurant/ordering-routes.ts';
import { setupRoute } from './restaurant/setup-route.ts';
import { restaurantProfileRoutes } from './restaurant/profile-routes.ts';
import { manifestRoute } from './restaurant/manifest-route.ts';
import { restaurantRoutes } from './restaurant/routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { ensureSecretFile } from './auth/secret-file.ts';
import type { Config } from './config.ts';
import { registerErrorHandling } from './errors.ts';
import { BODY_LIMIT_BYTES, registerJsonBody } from './security/json-body.ts';
import { publicConfigRoute } from './public-config-route.ts';
import assistantPlugin from './plugins/assistant.ts';
import authPlugin, { ACCESS_COOKIE } from './plugins/auth.ts';
import codesPlugin from './plugins/codes.ts';
import dbPlugin from './plugins/db.ts';
import mailPlugin from './plugins/mail.ts';
import realtimePlugin from './plugins/realtime.ts';
import { MAX_REPLAY } from '../shared/events.ts';
import corsPlugin from './security/cors.ts';
import csrfPlugin from './security/csrf.ts';
import { requestForLog } from './security/log-hygiene.ts';
import httpHeadersPlugin, { SWAGGER_UI_CSP } from './security/http-headers.ts';
import requestIdsPlugin, { genReqId } from './security/request-ids.ts';
import { serveClientAndUploads } from './static-client.ts';
import { workerRoutes } from './workers/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicUrl: string;
  }
}

export interface BuildOptions {
  /** The built client to serve (dist/client); tests of the API leave it out. */
  clientDir?: string | undefined;
  /** Where log lines go (stdout by default). */
  logStream?: NodeJS.WritableStream | undefined;
}

/** Fields that must never reach a log line, wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.token',
];

/**
 * Every schema is zod's: given these, Fastify never loads its JSON Schema compilers (Ajv, fast-json-stringify), which
 * cost every start about 60 ms (scripts/server-build.ts leaves them out of the bundle). Fastify types the factories
 * for Ajv; at run time it takes any compiler of its shape.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const secret = config.jwtSecret ?? ensureSecretFile(config.dataDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  registerJsonBody(app);
  // Where the server is reached: features build absolute links (pictures) from it.
  app.decorate('publicUrl', config.publicUrl);
  registerErrorHandling(app);
  await app.register(requestIdsPlugin);
  await app.register(httpHeadersPlugin, { config });
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins });

  await app.register(dbPlugin, { file: path.join(config.dataDir, 'forkcast.db') });
  await app.register(authPlugin, { secret, cookieSecure: config.cookieSecure });
  await app.register(csrfPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(codesPlugin, { secret });
  await app.register(mailPlugin, { config });
  await app.register(assistantPlugin, { ollama: config.ollama });
  await app.register(realtimePlugin, { allowedOrigins: config.allowedOrigins, maxReplay: MAX_REPLAY });
  await app.register(restaurantPlugin, { configuredTimeZone: config.timeZone, defaults: config.restaurant });
  await app.register(deliveryTermsPlugin, { box: config.deliveryArea });
  await app.register(orderFeedPlugin, { speedKmh: config.restaurant.speedKmh });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Forkcast API', description: 'Food ordering for one restaurant.', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: SWAGGER_UI_CSP });

  app.addHook('onSend', async (request, reply) => {
    // API answers are personal: never let a browser or proxy cache them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { dataDir: config.dataDir });
      await api.register(publicConfigRoute, { config });
      await api.register(authRoutes, { publicUrl: config.publicUrl });
      await api.register(menuRoutes);
      await api.register(productRoutes, { uploadsDir: path.join(config.dataDir, 'uploads') });
      await api.register(menuStructureRoutes);
      await api.register(assistantRoutes);
      await api.register(feedbackRoutes);
      await api.register(orderRoutes, { deliveryArea: config.deliveryArea, speedKmh: config.restaurant.speedKmh });
      await api.register(cancelRoutes, { publicUrl: config.publicUrl, speedKmh: config.restaurant.speedKmh });
      await api.register(ordersDeskRoutes);
      await api.register(kitchenRoutes, { publicUrl: config.publicUrl });
      await api.register(ticketRoutes);
      await api.register(deliveryRoutes, { publicUrl: config.publicUrl });
      await api.register(riderPositionRoutes, { speedKmh: config.restaurant.speedKmh });
      await api.register(insightsRoutes, { redMinutes: config.kitchen.redMinutes });
      await api.register(restaurantRoutes);
      await api.register(restaurantProfileRoutes, { uploadsDir: path.join(config.dataDir, 'uploads') });
      await api.register(deliveryZoneRoutes);
      await api.register(orderingRoutes);
      await api.register(setupRoute);
      await api.register(workerRoutes, { publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );

  scheduleOrderExpiry(app);

  await app.register(manifestRoute);
  await serveClientAndUploads(app, {
    clientDir: options.clientDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    allowedOrigins: config.allowedOrigins,
  });
  return app;
}

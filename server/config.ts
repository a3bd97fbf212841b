/** The only reader of process.env: parsed once with zod, typed, and failing fast with the variable's name. */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { DEFAULT_DELIVERY_AREA, type DeliveryArea } from '../shared/orders.ts';
import { passwordProblem } from './auth/password-policy.ts';
import { DEFAULT_ADMIN_EMAIL } from './bootstrap/admin-account.ts';
import { passwordField } from '../shared/auth.ts';
import { isTimeZone } from './insights/restaurant-clock.ts';
import { currencyProblem, localeProblem } from '../shared/money.ts';
import { PRODUCT_NAME, RESTAURANT_NAME_MAX } from '../shared/restaurant-profile.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ message: 'must be a URL such as https://food.example.com' }).optional(),
    ALLOWED_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
        message: 'must be a comma-separated list of origins such as https://food.example.com',
      })
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'resend']).default('outbox'),
    MAIL_FROM: z.string().min(3).default('Forkcast <no-reply@forkcast.local>'),
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    SMTP_URL: z.string().optional(),
    RESEND_API_KEY: z.string().optional(),
    RESEND_BASE_URL: z.url({ message: 'must be a URL' }).optional(),
    OLLAMA_HOST: z.url({ message: 'must be a URL such as http://127.0.0.1:11434' }).optional(),
    OLLAMA_MODEL: z.string().min(1).optional(),
    OLLAMA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    DELIVERY_AREA: z
      .string()
      .regex(/^\s*-?\d+(\.\d+)?\s*(,\s*-?\d+(\.\d+)?\s*){3}$/, {
        message: 'must be four numbers: south-west latitude, longitude, north-east latitude, longitude',
      })
      .transform((v) => v.split(',').map(Number))
      .refine(
        ([s, w, n, e]) =>
          s! < n! && w! < e! && Math.abs(s!) <= 90 && Math.abs(n!) <= 90 && Math.abs(w!) <= 180 && Math.abs(e!) <= 180,
        {
          message: 'must have its south-west corner below and left of its north-east corner, within valid coordinates',
        },
      )
      .optional(),
    // The restaurant's own first-start defaults; from then on they are changed on /admin/settings.
    RESTAURANT_NAME: z.string().trim().min(1).max(RESTAURANT_NAME_MAX).default(PRODUCT_NAME),
    RESTAURANT_CURRENCY: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .refine((code) => currencyProblem(code) === null, {
        message: 'must be an ISO 4217 currency with two minor digits or none, such as USD, PKR or GBP',
      })
      .default('USD'),
    RESTAURANT_LOCALE: z
      .string()
      .trim()
      .refine((tag) => localeProblem(tag) === null, { message: 'must be a locale tag such as en-US, en-GB or ur-PK' })
      .default('en-US'),
    RESTAURANT_LAT: z.coerce.number().min(-90).max(90).default(33.656937),
    RESTAURANT_LON: z.coerce.number().min(-180).max(180).default(73.015123),
    DELIVERY_SPEED_KMH: z.coerce.number().positive().max(200).default(25),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, { message: 'must be a tile URL template with {z}, {x} and {y}' })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    GEOIP_URL: z.url({ message: 'must be a URL' }).optional(),
    KITCHEN_AMBER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    KITCHEN_RED_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(20),
    TZ_RESTAURANT: z
      .string()
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Karachi or Europe/London' })
      .default('Asia/Karachi'),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    // The rules of every new password (shared/auth.ts); its owner's address is checked below.
    ADMIN_PASSWORD: passwordField.optional(),
    DEMO_DATA: bool.default(true),
    COOKIE_SECURE: bool.optional(),
    TRUST_PROXY: bool.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (env.MAIL_TRANSPORT === 'resend' && !env.RESEND_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'is required when MAIL_TRANSPORT=resend' });
    }
    if (Boolean(env.OLLAMA_HOST) !== Boolean(env.OLLAMA_MODEL)) {
      const missing = env.OLLAMA_HOST ? 'OLLAMA_MODEL' : 'OLLAMA_HOST';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required: set both OLLAMA_HOST and OLLAMA_MODEL, or neither',
      });
    }
    const adminPasswordProblem =
      env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL });
    if (adminPasswordProblem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: adminPasswordProblem });
    if (env.KITCHEN_RED_MINUTES <= env.KITCHEN_AMBER_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['KITCHEN_RED_MINUTES'],
        message: 'must be greater than KITCHEN_AMBER_MINUTES',
      });
    }
  });

export type MailTransportName = 'outbox' | 'smtp' | 'resend';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose pages may open live connections, beside PUBLIC_URL and the host a request came to. */
  allowedOrigins: string[];
  dataDir: string;
  /** Undefined means: use the secret kept in DATA_DIR, creating it on first start. */
  jwtSecret: string | undefined;
  mail: {
    transport: MailTransportName;
    from: string;
    timeoutMs: number;
    smtpUrl: string | undefined;
    resendApiKey: string | undefined;
    /** Only for pointing the Resend client at a compatible or test server. */
    resendBaseUrl: string | undefined;
  };
  /** Set when a local Ollama model should read requests; otherwise the built-in engine answers alone. */
  ollama: { host: string; model: string; timeoutMs: number } | undefined;
  /** Orders are delivered only inside this box. */
  deliveryArea: DeliveryArea;
  /**
   * The restaurant's first-start defaults (its name, currency, locale and place; the saved settings win once the
   * administrator changes them), and how fast riders go on average, for estimated delivery times.
   */
  restaurant: { name: string; currency: string; locale: string; latitude: number; longitude: number; speedKmh: number };
  /** The checkout map: where tiles come from, and an optional IP-location service for a first guess. */
  map: { tileUrl: string; geoipUrl: string | undefined };
  /** Minutes after confirmation when a kitchen card turns amber, then red. */
  kitchen: { amberMinutes: number; redMinutes: number };
  /** The restaurant's time zone: the dashboard's days and hours follow its clock. */
  timeZone: string;
  admin: { email: string | undefined; password: string | undefined };
  demoData: boolean;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** How long a shutdown waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The process's environment over the variables of a `.env` file in the working directory (the checkout, where
 * `npm start` and the operator's commands run), as .env.example promises. A variable set in the environment wins;
 * one set empty counts as unset there too, so it does not hide the file's.
 */
export function environment(dir = process.cwd()): Record<string, string | undefined> {
  const file = path.join(dir, '.env');
  if (!fs.existsSync(file)) return process.env;
  const set = Object.entries(process.env).filter(([, value]) => value !== undefined && value !== '');
  return { ...parseEnv(fs.readFileSync(file, 'utf8')), ...Object.fromEntries(set) };
}

export function loadConfig(env: Record<string, string | undefined> = environment()): Config {
  // Empty variables (FOO= in a .env file) mean "not set", as people expect.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...(e.ALLOWED_ORIGINS ?? [])],
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    mail: {
      transport: e.MAIL_TRANSPORT,
      from: e.MAIL_FROM,
      timeoutMs: e.MAIL_TIMEOUT_MS,
      smtpUrl: e.SMTP_URL,
      resendApiKey: e.RESEND_API_KEY,
      resendBaseUrl: e.RESEND_BASE_URL,
    },
    ollama:
      e.OLLAMA_HOST && e.OLLAMA_MODEL
        ? { host: e.OLLAMA_HOST, model: e.OLLAMA_MODEL, timeoutMs: e.OLLAMA_TIMEOUT_MS }
        : undefined,
    deliveryArea: e.DELIVERY_AREA
      ? [
          [e.DELIVERY_AREA[0]!, e.DELIVERY_AREA[1]!],
          [e.DELIVERY_AREA[2]!, e.DELIVERY_AREA[3]!],
        ]
      : DEFAULT_DELIVERY_AREA,
    restaurant: {
      name: e.RESTAURANT_NAME,
      currency: e.RESTAURANT_CURRENCY,
      locale: e.RESTAURANT_LOCALE,
      latitude: e.RESTAURANT_LAT,
      longitude: e.RESTAURANT_LON,
      speedKmh: e.DELIVERY_SPEED_KMH,
    },
    map: { tileUrl: e.MAP_TILE_URL, geoipUrl: e.GEOIP_URL },
    kitchen: { amberMinutes: e.KITCHEN_AMBER_MINUTES, redMinutes: e.KITCHEN_RED_MINUTES },
    timeZone: e.TZ_RESTAURANT,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    demoData: e.DEMO_DATA,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
  };
}

import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Motus <no-reply@motus.localhost>'),
  SUPPORT_URL: z.string().url().optional(),
  SUPPORT_JWT_SECRET: z.string().min(16).optional(),
  MAP_TILE_URL: z.string().min(1).optional(),
  PSP_WEBHOOK_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: z.string().optional(),
  DEV_MAILBOX: z.enum(['0', '1']).optional(),
  DEV_UI: z.enum(['0', '1']).optional(),
});

/** Signs the built-in test provider's notifications outside production, where a secret of one's own is required. */
export const DEVELOPMENT_PSP_WEBHOOK_SECRET = 'motus-development-psp-webhook-secret';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** unset: file-backed PGlite in dataDir; memory://: in-memory PGlite; postgres://…: a PostgreSQL server. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  webDistDir: string;
  /** The public origin for same-origin checks behind a proxy; by default the request's own host. */
  publicOrigin: string | undefined;
  /**
   * Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): none (false: request.ip is the socket
   * address), a hop count, or proxy addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Development conveniences; never on in production. */
  devPages: {
    /** /dev/mailbox: every mail of the outbox, to loopback clients only. */
    mailbox: boolean;
    /** /dev/ui: the web app's building-block gallery. */
    uiGallery: boolean;
  };
  mail: {
    /** smtp(s)://user:pass@host:port; unset: messages stay in the outbox, readable at /dev/mailbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  support: {
    /** The help centre the support-token call sends members to; unset: the call answers 404. */
    url: string | undefined;
    /** Signs a JWT (HS256) appended as ?jwt=… for the help centre's single sign-on. */
    jwtSecret: string | undefined;
  };
  maps: {
    /** The tile or static-map address template the studio maps use; unset: the drawn fallback. */
    tileUrl: string | undefined;
  };
  psp: {
    /** The HMAC key of the payment provider's signed notifications (docs/payments.md). */
    webhookSecret: string;
  };
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for the loopback, link-local and unique-local ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or empty trusts no proxy; a number is a hop count; else a comma-separated address/CIDR list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUST_PROXY must be a hop count or addresses and CIDR ranges; not: ${invalid.join(', ')}`);
  }
  return entries;
}

/**
 * A development page is on when its variable says 1, or, unset, for the demo: development on the embedded database
 * (`npm start`). Production never serves it.
 */
function devPage(name: string, value: '0' | '1' | undefined, env: AppConfig['env'], embedded: boolean): boolean {
  if (env === 'production') {
    if (value === '1') throw new Error(`${name} cannot be turned on in production`);
    return false;
  }
  return value === undefined ? env === 'development' && embedded : value === '1';
}

function isEmbeddedDatabase(databaseUrl: string | undefined): boolean {
  return databaseUrl === undefined || databaseUrl === 'memory://';
}

function pspWebhookSecret(env: AppConfig['env'], secret: string | undefined): string {
  if (secret) return secret;
  if (env === 'production') throw new Error('PSP_WEBHOOK_SECRET must be set in production');
  return DEVELOPMENT_PSP_WEBHOOK_SECRET;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  const databaseUrl = parsed.DATABASE_URL || undefined;
  const embedded = isEmbeddedDatabase(databaseUrl);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl,
    dataDir: resolve(repoRoot, parsed.DATA_DIR ?? 'data'),
    logLevel: parsed.LOG_LEVEL,
    webDistDir: resolve(repoRoot, parsed.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicOrigin: parsed.PUBLIC_ORIGIN,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    devPages: {
      mailbox: devPage('DEV_MAILBOX', parsed.DEV_MAILBOX, parsed.NODE_ENV, embedded),
      uiGallery: devPage('DEV_UI', parsed.DEV_UI, parsed.NODE_ENV, embedded),
    },
    mail: { smtpUrl: parsed.SMTP_URL || undefined, from: parsed.MAIL_FROM },
    support: { url: parsed.SUPPORT_URL || undefined, jwtSecret: parsed.SUPPORT_JWT_SECRET || undefined },
    maps: { tileUrl: parsed.MAP_TILE_URL || undefined },
    psp: { webhookSecret: pspWebhookSecret(parsed.NODE_ENV, parsed.PSP_WEBHOOK_SECRET || undefined) },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: 'memory://', ...overrides };
}

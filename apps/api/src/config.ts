// Configuration from environment variables, validated at start-up: a wrong value stops the server
// with a message naming the variable.
import { localUrl, PORTS } from '@bullion/shared/remotes';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { QUOTE_TTL_MS } from '@bullion/api-client/schemas';
import { describeDataDirError, StartupError } from './startup-errors';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(PORTS.api),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Any Postgres; when unset the API runs embedded PGlite with its data under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /** Local state: PGlite data, stored files, generated secrets. */
  BULLION_DATA_DIR: z.string().min(1).default(join(workspaceRoot, '.data')),
  /** Public address of this API (links in e-mails, storage public URLs). */
  PUBLIC_API_URL: z.url().default(localUrl('api')),
  /** The web app's address: default redirect target of auth flows. */
  SITE_URL: z.url().default(localUrl('shell')),
  /** Extra origins allowed to call the API from a browser (comma-separated). */
  CORS_ORIGINS: z.string().default(''),
  /** Signs Supabase-compatible access tokens (HS256), the same secret as a Supabase project's JWT secret. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Signs the app access tokens of POST /api/auth/token. */
  APP_TOKEN_SECRET: z.string().min(32, 'APP_TOKEN_SECRET must be at least 32 characters').optional(),
  /** The public ("anon") key clients send as `apikey`. */
  AUTH_PUBLIC_KEY: z.string().min(8).default('bullion-local-anon-key'),
  /** Sign-ups accepted per client IP per hour (the e2e suite, all on one IP, raises it). */
  AUTH_SIGNUPS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  APP_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** smtp://user:pass@host:port — when set, e-mails go out by SMTP and the dev mailbox is off. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Bullion Desk <no-reply@bullion.local>'),
  /** Seed the demo account and groups on first start (local mode). */
  SEED_DEMO: booleanFlag.optional(),
  /** Upsert the public product catalog (src/seed/catalog) on every start. */
  SEED_CATALOG: booleanFlag.default(true),
  STORAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  /** `simulated` (default, clearly labelled in the UI) or `http` (SPOT_PROVIDER_URL). */
  SPOT_PROVIDER: z.enum(['simulated', 'http']).default('simulated'),
  /** An endpoint answering JSON with gold, silver, platinum, palladium, rhodium in USD per troy ounce. */
  SPOT_PROVIDER_URL: z.url().optional(),
  /** Sent as `Authorization: Bearer …` to SPOT_PROVIDER_URL when set. */
  SPOT_PROVIDER_API_KEY: z.string().min(1).optional(),
  SPOT_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How long a quote locks an order's prices (default QUOTE_TTL_MINUTES, 15 minutes); the e2e suite shortens it to watch one expire. */
  ORDER_QUOTE_TTL_SECONDS: z.coerce.number().int().min(5).max(24 * 3600).default(QUOTE_TTL_MS / 1000),
  /** Billing through Stripe (docs/billing.md); when unset, the local billing simulation (not in production). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)').optional(),
  /** Signs the webhook events Stripe sends to /api/billing/webhooks (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Another address for Stripe's API (a stand-in such as stripe-mock); Stripe's own by default. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Lookup keys of the prices of the paid plans, at Stripe and in the local simulation. */
  STRIPE_PRICE_LOOKUP_KEY_PRO: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/).default('pro_monthly'),
  STRIPE_PRICE_LOOKUP_KEY_TEAMS: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/).default('teams_monthly'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'APP_TOKEN_SECRET' | 'SEED_DEMO'> {
  JWT_SECRET: string;
  APP_TOKEN_SECRET: string;
  SEED_DEMO: boolean;
  /** True when e-mails are kept in the local mailbox instead of sent. */
  localMail: boolean;
  corsOrigins: string[];
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Secrets for local use are generated once and kept under the data dir, so sessions survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new StartupError(describeDataDirError(error, dataDir));
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (env.SPOT_PROVIDER === 'http' && !env.SPOT_PROVIDER_URL) {
    throw new ConfigError('Invalid configuration:\n  SPOT_PROVIDER_URL: required when SPOT_PROVIDER=http');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)');
  }
  if (env.STRIPE_PRICE_LOOKUP_KEY_PRO === env.STRIPE_PRICE_LOOKUP_KEY_TEAMS) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_PRICE_LOOKUP_KEY_TEAMS: must differ from STRIPE_PRICE_LOOKUP_KEY_PRO');
  }
  if (production && (!env.JWT_SECRET || !env.APP_TOKEN_SECRET)) {
    throw new ConfigError('JWT_SECRET and APP_TOKEN_SECRET are required when NODE_ENV=production');
  }
  const dataDir = resolve(env.BULLION_DATA_DIR);
  const version = (JSON.parse(readFileSync(join(workspaceRoot, 'apps/api/package.json'), 'utf8')) as { version: string }).version;
  return {
    ...env,
    BULLION_DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? localSecret(dataDir, 'jwt-secret'),
    APP_TOKEN_SECRET: env.APP_TOKEN_SECRET ?? localSecret(dataDir, 'app-token-secret'),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    localMail: !env.SMTP_URL,
    corsOrigins: [
      new URL(env.SITE_URL).origin,
      ...env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    ],
    version,
  };
}

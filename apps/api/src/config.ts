// Configuration from environment variables, validated at start-up: a wrong value stops the server
// with a message naming the variable. Every part of the API imports it, so it imports no folder of
// src: the formats of its variables are parsed here, and the features read the parsed values.
import { localUrl, PORTS } from '@bullion/shared/remotes';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { QUOTE_TTL_MS, RELEASE_DEFAULT_ENVIRONMENTS, RELEASE_NAME_PATTERN } from '@bullion/contract';
import { createFileOnce } from './create-once';
import { keepRetiredSeconds, loadLocalKeySet, signingKeysFile } from './local-signing-keys';
import { KeySetError, keyRing, parseJwkSet, SIGNING_ALGORITHMS, type SigningAlgorithm, type SigningKeys } from './signing-keys';
import { describeDataDirError, StartupError } from './startup-errors';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Longest password accepted at all; argon2 over megabytes of input would be a cheap DoS. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * GoTrue's PASSWORD_REQUIRED_CHARACTERS: sets separated by `:`, where `\:` is a colon inside a set.
 * Empty sets are dropped; an empty or unset value means "not configured".
 */
export function parseRequiredCharacters(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const sets: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '\\' && value[index + 1] === ':') {
      current += ':';
      index += 1;
    } else if (char === ':') {
      sets.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  sets.push(current);
  const configured = sets.filter(Boolean);
  return configured.length ? configured : undefined;
}

/**
 * The servers of a DOMAIN_DNS_RESOLVER value, as node:dns `setServers` takes them ("1.1.1.1",
 * "127.0.0.1:5353", "[::1]:53"); null when one of them is not an IP address with an optional port.
 */
export function parseDnsServers(value: string): string[] | null {
  const servers = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!servers.length) return null;
  for (const server of servers) {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
    const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(server);
    const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : plain ? [plain[1], plain[2]] : [server, undefined];
    if (!host || isIP(host) === 0) return null;
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  }
  return servers;
}

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
  /**
   * Signs access tokens when AUTH_SIGNING_ALGORITHM=HS256 (the same secret as a Supabase project's
   * JWT secret); HS256 tokens signed with it are accepted whatever the algorithm.
   */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Access-token keys as a JWK set, like GoTrue's GOTRUE_JWT_KEYS; unset: a key kept in the data dir. */
  AUTH_SIGNING_KEYS: z.string().min(1).optional(),
  /** ES256 (default), RS256, or HS256 (JWT_SECRET). Unset with AUTH_SIGNING_KEYS: its signing key's. */
  AUTH_SIGNING_ALGORITHM: z.enum(SIGNING_ALGORITHMS).optional(),
  /** Signs the app access tokens of POST /api/auth/token. */
  APP_TOKEN_SECRET: z.string().min(32, 'APP_TOKEN_SECRET must be at least 32 characters').optional(),
  /** The public ("anon") key clients send as `apikey`. */
  AUTH_PUBLIC_KEY: z.string().min(8).default('bullion-local-anon-key'),
  /**
   * The secret ("service_role") key of the admin API (/auth/v1/admin/…, /invite), sent as bearer and
   * apikey by a server-side supabase-js client. Generated locally when unset; in production, unset
   * turns the admin API off. Never give it to a browser.
   */
  AUTH_SERVICE_ROLE_KEY: z.string().min(32, 'AUTH_SERVICE_ROLE_KEY must be at least 32 characters').optional(),
  /** Sign-ups accepted per client IP per hour (the e2e suite, all on one IP, raises it). */
  AUTH_SIGNUPS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /** GoTrue's MAILER_AUTOCONFIRM: sign-up confirms the address at once and answers a session (no e-mail). */
  AUTH_MAILER_AUTOCONFIRM: booleanFlag.default(false),
  /**
   * GoTrue's DISABLE_SIGNUP: no new accounts by sign-up, e-mail code sign-in or Google; invitations and
   * the admin API still make them.
   */
  AUTH_DISABLE_SIGNUP: booleanFlag.default(false),
  /**
   * GoTrue's SECURITY_MANUAL_LINKING_ENABLED: whether a signed-in user may link (linkIdentity) and
   * unlink (unlinkIdentity) identities. On by default, unlike GoTrue, because the settings app offers
   * linking Google; off, both answer 404 manual_linking_disabled.
   */
  AUTH_SECURITY_MANUAL_LINKING_ENABLED: booleanFlag.default(true),
  /** GoTrue's PASSWORD_MIN_LENGTH; unset: the spec's rule (8). */
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(MAX_PASSWORD_LENGTH).optional(),
  /** GoTrue's PASSWORD_REQUIRED_CHARACTERS: character sets separated by `:` (`\:` for a colon), one of each required. */
  AUTH_PASSWORD_REQUIRED_CHARACTERS: z.string().optional().transform(parseRequiredCharacters),
  /** GoTrue's SMTP_MAX_FREQUENCY: seconds between two e-mails of one kind to one user (0: no limit). */
  AUTH_SMTP_MAX_FREQUENCY: z.coerce.number().int().min(0).max(86_400).default(60),
  /** A password change from a session signed in longer ago than this needs a reauthentication code (0: never). */
  AUTH_REAUTHENTICATION_AFTER_SECONDS: z.coerce.number().int().min(0).max(365 * 86_400).default(86_400),
  /** Access-token lifetime in seconds, GoTrue's GOTRUE_JWT_EXP; wins over ACCESS_TOKEN_TTL_SECONDS. */
  AUTH_JWT_EXP: z.coerce.number().int().min(60).max(86_400).optional(),
  /** The older name of AUTH_JWT_EXP. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).optional(),
  APP_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** smtp://user:pass@host:port — when set, e-mails go out by SMTP and the dev mailbox is off. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Bullion Desk <no-reply@bullion.local>'),
  /** Seed the demo account and groups on first start (local mode). */
  SEED_DEMO: booleanFlag.optional(),
  /** Upsert the public product catalog (src/seed/catalog) on every start. */
  SEED_CATALOG: booleanFlag.default(true),
  STORAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  /**
   * Stored files go to this bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …)
   * instead of $BULLION_DATA_DIR/storage. The other STORAGE_S3_* settings only apply with it.
   */
  STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'STORAGE_S3_BUCKET must be an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)')
    .optional(),
  /** The bucket's region (AWS: required; other stores: as they document it, e.g. `auto` for R2). Default us-east-1 with STORAGE_S3_ENDPOINT. */
  STORAGE_S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'STORAGE_S3_REGION must be a region name such as eu-central-1 or auto').optional(),
  /** The store's address when it is not AWS S3 (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Credentials; unset (both), the AWS SDK's usual chain (AWS_ACCESS_KEY_ID…, instance or task role). */
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as {endpoint}/{bucket} instead of {bucket}.{endpoint} (MinIO and most self-hosted stores). */
  STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** A folder inside the bucket for this API's files (`bullion/`), when the bucket is shared. */
  STORAGE_S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_.-]+\/?$/, 'STORAGE_S3_PREFIX must be folder names separated by "/" (letters, digits, _ . -), such as bullion/ or apps/bullion')
    .refine((value) => !value.split('/').some((part) => part === '.' || part === '..'), 'STORAGE_S3_PREFIX may not contain "." or ".." folders')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`))
    .optional(),
  /**
   * Release registry (/api/releases): e-mail addresses of the platform admins, comma-separated. They
   * are granted at start-up and when such an address signs up (besides `npm run platform-admin`).
   */
  PLATFORM_ADMINS: z
    .string()
    .default('')
    .transform((value) => [...new Set(value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))])
    .refine((emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)), 'PLATFORM_ADMINS must be e-mail addresses separated by commas'),
  /** The registry's environments in promotion order (`promote` moves a release to the next one). */
  RELEASE_ENVIRONMENTS: z
    .string()
    .default(RELEASE_DEFAULT_ENVIRONMENTS.join(','))
    .transform((value) => [...new Set(value.split(',').map((name) => name.trim()).filter(Boolean))])
    .refine((names) => names.length > 0 && names.every((name) => RELEASE_NAME_PATTERN.test(name)), 'RELEASE_ENVIRONMENTS must be lower-case names (letters, digits, -) separated by commas'),
  /** Largest publish (the multipart body of POST /api/releases/{remote}); 413 too_large above it. */
  RELEASE_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  /** A CDN base serving the registry's files (`<base>/<remote>/<releaseId>/<path>`); unset: the API serves them. */
  RELEASES_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** `simulated` (default, clearly labelled in the UI) or `http` (SPOT_PROVIDER_URL). */
  SPOT_PROVIDER: z.enum(['simulated', 'http']).default('simulated'),
  /** An endpoint answering JSON with gold, silver, platinum, palladium, rhodium in USD per troy ounce. */
  SPOT_PROVIDER_URL: z.url().optional(),
  /** Sent as `Authorization: Bearer …` to SPOT_PROVIDER_URL when set. */
  SPOT_PROVIDER_API_KEY: z.string().min(1).optional(),
  SPOT_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * With several instances on one Postgres: how often an instance that does not poll the spot
   * provider tries to take over (and the leader checks its lock's connection). A leader that stops
   * or dies is replaced within this time (db/leader.ts).
   */
  LEADER_ELECTION_INTERVAL_MS: z.coerce.number().int().min(100).max(10 * 60_000).default(5000),
  /** How often the API looks for weekly portfolio summaries that are due (default hourly); 0 turns the summaries off. */
  WEEKLY_SUMMARY_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value >= 1000, 'WEEKLY_SUMMARY_INTERVAL_MS must be 0 (off) or at least 1000')
    .default(60 * 60_000),
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
  /**
   * DNS servers that check custom domains' TXT records: comma-separated IP addresses, each with an
   * optional port (`1.1.1.1,8.8.8.8`, `127.0.0.1:5353`, `[::1]:53`). Unset: the system's resolvers.
   */
  DOMAIN_DNS_RESOLVER: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseDnsServers(value) !== null, 'DOMAIN_DNS_RESOLVER must be comma-separated IP addresses, each with an optional :port'),
  /** The domain groups' subdomains live under (acme.<this>); default: the host of SITE_URL. */
  DOMAIN_SUBDOMAIN_BASE: z
    .string()
    .regex(/^(?=.{1,200}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, 'DOMAIN_SUBDOMAIN_BASE must be a lower-case host name such as bulliondesk.app')
    .optional(),
  /** Loads plus failures a canary needs since it started before its failure rate may roll it back. */
  CANARY_MIN_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** How far (0–1) a canary's failure rate may exceed the stable release's before it is rolled back by itself. */
  CANARY_FAILURE_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  /**
   * Telemetry batches (POST /api/releases/telemetry) accepted per client IP per minute; 0 turns the
   * limit off (behind a proxy that limits them itself: every client then has the proxy's address).
   */
  RELEASE_TELEMETRY_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(120),
});

export type Env = z.infer<typeof envSchema>;

type ResolvedEnv = 'JWT_SECRET' | 'APP_TOKEN_SECRET' | 'SEED_DEMO' | 'AUTH_SIGNING_KEYS' | 'AUTH_SIGNING_ALGORITHM' | 'AUTH_JWT_EXP' | 'ACCESS_TOKEN_TTL_SECONDS';

export interface Config extends Omit<Env, ResolvedEnv> {
  JWT_SECRET: string;
  APP_TOKEN_SECRET: string;
  /** Access-token lifetime: AUTH_JWT_EXP, else ACCESS_TOKEN_TTL_SECONDS, else an hour. */
  ACCESS_TOKEN_TTL_SECONDS: number;
  /** Signs and verifies access tokens; publishes the public keys (signing-keys.ts). */
  signingKeys: SigningKeys;
  SEED_DEMO: boolean;
  /** True when e-mails are kept in the local mailbox instead of sent. */
  localMail: boolean;
  corsOrigins: string[];
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The file under `$BULLION_DATA_DIR/secrets/` holding the locally generated service-role key. */
export const SERVICE_ROLE_KEY_FILE = 'service-role-key';

/** Secrets for local use are generated once and kept under the data dir, so sessions survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    // Instances starting together on a shared data folder all end up with the first one's secret.
    return createFileOnce(file, randomBytes(48).toString('base64url')).trim();
  } catch (error) {
    throw new StartupError(describeDataDirError(error, dataDir));
  }
}

/** The environment checked against the schema, without anything derived or generated. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function accessTokenTtlSeconds(env: Pick<Env, 'AUTH_JWT_EXP' | 'ACCESS_TOKEN_TTL_SECONDS'>): number {
  return env.AUTH_JWT_EXP ?? env.ACCESS_TOKEN_TTL_SECONDS ?? 3600;
}

/**
 * AUTH_SIGNING_KEYS when set; else HS256 with JWT_SECRET when asked for; else the key file in the
 * data dir (made on first start, in production too: the data dir must persist and be shared by
 * every instance anyway, it holds the stored files).
 */
function accessTokenKeys(
  source: { keys: string | undefined; algorithm: SigningAlgorithm | undefined; accessTokenTtlSeconds: number },
  dataDir: string,
  jwtSecret: string,
): SigningKeys {
  const { keys, algorithm } = source;
  if (keys !== undefined) {
    try {
      return keyRing(parseJwkSet(keys), { algorithm, jwtSecret });
    } catch (error) {
      if (!(error instanceof KeySetError)) throw error;
      throw new ConfigError(`Invalid configuration:\n  AUTH_SIGNING_KEYS: ${error.message}`);
    }
  }
  if (algorithm === 'HS256') return keyRing([], { algorithm, jwtSecret });
  const file = signingKeysFile(dataDir);
  try {
    const keySet = loadLocalKeySet(file, { algorithm: algorithm ?? 'ES256', now: new Date(), keepRetiredSeconds: keepRetiredSeconds(source.accessTokenTtlSeconds) });
    return keyRing(keySet.keys, { jwtSecret });
  } catch (error) {
    if (!(error instanceof KeySetError)) throw new StartupError(describeDataDirError(error, dataDir));
    throw new StartupError(
      `The signing key file ${file} ${error.message}. Fix it, or move it away to start with a new key (access tokens signed so far stop working).`,
    );
  }
}

const S3_OPTIONS = [
  'STORAGE_S3_REGION',
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STORAGE_S3_PREFIX',
] as const satisfies readonly (keyof Env)[];

/** An S3 setting without the bucket, or half of the credentials, is a mistake: say so at start-up. */
function checkS3Storage(env: Env) {
  const problems: string[] = [];
  if (!env.STORAGE_S3_BUCKET) {
    const stray = S3_OPTIONS.filter((name) => env[name] !== undefined);
    if (stray.length) problems.push(`STORAGE_S3_BUCKET: required with ${stray.join(', ')} (files stay in BULLION_DATA_DIR without it)`);
  } else {
    if (!env.STORAGE_S3_REGION && !env.STORAGE_S3_ENDPOINT) {
      problems.push("STORAGE_S3_REGION: required for an AWS S3 bucket (the bucket's region, e.g. eu-central-1); for another S3-compatible store set STORAGE_S3_ENDPOINT");
    }
    if (!env.STORAGE_S3_ACCESS_KEY_ID !== !env.STORAGE_S3_SECRET_ACCESS_KEY) {
      const missing = env.STORAGE_S3_ACCESS_KEY_ID ? 'STORAGE_S3_SECRET_ACCESS_KEY' : 'STORAGE_S3_ACCESS_KEY_ID';
      problems.push(`${missing}: required with ${missing === 'STORAGE_S3_SECRET_ACCESS_KEY' ? 'STORAGE_S3_ACCESS_KEY_ID' : 'STORAGE_S3_SECRET_ACCESS_KEY'} (set both, or neither for the AWS SDK's default credentials)`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
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
  checkS3Storage(env);
  if (production && (!env.JWT_SECRET || !env.APP_TOKEN_SECRET)) {
    throw new ConfigError('JWT_SECRET and APP_TOKEN_SECRET are required when NODE_ENV=production');
  }
  if (env.AUTH_SERVICE_ROLE_KEY === env.AUTH_PUBLIC_KEY) {
    // Everyone holds the public key: the same value would make every caller an admin.
    throw new ConfigError('Invalid configuration:\n  AUTH_SERVICE_ROLE_KEY: must differ from AUTH_PUBLIC_KEY');
  }
  const dataDir = resolve(env.BULLION_DATA_DIR);
  const version = (JSON.parse(readFileSync(join(workspaceRoot, 'apps/api/package.json'), 'utf8')) as { version: string }).version;
  const jwtSecret = env.JWT_SECRET ?? localSecret(dataDir, 'jwt-secret');
  // The key set and the variables it came from stay out of the config: the keys live in signingKeys.
  const { AUTH_SIGNING_KEYS, AUTH_SIGNING_ALGORITHM, AUTH_JWT_EXP, ACCESS_TOKEN_TTL_SECONDS, ...settings } = env;
  const ttl = accessTokenTtlSeconds({ AUTH_JWT_EXP, ACCESS_TOKEN_TTL_SECONDS });
  return {
    ...settings,
    BULLION_DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    APP_TOKEN_SECRET: env.APP_TOKEN_SECRET ?? localSecret(dataDir, 'app-token-secret'),
    AUTH_SERVICE_ROLE_KEY: env.AUTH_SERVICE_ROLE_KEY ?? (production ? undefined : localSecret(dataDir, SERVICE_ROLE_KEY_FILE)),
    ACCESS_TOKEN_TTL_SECONDS: ttl,
    signingKeys: accessTokenKeys({ keys: AUTH_SIGNING_KEYS, algorithm: AUTH_SIGNING_ALGORITHM, accessTokenTtlSeconds: ttl }, dataDir, jwtSecret),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    localMail: !env.SMTP_URL,
    corsOrigins: [
      new URL(env.SITE_URL).origin,
      ...env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    ],
    version,
  };
}

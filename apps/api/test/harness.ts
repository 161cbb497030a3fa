// Runs the real API in-process on a free port for tests. On PGlite (default) each call gets a fresh
// in-memory database, a copy of the one migrated database global-setup.ts saved; with DATABASE_URL
// set, each call creates and later drops its own database on that Postgres server, so the same suite
// runs on real Postgres.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createUser } from '../src/account/create-user';
import { createSession } from '../src/auth/tokens';
import { tokenSettings } from '../src/auth/users';
import { loadConfig, type Config } from '../src/config';
import { startServer, type StartedServer } from '../src/server';

export const TEST_ANON_KEY = 'test-anon-key-123456';
/** The admin API's key in tests (`api.config.AUTH_SERVICE_ROLE_KEY`); pass `AUTH_SERVICE_ROLE_KEY: undefined` for none. */
export const TEST_SERVICE_ROLE_KEY = 'test-service-role-key-0123456789abcdef';

export interface TestApi extends StartedServer {
  config: Config;
  /** Creates a confirmed user (with personal group) and signs them in. */
  createSignedInUser(input?: { email?: string; password?: string; fullName?: string }): Promise<{
    userId: string;
    email: string;
    password: string;
    accessToken: string;
    refreshToken: string;
  }>;
  /** fetch against the test server with the apikey header set. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Stops this API and starts it again on the same database and data dir with `changes` to its
   * environment (undefined unsets a variable), as a deployment restarts with new settings. The
   * returned API replaces this one (close that one, not this). Needs `{ restartable: true }`.
   */
  restart(changes?: Record<string, string | undefined>): Promise<TestApi>;
}

async function createScratchDatabase(adminUrl: string) {
  const name = `bullion_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The API's pool has said goodbye, but its connections may still be closing: `with (force)`
      // would kill them mid-way and their clients would raise an uncaught error. Let them finish first.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const open = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (!open.rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Tests that may run past the API suite's 15 s (vite.config.ts), each for a measured reason: vitest's
 * own durations in the reports of fresh-clone `CI=true NX_SKIP_NX_CACHE=true npm test` runs
 * (.reports/unit/api.json; two unit projects at once on this 2-core machine), and where measured, the
 * time alone (`npx vitest run <file>` in apps/api) in brackets.
 */
export const SLOW = {
  /** Starts a second API or an API process, or restarts one: 5.3–14 s, and over 20 s with other work beside the suite. */
  startsAnApi: { timeout: 60_000 },
  /** Writes and reads back 10 000 rows, or every route with junk: 6.7–9.3 s (3.1–3.2 s alone for the inventory ones). */
  bulk: { timeout: 30_000 },
  /** Runs every migration from an old schema on a fresh embedded database: 10.5–14.9 s (5.5–6.3 s alone). */
  migratesFromScratch: { timeout: 60_000 },
} as const;

export interface TestApiOptions {
  /** Allow restart(): on PGlite the database is then kept on disk in the data dir. */
  restartable?: boolean;
}

interface Place {
  dataDir: string;
  scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null;
  pgliteLocation: string | undefined;
  restartable: boolean;
  /** Whether the database has been created (by an earlier launch, for a restart). */
  created?: boolean;
}

export async function startTestApi(env: Record<string, string | undefined> = {}, options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bullion-api-test-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  // undefined: PGlite in the data dir, where a restart finds it again.
  const pgliteLocation = scratch || options.restartable ? undefined : 'memory://';
  const baseEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    BULLION_DATA_DIR: dataDir,
    AUTH_PUBLIC_KEY: TEST_ANON_KEY,
    AUTH_SERVICE_ROLE_KEY: TEST_SERVICE_ROLE_KEY,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-123',
    APP_TOKEN_SECRET: 'test-app-token-secret-long-enough-456',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  return launch({ ...baseEnv, ...env }, { dataDir, scratch, pgliteLocation, restartable: options.restartable ?? false });
}

async function launch(env: Record<string, string | undefined>, place: Place): Promise<TestApi> {
  const config = loadConfig(env);
  const server = await startServer(config, {
    pgliteLocation: place.pgliteLocation,
    // A new embedded database starts as a copy of the migrated one, in memory or on disk.
    pgliteCopyOf: place.scratch || place.created ? undefined : inject('migratedDatabase') || undefined,
  });
  place.created = true;
  let counter = 0;
  return {
    ...server,
    config,
    async createSignedInUser(input = {}) {
      counter += 1;
      const email = input.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const password = input.password ?? 'Passw0rdX';
      const userId = await createUser(server.deps.db, { email, password, fullName: input.fullName ?? `User ${counter}`, confirmed: true });
      const user = await server.deps.db.selectFrom('auth_users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      const session = await createSession(server.deps.db, user, tokenSettings(server.deps));
      return { userId, email, password, accessToken: session.access_token, refreshToken: session.refresh_token };
    },
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', TEST_ANON_KEY);
      return fetch(`${server.url}${path}`, { ...init, headers });
    },
    async restart(changes = {}) {
      if (!place.restartable) throw new Error('restart() needs startTestApi(env, { restartable: true })');
      await server.close();
      return launch({ ...env, ...changes }, place);
    },
    async close() {
      await server.close();
      await place.scratch?.drop();
      rmSync(place.dataDir, { recursive: true, force: true });
    },
  };
}

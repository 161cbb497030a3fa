// Scale-out: two (then three) API processes, started as `npm start` starts one (node + tsx,
// src/main.ts), on different ports and one Postgres, with the same secrets and keys but nothing else
// in common (each has its own data folder). They start at the same moment on an empty database:
// migrations and seeds run once; a session made through one works on the other and a sign-out
// through one is refused by the other; rate limits and idempotency keys count across both; exactly
// one polls the spot provider and the other serves its quote; when the leader stops (or is killed)
// another takes over within LEADER_ELECTION_INTERVAL_MS.
//
// Needs Postgres: `npm test` runs it through scripts/with-postgres.sh (scripts/test-api-scale-out.sh);
// the PGlite run of the API suite leaves it out (vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/auth/rate-limit';
import { ADVISORY_LOCK_NAMESPACE, ADVISORY_LOCKS } from '../src/db/locks';
import { readMigrations } from '../src/db/migrate';
import { OPEN_SESSION_RECHECK_MS } from '../src/http/auth';

const ADMIN_URL = process.env.DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');
const ANON_KEY = 'scale-out-anon-key-0123';
const LEADER_ELECTION_INTERVAL_MS = 300;
/** Room for a loaded machine on top of the election interval. */
const TAKEOVER_SLACK_MS = 3000;
/**
 * The set-up, the clean-up and the test that starts a third instance each start or stop API processes
 * (node with tsx, migrating Postgres): the whole file, hooks included, took 13.6 s on this machine
 * (`bash scripts/test-api-scale-out.sh`), each of them a few seconds; vitest's 5 and 10 s are too short.
 */
const STARTS_TWO_APIS_MS = 30_000;

// --- a spot provider the instances poll: each instance gets its own path, so the feed sees who polls

interface Feed {
  url: string;
  hits: Map<string, number>;
  /** The last quote handed out, per path. */
  last: Map<string, number>;
  close(): Promise<void>;
}

async function startFeed(): Promise<Feed> {
  const hits = new Map<string, number>();
  const last = new Map<string, number>();
  let served = 0;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    served += 1;
    const gold = 4000 + served;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    last.set(path, gold);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ gold, silver: 50, platinum: 1500, palladium: 1400, rhodium: 7500 }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    last,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// --- API instances as separate processes

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

function sharedEnv(databaseUrl: string, signingKeys: string) {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    // The same secrets and keys on every instance (docs/api.md, "Running several API instances").
    JWT_SECRET: 'scale-out-jwt-secret-long-enough-0123456789',
    APP_TOKEN_SECRET: 'scale-out-app-token-secret-long-enough-0123',
    AUTH_SIGNING_KEYS: signingKeys,
    AUTH_PUBLIC_KEY: ANON_KEY,
    AUTH_MAILER_AUTOCONFIRM: 'true',
    SPOT_PROVIDER: 'http',
    SPOT_POLL_INTERVAL_MS: '1000',
    LEADER_ELECTION_INTERVAL_MS: String(LEADER_ELECTION_INTERVAL_MS),
  };
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `bullion-scale-${name}-`));
  // node itself runs the API (tsx as a loader, not its CLI), so the child's pid is the API's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port), BULLION_DATA_DIR: dataDir, SPOT_PROVIDER_URL: `${feed.url}/${name}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(
    `instance ${name} to answer`,
    async () => {
      if (gone) throw new Error(`instance ${name} exited during start-up:\n${output}`);
      return (await fetch(`${url}/health/live`)).ok;
    },
    90_000,
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output}`);
  });
  return { name, url, child, output: () => output, exited, dataDir };
}

async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  const code = await instance.exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
  return code;
}

function call(instance: Instance, path: string, init: { method?: string; token?: string; appToken?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { apikey: ANON_KEY, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.appToken) headers.token = init.appToken;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${instance.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

async function isLeader(instance: Instance): Promise<boolean> {
  const response = await call(instance, '/health');
  const body = (await response.json()) as { spotFeed: { leader: boolean } };
  return body.spotFeed.leader;
}

// --- the shared database

let admin: pg.Client;
let databaseName: string;
let db: pg.Client;
let feed: Feed;
let env: ReturnType<typeof sharedEnv>;
const instances: Instance[] = [];

/** Who holds the spot feed's advisory lock: the application_name of each holder's connection. */
async function spotLockHolders(): Promise<string[]> {
  const result = await db.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2 and l.database = (select oid from pg_database where datname = current_database())`,
    [ADVISORY_LOCK_NAMESPACE, ADVISORY_LOCKS.spotFeed],
  );
  return result.rows.map((row) => row.application_name);
}

const holderName = (instance: Instance) => `bullion-api spot feed ${instance.child.pid}`;

beforeAll(async () => {
  if (!ADMIN_URL) {
    throw new Error('scale-out.test.ts needs a Postgres server in DATABASE_URL: run it with `bash scripts/test-api-scale-out.sh`.');
  }
  databaseName = `bullion_scale_${randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  db = new pg.Client({ connectionString: url.href });
  await db.connect();
  feed = await startFeed();
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'scale-out', alg: 'ES256', use: 'sig' };
  env = sharedEnv(url.href, JSON.stringify([signingKey]));
  // Both at the same moment, on an empty database.
  const started = await Promise.allSettled([startInstance('a', env), startInstance('b', env)]);
  // One that started is stopped by afterAll even when the other did not.
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
}, STARTS_TWO_APIS_MS);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGKILL')));
  await db?.end();
  await feed?.close();
  if (admin) {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}, STARTS_TWO_APIS_MS);

const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];

async function signUp(instance: Instance) {
  const email = `scale-${randomUUID()}@example.com`;
  const password = 'Passw0rdX';
  const response = await call(instance, '/auth/v1/signup', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { access_token: string; refresh_token: string };
  return { email, password, accessToken: session.access_token, refreshToken: session.refresh_token };
}

describe('two API instances on one Postgres', () => {
  it('started together on an empty database: each migration applied once, by one of them, without an error', async () => {
    const migrations = readMigrations();
    const rows = await db.query<{ version: string; n: string }>('select version, count(*) as n from schema_migrations group by version order by version');
    expect(rows.rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(rows.rows.every((row) => row.n === '1')).toBe(true);
    // One applied them; the other waited for the lock and found nothing to do.
    const applied = instances.filter((instance) => instance.output().includes('"msg":"migrations applied"'));
    expect(applied).toHaveLength(1);
    for (const instance of instances) {
      expect(instance.output()).not.toMatch(/"level":(50|60)/);
      const health = (await (await call(instance, '/health')).json()) as { status: string; database: { kind: string; migration: string } };
      expect(health).toMatchObject({ status: 'ok', database: { kind: 'postgres', migration: migrations.at(-1)?.version } });
    }
    // The seed ran once too: the public catalog holds each seeded product once.
    const duplicates = await db.query("select slug from products where group_id is null group by slug having count(*) > 1");
    expect(duplicates.rows).toEqual([]);
  });

  it('share sessions: one made through A works on B; signed out through A, B refuses it', async () => {
    const user = await signUp(a());
    expect((await call(b(), '/auth/v1/user', { token: user.accessToken })).status).toBe(200);
    expect((await call(b(), '/api/spots', { token: user.accessToken })).status).toBe(200);
    // A refresh through B rotates the token A issued.
    const refreshed = await call(b(), '/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: user.refreshToken } });
    expect(refreshed.status).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect((await call(a(), '/api/spots', { token: accessToken })).status).toBe(200);

    expect((await call(a(), '/auth/v1/logout', { method: 'POST', token: accessToken })).status).toBe(204);
    const signedOut = Date.now();
    // B may have found the session open less than OPEN_SESSION_RECHECK_MS ago; after that it asks the database again.
    const refused = await waitFor('B to refuse the signed-out session', async () => {
      const response = await call(b(), '/api/spots', { token: accessToken });
      return response.status === 401 ? ((await response.json()) as { error: { code: string } }) : undefined;
    });
    expect(Date.now() - signedOut).toBeLessThan(OPEN_SESSION_RECHECK_MS + 2000);
    expect(refused.error.code).toBe('session_not_found');
    expect((await call(b(), '/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: refreshToken } })).status).not.toBe(200);
  });

  it('share rate limits: failed sign-ins through A and through B add up, then even the right password is refused on both', async () => {
    const user = await signUp(b());
    const signIn = (instance: Instance, password: string) =>
      call(instance, '/auth/v1/token?grant_type=password', { method: 'POST', body: { email: user.email, password } });
    const { max } = AUTH_RATE_LIMITS.failedSignIn;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await signIn(attempt % 2 ? b() : a(), 'WrongPassw0rd')).status).toBe(400);
    }
    expect((await signIn(a(), user.password)).status).toBe(429);
    expect((await signIn(b(), user.password)).status).toBe(429);
  });

  it('share idempotency keys: a write through A retried through B is answered from the first, not done again', async () => {
    const user = await signUp(a());
    const groups = (await (await call(a(), '/api/groups', { token: user.accessToken })).json()) as { id: string }[] | { items: { id: string }[] };
    const groupId = (Array.isArray(groups) ? groups : groups.items)[0]?.id;
    expect(groupId).toBeTruthy();
    const tokenResponse = await call(a(), '/api/auth/token', { method: 'POST', token: user.accessToken, body: { groupId } });
    expect(tokenResponse.status).toBe(200);
    const { token: appToken } = (await tokenResponse.json()) as { token: string };
    const key = randomUUID();
    const product = {
      title: 'Scale-out Round 1 oz',
      name: 'Scale-out Round',
      metal: 'silver',
      country: 'USA',
      type: 'round',
      year: 2024,
      weight: 1,
      weightUnit: 'ozt',
      purity: 0.999,
      metalContent: 0.999,
    };
    const write = (instance: Instance) =>
      call(instance, '/api/products', { method: 'POST', token: user.accessToken, appToken, body: product, headers: { 'idempotency-key': key } });
    const first = await write(a());
    expect(first.status).toBe(201);
    const retry = await write(b());
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect((await db.query("select id from products where title = 'Scale-out Round 1 oz'")).rows).toHaveLength(1);
  });

  let leader: Instance;
  let follower: Instance;

  it('have exactly one spot feed leader; only it polls the provider, and the other serves its quote', async () => {
    const leading = await Promise.all(instances.map(isLeader));
    expect(leading.filter(Boolean)).toHaveLength(1);
    leader = instances[leading.indexOf(true)] as Instance;
    follower = instances[leading.indexOf(false)] as Instance;
    expect(await spotLockHolders()).toEqual([holderName(leader)]);

    // Over a few poll intervals, only the leader's path is asked.
    const before = feed.hits.get(`/${leader.name}`) ?? 0;
    await sleep(2500);
    expect(feed.hits.get(`/${leader.name}`) ?? 0).toBeGreaterThan(before);
    expect(feed.hits.get(`/${follower.name}`) ?? 0).toBe(0);

    const user = await signUp(follower);
    // Both serve the latest stored quote: the one the feed last gave the leader.
    await waitFor('both to serve the same latest quote', async () => {
      const [fromLeader, fromFollower] = await Promise.all(
        [leader, follower].map(async (instance) => (await (await call(instance, '/api/spots', { token: user.accessToken })).json()) as { gold: number; source: string }),
      );
      return fromFollower?.gold === feed.last.get(`/${leader.name}`) && fromLeader?.gold === fromFollower?.gold;
    });
  });

  it(`hand the spot feed over within LEADER_ELECTION_INTERVAL_MS when the leader stops`, async () => {
    // A clean stop (SIGTERM: the process closes everything and exits 0); timed from its exit.
    expect(await stopInstance(leader, 'SIGTERM')).toBe(0);
    const stopped = Date.now();
    await waitFor('the follower to lead', () => isLeader(follower), LEADER_ELECTION_INTERVAL_MS + TAKEOVER_SLACK_MS, 25);
    expect(Date.now() - stopped).toBeLessThan(LEADER_ELECTION_INTERVAL_MS + TAKEOVER_SLACK_MS);
    expect(await spotLockHolders()).toEqual([holderName(follower)]);
    // It polls at once and from then on.
    await waitFor('the new leader to poll', async () => (feed.hits.get(`/${follower.name}`) ?? 0) > 0, 5000);
  });

  it('hand it over too when the leader dies without closing anything (killed)', async () => {
    const third = await startInstance('c', env);
    instances.push(third);
    expect(await isLeader(third)).toBe(false);
    follower.child.kill('SIGKILL');
    await follower.exited;
    const killed = Date.now();
    await waitFor('the third instance to lead', () => isLeader(third), LEADER_ELECTION_INTERVAL_MS + TAKEOVER_SLACK_MS, 25);
    expect(Date.now() - killed).toBeLessThan(LEADER_ELECTION_INTERVAL_MS + TAKEOVER_SLACK_MS);
    expect(await spotLockHolders()).toEqual([holderName(third)]);
    await waitFor('the third instance to poll', async () => (feed.hits.get('/c') ?? 0) > 0, 5000);
    const user = await signUp(third);
    await waitFor('the third instance to serve its own quote', async () => {
      const quote = (await (await call(third, '/api/spots', { token: user.accessToken })).json()) as { gold: number };
      return quote.gold === feed.last.get('/c');
    });
  }, STARTS_TWO_APIS_MS);
});

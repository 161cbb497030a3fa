// Canary stickiness across API instances: two APIs on one Postgres (each with its own pool and data
// folder) answer GET /api/releases/config alike for every subject, because the canary choice is a
// hash of subject, remote and release and nothing an instance keeps. A canary at 30 % puts about 30 %
// of 200 subjects in it, and raising it to 60 % keeps every one of them there.
//
// Needs Postgres: run by scripts/test-api-scale-out.sh (vitest.scale-out.config.ts); the PGlite run of
// the API suite leaves it out (vite.config.ts).
import type { ShellRemotesConfig } from '@bullion/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/account/create-user';
import { createSession } from '../src/auth/tokens';
import { tokenSettings } from '../src/auth/users';
import { loadConfig } from '../src/config';
import { startServer, type StartedServer } from '../src/server';

const ADMIN_URL = process.env.DATABASE_URL;
const ADMIN_EMAIL = 'release-ops@example.com';
const SUBJECTS = Array.from({ length: 200 }, (_, index) => `subject-${index}-${randomBytes(4).toString('hex')}`);
const STARTS_TWO_APIS_MS = 60_000;
const SRI = (fill: string) => `sha384-${fill.repeat(64)}`;

let databaseName = '';
const instances: StartedServer[] = [];
const dataDirs: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!ADMIN_URL) throw new Error('DATABASE_URL is not set: run through scripts/test-api-scale-out.sh');
  databaseName = `bullion_releases_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  for (let index = 0; index < 2; index += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-releases-scale-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      SEED_CATALOG: '0',
      BULLION_DATA_DIR: dataDir,
      DATABASE_URL: url.href,
      JWT_SECRET: 'scale-out-jwt-secret-that-is-long-enough',
      APP_TOKEN_SECRET: 'scale-out-app-token-secret-long-enough',
      AUTH_SIGNING_ALGORITHM: 'HS256',
      PLATFORM_ADMINS: ADMIN_EMAIL,
    });
    instances.push(await startServer(config));
  }
}, STARTS_TWO_APIS_MS);

afterAll(async () => {
  for (const instance of instances) await instance.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (databaseName) await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
}, STARTS_TWO_APIS_MS);

/** Two releases of catalog as publish records them (their files are not needed to pick one). */
async function twoReleases(instance: StartedServer): Promise<[string, string]> {
  const ids: [string, string] = ['1.0.0-aaaaaaaaaaaa', '1.1.0-bbbbbbbbbbbb'];
  for (const [index, id] of ids.entries()) {
    await instance.deps.db
      .insertInto('releases')
      .values({
        remote: 'catalog',
        id,
        version: id.split('-')[0] as string,
        contract_range: '^1.0.0',
        files: JSON.stringify([{ path: 'mf-manifest.json', size: 2, integrity: SRI(String.fromCharCode(65 + index)) }]),
        total_bytes: 2,
        manifest_integrity: SRI(String.fromCharCode(65 + index)),
        entry_integrity: SRI(String.fromCharCode(67 + index)),
        entry_path: 'remoteEntry.js',
        published_by_kind: 'system',
        published_by_label: 'test',
      })
      .execute();
  }
  return ids;
}

async function configs(instance: StartedServer): Promise<Map<string, string>> {
  const releases = new Map<string, string>();
  for (const subject of SUBJECTS) {
    const response = await fetch(`${instance.url}/api/releases/config?env=production&subject=${subject}`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as ShellRemotesConfig;
    releases.set(subject, config.remotes.catalog?.release ?? 'none');
  }
  return releases;
}

describe('canary stickiness across API instances on one Postgres', () => {
  it('answers every subject alike on both instances, about 30 % in a 30 % canary, and keeps them in it at 60 %', async () => {
    const [first, second] = instances as [StartedServer, StartedServer];
    const [stable, canary] = await twoReleases(first);
    const userId = await createUser(first.deps.db, { email: ADMIN_EMAIL, password: 'Passw0rdX', fullName: 'Release Ops', confirmed: true });
    const user = await first.deps.db.selectFrom('auth_users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { access_token: token } = await createSession(first.deps.db, user, tokenSettings(first.deps));
    const post = (instance: StartedServer, action: string, body: unknown) =>
      fetch(`${instance.url}/api/releases/catalog/environments/production/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(first, 'point', { releaseId: stable })).status).toBe(200);
    // The canary is started through the other instance: both read the one target row.
    expect((await post(second, 'canary', { releaseId: canary, percent: 30 })).status).toBe(200);

    const [onFirst, onSecond] = await Promise.all([configs(first), configs(second)]);
    expect(onSecond).toEqual(onFirst);
    const inCanary = SUBJECTS.filter((subject) => onFirst.get(subject) === canary);
    expect(SUBJECTS.every((subject) => [stable, canary].includes(onFirst.get(subject) as string))).toBe(true);
    // 30 % of 200 is 60; a binomial spread of two standard deviations is about ±13.
    expect(inCanary.length).toBeGreaterThanOrEqual(45);
    expect(inCanary.length).toBeLessThanOrEqual(75);

    expect((await post(first, 'canary', { releaseId: canary, percent: 60 })).status).toBe(200);
    const raised = await configs(second);
    expect(inCanary.every((subject) => raised.get(subject) === canary)).toBe(true);
    expect(SUBJECTS.filter((subject) => raised.get(subject) === canary).length).toBeGreaterThan(inCanary.length);
  }, STARTS_TWO_APIS_MS);
});

// Release telemetry and the automatic canary rollback: shells report loads and failures (public,
// rate-limited, no personal data); a canary failing more than CANARY_FAILURE_MARGIN above its stable
// release after CANARY_MIN_LOADS loads is rolled back by the system, once, with an audit entry and a
// mail to every platform admin; platform admins read the rates.
import type { AuditEntry, CanaryRates, TelemetryEvent } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../src/maintenance';
import { readAudit } from '../src/releases/audit';
import { evaluateCanary } from '../src/releases/auto-rollback';
import { grantPlatformAdmin } from '../src/releases/platform-admins';
import { CANARY_LIST_TTL_MS } from '../src/releases/telemetry';
import { runningCanaries } from '../src/releases/telemetry-reads';
import { TELEMETRY_RETENTION_DAYS } from '../src/releases/telemetry-writes';
import { SLOW, startTestApi, type TestApi } from './harness';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const SRI = `sha384-${'A'.repeat(64)}`;

let api: TestApi;
let admin: { email: string; accessToken: string };
let otherAdmin: { email: string };

beforeAll(async () => {
  // The suite sends more batches a minute than the default budget allows; one test below checks the limit on an API of its own.
  api = await startTestApi({ RELEASE_TELEMETRY_RATE_LIMIT: '10000' });
  admin = await api.createSignedInUser({ email: 'platform-ops@example.com' });
  otherAdmin = await api.createSignedInUser({ email: 'release-lead@example.com' });
  for (const { email } of [admin, otherAdmin]) expect(await grantPlatformAdmin(api.deps.db, email, 'test')).toBe('granted');
});
afterAll(() => api.close());

async function publish(remote: string, version: string): Promise<string> {
  const id = `${version}-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`;
  await api.deps.db
    .insertInto('releases')
    .values({
      remote,
      id,
      version,
      contract_range: '^1.0.0',
      files: JSON.stringify([{ path: 'mf-manifest.json', size: 10, integrity: SRI }]),
      total_bytes: 10,
      manifest_integrity: SRI,
      entry_integrity: SRI,
      entry_path: 'remoteEntry.js',
      published_by_kind: 'system',
      published_by_label: 'test',
    })
    .execute();
  return id;
}

/** A target serving `stable` with `canary` at 10 %, as the registry's canary start leaves it. */
async function canaryTarget(environment: string, remote: string) {
  const stable = await publish(remote, '1.0.0');
  const canary = await publish(remote, '1.1.0');
  const now = new Date();
  await api.deps.db
    .insertInto('release_targets')
    .values({ environment, remote, release_id: stable, canary_release_id: canary, canary_percent: 10, canary_started_at: now, revision: 2, updated_at: now })
    .execute();
  // Each instance trusts its list of running canaries for a second: wait until it sees this one.
  await new Promise((resolve) => setTimeout(resolve, CANARY_LIST_TTL_MS + 50));
  return { environment, remote, stable, canary };
}

function report(environment: string, events: TelemetryEvent[], headers: Record<string, string> = {}, on: TestApi = api) {
  return on.request('/api/releases/telemetry', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ environment, events }),
  });
}

/** Reports and expects every event counted. */
async function reported(environment: string, events: TelemetryEvent[]) {
  const response = await report(environment, events);
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ accepted: events.length, dropped: 0 });
}

const loads = (remote: string, release: string, count: number): TelemetryEvent => ({ remote, release, outcome: 'loaded', count });
const failures = (remote: string, release: string, count: number, reason: TelemetryEvent['reason'] = 'crashed'): TelemetryEvent => ({ remote, release, outcome: 'failed', reason, count });

/** The target's canary once every evaluation the reports started has finished. */
async function canaryOf(environment: string, remote: string): Promise<string | null> {
  await api.deps.background.settled();
  const row = await api.deps.db.selectFrom('release_targets').select('canary_release_id').where('environment', '=', environment).where('remote', '=', remote).executeTakeFirstOrThrow();
  return row.canary_release_id;
}

async function autoRollbacks(environment: string, remote: string): Promise<AuditEntry[]> {
  const entries = await readAudit(api.deps.db, { limit: 200 });
  return entries.filter((entry) => entry.action === 'canary.auto_rollback' && entry.environment === environment && entry.remote === remote);
}

async function mailsTo(email: string): Promise<Mail[]> {
  await api.deps.background.settled();
  return (await (await api.request(`/_dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

describe('automatic canary rollback', () => {
  it('rolls the canary back at CANARY_MIN_LOADS and not below, audits why and mails every platform admin', async () => {
    const { environment, remote, stable, canary } = await canaryTarget('production', 'catalog');
    const mailsBefore = (await mailsTo(admin.email)).length;
    await reported(environment, [loads(remote, stable, 200), failures(remote, stable, 2, 'unreachable')]);
    // 19 loads and failures, more than half of them failures: too few to judge.
    await reported(environment, [loads(remote, canary, 9), failures(remote, canary, 8), failures(remote, canary, 2, 'integrity')]);
    expect(await canaryOf(environment, remote)).toBe(canary);
    expect(await autoRollbacks(environment, remote)).toEqual([]);

    // The 20th.
    await reported(environment, [failures(remote, canary, 1)]);
    expect(await canaryOf(environment, remote)).toBeNull();
    const [entry, ...more] = await autoRollbacks(environment, remote);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { kind: 'system', id: null, label: 'automatic rollback' },
      releaseId: canary,
      detail: {
        reason: 'failure_rate',
        canaryRate: 11 / 20,
        stableRate: 2 / 202,
        canaryLoads: 9,
        canaryFailures: 11,
        stableLoads: 200,
        stableFailures: 2,
        failureReasons: expect.objectContaining({ crashed: 9, integrity: 2, unreachable: 0 }),
        minLoads: 20,
        margin: 0.05,
        stable,
      },
    });

    // Everyone is served the stable release again, as the registry's status says.
    const target = await api.deps.db.selectFrom('release_targets').select(['release_id', 'canary_percent']).where('environment', '=', environment).where('remote', '=', remote).execute();
    expect(target).toEqual([{ release_id: stable, canary_percent: null }]);

    for (const email of [admin.email, otherAdmin.email]) {
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(`Canary of catalog ${canary} rolled back in production`);
      expect(mail?.text).toContain(`${canary}: 55.0 % failed (11 failures, 9 loads)`);
      expect(mail?.text).toContain(`${stable}: 1.0 % failed (2 failures, 200 loads)`);
      expect(mail?.text).toContain('crashed 9, integrity 2');
      expect(mail?.text).toContain('npm run remote -- canary catalog <release> --percent 10 --env production');
    }
    expect(await mailsTo(admin.email)).toHaveLength(mailsBefore + 1);
  });

  it('keeps a canary whose failure rate is within the margin of the stable release', async () => {
    const { environment, remote, stable, canary } = await canaryTarget('production', 'inventory');
    await reported(environment, [loads(remote, stable, 90), failures(remote, stable, 10, 'timeout')]);
    // 0.15 against 0.10: exactly the margin, not more.
    await reported(environment, [loads(remote, canary, 34), failures(remote, canary, 6, 'timeout')]);
    expect(await canaryOf(environment, remote)).toBe(canary);
    expect(await autoRollbacks(environment, remote)).toEqual([]);

    // One more failure takes it over the margin.
    await reported(environment, [failures(remote, canary, 1, 'timeout')]);
    expect(await canaryOf(environment, remote)).toBeNull();
    expect(await autoRollbacks(environment, remote)).toHaveLength(1);
  });

  it('rolls back once, and mails once, when concurrent reports cross the threshold together', async () => {
    const { environment, remote, stable, canary } = await canaryTarget('production', 'orders');
    const mailsBefore = (await mailsTo(admin.email)).length;
    await reported(environment, [loads(remote, stable, 100)]);
    await reported(environment, [loads(remote, canary, 10), failures(remote, canary, 8, 'contract')]);
    await Promise.all(Array.from({ length: 6 }, () => reported(environment, [failures(remote, canary, 1, 'contract')])));
    expect(await canaryOf(environment, remote)).toBeNull();
    expect(await autoRollbacks(environment, remote)).toHaveLength(1);
    expect(await mailsTo(admin.email)).toHaveLength(mailsBefore + 1);
  });

  it('rolls back once when two instances evaluate the same canary at the same moment', async () => {
    const { environment, remote, stable, canary } = await canaryTarget('production', 'settings');
    const [running] = (await runningCanaries(api.deps.db)).filter((each) => each.environment === environment && each.remote === remote);
    expect(running).toBeDefined();
    if (!running) return;
    // Counted straight into the table's minute, without an evaluation of their own.
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await api.deps.db
      .insertInto('release_telemetry')
      .values([
        { environment, remote, release_id: stable, minute, loaded: 50, failed: 0 },
        { environment, remote, release_id: canary, minute, loaded: 10, failed: 20, failed_crashed: 20 },
      ])
      .execute();
    const mailsBefore = (await mailsTo(admin.email)).length;
    // Two evaluations at once, as two API instances would make them (each instance's own throttle does not hold them apart).
    const outcomes = await Promise.all([evaluateCanary(api.deps, running), evaluateCanary(api.deps, running)]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await canaryOf(environment, remote)).toBeNull();
    expect(await autoRollbacks(environment, remote)).toHaveLength(1);
    expect(await mailsTo(admin.email)).toHaveLength(mailsBefore + 1);
  });
});

describe('POST /api/releases/telemetry', () => {
  it('counts known releases per minute and reason, drops unknown ones, and keeps nothing about the client', async () => {
    const stable = await publish('catalog', '2.0.0');
    const events: TelemetryEvent[] = [
      loads('catalog', stable, 3),
      { remote: 'catalog', release: stable, outcome: 'loaded' },
      failures('catalog', stable, 2, 'unreachable'),
      { remote: 'catalog', release: stable, outcome: 'failed' },
      loads('catalog', '9.9.9-000000000000', 5),
      // A release of catalog reported under another remote is not that remote's.
      loads('orders', stable, 1),
    ];
    const response = await report('staging', events, { 'x-forwarded-for': '203.0.113.7' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 4, dropped: 2 });
    await reported('staging', [failures('catalog', stable, 1, 'unreachable')]);

    const rows = await api.deps.db.selectFrom('release_telemetry').selectAll().where('release_id', '=', stable).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ environment: 'staging', remote: 'catalog', loaded: '4', failed: '4', failed_unreachable: '3', failed_crashed: '0' });
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|203\.0\.113\.7/);
    // Nor does the rate limit's counter name the address.
    const windows = await api.deps.db.selectFrom('rate_limits').select('key').where('key', 'like', 'release-telemetry:%').execute();
    expect(windows).toHaveLength(1);
    expect(JSON.stringify(windows)).not.toMatch(/127\.0\.0\.1|203\.0\.113\.7/);
    expect(await api.deps.db.selectFrom('release_telemetry').select('release_id').where('release_id', '=', '9.9.9-000000000000').execute()).toEqual([]);

    const unknownEnvironment = await report('moon', [loads('catalog', stable, 1)]);
    expect(unknownEnvironment.status).toBe(202);
    expect(await unknownEnvironment.json()).toEqual({ accepted: 0, dropped: 1 });
  });

  it('counts every batch of many sent at once, each answered with its own accepted and dropped', async () => {
    const release = await publish('inventory', '5.0.0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        // Every third batch also carries an event of a release nobody published.
        const events = [loads('inventory', release, index + 1), failures('inventory', release, 1, 'timeout'), ...(index % 3 === 0 ? [loads('inventory', '0.0.1-000000000000', 1)] : [])];
        const response = await report('production', events);
        return { status: response.status, body: (await response.json()) as unknown, dropped: index % 3 === 0 ? 1 : 0 };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { accepted: 2, dropped: answer.dropped }, dropped: answer.dropped });
    const rows = await api.deps.db.selectFrom('release_telemetry').select(['loaded', 'failed', 'failed_timeout']).where('release_id', '=', release).execute();
    const sum = (pick: (row: (typeof rows)[number]) => string) => rows.reduce((total, row) => total + Number(pick(row)), 0);
    // 1 + 2 + … + 30 loads and 30 failures, in one row per minute the batches fell into.
    expect({ loaded: sum((row) => row.loaded), failed: sum((row) => row.failed), timeout: sum((row) => row.failed_timeout) }).toEqual({ loaded: 465, failed: 30, timeout: 30 });
  });

  it('keeps the counts for TELEMETRY_RETENTION_DAYS, then the hourly maintenance drops them', async () => {
    const release = await publish('settings', '4.0.0');
    const day = 24 * 60 * 60_000;
    const minuteAgo = (ms: number) => new Date(Math.floor((Date.now() - ms) / 60_000) * 60_000);
    await api.deps.db
      .insertInto('release_telemetry')
      .values([
        { environment: 'staging', remote: 'settings', release_id: release, minute: minuteAgo((TELEMETRY_RETENTION_DAYS + 1) * day), loaded: 5 },
        { environment: 'staging', remote: 'settings', release_id: release, minute: minuteAgo((TELEMETRY_RETENTION_DAYS - 1) * day), loaded: 7 },
      ])
      .execute();
    await purgeExpired(api.deps.db);
    const left = await api.deps.db.selectFrom('release_telemetry').select('loaded').where('release_id', '=', release).execute();
    expect(left).toEqual([{ loaded: '7' }]);
  });

  it('refuses a batch of more than 100 events with 422, and a malformed one with 400', async () => {
    const many = Array.from({ length: 101 }, () => loads('catalog', '1.0.0-000000000000', 1));
    const tooMany = await report('production', many);
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()) as unknown).toMatchObject({ error: { code: 'too_many_events' } });

    const malformed = await report('production', [{ remote: 'catalog', release: 'x', outcome: 'exploded' } as unknown as TelemetryEvent]);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()) as unknown).toMatchObject({ error: { code: 'validation_failed' } });
    const tooLarge = await report('production', [{ ...loads('catalog', 'x', 1), count: 1001 }]);
    expect(tooLarge.status).toBe(400);
  });

  it('answers 429 rate_limited with Retry-After past RELEASE_TELEMETRY_RATE_LIMIT batches a minute from one address', SLOW.startsAnApi, async () => {
    const limited = await startTestApi({ RELEASE_TELEMETRY_RATE_LIMIT: '3' });
    try {
      for (let batch = 0; batch < 3; batch += 1) expect((await report('production', [loads('catalog', 'x', 1)], {}, limited)).status).toBe(202);
      // Another X-Forwarded-For does not make another client: the limit is the socket's address.
      const refused = await report('production', [loads('catalog', 'x', 1)], { 'x-forwarded-for': '198.51.100.1' }, limited);
      expect(refused.status).toBe(429);
      expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'rate_limited' } });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('counts without a limit, and keeps no window, when RELEASE_TELEMETRY_RATE_LIMIT is 0', SLOW.startsAnApi, async () => {
    const unlimited = await startTestApi({ RELEASE_TELEMETRY_RATE_LIMIT: '0' });
    try {
      for (let batch = 0; batch < 5; batch += 1) expect((await report('production', [loads('catalog', 'x', 1)], {}, unlimited)).status).toBe(202);
      expect(await unlimited.deps.db.selectFrom('rate_limits').select('key').where('key', 'like', 'release-telemetry:%').execute()).toEqual([]);
    } finally {
      await unlimited.close();
    }
  });
});

describe('GET /api/releases/rates', () => {
  it('gives platform admins the canary and stable failure rates of each target, with the thresholds', async () => {
    const { environment, remote, stable, canary } = await canaryTarget('staging', 'inventory');
    const stableOnly = await publish('orders', '3.0.0');
    const now = new Date();
    await api.deps.db.insertInto('release_targets').values({ environment, remote: 'orders', release_id: stableOnly, revision: 1, updated_at: now }).execute();
    await reported(environment, [loads(remote, stable, 30), failures(remote, stable, 10, 'timeout'), loads(remote, canary, 3), failures(remote, canary, 1, 'timeout')]);
    await reported(environment, [loads('orders', stableOnly, 7), failures('orders', stableOnly, 1, 'error')]);

    const response = await api.request(`/api/releases/rates?env=${environment}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(200);
    const { rates } = (await response.json()) as { rates: CanaryRates[] };
    expect(rates.find((each) => each.remote === remote)).toEqual({
      environment,
      remote,
      stable: { release: stable, loads: 30, failures: 10, rate: 0.25 },
      canary: { release: canary, percent: 10, loads: 3, failures: 1, rate: 0.25 },
      minLoads: 20,
      margin: 0.05,
    });
    expect(rates.find((each) => each.remote === 'orders')).toMatchObject({ stable: { release: stableOnly, loads: 7, failures: 1, rate: 0.125 }, canary: null });
    expect(rates.every((each) => each.environment === environment)).toBe(true);
  });

  it('is for platform admins only', async () => {
    const someone = await api.createSignedInUser();
    expect((await api.request('/api/releases/rates')).status).toBe(401);
    const refused = await api.request('/api/releases/rates', { headers: { authorization: `Bearer ${someone.accessToken}` } });
    expect(refused.status).toBe(403);
    const unknown = await api.request('/api/releases/rates?env=moon', { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(unknown.status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('documents the public ingest with its refusals and the admins’ rates with their session', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const ingest = document.paths['/api/releases/telemetry']?.post;
    expect(ingest?.security).toBeUndefined();
    expect(Object.keys(ingest?.responses ?? {})).toEqual(expect.arrayContaining(['202', '400', '422', '429']));
    expect(document.paths['/api/releases/rates']?.get?.security?.[0]).toHaveProperty('Bearer');
  });
});

// Adding a telemetry batch to the per-minute counters: one statement, whatever the batch holds.
import { TELEMETRY_REASONS, type TelemetryReason } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Actor } from './audit';
import type { RunningCanary } from './telemetry-reads';
import { abortCanary } from './targets';

/** Events for one release in one environment, summed (telemetry.ts sums batches into these). */
export interface ReleaseTally {
  environment: string;
  remote: string;
  release: string;
  /** How many events this tally sums (a batch's answer counts events accepted and dropped). */
  events: number;
  loaded: number;
  failed: number;
  /** Failures per reason; a failure without a reason counts in `failed` only. */
  reasons: Record<TelemetryReason, number>;
}

const column = (reason: TelemetryReason) => sql.ref(`failed_${reason}`);

/** How addTelemetry names a remote's release in its answer. */
export const releaseKey = (remote: string, release: string) => `${remote}\u0000${release}`;

/**
 * Adds the tallies to `minute`'s row of each release, dropping those of releases the registry does
 * not hold for that remote; answers the releases that were known (releaseKey). One statement
 * whatever the tallies hold. The rows are written in key order so that two writers touching the
 * same releases lock their rows in the same order and never deadlock each other.
 */
export async function addTelemetry(db: Db, minute: Date, tallies: readonly ReleaseTally[]): Promise<Set<string>> {
  if (!tallies.length) return new Set();
  const reasonColumns = sql.join(TELEMETRY_REASONS.map(column));
  const reasonArrays = sql.join(TELEMETRY_REASONS.map((reason) => sql`${tallies.map((tally) => tally.reasons[reason])}::bigint[]`));
  const reasonSums = sql.join(TELEMETRY_REASONS.map((reason) => sql`${column(reason)} = release_telemetry.${column(reason)} + excluded.${column(reason)}`));
  const result = await sql<{ remote: string; release_id: string }>`
    with batch as (
      select * from unnest(
        ${tallies.map((tally) => tally.environment)}::text[],
        ${tallies.map((tally) => tally.remote)}::text[],
        ${tallies.map((tally) => tally.release)}::text[],
        ${tallies.map((tally) => tally.loaded)}::bigint[],
        ${tallies.map((tally) => tally.failed)}::bigint[],
        ${reasonArrays}
      ) as tally (environment, remote, release_id, loaded, failed, ${reasonColumns})
    ),
    known as (
      select batch.* from batch join releases on releases.remote = batch.remote and releases.id = batch.release_id
    ),
    added as (
      insert into release_telemetry (environment, remote, release_id, minute, loaded, failed, ${reasonColumns})
      select environment, remote, release_id, ${minute}::timestamptz, loaded, failed, ${reasonColumns}
      from known
      order by environment, remote, release_id
      on conflict (environment, remote, release_id, minute) do update set
        loaded = release_telemetry.loaded + excluded.loaded,
        failed = release_telemetry.failed + excluded.failed,
        ${reasonSums}
    )
    select distinct remote, release_id from known
  `.execute(db);
  return new Set(result.rows.map((row) => releaseKey(row.remote, row.release_id)));
}

/**
 * Days of telemetry kept: far longer than any canary runs or the rates look back (24 hours for a
 * stable release), short enough that a minute's row per release does not pile up for ever.
 */
export const TELEMETRY_RETENTION_DAYS = 90;

/** Drops the counters older than TELEMETRY_RETENTION_DAYS (hourly maintenance). */
export async function pruneTelemetry(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('release_telemetry')
    .where('minute', '<', new Date(now.getTime() - TELEMETRY_RETENTION_DAYS * 24 * 60 * 60_000))
    .execute();
}

/**
 * Aborts the canary with the registry's abort (its audit row in the same transaction), only while
 * the target still runs that canary since that moment: another instance that rolled it back first,
 * or an admin who promoted, aborted or restarted it meanwhile, leaves nothing to do. True when this
 * call aborted it.
 */
export async function abortCanaryIfRunning(db: Db, canary: RunningCanary, audit: { actor: Actor; detail: Record<string, unknown> }): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const target = await tx
      .selectFrom('release_targets')
      .select(['canary_release_id', 'canary_started_at'])
      .where('environment', '=', canary.environment)
      .where('remote', '=', canary.remote)
      .forUpdate()
      .executeTakeFirst();
    const sameCanary =
      target?.canary_release_id === canary.canaryRelease && target.canary_started_at !== null && new Date(target.canary_started_at).getTime() === canary.startedAt.getTime();
    if (!sameCanary) return false;
    const aborted = await abortCanary(tx, {
      environment: canary.environment,
      remote: canary.remote,
      expectedCanaryId: canary.canaryRelease,
      actor: audit.actor,
      action: 'canary.auto_rollback',
      detail: audit.detail,
    });
    return aborted !== null;
  });
}

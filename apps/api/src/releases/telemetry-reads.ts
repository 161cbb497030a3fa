// What the telemetry counters say: the running canaries to watch, a canary's and its stable
// release's counts since the canary started, and the rates of every target.
import { TELEMETRY_REASONS, type TelemetryReason } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LoadCounts } from './canary-verdict';

/** A target whose canary runs, as the automatic rollback watches it. */
export interface RunningCanary {
  environment: string;
  remote: string;
  stableRelease: string;
  canaryRelease: string;
  percent: number;
  startedAt: Date;
}

export async function runningCanaries(db: Db): Promise<RunningCanary[]> {
  const rows = await db
    .selectFrom('release_targets')
    .select(['environment', 'remote', 'release_id', 'canary_release_id', 'canary_percent', 'canary_started_at'])
    .where('canary_release_id', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.canary_release_id && row.canary_percent !== null && row.canary_started_at
      ? [{
          environment: row.environment,
          remote: row.remote,
          stableRelease: row.release_id,
          canaryRelease: row.canary_release_id,
          percent: row.canary_percent,
          startedAt: new Date(row.canary_started_at),
        }]
      : [],
  );
}

export interface ReleaseCounts extends LoadCounts {
  /** Failures per reason the shell reported. */
  reasons: Record<TelemetryReason, number>;
}

const noCounts = (): ReleaseCounts => ({ loads: 0, failures: 0, reasons: Object.fromEntries(TELEMETRY_REASONS.map((reason) => [reason, 0])) as Record<TelemetryReason, number> });

/**
 * The counts of the canary and of the stable release in the canary's environment since the minute
 * the canary started (that minute's earlier stable loads included: a minute is the counters' grain).
 */
export async function canaryCounts(db: Db, canary: RunningCanary): Promise<{ canary: ReleaseCounts; stable: ReleaseCounts }> {
  // float8: exact for any count a test or a browser fleet reaches, and a number rather than bigint's string.
  const reasonSums = sql.join(TELEMETRY_REASONS.map((reason) => sql`sum(${sql.ref(`failed_${reason}`)})::float8 as ${sql.ref(reason)}`));
  const result = await sql<{ release_id: string; loaded: number; failed: number } & Record<TelemetryReason, number>>`
    select release_id, sum(loaded)::float8 as loaded, sum(failed)::float8 as failed, ${reasonSums}
    from release_telemetry
    where environment = ${canary.environment} and remote = ${canary.remote}
      and release_id in (${canary.canaryRelease}, ${canary.stableRelease})
      and minute >= date_trunc('minute', ${canary.startedAt}::timestamptz)
    group by release_id
  `.execute(db);
  const counts = (release: string): ReleaseCounts => {
    const row = result.rows.find((each) => each.release_id === release);
    if (!row) return noCounts();
    return { loads: row.loaded, failures: row.failed, reasons: Object.fromEntries(TELEMETRY_REASONS.map((reason) => [reason, row[reason]])) as Record<TelemetryReason, number> };
  };
  return { canary: counts(canary.canaryRelease), stable: counts(canary.stableRelease) };
}

export interface TargetCounts {
  environment: string;
  remote: string;
  stable: LoadCounts & { release: string };
  canary: (LoadCounts & { release: string; percent: number }) | null;
}

/**
 * Per target of `environments`: the stable release's and the canary's counts since the canary
 * started, or the stable release's over the last 24 hours when no canary runs. One query for all.
 */
export async function targetCounts(db: Db, environments: readonly string[], now: Date): Promise<TargetCounts[]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const result = await sql<{
    environment: string;
    remote: string;
    release_id: string;
    canary_release_id: string | null;
    canary_percent: number | null;
    stable_loaded: number;
    stable_failed: number;
    canary_loaded: number;
    canary_failed: number;
  }>`
    select t.environment, t.remote, t.release_id, t.canary_release_id, t.canary_percent,
      coalesce(sum(c.loaded) filter (where c.release_id = t.release_id), 0)::float8 as stable_loaded,
      coalesce(sum(c.failed) filter (where c.release_id = t.release_id), 0)::float8 as stable_failed,
      coalesce(sum(c.loaded) filter (where c.release_id = t.canary_release_id), 0)::float8 as canary_loaded,
      coalesce(sum(c.failed) filter (where c.release_id = t.canary_release_id), 0)::float8 as canary_failed
    from release_targets t
    left join release_telemetry c on c.environment = t.environment and c.remote = t.remote
      and (c.release_id = t.release_id or c.release_id = t.canary_release_id)
      and c.minute >= date_trunc('minute', coalesce(t.canary_started_at, ${dayAgo}::timestamptz))
    where t.environment = any (${[...environments]}::text[])
    group by t.environment, t.remote
    order by t.environment, t.remote
  `.execute(db);
  return result.rows.map((row) => ({
    environment: row.environment,
    remote: row.remote,
    stable: { release: row.release_id, loads: row.stable_loaded, failures: row.stable_failed },
    canary:
      row.canary_release_id && row.canary_percent !== null
        ? { release: row.canary_release_id, percent: row.canary_percent, loads: row.canary_loaded, failures: row.canary_failed }
        : null,
  }));
}

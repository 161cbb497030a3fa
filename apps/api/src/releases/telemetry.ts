// Telemetry from the shells: a batch is summed per release in memory and added to the per-minute
// counters in one statement. Batches arriving while this instance's previous statement runs wait
// and go together in the next one (a group commit): every browser adds to the same few rows (one per
// release and minute), which a statement per batch would lock and commit one after another. A batch
// that touched a running canary then has that canary evaluated, in the background, at most once a
// second per target on this instance (auto-rollback.ts decides).
import { TELEMETRY_REASONS, type CanaryRates, type TelemetryAccepted, type TelemetryBatch, type TelemetryReason } from '@bullion/contract';
import type { Context } from 'hono';
import { createHmac } from 'node:crypto';
import { clientIp, hitRateLimit } from '../auth/rate-limit';
import type { AppDeps, AppEnv } from '../http/context';
import { evaluateCanary, type RollbackDeps } from './auto-rollback';
import { failureRate } from './canary-verdict';
import { runningCanaries, targetCounts, type RunningCanary } from './telemetry-reads';
import { addTelemetry, releaseKey, type ReleaseTally } from './telemetry-writes';

/** How long this instance trusts its list of running canaries. */
export const CANARY_LIST_TTL_MS = 1000;
/** The shortest time between two evaluations of one target by this instance. */
export const CANARY_EVALUATION_INTERVAL_MS = 1000;

const MINUTE_MS = 60_000;
/** Batches written together at most: bounds one statement's size under a flood. */
const MAX_BATCHES_PER_WRITE = 500;

/**
 * Counts the client's batch in its rate-limit window (shared by every instance: the rate_limits
 * table); answers the seconds to wait when it is over RELEASE_TELEMETRY_RATE_LIMIT, else null (0:
 * no limit).
 * The window is keyed by a keyed hash of the address, not the address: telemetry keeps no personal
 * data, not even in a counter that maintenance deletes after a day. Every instance shares the
 * secret, so they count one client alike.
 */
export async function limitTelemetry(c: Context<AppEnv>): Promise<number | null> {
  const { db, now, config } = c.var.deps;
  if (config.RELEASE_TELEMETRY_RATE_LIMIT === 0) return null;
  const rule = { max: config.RELEASE_TELEMETRY_RATE_LIMIT, windowSeconds: 60 };
  const client = createHmac('sha256', config.APP_TOKEN_SECRET).update(`release-telemetry\u0000${clientIp(c)}`).digest('base64url');
  const state = await hitRateLimit(db, `release-telemetry:${client}`, rule, now());
  return state.hits > rule.max ? state.retryAfterSeconds : null;
}

const noReasons = () => Object.fromEntries(TELEMETRY_REASONS.map((reason) => [reason, 0])) as Record<TelemetryReason, number>;

/** The batch's events summed per release (a remote's release, in the order first reported). */
export function tallyBatch({ environment, events }: TelemetryBatch): ReleaseTally[] {
  const tallies = new Map<string, ReleaseTally>();
  for (const event of events) {
    const key = releaseKey(event.remote, event.release);
    let tally = tallies.get(key);
    if (!tally) {
      tally = { environment, remote: event.remote, release: event.release, events: 0, loaded: 0, failed: 0, reasons: noReasons() };
      tallies.set(key, tally);
    }
    const count = event.count ?? 1;
    tally.events += 1;
    if (event.outcome === 'loaded') {
      tally.loaded += count;
    } else {
      tally.failed += count;
      if (event.reason) tally.reasons[event.reason] += count;
    }
  }
  return [...tallies.values()];
}

type TelemetryDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'background' | 'logger' | 'mailer'>;

/**
 * Counts a batch. Events of a release the registry does not hold for that remote, or of an
 * environment it does not know, are dropped (a shell may report a version from config.json).
 */
export async function ingestTelemetry(deps: TelemetryDeps, batch: TelemetryBatch): Promise<TelemetryAccepted> {
  const total = batch.events.length;
  if (!deps.config.RELEASE_ENVIRONMENTS.includes(batch.environment)) return { accepted: 0, dropped: total };
  const tallies = tallyBatch(batch);
  const known = await writeTogether(deps, tallies);
  const accepted = tallies.reduce((sum, tally) => sum + (known.has(releaseKey(tally.remote, tally.release)) ? tally.events : 0), 0);
  if (accepted > 0) watchCanaries(deps, batch.environment, tallies);
  return { accepted, dropped: total - accepted };
}

interface WaitingBatch {
  tallies: ReleaseTally[];
  done: { resolve: (known: Set<string>) => void; reject: (error: unknown) => void };
}

/** This instance's batches waiting for the statement under way to finish. */
interface TelemetryWriter {
  waiting: WaitingBatch[];
  writing: boolean;
}

// Per database handle, so two API instances in one process (the tests) keep apart.
const writers = new WeakMap<TelemetryDeps['db'], TelemetryWriter>();

/** Adds the batch's tallies with those of every batch waiting beside it; answers the known releases. */
function writeTogether(deps: TelemetryDeps, tallies: ReleaseTally[]): Promise<Set<string>> {
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = { waiting: [], writing: false };
    writers.set(deps.db, writer);
  }
  const promise = new Promise<Set<string>>((resolve, reject) => writer.waiting.push({ tallies, done: { resolve, reject } }));
  if (!writer.writing) void drain(deps, writer);
  return promise;
}

/** Writes the waiting batches, as many at a time as have gathered, until none is left. */
async function drain(deps: TelemetryDeps, writer: TelemetryWriter): Promise<void> {
  writer.writing = true;
  try {
    while (writer.waiting.length) {
      const group = writer.waiting.splice(0, MAX_BATCHES_PER_WRITE);
      const sums = new Map<string, ReleaseTally>();
      for (const tally of group.flatMap((batch) => batch.tallies)) {
        const key = `${tally.environment}\u0000${releaseKey(tally.remote, tally.release)}`;
        const sum = sums.get(key);
        if (!sum) {
          sums.set(key, { ...tally, reasons: { ...tally.reasons } });
          continue;
        }
        sum.events += tally.events;
        sum.loaded += tally.loaded;
        sum.failed += tally.failed;
        for (const reason of TELEMETRY_REASONS) sum.reasons[reason] += tally.reasons[reason];
      }
      const minute = new Date(Math.floor(deps.now().getTime() / MINUTE_MS) * MINUTE_MS);
      try {
        const known = await addTelemetry(deps.db, minute, [...sums.values()]);
        for (const batch of group) batch.done.resolve(known);
      } catch (error) {
        // Every batch of the statement fails with it (a 500): none of them was counted.
        for (const batch of group) batch.done.reject(error);
      }
    }
  } finally {
    writer.writing = false;
  }
}

/** This instance's view of the running canaries and its evaluation schedule. */
interface CanaryWatch {
  list: { loadedAt: number; canaries: Promise<RunningCanary[]> } | null;
  /** When this instance last started evaluating each target. */
  lastEvaluated: Map<string, number>;
  /** Targets with an evaluation waiting to start: a batch arriving meanwhile is counted by it. */
  waiting: Set<string>;
}

// Per database handle, so two API instances in one process (the tests) keep apart.
const watches = new WeakMap<TelemetryDeps['db'], CanaryWatch>();

function watchOf(db: TelemetryDeps['db']): CanaryWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = { list: null, lastEvaluated: new Map(), waiting: new Set() };
    watches.set(db, watch);
  }
  return watch;
}

function currentCanaries(deps: TelemetryDeps, watch: CanaryWatch): Promise<RunningCanary[]> {
  const at = performance.now();
  if (!watch.list || at - watch.list.loadedAt >= CANARY_LIST_TTL_MS) {
    const canaries = runningCanaries(deps.db);
    watch.list = { loadedAt: at, canaries };
    // A failed read is not kept: the next batch asks again.
    canaries.catch(() => {
      if (watch.list?.canaries === canaries) watch.list = null;
    });
  }
  return watch.list.canaries;
}

/** Schedules an evaluation of every running canary among the batch's releases. */
function watchCanaries(deps: TelemetryDeps, environment: string, tallies: readonly ReleaseTally[]): void {
  const watch = watchOf(deps.db);
  deps.background.run('canary watch', async () => {
    const canaries = await currentCanaries(deps, watch);
    for (const canary of canaries) {
      if (canary.environment !== environment) continue;
      if (!tallies.some((tally) => tally.remote === canary.remote && (tally.release === canary.canaryRelease || tally.release === canary.stableRelease))) continue;
      scheduleEvaluation(deps, watch, canary);
    }
  });
}

/**
 * Evaluates the target now, or once its interval has passed since the last evaluation began; a
 * batch arriving while one waits adds nothing (the waiting one reads the counts when it starts).
 */
function scheduleEvaluation(deps: RollbackDeps & Pick<AppDeps, 'background'>, watch: CanaryWatch, canary: RunningCanary): void {
  const key = `${canary.environment}\u0000${canary.remote}`;
  if (watch.waiting.has(key)) return;
  watch.waiting.add(key);
  const wait = Math.max(0, (watch.lastEvaluated.get(key) ?? -Infinity) + CANARY_EVALUATION_INTERVAL_MS - performance.now());
  deps.background.run('canary evaluation', async () => {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    watch.waiting.delete(key);
    watch.lastEvaluated.set(key, performance.now());
    await evaluateCanary(deps, canary);
  });
}

/** The rates GET /api/releases/rates answers, with the rollback's thresholds beside them. */
export async function canaryRates(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, environments: readonly string[]): Promise<CanaryRates[]> {
  const targets = await targetCounts(deps.db, environments, deps.now());
  const thresholds = { minLoads: deps.config.CANARY_MIN_LOADS, margin: deps.config.CANARY_FAILURE_MARGIN };
  return targets.map((target) => ({
    environment: target.environment,
    remote: target.remote,
    stable: { ...target.stable, rate: failureRate(target.stable) },
    canary: target.canary ? { ...target.canary, rate: failureRate(target.canary) } : null,
    ...thresholds,
  }));
}

// Housekeeping, at start-up and hourly: leftovers of interrupted uploads, expired rate-limit
// windows, used or expired one-time codes, abandoned two-step enrolments, idempotency keys past
// their 24 hours and release telemetry past its 90 days. Every API instance runs it; each step is
// safe to run twice at once.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { dropAbandonedFactors } from './auth/mfa-factors';
import type { Db } from './db/database';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './http/idempotency';
import type { Logger } from './logger';
import { pruneTelemetry } from './releases/telemetry-writes';
import { scratchDir, storageRoot } from './storage/paths';

const HOUR_MS = 60 * 60_000;
/**
 * A scratch file (an upload being written, a replaced file being removed) older than this belongs to
 * an upload that was interrupted. Younger ones are left alone: with the data folder shared by several
 * instances, they may be another instance's uploads under way.
 */
export const SCRATCH_LEFTOVER_AGE_MS = 6 * HOUR_MS;

/** Removes the scratch leftovers older than SCRATCH_LEFTOVER_AGE_MS; answers how many. */
export function removeScratchLeftovers(dataDir: string, now = Date.now()): number {
  const dir = scratchDir(storageRoot(dataDir));
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < SCRATCH_LEFTOVER_AGE_MS) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone already (finished meanwhile, or removed by another instance).
    }
  }
  return removed;
}

export async function purgeExpired(db: Db): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`)
    .execute();
  await db.deleteFrom('rate_limits').where('window_started_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db
    .deleteFrom('auth_one_time_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now() - interval '1 day'`), eb('consumed_at', 'is not', null)]))
    .execute();
  await dropAbandonedFactors(db, new Date());
  await pruneTelemetry(db, new Date());
}

export function startMaintenance({ db, logger, dataDir }: { db: Db; logger: Logger; dataDir: string }): { stop(): void } {
  const run = async () => {
    try {
      removeScratchLeftovers(dataDir);
      await purgeExpired(db);
    } catch (error) {
      logger.warn({ err: error }, 'maintenance failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

// Housekeeping: leftovers of interrupted uploads at start-up, then hourly removal of expired
// rate-limit windows, used or expired one-time codes and idempotency keys past their 24 hours.
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from './db/database';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './http/idempotency';
import type { Logger } from './logger';
import { scratchDir, storageRoot } from './storage/paths';

const HOUR_MS = 60 * 60_000;

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
}

export function startMaintenance({ db, logger, dataDir }: { db: Db; logger: Logger; dataDir: string }): { stop(): void } {
  rmSync(scratchDir(storageRoot(dataDir)), { recursive: true, force: true });
  const run = () => purgeExpired(db).catch((error: unknown) => logger.warn({ err: error }, 'maintenance failed'));
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

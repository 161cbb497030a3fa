// Polls the spot provider once per interval for everyone and stores each quote as history.
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { METALS, simulatedProvider, type SpotProvider, type SpotQuote } from './providers';

export interface SpotFeed {
  /** Fetches and stores one quote now (also used at start-up). */
  tick(): Promise<void>;
  stop(): void;
}

async function latestStored(db: Db): Promise<{ quote: SpotQuote; fetchedAt: Date } | null> {
  const row = await db.selectFrom('spot_prices').selectAll().orderBy('fetched_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const quote = Object.fromEntries(METALS.map((metal) => [metal, Number(row[metal])])) as SpotQuote;
  return { quote, fetchedAt: new Date(row.fetched_at) };
}

export function startSpotFeed({
  db,
  logger,
  provider,
  intervalMs,
  now,
}: {
  db: Db;
  logger: Logger;
  provider: SpotProvider;
  intervalMs: number;
  now: () => Date;
}): SpotFeed {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      try {
        const previous = await latestStored(db);
        const quote = await provider.latest(previous?.quote ?? null);
        await db
          .insertInto('spot_prices')
          .values({ ...quote, source: provider.name, simulated: provider.simulated, fetched_at: now() })
          .execute();
      } catch (error) {
        logger.warn({ err: error, provider: provider.name }, 'spot price update failed; keeping the last stored quote');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}

/**
 * A simulated feed on an empty table starts with 30 days of simulated history (hourly, then every
 * 5 minutes for the last day), so the dashboard's chart has something to show on a first start.
 * A real feed never gets invented history.
 */
export async function backfillSimulatedHistory(db: Db, provider: SpotProvider, now: Date): Promise<number> {
  if (!provider.simulated) return 0;
  const existing = await db.selectFrom('spot_prices').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const walk = simulatedProvider();
  const rows: { fetched_at: Date; quote: SpotQuote }[] = [];
  let quote: SpotQuote | null = null;
  const start = now.getTime() - 30 * 24 * 3_600_000;
  const lastDay = now.getTime() - 24 * 3_600_000;
  for (let at = start; at < now.getTime() - 60_000; at += at < lastDay ? 3_600_000 : 5 * 60_000) {
    // Several simulated ticks per stored point, so hourly points move like an hour of trading.
    const ticks = at < lastDay ? 12 : 2;
    for (let tick = 0; tick < ticks; tick += 1) quote = await walk.latest(quote);
    if (quote) rows.push({ fetched_at: new Date(at), quote });
  }
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto('spot_prices')
      .values(rows.slice(index, index + 500).map(({ fetched_at, quote: q }) => ({ ...q, source: provider.name, simulated: true, fetched_at })))
      .execute();
  }
  return rows.length;
}

// Polls the spot provider once per interval for everyone and stores each quote as history.
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { METALS, type SpotProvider, type SpotQuote } from './providers';

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

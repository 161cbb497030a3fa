// Polls the spot provider once per interval for everyone and stores each quote as history. With
// several API instances on one Postgres only the elected leader polls (db/leader.ts); every instance
// serves the latest stored quote, so each answers the same.
import { SPOT_METALS } from '@bullion/contract';
import type { Db } from '../db/database';
import type { Leadership } from '../db/leader';
import type { Logger } from '../logger';
import { simulatedProvider, type QuotedPrices, type SpotProvider } from './providers';

export interface SpotFeed {
  /** Fetches and stores one quote now, when this instance leads (also used at start-up). */
  tick(): Promise<void>;
  /** Whether this instance is the one that polls the provider (the others read what it stores). */
  isLeader(): boolean;
  stop(): Promise<void>;
}

async function latestStored(db: Db): Promise<{ quote: QuotedPrices; fetchedAt: Date } | null> {
  const row = await db.selectFrom('spot_prices').selectAll().orderBy('fetched_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const quote = Object.fromEntries(SPOT_METALS.map((metal) => [metal, Number(row[metal])])) as QuotedPrices;
  return { quote, fetchedAt: new Date(row.fetched_at) };
}

export interface SpotFeedOptions {
  db: Db;
  logger: Logger;
  provider: SpotProvider;
  intervalMs: number;
  now: () => Date;
  /**
   * Which instance polls: only the leader (database/leader.ts) asks the provider and stores quotes;
   * every instance serves the latest stored one. Absent: this instance always leads.
   */
  leadership?: Pick<Leadership, 'isLeader'>;
}

/**
 * Polls the provider every `intervalMs` while this instance leads. Call `takeLead()` when it starts
 * leading: a simulated feed on an empty table gets its history then, and a quote is fetched at once
 * (a new leader does not leave a gap of up to an interval).
 */
export function startSpotFeed({ db, logger, provider, intervalMs, now, leadership }: SpotFeedOptions): SpotFeed & { takeLead(): Promise<void> } {
  const isLeader = () => leadership?.isLeader() ?? true;
  let running: Promise<void> | null = null;
  const poll = () => {
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
  const tick = () => (isLeader() ? poll() : Promise.resolve());
  const takeLead = async () => {
    if (!isLeader()) return;
    try {
      const backfilled = await backfillSimulatedHistory(db, provider, now());
      if (backfilled) logger.info({ points: backfilled }, 'simulated spot price history created');
      await tick();
    } catch (error) {
      logger.warn({ err: error, provider: provider.name }, 'spot feed start failed; polling at the next interval');
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    takeLead,
    isLeader,
    async stop() {
      clearInterval(timer);
      await running;
    },
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
  const rows: { fetched_at: Date; quote: QuotedPrices }[] = [];
  let quote: QuotedPrices | null = null;
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

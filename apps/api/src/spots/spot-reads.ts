// The stored spot quotes: the latest one, and a range of history averaged into buckets.
import type { SpotMetal } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export function latestSpotRow(db: Db) {
  return db.selectFrom('spot_prices').selectAll().orderBy('fetched_at', 'desc').limit(1).executeTakeFirst();
}

export type SpotHistoryRow = { at: string | Date } & Record<SpotMetal, string | number>;

/** Averages of every metal per `bucket` over the `span` before `until` (both Postgres intervals), oldest first. */
export async function spotHistoryRows(db: Db, { until, span, bucket }: { until: Date; span: string; bucket: string }): Promise<SpotHistoryRow[]> {
  const result = await sql<SpotHistoryRow>`
      select date_bin(${bucket}::interval, fetched_at, timestamptz '2000-01-01') as at,
             avg(gold) as gold, avg(silver) as silver, avg(platinum) as platinum,
             avg(palladium) as palladium, avg(rhodium) as rhodium
      from spot_prices
      where fetched_at > ${until}::timestamptz - ${span}::interval
      group by 1 order by 1`.execute(db);
  return result.rows;
}

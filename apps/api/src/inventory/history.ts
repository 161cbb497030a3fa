// GET /api/inventory/history: the portfolio's melt value at the end of each of the last days (UTC),
// from what was held then and the day's last stored spot quote.
//
// Held at the end of day D: acquired on or before D (an item without an acquisition date counts
// from the day its lot was created) and not disposed of on or before D. A split-off lot carries its
// origin's acquisition, so a lot held as 10 pieces before "sold 3" counts 10 until that day, then 7.
// Each item adds its fine ozt and cost basis on its first day and takes them off on its disposal
// day. The database keeps those changes per day and metal (inventory_holding_days, migration 0034,
// maintained by triggers with every write): the holdings before the window are one sum of the
// changes before it, and running sums inside the window give every day, whatever the item count.
// recomputeHistory derives the same changes from the items themselves (the property test compares).
// Each day also carries that last quote itself, so a client can price today's holdings at it.
import type { PortfolioHistory, StoredSpot } from '@bullion/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/database';

interface HistoryRow {
  day: string;
  quoted: boolean;
  melt_value: string | null;
  cost_basis: string;
  gold: string | null;
  silver: string | null;
  platinum: string | null;
  palladium: string | null;
  rhodium: string | null;
}

export async function portfolioHistory(tx: Tx, groupId: string, days: number, now: Date): Promise<PortfolioHistory> {
  const kept = sql`
    select greatest(h.day, b.first_day) as day, h.metal, h.fine_ozt as fine, h.cost_basis as cost
    from inventory_holding_days h, bounds b
    where h.group_id = ${groupId}::uuid and h.day <= b.last_day
  `;
  return historyFrom(tx, kept, days, now);
}

/** The history from the items themselves: what the kept daily changes must always give. */
export async function recomputeHistory(tx: Tx, groupId: string, days: number, now: Date): Promise<PortfolioHistory> {
  const events = sql`
    with held as (
      select coalesce(i.metal, '') as metal,
        coalesce(i.fine_weight_ozt * i.quantity, 0) as fine,
        coalesce(i.cost_basis, 0) as cost,
        coalesce(i.acquired_on, (coalesce(origin.created_at, i.created_at) at time zone 'UTC')::date) as since,
        d.disposed_on as until
      from inventory_items i
      left join inventory_items origin on origin.id = i.split_from_item_id
      left join inventory_dispositions d on d.item_id = i.id and d.undone_at is null
      where i.group_id = ${groupId}::uuid and i.merged_into_item_id is null
    )
    select greatest(h.since, b.first_day) as day, h.metal, h.fine, h.cost from held h, bounds b where h.since <= b.last_day
    union all
    select greatest(h.until, b.first_day), h.metal, -h.fine, -h.cost from held h, bounds b where h.until is not null and h.until <= b.last_day
  `;
  return historyFrom(tx, events, days, now);
}

/**
 * The days of the window priced at each day's last quote. `events` gives (day, metal, fine, cost)
 * changes of the holdings up to the window's last day, those before it moved to its first day.
 */
async function historyFrom(tx: Tx, events: RawBuilder<unknown>, days: number, now: Date): Promise<PortfolioHistory> {
  const last = now.toISOString().slice(0, 10);
  const result = await sql<HistoryRow>`
    with bounds as (
      select ${last}::date - ${days - 1}::integer as first_day, ${last}::date as last_day
    ),
    calendar as (
      select d::date as day from bounds, generate_series(bounds.first_day, bounds.last_day, interval '1 day') as d
    ),
    events as (${events}),
    per_day as (
      select day, metal, sum(fine) as fine, sum(cost) as cost from events group by day, metal
    ),
    running as (
      select c.day, m.metal,
        sum(coalesce(p.fine, 0)) over (partition by m.metal order by c.day) as fine,
        sum(coalesce(p.cost, 0)) over (partition by m.metal order by c.day) as cost
      from calendar c
      cross join (select distinct metal from per_day) m
      left join per_day p on p.day = c.day and p.metal = m.metal
    ),
    quotes as (
      select c.day, q.gold, q.silver, q.platinum, q.palladium, q.rhodium
      from calendar c
      left join lateral (
        select s.gold, s.silver, s.platinum, s.palladium, s.rhodium from spot_prices s
        where s.fetched_at >= (c.day::timestamp at time zone 'UTC') and s.fetched_at < ((c.day + 1)::timestamp at time zone 'UTC')
        order by s.fetched_at desc limit 1
      ) q on true
    )
    select to_char(c.day, 'YYYY-MM-DD') as day,
      q.gold is not null as quoted,
      round(coalesce(sum(r.fine * case r.metal
        when 'gold' then q.gold when 'silver' then q.silver when 'platinum' then q.platinum
        when 'palladium' then q.palladium when 'rhodium' then q.rhodium else 0 end), 0), 2)::text as melt_value,
      coalesce(sum(r.cost), 0.00)::numeric(16, 2)::text as cost_basis,
      q.gold::text as gold, q.silver::text as silver, q.platinum::text as platinum, q.palladium::text as palladium, q.rhodium::text as rhodium
    from calendar c
    join quotes q on q.day = c.day
    left join running r on r.day = c.day
    group by c.day, q.gold, q.silver, q.platinum, q.palladium, q.rhodium
    order by c.day
  `.execute(tx);
  return {
    days: result.rows.map((row) => ({
      date: row.day,
      meltValue: row.quoted ? row.melt_value : null,
      costBasis: row.cost_basis,
      spot: daySpot(row),
    })),
  };
}

/** The day's last quote; the columns are not null in spot_prices, so one null means no quote that day. */
function daySpot({ gold, silver, platinum, palladium, rhodium }: HistoryRow): StoredSpot | null {
  if (gold === null || silver === null || platinum === null || palladium === null || rhodium === null) return null;
  return { gold, silver, platinum, palladium, rhodium };
}

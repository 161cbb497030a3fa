-- Maintained inventory totals and daily holdings (issue 37): the summary and the value history no
-- longer re-add every item of the group on every call; they read these two tables, which triggers
-- keep in the same transaction as every write to inventory_items and inventory_dispositions.
--
-- inventory_totals: per (group, status, metal, form, space) of the items not merged away, what
-- GET /api/inventory/summary adds: items, pieces, fine ozt (fine weight × quantity), cost basis, the
-- fine ozt of the costed items, the items without a metal or fine weight. Every filter of the summary
-- but q and tag is a key column, so a summary without them sums a few rows (list-query.ts).
--
-- inventory_holding_days: per (group, day, metal) the net change of held fine ozt and cost basis on
-- that day. An item adds its fine ozt and cost basis on the day it counts from (acquired_on; else
-- the day its lot was created: the origin's for a split-off lot, its own otherwise, UTC) and takes
-- them off on its disposition's day while that disposition is in force. The holdings at the end of
-- day D are the sum of the changes up to D (history.ts). Items without a metal count under ''.
--
-- Triggers rather than writes in the API: every path that changes holdings (create, edit, quantity,
-- move, identify, split, dispose, undo and merge back, import, order fulfilment and reversal, a
-- space's deletion) writes these two tables, so one rule covers them all, including future ones.
-- They are statement-level with transition tables: an import of 10 000 rows is one aggregated
-- upsert per table, not 10 000. Each statement adds the new rows' share and subtracts the old rows'
-- share, in key order. A transaction's statements may touch the rows of a group in any order (a
-- disposal locks the disposed key before the held one, an undo the other way round), so the first
-- write of a transaction to a group's figures takes that group's transaction advisory lock
-- (namespace 0x42444954 "BDIT", key hashtext(group id)): writers of one group queue instead of
-- deadlocking on the figures' rows (they would queue on those rows anyway). An item
-- statement reads the dispositions as they are, and a disposition statement the items as they are,
-- so after every statement both tables equal a full recomputation — which the property test
-- (test/inventory-totals.property.test.ts) checks against the recomputing queries kept in the API.
-- No statement of the API changes items and dispositions at once (that would count the cross term
-- twice). created_at of an item never changes, so a split-off lot's day never moves with its origin.
--
-- Security definer: the triggers write as the tables' owner, whatever role made the change;
-- bullion_app may only read its groups' rows. A group being deleted (cascade) is skipped: its rows
-- go with it.

create table inventory_totals (
  group_id uuid not null references groups (id) on delete cascade,
  status text not null,
  metal text,
  form text not null,
  space_id uuid,
  items bigint not null,
  pieces bigint not null,
  fine_ozt numeric not null,
  cost_basis numeric not null,
  costed_fine_ozt numeric not null,
  unvalued bigint not null,
  constraint inventory_totals_key unique nulls not distinct (group_id, status, metal, form, space_id)
);

create table inventory_holding_days (
  group_id uuid not null references groups (id) on delete cascade,
  day date not null,
  metal text not null,
  fine_ozt numeric not null,
  cost_basis numeric not null,
  primary key (group_id, day, metal)
);

-- ---------------------------------------------------------------- the existing rows
insert into inventory_totals (group_id, status, metal, form, space_id, items, pieces, fine_ozt, cost_basis, costed_fine_ozt, unvalued)
select group_id, status, metal, form, space_id,
  count(*),
  sum(quantity),
  coalesce(sum(fine_weight_ozt * quantity), 0),
  coalesce(sum(cost_basis), 0),
  coalesce(sum(fine_weight_ozt * quantity) filter (where cost_basis is not null), 0),
  count(*) filter (where metal is null or fine_weight_ozt is null)
from inventory_items
where merged_into_item_id is null
group by group_id, status, metal, form, space_id;

insert into inventory_holding_days (group_id, day, metal, fine_ozt, cost_basis)
select group_id, day, metal, sum(fine), sum(cost)
from (
  select i.group_id, coalesce(i.metal, '') as metal,
    coalesce(i.acquired_on, (coalesce(origin.created_at, i.created_at) at time zone 'UTC')::date) as day,
    coalesce(i.fine_weight_ozt * i.quantity, 0) as fine, coalesce(i.cost_basis, 0) as cost
  from inventory_items i
  left join inventory_items origin on origin.id = i.split_from_item_id
  where i.merged_into_item_id is null
  union all
  select i.group_id, coalesce(i.metal, ''), d.disposed_on,
    -coalesce(i.fine_weight_ozt * i.quantity, 0), -coalesce(i.cost_basis, 0)
  from inventory_items i
  join inventory_dispositions d on d.item_id = i.id and d.undone_at is null
  where i.merged_into_item_id is null
) events
group by group_id, day, metal;

-- ---------------------------------------------------------------- the triggers
-- Adds the signed shares of the statement's rows (+1 for its new rows, −1 for its old ones) to both
-- tables and drops the totals rows left with no item. The transition tables are seen by this
-- function's own queries only (not by a function it calls), hence one function with its text
-- chosen by the event.
create function inventory_items_totals_trigger() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, n.* from new_rows n'
    -- Only the rows whose counted columns changed: an edit of a title or a note writes nothing here.
    when 'UPDATE' then 'with changed as (
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (n.group_id, n.status, n.metal, n.form, n.space_id, n.quantity, n.cost_basis, n.fine_weight_ozt,
            n.acquired_on, n.created_at, n.split_from_item_id, n.merged_into_item_id)
          is distinct from (o.group_id, o.status, o.metal, o.form, o.space_id, o.quantity, o.cost_basis, o.fine_weight_ozt,
            o.acquired_on, o.created_at, o.split_from_item_id, o.merged_into_item_id)
      )
      select 1 as sign, n.* from new_rows n where n.id in (select id from changed)
      union all select -1 as sign, o.* from old_rows o where o.id in (select id from changed)'
    else 'select -1 as sign, o.* from old_rows o'
  end;
  emptied uuid[];
begin
  execute format('select count(pg_advisory_xact_lock(1111771476, hashtext(g.group_id::text))) from (select distinct group_id from (%s) c order by 1) g', changed);
  execute format($sql$
    with live as (
      select c.sign, c.group_id, c.status, c.metal, c.form, c.space_id, c.quantity, c.cost_basis, c.fine_weight_ozt,
        coalesce(c.fine_weight_ozt * c.quantity, 0) as fine,
        coalesce(c.acquired_on, (coalesce(origin.created_at, c.created_at) at time zone 'UTC')::date) as since,
        d.disposed_on as until
      from (%s) c
      join groups g on g.id = c.group_id
      left join inventory_items origin on origin.id = c.split_from_item_id
      left join inventory_dispositions d on d.item_id = c.id and d.undone_at is null
      where c.merged_into_item_id is null
    ),
    totals as (
      select group_id, status, metal, form, space_id,
        sum(sign) as items,
        sum(sign * quantity) as pieces,
        sum(sign * fine) as fine_ozt,
        coalesce(sum(sign * cost_basis), 0) as cost_basis,
        coalesce(sum(sign * fine) filter (where cost_basis is not null), 0) as costed_fine_ozt,
        coalesce(sum(sign) filter (where metal is null or fine_weight_ozt is null), 0) as unvalued
      from live
      group by group_id, status, metal, form, space_id
    ),
    upserted as (
      insert into inventory_totals as t (group_id, status, metal, form, space_id, items, pieces, fine_ozt, cost_basis, costed_fine_ozt, unvalued)
      select * from totals
      where items <> 0 or pieces <> 0 or fine_ozt <> 0 or cost_basis <> 0 or costed_fine_ozt <> 0 or unvalued <> 0
      order by group_id, status, metal, form, space_id
      on conflict on constraint inventory_totals_key do update set
        items = t.items + excluded.items,
        pieces = t.pieces + excluded.pieces,
        fine_ozt = t.fine_ozt + excluded.fine_ozt,
        cost_basis = t.cost_basis + excluded.cost_basis,
        costed_fine_ozt = t.costed_fine_ozt + excluded.costed_fine_ozt,
        unvalued = t.unvalued + excluded.unvalued
      returning t.group_id, t.items
    ),
    events as (
      select group_id, since as day, coalesce(metal, '') as metal, sign * fine as fine, sign * coalesce(cost_basis, 0) as cost from live
      union all
      select group_id, until, coalesce(metal, ''), -sign * fine, -sign * coalesce(cost_basis, 0) from live where until is not null
    ),
    days as (
      select group_id, day, metal, sum(fine) as fine, sum(cost) as cost from events group by group_id, day, metal
    ),
    days_upserted as (
      insert into inventory_holding_days as h (group_id, day, metal, fine_ozt, cost_basis)
      select group_id, day, metal, fine, cost from days
      where fine <> 0 or cost <> 0
      order by group_id, day, metal
      on conflict (group_id, day, metal) do update set
        fine_ozt = h.fine_ozt + excluded.fine_ozt,
        cost_basis = h.cost_basis + excluded.cost_basis
      returning 1
    )
    -- (days_upserted runs whether or not it is read.)
    select array_agg(distinct group_id) filter (where items = 0) from upserted
  $sql$, changed) into emptied;
  if emptied is not null then
    delete from inventory_totals where group_id = any (emptied) and items = 0;
  end if;
  return null;
end
$$;

-- Postgres takes transition tables only on a trigger of one event: three triggers, one function.
create trigger inventory_items_totals_insert after insert on inventory_items
  referencing new table as new_rows for each statement execute function inventory_items_totals_trigger();
create trigger inventory_items_totals_update after update on inventory_items
  referencing old table as old_rows new table as new_rows for each statement execute function inventory_items_totals_trigger();
create trigger inventory_items_totals_delete after delete on inventory_items
  referencing old table as old_rows for each statement execute function inventory_items_totals_trigger();

-- A disposition in force takes its item's fine ozt and cost basis off on its day; one that stops
-- being in force (undone) puts them back. The totals do not depend on dispositions (the item's
-- status does, and an item statement changes it).
create function inventory_dispositions_totals_trigger() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, n.group_id, n.item_id, n.disposed_on, n.undone_at from new_rows n'
    when 'UPDATE' then 'select 1 as sign, n.group_id, n.item_id, n.disposed_on, n.undone_at from new_rows n
      union all select -1, o.group_id, o.item_id, o.disposed_on, o.undone_at from old_rows o'
    else 'select -1 as sign, o.group_id, o.item_id, o.disposed_on, o.undone_at from old_rows o'
  end;
begin
  execute format('select count(pg_advisory_xact_lock(1111771476, hashtext(g.group_id::text))) from (select distinct group_id from (%s) c order by 1) g', changed);
  execute format($sql$
    with changed as (%s),
    days as (
      select i.group_id, c.disposed_on as day, coalesce(i.metal, '') as metal,
        sum(-c.sign * coalesce(i.fine_weight_ozt * i.quantity, 0)) as fine,
        sum(-c.sign * coalesce(i.cost_basis, 0)) as cost
      from changed c
      join inventory_items i on i.id = c.item_id and i.merged_into_item_id is null
      join groups g on g.id = i.group_id
      where c.undone_at is null
      group by i.group_id, c.disposed_on, coalesce(i.metal, '')
    )
    insert into inventory_holding_days as h (group_id, day, metal, fine_ozt, cost_basis)
    select group_id, day, metal, fine, cost from days
    where fine <> 0 or cost <> 0
    order by group_id, day, metal
    on conflict (group_id, day, metal) do update set
      fine_ozt = h.fine_ozt + excluded.fine_ozt,
      cost_basis = h.cost_basis + excluded.cost_basis
  $sql$, changed);
  return null;
end
$$;

create trigger inventory_dispositions_totals_insert after insert on inventory_dispositions
  referencing new table as new_rows for each statement execute function inventory_dispositions_totals_trigger();
create trigger inventory_dispositions_totals_update after update on inventory_dispositions
  referencing old table as old_rows new table as new_rows for each statement execute function inventory_dispositions_totals_trigger();
create trigger inventory_dispositions_totals_delete after delete on inventory_dispositions
  referencing old table as old_rows for each statement execute function inventory_dispositions_totals_trigger();

-- ---------------------------------------------------------------- grants and row-level security
grant select on inventory_totals, inventory_holding_days to bullion_app;

alter table inventory_totals enable row level security;
alter table inventory_holding_days enable row level security;

create policy inventory_totals_read on inventory_totals for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_holding_days_read on inventory_holding_days for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));

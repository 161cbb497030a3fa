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
-- insert per table, not 10 000. An item statement reads the dispositions as they are, and a
-- disposition statement the items as they are, so after every statement both tables equal a full
-- recomputation — which the property test
-- (test/inventory-totals.property.test.ts) checks against the recomputing queries kept in the API.
-- No statement of the API changes items and dispositions at once (that would count the cross term
-- twice). created_at of an item never changes, so a split-off lot's day never moves with its origin.
--
-- Writers never wait for one another here. A key (group, status, metal, form, space; group, day,
-- metal) may have several rows, which readers add up: a statement inserts its own change merged with
-- the key's rows no other transaction is merging at that moment (for update skip locked), which it
-- deletes. An upsert of one row per key would lock it until commit, and the API's transactions take
-- item rows and figures in different orders (an undo changes its disposition before it locks the lot
-- it merges into; a disposal locks the lot first): such writers would deadlock.
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
  unvalued bigint not null
);
create index inventory_totals_group_idx on inventory_totals (group_id, status);

create table inventory_holding_days (
  group_id uuid not null references groups (id) on delete cascade,
  day date not null,
  metal text not null,
  fine_ozt numeric not null,
  cost_basis numeric not null
);
create index inventory_holding_days_key_idx on inventory_holding_days (group_id, day, metal);

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
-- tables, merged with the keys' rows free to merge. The transition tables are seen by this
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
begin
  execute format($sql$
    with live as (
      select c.sign, c.group_id, c.status, c.metal, c.form, c.space_id, c.quantity, c.cost_basis, c.fine_weight_ozt,
        coalesce(c.fine_weight_ozt * c.quantity, 0) as fine,
        -- Looked up per row through their indexes (the origin's key, the disposition in force), not
        -- joined: a join of an import's thousands of rows could hash the whole items table.
        coalesce(c.acquired_on, (coalesce(
          (select origin.created_at from inventory_items origin where origin.id = c.split_from_item_id), c.created_at
        ) at time zone 'UTC')::date) as since,
        (select d.disposed_on from inventory_dispositions d where d.item_id = c.id and d.undone_at is null) as until
      from (%s) c
      where c.merged_into_item_id is null and exists (select 1 from groups g where g.id = c.group_id)
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
      having sum(sign) <> 0 or sum(sign * quantity) <> 0 or sum(sign * fine) <> 0 or coalesce(sum(sign * cost_basis), 0) <> 0
        or coalesce(sum(sign * fine) filter (where cost_basis is not null), 0) <> 0
        or coalesce(sum(sign) filter (where metal is null or fine_weight_ozt is null), 0) <> 0
    ),
    mergeable as (
      select t.ctid as row_id from inventory_totals t
      join totals n on n.group_id = t.group_id and n.status = t.status and n.form = t.form
        and n.metal is not distinct from t.metal and n.space_id is not distinct from t.space_id
      for update of t skip locked
    ),
    merged_away as (
      delete from inventory_totals t using mergeable m where t.ctid = m.row_id
      returning t.group_id, t.status, t.metal, t.form, t.space_id, t.items, t.pieces, t.fine_ozt, t.cost_basis, t.costed_fine_ozt, t.unvalued
    ),
    totals_written as (
      insert into inventory_totals (group_id, status, metal, form, space_id, items, pieces, fine_ozt, cost_basis, costed_fine_ozt, unvalued)
      select group_id, status, metal, form, space_id, sum(items), sum(pieces), sum(fine_ozt), sum(cost_basis), sum(costed_fine_ozt), sum(unvalued)
      from (select * from totals union all select * from merged_away) parts
      group by group_id, status, metal, form, space_id
      having sum(items) <> 0 or sum(pieces) <> 0 or sum(fine_ozt) <> 0 or sum(cost_basis) <> 0 or sum(costed_fine_ozt) <> 0 or sum(unvalued) <> 0
    ),
    events as (
      select group_id, since as day, coalesce(metal, '') as metal, sign * fine as fine, sign * coalesce(cost_basis, 0) as cost from live
      union all
      select group_id, until, coalesce(metal, ''), -sign * fine, -sign * coalesce(cost_basis, 0) from live where until is not null
    ),
    days as (
      select group_id, day, metal, sum(fine) as fine_ozt, sum(cost) as cost_basis from events
      group by group_id, day, metal
      having sum(fine) <> 0 or sum(cost) <> 0
    ),
    mergeable_days as (
      select h.ctid as row_id from inventory_holding_days h
      join days n on n.group_id = h.group_id and n.day = h.day and n.metal = h.metal
      for update of h skip locked
    ),
    days_merged_away as (
      delete from inventory_holding_days h using mergeable_days m where h.ctid = m.row_id
      returning h.group_id, h.day, h.metal, h.fine_ozt, h.cost_basis
    )
    insert into inventory_holding_days (group_id, day, metal, fine_ozt, cost_basis)
    select group_id, day, metal, sum(fine_ozt), sum(cost_basis)
    from (select * from days union all select * from days_merged_away) parts
    group by group_id, day, metal
    having sum(fine_ozt) <> 0 or sum(cost_basis) <> 0
  $sql$, changed);
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
    when 'INSERT' then 'select 1 as sign, n.item_id, n.disposed_on, n.undone_at from new_rows n'
    when 'UPDATE' then 'select 1 as sign, n.item_id, n.disposed_on, n.undone_at from new_rows n
      union all select -1, o.item_id, o.disposed_on, o.undone_at from old_rows o'
    else 'select -1 as sign, o.item_id, o.disposed_on, o.undone_at from old_rows o'
  end;
begin
  execute format($sql$
    with changed as (%s),
    days as (
      select i.group_id, c.disposed_on as day, coalesce(i.metal, '') as metal,
        sum(-c.sign * coalesce(i.fine_weight_ozt * i.quantity, 0)) as fine_ozt,
        sum(-c.sign * coalesce(i.cost_basis, 0)) as cost_basis
      from changed c
      join inventory_items i on i.id = c.item_id and i.merged_into_item_id is null
      join groups g on g.id = i.group_id
      where c.undone_at is null
      group by i.group_id, c.disposed_on, coalesce(i.metal, '')
      having sum(-c.sign * coalesce(i.fine_weight_ozt * i.quantity, 0)) <> 0 or sum(-c.sign * coalesce(i.cost_basis, 0)) <> 0
    ),
    mergeable_days as (
      select h.ctid as row_id from inventory_holding_days h
      join days n on n.group_id = h.group_id and n.day = h.day and n.metal = h.metal
      for update of h skip locked
    ),
    days_merged_away as (
      delete from inventory_holding_days h using mergeable_days m where h.ctid = m.row_id
      returning h.group_id, h.day, h.metal, h.fine_ozt, h.cost_basis
    )
    insert into inventory_holding_days (group_id, day, metal, fine_ozt, cost_basis)
    select group_id, day, metal, sum(fine_ozt), sum(cost_basis)
    from (select * from days union all select * from days_merged_away) parts
    group by group_id, day, metal
    having sum(fine_ozt) <> 0 or sum(cost_basis) <> 0
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

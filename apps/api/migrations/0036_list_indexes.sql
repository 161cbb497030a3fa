-- Lists at a dealer's scale (issue 37): 20 000 orders, 2 000 customers, 200 collections of 50 entries
-- over 100 000 items in one group.
--
-- order_list_totals: per (group, side, status, flagged for Form 8300) the orders and their money that
-- GET /api/orders adds up beside every page (orders, total, paid, refunded, and the balance still due
-- as Σ max(total − paid, 0), which the reader counts for the owing statuses only). A list filtered by
-- side, status or flag only (the first page, the tabs) sums a few of these rows instead of every
-- order of the group (order-reads.ts); a customer's, a period's or a search's totals are still added
-- from the orders they match.
--
-- inventory_product_holdings: per (group, product, grade as collections compare it, metal) what the
-- group holds of a catalog product: pieces and fine ozt of the held items (drawer or stock, not merged
-- away) linked to it. A collection's owned counts were summed from the items on every read
-- (collection_holdings, 0011): a dealer holding a product as hundreds of lots made the collections
-- list add up tens of thousands of items per call. collection_holdings now reads these rows, with the
-- same answer (fine_ozt is null where no held item of the key has a fine weight, as the item sum was).
--
-- Both are kept by statement-level triggers with transition tables, like inventory_totals (0034) and
-- with its way of never making writers wait on one another: a key may have several rows, which
-- readers add up; a statement inserts its change merged with the key's rows no other transaction is
-- merging at that moment (for update skip locked), which it deletes. Security definer: the triggers
-- write as the tables' owner whatever role made the change; bullion_app may only read its groups'
-- rows. A group being deleted (cascade) is skipped: its rows go with it.

create table order_list_totals (
  group_id uuid not null references groups (id) on delete cascade,
  side text not null,
  status text not null,
  flagged boolean not null,
  orders bigint not null,
  total numeric not null,
  paid numeric not null,
  refunded numeric not null,
  balance numeric not null
);
create index order_list_totals_group_idx on order_list_totals (group_id, side, status);

create table inventory_product_holdings (
  group_id uuid not null references groups (id) on delete cascade,
  product_id uuid not null,
  -- lower(btrim(grade)): what an entry's target grade is compared with (null: no grade).
  grade text,
  metal text,
  pieces bigint not null,
  fine_ozt numeric not null,
  -- How many of the key's items have a fine weight (0: the fine ozt is unknown, not 0).
  fined bigint not null
);
create index inventory_product_holdings_key_idx on inventory_product_holdings (group_id, product_id);

-- ---------------------------------------------------------------- the existing rows
insert into order_list_totals (group_id, side, status, flagged, orders, total, paid, refunded, balance)
select group_id, side, status, form8300_review, count(*), sum(total), sum(paid), sum(refunded), sum(greatest(total - paid, 0))
from orders
group by group_id, side, status, form8300_review;

insert into inventory_product_holdings (group_id, product_id, grade, metal, pieces, fine_ozt, fined)
select group_id, product_id, lower(btrim(grade)), metal, sum(quantity), coalesce(sum(fine_weight_ozt * quantity), 0), count(fine_weight_ozt)
from inventory_items
where product_id is not null and merged_into_item_id is null and status in ('drawer', 'stock')
group by group_id, product_id, lower(btrim(grade)), metal;

-- ---------------------------------------------------------------- the triggers
-- The transition tables are seen by this function's own queries only, hence one function per table
-- with its text chosen by the event.
create function orders_list_totals_trigger() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, n.group_id, n.side, n.status, n.form8300_review, n.total, n.paid, n.refunded from new_rows n'
    -- Only the rows whose counted columns changed: most order writes (notes, a quote's expiry, the
    -- version) write nothing here.
    when 'UPDATE' then 'with changed as (
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (n.group_id, n.side, n.status, n.form8300_review, n.total, n.paid, n.refunded)
          is distinct from (o.group_id, o.side, o.status, o.form8300_review, o.total, o.paid, o.refunded)
      )
      select 1 as sign, n.group_id, n.side, n.status, n.form8300_review, n.total, n.paid, n.refunded from new_rows n where n.id in (select id from changed)
      union all
      select -1, o.group_id, o.side, o.status, o.form8300_review, o.total, o.paid, o.refunded from old_rows o where o.id in (select id from changed)'
    else 'select -1 as sign, o.group_id, o.side, o.status, o.form8300_review, o.total, o.paid, o.refunded from old_rows o'
  end;
begin
  execute format($sql$
    with totals as (
      select c.group_id, c.side, c.status, c.form8300_review as flagged,
        sum(c.sign) as orders, sum(c.sign * c.total) as total, sum(c.sign * c.paid) as paid,
        sum(c.sign * c.refunded) as refunded, sum(c.sign * greatest(c.total - c.paid, 0)) as balance
      from (%s) c
      join groups g on g.id = c.group_id
      group by c.group_id, c.side, c.status, c.form8300_review
      having sum(c.sign) <> 0 or sum(c.sign * c.total) <> 0 or sum(c.sign * c.paid) <> 0 or sum(c.sign * c.refunded) <> 0
        or sum(c.sign * greatest(c.total - c.paid, 0)) <> 0
    ),
    mergeable as (
      select t.ctid as row_id from order_list_totals t
      join totals n on n.group_id = t.group_id and n.side = t.side and n.status = t.status and n.flagged = t.flagged
      for update of t skip locked
    ),
    merged_away as (
      delete from order_list_totals t using mergeable m where t.ctid = m.row_id
      returning t.group_id, t.side, t.status, t.flagged, t.orders, t.total, t.paid, t.refunded, t.balance
    )
    insert into order_list_totals (group_id, side, status, flagged, orders, total, paid, refunded, balance)
    select group_id, side, status, flagged, sum(orders), sum(total), sum(paid), sum(refunded), sum(balance)
    from (select * from totals union all select * from merged_away) parts
    group by group_id, side, status, flagged
    having sum(orders) <> 0 or sum(total) <> 0 or sum(paid) <> 0 or sum(refunded) <> 0 or sum(balance) <> 0
  $sql$, changed);
  return null;
end
$$;

-- Postgres takes transition tables only on a trigger of one event: three triggers, one function.
create trigger orders_list_totals_insert after insert on orders
  referencing new table as new_rows for each statement execute function orders_list_totals_trigger();
create trigger orders_list_totals_update after update on orders
  referencing old table as old_rows new table as new_rows for each statement execute function orders_list_totals_trigger();
create trigger orders_list_totals_delete after delete on orders
  referencing old table as old_rows for each statement execute function orders_list_totals_trigger();

create function inventory_items_product_holdings_trigger() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  counted text := 'group_id, product_id, lower(btrim(grade)) as grade, metal, quantity, fine_weight_ozt';
  held text := 'product_id is not null and merged_into_item_id is null and status in (''drawer'', ''stock'')';
  changed text := case tg_op
    when 'INSERT' then format('select 1 as sign, %s from new_rows where %s', counted, held)
    -- Only the rows whose counted columns changed: a move, a title or a cost writes nothing here.
    when 'UPDATE' then format('with changed as (
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (n.group_id, n.product_id, lower(btrim(n.grade)), n.metal, n.quantity, n.fine_weight_ozt, n.status, n.merged_into_item_id)
          is distinct from (o.group_id, o.product_id, lower(btrim(o.grade)), o.metal, o.quantity, o.fine_weight_ozt, o.status, o.merged_into_item_id)
      )
      select 1 as sign, %1$s from new_rows where %2$s and id in (select id from changed)
      union all
      select -1 as sign, %1$s from old_rows where %2$s and id in (select id from changed)', counted, held)
    else format('select -1 as sign, %s from old_rows where %s', counted, held)
  end;
begin
  execute format($sql$
    with held as (
      select c.group_id, c.product_id, c.grade, c.metal,
        sum(c.sign * c.quantity) as pieces, coalesce(sum(c.sign * c.fine_weight_ozt * c.quantity), 0) as fine_ozt,
        sum(c.sign) filter (where c.fine_weight_ozt is not null) as fined
      from (%s) c
      join groups g on g.id = c.group_id
      group by c.group_id, c.product_id, c.grade, c.metal
    ),
    changes as (
      select group_id, product_id, grade, metal, pieces, fine_ozt, coalesce(fined, 0) as fined from held
      where pieces <> 0 or fine_ozt <> 0 or coalesce(fined, 0) <> 0
    ),
    mergeable as (
      select h.ctid as row_id from inventory_product_holdings h
      join changes n on n.group_id = h.group_id and n.product_id = h.product_id
        and n.grade is not distinct from h.grade and n.metal is not distinct from h.metal
      for update of h skip locked
    ),
    merged_away as (
      delete from inventory_product_holdings h using mergeable m where h.ctid = m.row_id
      returning h.group_id, h.product_id, h.grade, h.metal, h.pieces, h.fine_ozt, h.fined
    )
    insert into inventory_product_holdings (group_id, product_id, grade, metal, pieces, fine_ozt, fined)
    select group_id, product_id, grade, metal, sum(pieces), sum(fine_ozt), sum(fined)
    from (select * from changes union all select * from merged_away) parts
    group by group_id, product_id, grade, metal
    having sum(pieces) <> 0 or sum(fine_ozt) <> 0 or sum(fined) <> 0
  $sql$, changed);
  return null;
end
$$;

create trigger inventory_items_product_holdings_insert after insert on inventory_items
  referencing new table as new_rows for each statement execute function inventory_items_product_holdings_trigger();
create trigger inventory_items_product_holdings_update after update on inventory_items
  referencing old table as old_rows new table as new_rows for each statement execute function inventory_items_product_holdings_trigger();
create trigger inventory_items_product_holdings_delete after delete on inventory_items
  referencing old table as old_rows for each statement execute function inventory_items_product_holdings_trigger();

-- ---------------------------------------------------------------- owned counts from the kept rows
-- The same answer as 0011's: for each entry of these collections, per metal, the pieces and fine
-- troy ounces of the entry group's held items linked to the entry's product (of its target grade when
-- one is set, trimmed, any case); entries with nothing held have no row. Security invoker: row-level
-- security applies to it as to any other read of the caller.
create or replace function collection_holdings(collection_ids uuid[])
  returns table (collection_id uuid, entry_id uuid, metal text, pieces bigint, fine_ozt numeric)
  language sql stable parallel safe as $$
    select e.collection_id, e.id, h.metal, sum(h.pieces)::bigint, case when sum(h.fined) > 0 then sum(h.fine_ozt) end
    from collection_entries e
    -- One index lookup per entry (offset 0 keeps the planner from turning it into a join it would
    -- plan as a loop over every pair when the tables have no statistics, as PGlite's never do).
    cross join lateral (
      select h.metal, h.pieces, h.fine_ozt, h.fined from inventory_product_holdings h
      where h.group_id = e.group_id and h.product_id = e.product_id
        and (e.target_grade is null or h.grade = lower(btrim(e.target_grade)))
      offset 0
    ) h
    where e.collection_id = any (collection_ids)
    group by e.collection_id, e.id, h.metal
    having sum(h.pieces) <> 0
  $$;

-- ---------------------------------------------------------------- grants and row-level security
grant select on order_list_totals, inventory_product_holdings to bullion_app;

alter table order_list_totals enable row level security;
alter table inventory_product_holdings enable row level security;

create policy order_list_totals_read on order_list_totals for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_product_holdings_read on inventory_product_holdings for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));

-- Inventory: storage spaces (a tree of up to three levels), the items a group holds, their
-- dispositions (sold, traded, lost…) and the append-only ledger of every change to an item.
-- Money and weights are numeric (exact decimals); valuation (melt value) is never stored, only what
-- an event fixed: the spot on the acquisition date, the realised gain of a disposition.
--
-- Every table is group-owned and bound by row-level security like products (0006). The composite
-- foreign keys (group_id, …) make the database itself refuse a row that points into another group:
-- an item in another group's space, a location under another group's space, a ledger entry or a
-- disposition of another group's item.
-- ((select app_group_ids())::uuid[]) is a sub-select so it is evaluated once per statement, not per row.

-- ---------------------------------------------------------------- storage spaces
create table storage_spaces (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  parent_id uuid,
  name text not null check (length(trim(name)) between 1 and 120),
  -- Kind of a top-level space; locations inherit it.
  kind text check (kind in ('home', 'safe', 'bank_box', 'vault', 'dealer', 'other')),
  notes text check (length(notes) <= 2000),
  -- 1 for a top-level space, 2 and 3 for locations (kept by the API when a space moves).
  depth smallint not null check (depth between 1 and 3),
  version integer not null default 1 check (version > 0),
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, id),
  foreign key (group_id, parent_id) references storage_spaces (group_id, id),
  check ((parent_id is null) = (depth = 1)),
  check ((parent_id is null) = (kind is not null))
);
-- Names are unique among siblings (paths such as "Home safe › Shelf 2" must say one place).
create unique index storage_spaces_sibling_name_key
  on storage_spaces (group_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));
create index storage_spaces_parent_idx on storage_spaces (parent_id) where parent_id is not null;

-- ---------------------------------------------------------------- items
-- What q searches, lower case. array_to_string is only STABLE in general (it calls the element
-- type's output function); for text[] the result never changes, so this wrapper may be IMMUTABLE
-- and feed a generated column.
create function inventory_search_text(title text, grade text, certificate text, serials text[], tags text[], notes text)
  returns text language sql immutable parallel safe as $$
    select lower(
      title || ' ' || coalesce(grade, '') || ' ' || coalesce(certificate, '') || ' '
      || array_to_string(serials, ' ') || ' ' || array_to_string(tags, ' ') || ' ' || coalesce(notes, '')
    )
  $$;

create table inventory_items (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  status text not null default 'drawer' check (status in ('drawer', 'stock', 'disposed')),
  version integer not null default 1 check (version > 0),
  product_id uuid references products (id) on delete set null,
  title text not null check (length(trim(title)) between 1 and 200),
  metal text check (metal in ('gold', 'silver', 'platinum', 'palladium', 'rhodium', 'copper')),
  form text not null default 'other' check (form in ('coin', 'bar', 'round', 'other')),
  -- Gross weight of one piece in weight_unit.
  weight numeric(15, 6) check (weight > 0),
  weight_unit text not null default 'ozt' check (weight_unit in ('ozt', 'g', 'kg')),
  purity numeric(6, 5) check (purity > 0 and purity <= 1),
  -- Fine metal of one piece in troy ounces (31.1034768 g each, exactly): a property of the item, not
  -- a valuation. Multiplied before dividing, so the only rounding is the last one (12 decimals).
  fine_weight_ozt numeric generated always as (
    case weight_unit
      when 'ozt' then weight * purity
      when 'g' then round(weight * purity / 31.1034768, 12)
      when 'kg' then round(weight * purity * 1000 / 31.1034768, 12)
    end
  ) stored,
  quantity integer not null default 1 check (quantity between 1 and 1000000),
  year integer check (year between 1 and 9999),
  grade text,
  grading_service text,
  certificate_number text,
  serial_numbers text[] not null default '{}',
  space_id uuid,
  tags text[] not null default '{}',
  notes text,
  obverse_image text,
  reverse_image text,
  acquired_on date,
  source text,
  -- Of the whole lot (all pieces).
  cost numeric(14, 2) check (cost >= 0),
  shipping numeric(14, 2) check (shipping >= 0),
  fees numeric(14, 2) check (fees >= 0),
  tax numeric(14, 2) check (tax >= 0),
  cost_basis numeric(16, 2) generated always as (
    case when cost is null then null else cost + coalesce(shipping, 0) + coalesce(fees, 0) + coalesce(tax, 0) end
  ) stored,
  -- Spot of the metal (USD/ozt) on the acquisition date, from spot_prices: a snapshot.
  spot_at_acquisition numeric(14, 4),
  -- The lot these pieces were split from (a partial disposition).
  split_from_item_id uuid,
  -- Set when an undone partial disposition merged these pieces back into their lot: the row stays
  -- (its ledger is append-only and keeps referring to it) but is no longer an item anyone sees.
  merged_into_item_id uuid,
  search_text text generated always as (
    inventory_search_text(title, grade, certificate_number, serial_numbers, tags, notes)
  ) stored,
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, id),
  foreign key (group_id, space_id) references storage_spaces (group_id, id),
  foreign key (group_id, split_from_item_id) references inventory_items (group_id, id),
  foreign key (group_id, merged_into_item_id) references inventory_items (group_id, id),
  -- The drawer is the intake tray: an item in a space has been put away.
  check (status <> 'drawer' or space_id is null),
  check (cardinality(serial_numbers) <= 100 and cardinality(tags) <= 20)
);

-- The default list: held items, newest acquisition first. In the list's own order, so its first
-- page is the first 100 entries of this index rather than a sort of every held item; narrow, so a
-- count of the held items is read from it alone.
create index inventory_items_held_acquired_idx
  on inventory_items (group_id, acquired_on desc nulls last, created_at desc, id desc)
  where merged_into_item_id is null and status in ('drawer', 'stock');
-- Other statuses (status=disposed).
create index inventory_items_group_status_idx on inventory_items (group_id, status) where merged_into_item_id is null;
create index inventory_items_space_idx on inventory_items (space_id) where space_id is not null;
create index inventory_items_split_from_idx on inventory_items (split_from_item_id) where split_from_item_id is not null;
-- No trigram index on search_text: under row-level security Postgres does not use an index for a
-- LIKE (not LEAKPROOF) before the policy's condition, so q reads the group's rows through the
-- index above and filters them (10 000 items: see bench/inventory-api.mjs).

-- ---------------------------------------------------------------- dispositions
create table inventory_dispositions (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  -- The disposed item: the split-off lot when only part of a lot went.
  item_id uuid not null,
  kind text not null check (kind in ('sold', 'traded', 'lost', 'gifted', 'returned', 'melted')),
  disposed_on date not null,
  quantity integer not null check (quantity between 1 and 1000000),
  amount numeric(14, 2) check (amount >= 0),
  counterparty text,
  notes text,
  -- amount − cost basis of the disposed pieces (−cost basis when lost or gifted), computed once.
  realised_gain numeric(16, 2),
  split_from_item_id uuid,
  created_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  undone_at timestamptz,
  undone_by_user_id uuid references auth_users (id) on delete set null,
  foreign key (group_id, item_id) references inventory_items (group_id, id) on delete cascade,
  foreign key (group_id, split_from_item_id) references inventory_items (group_id, id),
  check (undone_by_user_id is null or undone_at is not null)
);
-- An item has at most one disposition in force.
create unique index inventory_dispositions_active_key on inventory_dispositions (item_id) where undone_at is null;

-- ---------------------------------------------------------------- ledger
-- Append-only: bullion_app may read and add entries, never change or remove one.
create table inventory_ledger (
  id bigint generated always as identity primary key,
  group_id uuid not null references groups (id) on delete cascade,
  item_id uuid not null,
  kind text not null check (kind in ('acquired', 'edited', 'moved', 'quantity_changed', 'split', 'disposed', 'undone', 'put_away', 'identified', 'imported')),
  -- For edits: { field: { from, to } } of exactly the fields that changed.
  changes jsonb not null default '{}' check (jsonb_typeof(changes) = 'object'),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  actor_user_id uuid references auth_users (id) on delete set null,
  at timestamptz not null default now(),
  foreign key (group_id, item_id) references inventory_items (group_id, id) on delete cascade
);
create index inventory_ledger_item_idx on inventory_ledger (item_id, id desc);

-- ---------------------------------------------------------------- grants and row-level security
grant select, insert, update, delete on storage_spaces to bullion_app;
-- Items and dispositions are never deleted by a request (an undone disposition is marked undone).
grant select, insert, update on inventory_items, inventory_dispositions to bullion_app;
grant select, insert on inventory_ledger to bullion_app;
grant usage on sequence inventory_ledger_id_seq to bullion_app;

alter table storage_spaces enable row level security;
alter table inventory_items enable row level security;
alter table inventory_dispositions enable row level security;
alter table inventory_ledger enable row level security;

create policy storage_spaces_scoped on storage_spaces for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_items_scoped on inventory_items for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_dispositions_scoped on inventory_dispositions for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_ledger_read on inventory_ledger for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));
create policy inventory_ledger_append on inventory_ledger for insert to bullion_app
  with check (group_id = any ((select app_group_ids())::uuid[]));

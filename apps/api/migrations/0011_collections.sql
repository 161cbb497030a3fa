-- Collections: named sets of catalog products a group collects, each entry with how many pieces are
-- wanted (docs/collections.md). Group-owned and bound by row-level security like price templates
-- (0009). What is owned is never stored: collection_holdings() derives it from the group's held
-- inventory on every read, and the public share view goes through one narrow security-definer
-- function, shared_collection(), instead of loosening any policy.
-- ((select app_group_ids())::uuid[]) is a sub-select so it is evaluated once per statement, not per row.

create table collections (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  title text not null check (length(trim(title)) between 1 and 200),
  description text check (length(description) <= 4000),
  -- A chosen cover; null: the first entry's product image, found on read.
  cover_image text check (length(cover_image) <= 2048),
  sort_order text not null default 'position' check (sort_order in ('position', 'title', 'year', 'owned')),
  -- The share link (32 random bytes, base64url); null while sharing is off. Unique, and the index
  -- the public lookup reads.
  share_token text unique check (share_token ~ '^[A-Za-z0-9_-]{43}$'),
  -- Steps with changes to the fields above (title … sort order, not sharing or entries): a PATCH
  -- with an older version is 409.
  version integer not null default 1 check (version > 0),
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, id)
);
-- The list's default order (recently changed first) within a group.
create index collections_group_updated_idx on collections (group_id, updated_at desc, id);

create table collection_entries (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  collection_id uuid not null,
  product_id uuid not null references products (id) on delete cascade,
  -- 0, 1, 2… in the arranged order. The unique check is deferred to the commit, so a reorder or the
  -- closing of a gap rewrites many positions in one statement.
  position integer not null check (position >= 0),
  wanted_quantity integer not null default 1 check (wanted_quantity between 1 and 1000000),
  -- Only held pieces of this grade count as owned (compared trimmed, any case).
  target_grade text check (length(trim(target_grade)) between 1 and 40),
  notes text check (length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The collection's own group: an entry can never sit in another group's collection.
  foreign key (group_id, collection_id) references collections (group_id, id) on delete cascade,
  unique (collection_id, product_id),
  constraint collection_entries_position_key unique (collection_id, position) deferrable initially deferred
);
create index collection_entries_product_idx on collection_entries (product_id);

-- An entry names a product of the public catalog or of its own group, never another group's: checked
-- by the database itself (a foreign key cannot say "public or mine"). Security definer so the check
-- sees the product whatever row-level security would show the caller (a public product unpublished
-- since is still a fine product to copy into a duplicate); it reads one row and returns no data.
create function collection_entry_product_check() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
begin
  if not exists (select 1 from products p where p.id = new.product_id and (p.group_id is null or p.group_id = new.group_id)) then
    raise exception 'product % is neither public nor of group %', new.product_id, new.group_id using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;
create trigger collection_entries_product_check before insert or update of product_id, group_id on collection_entries
  for each row execute function collection_entry_product_check();

-- What owned counts read: a group's held items of a product.
create index inventory_items_held_product_idx on inventory_items (group_id, product_id)
  include (quantity, grade, metal, fine_weight_ozt)
  where product_id is not null and merged_into_item_id is null and status in ('drawer', 'stock');

-- Owned, derived: for each entry of these collections, per metal, the pieces and fine troy ounces of
-- the entry group's held items (drawer or stock; never disposed or merged back) linked to the entry's
-- product, and of its target grade when one is set (trimmed, any case). Entries with nothing held
-- have no row. The held items of the entries' products are summed once per (product, grade, metal)
-- before they meet the entries: a product held as a hundred lots and named by twenty collections is
-- then twenty joins, not two thousand. Security invoker, so row-level security applies to it as to
-- any other read of the caller.
create function collection_holdings(collection_ids uuid[])
  returns table (collection_id uuid, entry_id uuid, metal text, pieces bigint, fine_ozt numeric)
  language sql stable parallel safe as $$
    with e as (
      select ce.id, ce.collection_id, ce.group_id, ce.product_id, lower(btrim(ce.target_grade)) as grade
      from collection_entries ce
      where ce.collection_id = any (collection_ids)
    ),
    held as (
      select i.group_id, i.product_id, lower(btrim(i.grade)) as grade, i.metal,
        sum(i.quantity) as pieces, sum(i.fine_weight_ozt * i.quantity) as fine
      from inventory_items i
      where i.merged_into_item_id is null
        and i.status in ('drawer', 'stock')
        and (i.group_id, i.product_id) in (select e.group_id, e.product_id from e)
      group by i.group_id, i.product_id, lower(btrim(i.grade)), i.metal
    )
    select e.collection_id, e.id, h.metal, sum(h.pieces)::bigint, sum(h.fine)
    from e
    join held h on h.group_id = e.group_id and h.product_id = e.product_id and (e.grade is null or h.grade = e.grade)
    group by e.collection_id, e.id, h.metal
  $$;

grant select, insert, update, delete on collections, collection_entries to bullion_app;

alter table collections enable row level security;
alter table collection_entries enable row level security;

create policy collections_scoped on collections for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy collection_entries_scoped on collection_entries for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));

-- The share link's view, for GET /api/public/collections/{token} (no session). The visitor belongs
-- to no group, so no row-level security scope could ever show them a collection; rather than widen a
-- policy, this one function runs with its owner's rights, is pinned to the one collection whose
-- token it is given, and returns only what a share link may show: title, description, cover, sort
-- order, and per entry the product's title, images and year (for sorting), owned and wanted counts.
-- No id, group, note, grade, cost or inventory detail leaves it. null for an unknown token (sharing
-- off). Executable by the request role only, not by PUBLIC.
create function shared_collection(token text) returns jsonb
  language sql stable security definer set search_path = pg_catalog, public as $$
    with c as (
      select id, group_id, title, description, cover_image, sort_order from collections where share_token = token
    ),
    owned as (
      select entry_id, sum(pieces) as pieces from collection_holdings(array(select id from c)) group by entry_id
    ),
    e as (
      select e.position, e.wanted_quantity, coalesce(o.pieces, 0) as owned, p.title, p.obverse_image, p.reverse_image, p.year
      from c
      join collection_entries e on e.collection_id = c.id
      -- The product as the group sees it (products_visible's rule for that group).
      left join products p on p.id = e.product_id and (p.group_id = c.group_id or (p.group_id is null and p.status = 'published'))
      left join owned o on o.entry_id = e.id
    )
    select jsonb_build_object(
      'title', c.title,
      'description', c.description,
      'coverImage', coalesce(
        c.cover_image,
        (select coalesce(e.obverse_image, e.reverse_image) from e where coalesce(e.obverse_image, e.reverse_image) is not null order by e.position limit 1)
      ),
      'sortOrder', c.sort_order,
      'entries', coalesce(
        (select jsonb_agg(jsonb_build_object(
            'position', e.position, 'title', e.title, 'year', e.year, 'obverseImage', e.obverse_image,
            'reverseImage', e.reverse_image, 'owned', e.owned, 'wanted', e.wanted_quantity
          ) order by e.position) from e),
        '[]'::jsonb
      )
    )
    from c
  $$;
revoke all on function shared_collection(text) from public;
grant execute on function shared_collection(text) to bullion_app;

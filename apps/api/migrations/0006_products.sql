-- Products: the public catalog (group_id null, written only by the API's own login: the seed) and
-- each group's own products. Weights, purity and dimensions are numeric (exact decimals).
--
-- Reads and writes inside a request run as bullion_app (see src/db/database.ts):
--   * writes go to the table, bound by the policies below (only rows of app.group_ids);
--   * reads go through the view products_visible, which applies the very same visibility rule as
--     products_read. Why a view: under row-level security Postgres refuses to use an index for a
--     condition whose operator is not LEAKPROOF (LIKE and the trigram operators are not), so a
--     search as bullion_app on the table is a sequential scan (measured 120 ms against 15 ms on
--     100 000 rows). The view runs with its owner's rights, keeps the rule in the database, and
--     lets the planner use the trigram and btree indexes.
-- ((select app_group_ids())::uuid[]) is a sub-select so it is evaluated once per statement, not per row.

-- Already created by 0001; repeated so this migration states what it depends on (q uses trigrams).
create extension if not exists pg_trgm;

-- Column order matters for search: the columns a search reads (group_id, status, title, search_text)
-- come first, so a row does not have to be walked past long descriptions to reach them.
create table products (
  id uuid primary key default gen_random_uuid(),
  group_id uuid references groups (id) on delete cascade,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived', 'deleted')),
  title text not null check (length(trim(title)) between 1 and 200),
  -- What q searches (lower case, for LIKE with the trigram index). Kept by the database itself.
  search_text text generated always as (
    lower(
      title || ' ' || coalesce(name, '') || ' ' || coalesce(metal, '') || ' ' || coalesce(country, '') || ' '
      || coalesce(type, '') || ' ' || coalesce(strike, '') || ' ' || coalesce(year::text, '') || ' ' || coalesce(face_value, '')
    )
  ) stored,
  public boolean generated always as (group_id is null) stored,
  version integer not null default 1 check (version > 0),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  year integer,
  metal text,
  country text check (country ~ '^[A-Z]{3}$'),
  type text,
  category_id integer,
  series_id integer,
  packaging_id integer,
  theme_id integer,
  name text,
  strike text,
  face_value text,
  weight numeric check (weight > 0),
  weight_unit text,
  purity numeric check (purity > 0 and purity <= 1),
  metal_content numeric check (metal_content > 0),
  diameter numeric check (diameter > 0),
  thickness numeric check (thickness > 0),
  edge_design text,
  inner_pack integer check (inner_pack > 0),
  outer_pack integer check (outer_pack > 0),
  obverse_image text,
  reverse_image text,
  extra_images jsonb not null default '[]' check (jsonb_typeof(extra_images) = 'array'),
  videos jsonb not null default '[]' check (jsonb_typeof(videos) = 'array'),
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  description text,
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Slugs are unique within a group, and within the public catalog (the seed's upsert key).
create unique index products_group_slug_key on products (group_id, slug) where group_id is not null;
create unique index products_public_slug_key on products (slug) where group_id is null;

-- q: LIKE '%word%' on the search text.
create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops);
-- Pages of the public catalog and of a group in title order (the default). They carry every column
-- a list filters, orders or returns in partial form, so a page, and a count that has to test many
-- rows (a broad q such as "gold"), is read from the index alone instead of from the table's rows.
create index products_public_title_idx on products (title, id)
  include (group_id, search_text, year, metal, country, type, category_id, series_id, updated_at, obverse_image)
  where group_id is null and status = 'published';
create index products_group_title_idx on products (group_id, title, id)
  include (status, search_text, year, metal, country, type, category_id, series_id, updated_at, obverse_image)
  where group_id is not null;
-- Other orders, and the narrow index a plain count reads.
create index products_public_updated_idx on products (updated_at, id) where group_id is null and status = 'published';
create index products_public_year_idx on products (year, id) where group_id is null and status = 'published';
create index products_public_year_desc_idx on products (year desc nulls last, id desc) where group_id is null and status = 'published';
create index products_group_updated_idx on products (group_id, updated_at, id) where group_id is not null;
-- Selective filters.
create index products_metal_idx on products (metal);
create index products_country_idx on products (country);
create index products_series_idx on products (series_id) where series_id is not null;
create index products_category_idx on products (category_id) where category_id is not null;

grant select, insert, update on products to bullion_app;

alter table products enable row level security;

create policy products_read on products for select to bullion_app using (
  (group_id is null and status = 'published') or group_id = any ((select app_group_ids())::uuid[])
);
create policy products_insert on products for insert to bullion_app
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy products_update on products for update to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));

-- (A column added to products later needs this view re-created: `select *` is expanded when it is made.)
create view products_visible as
  select * from products
  where (group_id is null and status = 'published') or group_id = any ((select app_group_ids())::uuid[]);
grant select on products_visible to bullion_app;

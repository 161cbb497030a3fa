-- Price templates: how a group prices bullion over spot (docs/price-templates.md). Group-owned, with
-- a version for optimistic concurrency and at most one default per group.
--
-- Rules are one jsonb array on the template, not child tables: they are always read and written
-- whole (the editor saves the list it shows; pricing reads the list in order), their order is part of
-- the meaning (the earlier of two equal rules wins), one version covers the whole document, and no
-- query ever looks for templates by a rule. Rule and tier tables would add two joins and a reordering
-- protocol for none of that. What the database cannot check inside the array, the API checks on every
-- write with the shared zod schema (priceRulesSchema) and again on every read (responses go through
-- it); the database keeps the outer shape and size bounded.

create table price_templates (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 100),
  is_default boolean not null default false,
  version integer not null default 1 check (version > 0),
  rules jsonb not null default '[]' check (jsonb_typeof(rules) = 'array' and jsonb_array_length(rules) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One default per group: a second default in the same group is refused by the database itself.
create unique index price_templates_one_default_key on price_templates (group_id) where is_default;
-- Names are unique in a group whatever their case; the list reads the group's templates in this order.
create unique index price_templates_group_name_key on price_templates (group_id, lower(name));

grant select, insert, update, delete on price_templates to bullion_app;

alter table price_templates enable row level security;

create policy price_templates_group on price_templates for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));

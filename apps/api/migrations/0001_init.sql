-- Accounts, groups, members, roles, plans, subscriptions, invites; Supabase-compatible auth tables;
-- the local mailbox. Group-owned rows carry group_id and are guarded by row-level security keyed on
-- the per-transaction settings app.user_id and app.group_ids (see src/db/database.ts).
-- Request-scoped work runs as role bullion_app, which RLS binds. The API's own login owns the
-- tables and is not bound (no FORCE), for the few service lookups that precede a scope: a session
-- check, "which groups is this user in", an invite read by its code.

create extension if not exists pg_trgm;

-- The role every request-scoped transaction runs as (SET LOCAL ROLE). It cannot bypass RLS.
do $$
begin
  if not exists (select from pg_roles where rolname = 'bullion_app') then
    create role bullion_app nologin;
  end if;
end
$$;
grant bullion_app to current_user;
grant usage on schema public to bullion_app;

create or replace function app_user_id() returns uuid
  language sql stable as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$;

create or replace function app_group_ids() returns uuid[]
  language sql stable as $$
    select coalesce(string_to_array(nullif(current_setting('app.group_ids', true), ''), ',')::uuid[], '{}'::uuid[])
  $$;

-- ---------------------------------------------------------------- auth (Supabase-compatible)
create table auth_users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_user_meta_data jsonb not null default '{}',
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index auth_users_email_key on auth_users (lower(email));

create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  aal text not null default 'aal1',
  amr text not null default 'password',
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  revoked_at timestamptz
);
create index auth_sessions_user_idx on auth_sessions (user_id);

-- Only hashes of refresh tokens are stored. A token is used once; reusing a used one revokes the session.
create table auth_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  user_id uuid not null references auth_users (id) on delete cascade,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_refresh_tokens_session_idx on auth_refresh_tokens (session_id);

create table auth_one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  kind text not null check (kind in ('signup', 'recovery', 'oauth')),
  token_hash text not null,
  redirect_to text,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_one_time_tokens_lookup_idx on auth_one_time_tokens (user_id, kind) where consumed_at is null;

-- Fixed-window counters for rate limits (kept in the database so several API instances agree).
create table rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  code text,
  link text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_idx on mail_outbox (created_at desc);

-- ---------------------------------------------------------------- plans and roles (reference data)
create table plans (
  id text primary key,
  name text not null,
  alias text not null unique,
  stripe_product_id text,
  permissions jsonb not null default '{}'
);

create table group_member_roles (
  id serial primary key,
  name text not null,
  value text not null unique,
  permissions jsonb not null default '{}',
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------- profiles and groups
create table profiles (
  id uuid primary key references auth_users (id) on delete cascade,
  name text not null default '',
  display_name text not null default '',
  email text not null,
  avatar_url text,
  metadata jsonb not null default '{}',
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table groups (
  id uuid primary key default gen_random_uuid(),
  type text not null default 'personal' check (type in ('personal', 'team', 'space')),
  private boolean,
  name text not null check (length(trim(name)) > 0),
  subdomain text unique,
  avatar_url text,
  settings jsonb not null default '{}',
  created_by uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table group_members (
  id serial primary key,
  group_id uuid not null references groups (id) on delete cascade,
  user_id uuid not null references auth_users (id) on delete cascade,
  role_id integer not null references group_member_roles (id),
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, user_id)
);
create index group_members_user_idx on group_members (user_id);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  group_id uuid references groups (id) on delete cascade,
  user_id uuid not null references auth_users (id) on delete cascade,
  subscription_plan_id text not null references plans (id),
  stripe_subscription_id text,
  status text not null default 'active',
  trial_ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_group_idx on subscriptions (group_id);

create table group_invites (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  code text not null unique,
  role_id integer not null references group_member_roles (id),
  email text,
  created_by uuid references auth_users (id) on delete set null,
  max_uses integer check (max_uses is null or max_uses > 0),
  uses integer not null default 0,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index group_invites_group_idx on group_invites (group_id);

-- ---------------------------------------------------------------- grants and row-level security
grant select on plans, group_member_roles to bullion_app;
grant select, insert, update, delete on profiles, groups, group_members, subscriptions, group_invites to bullion_app;
grant usage on all sequences in schema public to bullion_app;

alter table profiles enable row level security;
-- A user sees their own profile and the profiles of people in their groups.
create policy profiles_visible on profiles for select to bullion_app using (
  id = app_user_id()
  or exists (select 1 from group_members m where m.user_id = profiles.id and m.group_id = any (app_group_ids()))
);
create policy profiles_own_write on profiles for all to bullion_app using (id = app_user_id()) with check (id = app_user_id());

alter table groups enable row level security;
create policy groups_scoped on groups for all to bullion_app
  using (id = any (app_group_ids())) with check (id = any (app_group_ids()));

alter table group_members enable row level security;
create policy group_members_scoped on group_members for all to bullion_app
  using (group_id = any (app_group_ids())) with check (group_id = any (app_group_ids()));

alter table subscriptions enable row level security;
create policy subscriptions_scoped on subscriptions for all to bullion_app
  using (group_id = any (app_group_ids()) or (group_id is null and user_id = app_user_id()))
  with check (group_id = any (app_group_ids()) or (group_id is null and user_id = app_user_id()));

alter table group_invites enable row level security;
create policy group_invites_scoped on group_invites for all to bullion_app
  using (group_id = any (app_group_ids())) with check (group_id = any (app_group_ids()));

-- ---------------------------------------------------------------- reference rows
insert into plans (id, name, alias, permissions) values
  ('free', 'Free', 'free', '{"enableDomain": false, "enableSubdomain": false, "enableBranding": false}'),
  ('pro', 'Pro', 'pro', '{"enableDomain": true, "enableSubdomain": true, "enableBranding": true}'),
  ('teams', 'Teams', 'teams', '{"enableDomain": true, "enableSubdomain": true, "enableBranding": true}');

insert into group_member_roles (name, value, permissions) values
  ('Admin', 'admin', '{"group.read": true, "group.update": true, "members.read": true, "members.manage": true, "invites.manage": true, "billing.manage": true, "catalog.write": true, "inventory.write": true, "orders.write": true}'),
  ('Member', 'member', '{"group.read": true, "group.update": false, "members.read": true, "members.manage": false, "invites.manage": false, "billing.manage": false, "catalog.write": true, "inventory.write": true, "orders.write": true}'),
  ('Viewer', 'viewer', '{"group.read": true, "group.update": false, "members.read": true, "members.manage": false, "invites.manage": false, "billing.manage": false, "catalog.write": false, "inventory.write": false, "orders.write": false}');

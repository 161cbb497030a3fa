-- Release registry (issue 36): immutable builds of the remotes, the release each environment serves
-- (with an optional canary), the history of stable deployments (rollback pops it), deploy keys scoped
-- to one remote and a set of environments, the platform admins who make them, and the audit log.
-- No group owns any of this: none of these tables is granted to bullion_app. The registry's code runs
-- on the API's owner connection and does its own authorisation (platform admin or scoped key).

create table platform_admins (
  user_id uuid primary key references auth_users (id) on delete cascade,
  granted_at timestamptz not null default now(),
  granted_by text not null
);

create table releases (
  remote text not null,
  id text not null,
  version text not null,
  contract_range text not null,
  files jsonb not null,
  total_bytes bigint not null check (total_bytes >= 0),
  manifest_integrity text not null,
  entry_integrity text not null,
  entry_path text not null,
  published_at timestamptz not null default now(),
  published_by_kind text not null check (published_by_kind in ('user', 'key', 'system')),
  published_by_id text,
  published_by_label text not null,
  primary key (remote, id)
);
create index releases_published on releases (remote, published_at desc);

-- A release never changes after publish: its files are served with year-long immutable caching and
-- pinned by hash, so an edited row would describe bytes nobody stored.
create function releases_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'release %/% is immutable', old.remote, old.id using errcode = 'check_violation';
end;
$$;
create trigger releases_immutable before update on releases for each row execute function releases_immutable();

create table release_targets (
  environment text not null,
  remote text not null,
  release_id text not null,
  canary_release_id text,
  canary_percent int check (canary_percent between 1 and 99),
  canary_started_at timestamptz,
  revision int not null default 1,
  updated_at timestamptz not null default now(),
  primary key (environment, remote),
  foreign key (remote, release_id) references releases (remote, id),
  foreign key (remote, canary_release_id) references releases (remote, id),
  check ((canary_release_id is null) = (canary_percent is null) and (canary_release_id is null) = (canary_started_at is null))
);

-- The stack of stable releases per environment and remote: every point, promote or canary promote
-- pushes one; a rollback marks the top one rolled back and serves the one below it.
create table release_deployments (
  id bigserial primary key,
  environment text not null,
  remote text not null,
  release_id text not null,
  at timestamptz not null default now(),
  actor_label text not null,
  rolled_back_at timestamptz,
  foreign key (remote, release_id) references releases (remote, id)
);
create index release_deployments_stack on release_deployments (environment, remote, id desc) where rolled_back_at is null;

create table deploy_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  remote text not null,
  environments text[] not null,
  key_hash text not null unique,
  key_prefix text not null,
  created_by uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by uuid references auth_users (id) on delete set null,
  last_used_at timestamptz
);

create table release_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_kind text not null check (actor_kind in ('user', 'key', 'system')),
  actor_id text,
  actor_label text not null,
  action text not null,
  remote text,
  environment text,
  release_id text,
  detail jsonb not null default '{}'
);
create index release_audit_newest on release_audit (id desc);

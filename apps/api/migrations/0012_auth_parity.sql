-- GoTrue parity (docs/auth.md): identities, TOTP factors and their challenges, e-mail change, more
-- kinds of one-time codes, banned users, and groups that require two-factor sign-in.

-- One row per way a user can sign in (GoTrue's auth.identities): 'email' for every user with an
-- address, 'google' once Google vouched for them. provider_id is the provider's subject (for e-mail,
-- the user id, as GoTrue does).
create table auth_identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  provider text not null check (provider in ('email', 'google')),
  provider_id text not null check (length(provider_id) between 1 and 255),
  identity_data jsonb not null default '{}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_id)
);
create index auth_identities_user_idx on auth_identities (user_id);

-- Every existing user has an e-mail identity; Google users also a Google one.
insert into auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
select id, 'email', id::text, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', email_confirmed_at is not null),
       last_sign_in_at, created_at, updated_at
from auth_users;
insert into auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
select id, 'google', lower(email), jsonb_build_object('sub', lower(email), 'email', email, 'email_verified', true),
       last_sign_in_at, created_at, updated_at
from auth_users
where raw_app_meta_data -> 'providers' ? 'google';

-- TOTP factors (GoTrue's auth.mfa_factors). The secret is stored encrypted by the API (AES-GCM under
-- a key derived from JWT_SECRET), never in clear.
create table auth_mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  friendly_name text check (length(friendly_name) <= 100),
  factor_type text not null default 'totp' check (factor_type in ('totp')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  -- The last time step accepted, so a code cannot be used twice.
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);
create index auth_mfa_factors_user_idx on auth_mfa_factors (user_id);
-- A friendly name tells a user's factors apart.
create unique index auth_mfa_factors_name_key on auth_mfa_factors (user_id, friendly_name) where friendly_name is not null;

create table auth_mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth_mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);
create index auth_mfa_challenges_factor_idx on auth_mfa_challenges (factor_id);

-- One-time codes for more flows: magic link / e-mail code sign-in, invitations, both sides of an
-- e-mail change, and reauthentication before a sensitive change.
alter table auth_one_time_tokens drop constraint auth_one_time_tokens_kind_check;
alter table auth_one_time_tokens add constraint auth_one_time_tokens_kind_check
  check (kind in ('signup', 'recovery', 'oauth', 'magiclink', 'invite', 'email_change_new', 'email_change_current', 'reauthentication'));

alter table auth_users
  -- The address an e-mail change is waiting to move to (confirmed by codes, see docs/auth.md).
  add column email_change text,
  -- Signed-in users only: sign-in and refresh are refused until then (admin API ban_duration).
  add column banned_until timestamptz,
  add column invited_at timestamptz;

-- Groups whose admins require two-factor sign-in of every member.
alter table groups add column require_mfa boolean not null default false;

-- Custom domains (docs/settings.md, "Billing, purchase history and domains"): one per group, proven
-- by a DNS TXT record `_bullion-verification.<domain>` holding `bullion-verification=<token>`. Any
-- group may claim a domain while it is pending, but only one group can hold it verified: whoever
-- shows the record. The subdomain stays in groups.subdomain (unique since 0001).
create table group_domains (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null unique references groups (id) on delete cascade,
  domain text not null check (length(domain) between 4 and 253 and domain = lower(domain)),
  verification_token text not null,
  status text not null default 'pending' check (status in ('pending', 'verified', 'failed')),
  failure_reason text,
  last_checked_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'verified') = (verified_at is not null))
);
create unique index group_domains_verified_domain_key on group_domains (domain) where status = 'verified';

grant select, insert, update, delete on group_domains to bullion_app;
alter table group_domains enable row level security;
create policy group_domains_scoped on group_domains for all to bullion_app
  using (group_id = any (app_group_ids())) with check (group_id = any (app_group_ids()));

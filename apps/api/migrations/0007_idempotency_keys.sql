-- Idempotent writes: a write sent with an Idempotency-Key header is recorded here, per user and key,
-- with a fingerprint of the request. A retry with the same key gets the first answer back instead of
-- writing again. `applied` is set inside the write's own transaction, so a write that committed is
-- never repeated even when its answer was lost (the API stopped before storing it).
create table idempotency_keys (
  user_id uuid not null references auth_users (id) on delete cascade,
  key text not null check (length(key) between 1 and 255),
  method text not null,
  path text not null,
  fingerprint text not null,
  state text not null check (state in ('started', 'applied', 'completed')),
  locked_until timestamptz not null,
  response_status integer,
  response_type text,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

create index idempotency_keys_created_at on idempotency_keys (created_at);

grant select, update on idempotency_keys to bullion_app;
alter table idempotency_keys enable row level security;
create policy idempotency_keys_own on idempotency_keys for all to bullion_app
  using (user_id = app_user_id()) with check (user_id = app_user_id());

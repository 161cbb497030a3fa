-- Release telemetry (issue 36): what browsers report about loading each remote's release, kept as
-- counters per environment, remote, release and minute. Only counts: no address, no user, no subject.
-- A batch adds to its minute's row in one upsert, so concurrent batches from many browsers and API
-- instances never lose a count. Failures are split by the reason the shell reports; `failed` is
-- their total (a failure without a reason counts there only). The counts are bigint because the
-- endpoint is public: many clients sending the largest batches must not overflow a minute's row.
-- Like the registry's tables (0032), no group owns these rows and bullion_app is granted nothing.

create table release_telemetry (
  environment text not null,
  remote text not null,
  release_id text not null,
  minute timestamptz not null,
  loaded bigint not null default 0 check (loaded >= 0),
  failed bigint not null default 0 check (failed >= 0),
  failed_unreachable bigint not null default 0,
  failed_timeout bigint not null default 0,
  failed_contract bigint not null default 0,
  failed_integrity bigint not null default 0,
  failed_invalid bigint not null default 0,
  failed_crashed bigint not null default 0,
  failed_error bigint not null default 0,
  -- The release this row counts for; the primary key's order serves the canary's and the stable
  -- release's sums since a moment (environment, remote, release, minute >= …).
  primary key (environment, remote, release_id, minute),
  foreign key (remote, release_id) references releases (remote, id)
);

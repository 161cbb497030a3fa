-- Spot price history from the configured feed (simulated by default). Prices are USD per troy ounce.
create table spot_prices (
  id bigserial primary key,
  gold numeric(14, 4) not null,
  silver numeric(14, 4) not null,
  platinum numeric(14, 4) not null,
  palladium numeric(14, 4) not null,
  rhodium numeric(14, 4) not null,
  source text not null,
  simulated boolean not null,
  fetched_at timestamptz not null default now()
);
create index spot_prices_fetched_idx on spot_prices (fetched_at desc);

-- Reference data readable by every request-scoped transaction.
grant select on spot_prices to bullion_app;

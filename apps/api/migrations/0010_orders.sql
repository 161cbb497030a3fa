-- Customers and orders (docs/orders.md): the counterparties of a group, its buy and sell orders with
-- their lines (each a snapshot of what it was priced from), payments, and the append-only timeline of
-- every order. Money is numeric (exact decimals): line and order amounts numeric(30, 2) so no sum of
-- in-range lines can overflow; payments numeric(14, 2) like every other single amount; spot
-- numeric(14, 4) as spot_prices stores it; fine weights to 12 decimals like inventory.
--
-- Every table is group-owned and bound by row-level security like inventory (0008); the composite
-- foreign keys (group_id, …) make the database refuse a row pointing into another group: an order of
-- another group's customer, a line, payment or event of another group's order, a line selling another
-- group's inventory item. Orders are never deleted by a request (cancelled and reversed orders stay on
-- record); payments and events can only be added.
-- ((select app_group_ids())::uuid[]) is a sub-select so it is evaluated once per statement, not per row.

-- ---------------------------------------------------------------- customers
create table customers (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 200),
  email text check (length(email) <= 254),
  phone text check (length(phone) <= 40),
  address text check (length(address) <= 1000),
  notes text check (length(notes) <= 4000),
  -- What q searches, lower case.
  search_text text generated always as (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) stored,
  version integer not null default 1 check (version > 0),
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, id)
);
create index customers_group_name_idx on customers (group_id, lower(name), id);

-- ---------------------------------------------------------------- order numbers
-- The last number given per group and side (SO-000001…, BO-000001…); the row lock of the upsert
-- serialises concurrent creates, so numbers are never given twice.
create table order_counters (
  group_id uuid not null references groups (id) on delete cascade,
  side text not null check (side in ('sell', 'buy')),
  last_number integer not null check (last_number > 0),
  primary key (group_id, side)
);

-- ---------------------------------------------------------------- orders
create table orders (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  number text not null check (number ~ '^(SO|BO)-[0-9]{6,}$'),
  side text not null check (side in ('sell', 'buy')),
  status text not null default 'draft'
    check (status in ('draft', 'quoted', 'confirmed', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed')),
  customer_id uuid not null,
  -- The customer's name when last set on the order (a snapshot: a later rename does not change it).
  customer_name text not null,
  -- The template prices come from (none: manual prices only); its name as a snapshot.
  price_template_id uuid references price_templates (id) on delete set null,
  price_template_name text,
  notes text check (length(notes) <= 4000),
  subtotal numeric(30, 2) not null default 0 check (subtotal >= 0),
  total numeric(30, 2) not null default 0 check (total >= 0),
  paid numeric(30, 2) not null default 0 check (paid >= 0),
  -- The quote: prices locked to quote_spot (the stored quote used, as { gold, …, updatedAt }) until quote_expires_at.
  quoted_at timestamptz,
  quote_expires_at timestamptz,
  quote_spot jsonb check (quote_spot is null or jsonb_typeof(quote_spot) = 'object'),
  -- Form 8300 review: set (never cleared by a request) when cash received reached the threshold.
  form8300_review boolean not null default false,
  form8300_reason text,
  form8300_flagged_at timestamptz,
  form8300_cash_total numeric(30, 2),
  form8300_related_order_ids uuid[] not null default '{}',
  version integer not null default 1 check (version > 0),
  created_by_user_id uuid references auth_users (id) on delete set null,
  updated_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, id),
  unique (group_id, number),
  -- A customer with orders cannot be deleted (the API says so first, with 409 customer_has_orders).
  foreign key (group_id, customer_id) references customers (group_id, id),
  check ((quoted_at is null) = (quote_expires_at is null) and (quoted_at is null) = (quote_spot is null)),
  check (status = 'draft' or status = 'cancelled' or quoted_at is not null),
  check (not form8300_review or (form8300_reason is not null and form8300_flagged_at is not null))
);
-- The default list (newest first) and the per-customer list.
create index orders_group_created_idx on orders (group_id, created_at desc, id desc);
create index orders_customer_idx on orders (group_id, customer_id, created_at desc);
create index orders_flagged_idx on orders (group_id, form8300_flagged_at desc) where form8300_review;

-- ---------------------------------------------------------------- lines
-- A line keeps what it was priced from (title, metal, form, weights, category path) and the price it
-- got, so a later catalog or spot change never alters it. product_id is part of that snapshot, not a
-- reference (the product may later be deleted).
create table order_lines (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  order_id uuid not null,
  position integer not null check (position between 0 and 199),
  kind text not null check (kind in ('product', 'item', 'custom')),
  product_id uuid,
  inventory_item_id uuid,
  title text not null check (length(trim(title)) between 1 and 200),
  metal text check (metal in ('gold', 'silver', 'platinum', 'palladium', 'rhodium', 'copper')),
  form text check (form in ('coin', 'bar', 'round', 'other')),
  weight numeric(15, 6) check (weight > 0),
  weight_unit text not null default 'ozt' check (weight_unit in ('ozt', 'g', 'kg')),
  purity numeric(6, 5) check (purity > 0 and purity <= 1),
  fine_ozt_per_unit numeric(24, 12) check (fine_ozt_per_unit > 0),
  category_path integer[] not null default '{}' check (cardinality(category_path) <= 16),
  quantity integer not null check (quantity between 1 and 1000000),
  manual_unit_price numeric(14, 2) check (manual_unit_price >= 0),
  override_reason text check (length(override_reason) <= 500),
  unit_price numeric(30, 2) check (unit_price >= 0),
  line_total numeric(30, 2) check (line_total >= 0),
  price_source text not null check (price_source in ('template', 'manual')),
  price_status text not null check (price_status in ('priced', 'no_template', 'no_rule', 'weight_unknown', 'spot_unavailable')),
  template_unit_price numeric(30, 2),
  template_line_total numeric(30, 2),
  rule_id text,
  averaged boolean not null default false,
  spot numeric(14, 4),
  -- What completing the order did: the bought line's new item, or the sold item (split-off lot) and its disposition.
  fulfilment_item_id uuid,
  fulfilment_disposition_id uuid,
  unique (order_id, position),
  foreign key (group_id, order_id) references orders (group_id, id) on delete cascade,
  foreign key (group_id, inventory_item_id) references inventory_items (group_id, id),
  foreign key (group_id, fulfilment_item_id) references inventory_items (group_id, id),
  check ((kind = 'item') = (inventory_item_id is not null)),
  check ((kind = 'product') = (product_id is not null) or kind = 'item'),
  check ((manual_unit_price is null) = (price_source = 'template')),
  check ((unit_price is null) = (line_total is null))
);
create index order_lines_item_idx on order_lines (inventory_item_id) where inventory_item_id is not null;

-- ---------------------------------------------------------------- payments
create table order_payments (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups (id) on delete cascade,
  order_id uuid not null,
  method text not null check (method in ('cash', 'wire', 'check', 'card')),
  amount numeric(14, 2) not null check (amount > 0),
  received_at timestamptz not null,
  reference text check (length(reference) <= 200),
  created_by_user_id uuid references auth_users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (group_id, order_id) references orders (group_id, id) on delete cascade
);
create index order_payments_order_idx on order_payments (order_id, created_at);
-- The Form 8300 rule reads a customer's cash receipts around a new one.
create index order_payments_cash_idx on order_payments (group_id, received_at) where method = 'cash';

-- ---------------------------------------------------------------- events
-- The timeline of an order: append-only, like the inventory ledger.
create table order_events (
  id bigint generated always as identity primary key,
  group_id uuid not null references groups (id) on delete cascade,
  order_id uuid not null,
  kind text not null check (kind in ('created', 'edited', 'quoted', 'confirmed', 'payment_added', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed', 'form8300_flagged')),
  from_status text,
  to_status text not null,
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  actor_user_id uuid references auth_users (id) on delete set null,
  at timestamptz not null default now(),
  foreign key (group_id, order_id) references orders (group_id, id) on delete cascade
);
create index order_events_order_idx on order_events (order_id, id);

-- ---------------------------------------------------------------- grants and row-level security
grant select, insert, update, delete on customers to bullion_app;
grant select, insert, update on order_counters to bullion_app;
-- Orders are never deleted by a request; a draft's lines are replaced as a whole.
grant select, insert, update on orders to bullion_app;
grant select, insert, update, delete on order_lines to bullion_app;
grant select, insert on order_payments, order_events to bullion_app;
grant usage on sequence order_events_id_seq to bullion_app;

alter table customers enable row level security;
alter table order_counters enable row level security;
alter table orders enable row level security;
alter table order_lines enable row level security;
alter table order_payments enable row level security;
alter table order_events enable row level security;

create policy customers_scoped on customers for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy order_counters_scoped on order_counters for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy orders_scoped on orders for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy order_lines_scoped on order_lines for all to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy order_payments_read on order_payments for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));
create policy order_payments_append on order_payments for insert to bullion_app
  with check (group_id = any ((select app_group_ids())::uuid[]));
create policy order_events_read on order_events for select to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]));
create policy order_events_append on order_events for insert to bullion_app
  with check (group_id = any ((select app_group_ids())::uuid[]));

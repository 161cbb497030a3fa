-- Billing through a provider (docs/billing.md): customers at the provider, subscriptions kept in sync
-- with the provider's (Stripe's status vocabulary, periods, cancellation at period end), invoices
-- and payments for the purchase history, the webhook events received, and the local provider's own
-- objects (the simulated provider keeps its state here, as Stripe keeps its own).

-- The payer at the provider: one customer per user and provider (a user pays for the groups they buy
-- plans for).
create table billing_customers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  provider text not null check (provider in ('local', 'stripe')),
  provider_customer_id text not null check (length(provider_customer_id) between 1 and 255),
  email text not null,
  name text not null default '',
  created_at timestamptz not null default now(),
  unique (user_id, provider),
  unique (provider, provider_customer_id)
);

-- A subscription row mirrors the provider's subscription once there is one (stripe_subscription_id
-- holds the provider's id, whichever the provider). subscription_plan_id is the plan the group has
-- now: the paid plan while the status grants it (trialing, active, past_due), otherwise free;
-- paid_plan_id is the plan the provider subscription is for, whatever its status.
alter table subscriptions
  add column provider text check (provider in ('local', 'stripe')),
  add column billing_customer_id uuid references billing_customers (id) on delete set null,
  add column paid_plan_id text references plans (id),
  add column current_period_start timestamptz,
  add column current_period_end timestamptz,
  add column cancel_at_period_end boolean not null default false,
  add column canceled_at timestamptz;
alter table subscriptions add constraint subscriptions_status_check
  check (status in ('trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'));
create unique index subscriptions_provider_key on subscriptions (provider, stripe_subscription_id)
  where provider is not null and stripe_subscription_id is not null;
create index subscriptions_unassigned_idx on subscriptions (user_id) where group_id is null;

-- A group that is deleted while it pays for a plan does not take the subscription with it: the
-- provider still bills the buyer, who finds it among their unassigned subscriptions and can attach it
-- to another group or cancel it. Everything else of the group goes with it (on delete cascade).
-- Security definer: the row is the buyer's, and the deleting admin may be someone else.
create function keep_paid_subscriptions_of_deleted_group() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
begin
  update subscriptions set group_id = null, updated_at = now()
  where group_id = old.id
    and stripe_subscription_id is not null
    and status in ('trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused');
  return old;
end
$$;
create trigger groups_keep_paid_subscriptions before delete on groups
  for each row execute function keep_paid_subscriptions_of_deleted_group();

-- Invoices and payments as the provider reports them (webhooks). Amounts are decimals in the
-- currency's major unit ("12.00"), never binary floats. group_id is the group the subscription
-- served (null once that group is gone); user_id the customer's user.
create table billing_invoices (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('local', 'stripe')),
  provider_invoice_id text not null check (length(provider_invoice_id) between 1 and 255),
  group_id uuid references groups (id) on delete set null,
  user_id uuid not null references auth_users (id) on delete cascade,
  subscription_id uuid references subscriptions (id) on delete set null,
  number text,
  status text not null check (status in ('draft', 'open', 'paid', 'uncollectible', 'void')),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  amount_due numeric not null check (amount_due >= 0),
  amount_paid numeric not null check (amount_paid >= 0),
  description text not null default '',
  plan_id text references plans (id),
  period_start timestamptz,
  period_end timestamptz,
  paid_at timestamptz,
  -- The invoice's date at the provider.
  created_at timestamptz not null,
  updated_at timestamptz not null default now(),
  unique (provider, provider_invoice_id)
);
create index billing_invoices_group_idx on billing_invoices (group_id, created_at desc);
create index billing_invoices_user_idx on billing_invoices (user_id) where group_id is null;

create table billing_payments (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('local', 'stripe')),
  provider_payment_id text not null check (length(provider_payment_id) between 1 and 255),
  group_id uuid references groups (id) on delete set null,
  user_id uuid not null references auth_users (id) on delete cascade,
  invoice_id uuid references billing_invoices (id) on delete set null,
  status text not null check (status in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded')),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  amount numeric not null check (amount >= 0),
  description text not null default '',
  -- How it was paid, e.g. "Visa •••• 4242".
  method text,
  failure_message text,
  created_at timestamptz not null,
  updated_at timestamptz not null default now(),
  unique (provider, provider_payment_id)
);
create index billing_payments_group_idx on billing_payments (group_id, created_at desc);
create index billing_payments_invoice_idx on billing_payments (invoice_id);

-- Webhook events received, once each: a provider sends an event again until it is acknowledged.
create table billing_events (
  provider text not null check (provider in ('local', 'stripe')),
  event_id text not null check (length(event_id) between 1 and 255),
  type text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- The local provider's objects (customers, checkout and portal sessions, subscriptions, invoices,
-- payment intents) in Stripe-like JSON: the state a real provider keeps on its side.
create table billing_local_objects (
  id text primary key,
  kind text not null check (kind in ('customer', 'checkout_session', 'portal_session', 'subscription', 'invoice', 'payment_intent')),
  customer_id text,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index billing_local_objects_customer_idx on billing_local_objects (customer_id, kind);

-- ---------------------------------------------------------------- grants and row-level security
-- Request-scoped code reads these; only the API's own login (webhook processing, the local provider)
-- writes them, except that a user's customer record is created in their own scope.
grant select, insert on billing_customers to bullion_app;
grant select on billing_invoices, billing_payments to bullion_app;

alter table billing_customers enable row level security;
create policy billing_customers_own on billing_customers for all to bullion_app
  using (user_id = app_user_id()) with check (user_id = app_user_id());

alter table billing_invoices enable row level security;
create policy billing_invoices_scoped on billing_invoices for select to bullion_app
  using (group_id = any (app_group_ids()) or (group_id is null and user_id = app_user_id()));

alter table billing_payments enable row level security;
create policy billing_payments_scoped on billing_payments for select to bullion_app
  using (group_id = any (app_group_ids()) or (group_id is null and user_id = app_user_id()));

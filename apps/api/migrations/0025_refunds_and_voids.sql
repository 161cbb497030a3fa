-- Refunds, voids and tier breakdowns (docs/orders.md, @bullion/contract's orders/refunds.ts). A refund is money going
-- back the other way, kept as a payment of kind 'refund' with its method and reference; a voided
-- payment (or refund) was recorded in error: it stays on record with who voided it, when and why, and
-- counts for nothing. orders.paid is Σ payments not voided, orders.refunded Σ refunds not voided, so
-- what the group holds of an order's money is paid − refunded (never below 0).
alter table order_payments
  add column kind text not null default 'payment' check (kind in ('payment', 'refund')),
  add column voided_at timestamptz,
  add column voided_by_user_id uuid references auth_users (id) on delete set null,
  add column void_reason text check (length(trim(void_reason)) between 1 and 500),
  add constraint order_payments_void_reason check ((voided_at is null) = (void_reason is null));

-- A template price's tier breakdown (graduated: one slice per tier used), as the contract's
-- PriceSlice[]: what the order page and the receipt show, adding up to the line total exactly.
alter table order_lines
  add column price_slices jsonb check (price_slices is null or jsonb_typeof(price_slices) = 'array');

alter table orders
  add column refunded numeric(30, 2) not null default 0 check (refunded >= 0),
  add constraint orders_refunded_within_paid check (refunded <= paid);

-- The timeline gains refunds and voids.
alter table order_events drop constraint order_events_kind_check;
alter table order_events add constraint order_events_kind_check check (kind in (
  'created', 'edited', 'quoted', 'confirmed', 'payment_added', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed',
  'form8300_flagged', 'refunded', 'payment_voided'
));

-- Payments stay append-only but for their void: the app may set only the void columns, once (the
-- API checks voided_at is null under the order's row lock).
grant update (voided_at, voided_by_user_id, void_reason) on order_payments to bullion_app;
create policy order_payments_void on order_payments for update to bullion_app
  using (group_id = any ((select app_group_ids())::uuid[]))
  with check (group_id = any ((select app_group_ids())::uuid[]));

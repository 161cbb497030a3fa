-- Customers with Form 8300 data (issue 34). A customer gains a shipping address beside the address
-- already kept, and the identification Form 8300 asks of the person paying the cash: date of birth,
-- occupation, the identifying document (type, number, issuer) and the taxpayer identification number.
-- The API answers these to the group's admins only (docs/orders.md); the rules for their values are
-- @bullion/contract's customers/identification.ts, and these checks repeat the ones a row must never break.
--
-- tin: the SSN, ITIN or EIN as its nine digits (dashes are taken off at the boundary).
-- An id number means nothing without its type and issuer, so it is kept only with both.
alter table customers
  add column shipping_address text check (length(shipping_address) <= 1000),
  add column date_of_birth date check (date_of_birth >= date '1900-01-01'),
  add column occupation text check (length(occupation) <= 200),
  add column id_type text check (id_type in ('drivers_license', 'passport', 'state_id', 'alien_registration', 'other')),
  add column id_number text check (length(id_number) <= 100),
  add column id_issuer text check (length(id_issuer) <= 200),
  add column tin text check (tin ~ '^[0-9]{9}$'),
  add constraint customers_id_number_complete check (id_number is null or (id_type is not null and id_issuer is not null));

-- The "filed on" status of a flagged order: the day the group filed its Form 8300, and who said so.
-- Only a flagged order is ever filed.
alter table orders
  add column form8300_filed_on date,
  add column form8300_filed_by_user_id uuid references auth_users (id) on delete set null,
  add constraint orders_form8300_filed_flagged check (form8300_filed_on is null or form8300_review);

-- Marking an order filed is an event of its timeline. Every kind is listed, the refunds' and voids'
-- of 0025 included.
alter table order_events drop constraint order_events_kind_check;
alter table order_events add constraint order_events_kind_check
  check (kind in ('created', 'edited', 'quoted', 'confirmed', 'payment_added', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed', 'form8300_flagged', 'refunded', 'payment_voided', 'form8300_filed'));

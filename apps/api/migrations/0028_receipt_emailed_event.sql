-- A receipt or invoice e-mailed to the customer is an event of the order's timeline (who sent it,
-- when, to which address). Every kind is listed again, 0025's and 0026's included.
alter table order_events drop constraint order_events_kind_check;
alter table order_events add constraint order_events_kind_check
  check (kind in ('created', 'edited', 'quoted', 'confirmed', 'payment_added', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed', 'form8300_flagged', 'refunded', 'payment_voided', 'form8300_filed', 'receipt_emailed'));

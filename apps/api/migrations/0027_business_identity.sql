-- Business identity (issue 34, documents; docs/settings.md): what a group's receipts, invoices and
-- Form 8300 worksheets say about the business that issues them. Kept on the group's row, so the
-- groups_scoped policy of 0001 covers it: every member reads it, group admins (group.update) change it
-- through PATCH /api/groups/{id}. The logo is an object of the `groups` storage bucket in the group's
-- folder (a PNG or JPEG of at most 1 MB, checked by its bytes when it is set); the row keeps its name.
-- The rules for the values are @bullion/contract's groups/business-identity.ts; these checks repeat
-- the lengths a row must never exceed.
alter table groups
  add column business_legal_name text check (length(business_legal_name) <= 200),
  add column business_address text check (length(business_address) <= 500),
  add column business_phone text check (length(business_phone) <= 40),
  add column business_email text check (length(business_email) <= 254),
  add column business_tax_id text check (length(business_tax_id) <= 40),
  add column business_logo_path text check (length(business_logo_path) <= 512);

-- The local mailbox (no SMTP) keeps what a mail carries as attachments, so a developer (and the API
-- tests) can see the receipt a customer would get: [{ filename, contentType, size, content (base64) }].
alter table mail_outbox add column attachments jsonb not null default '[]'::jsonb;

-- Two-factor sessions (docs/auth.md, "Two-factor sign-in (TOTP)"): which factor raised a session to
-- aal2 and when, for the token's amr claim. Deleting the factor, by any path (unenrolment, the admin
-- API, the user's deletion), unlinks it here, and a session without its factor counts as aal1 again.
alter table auth_sessions
  add column mfa_factor_id uuid references auth_mfa_factors (id) on delete set null,
  add column mfa_verified_at timestamptz,
  add constraint auth_sessions_aal_check check (aal in ('aal1', 'aal2'));
create index auth_sessions_mfa_factor_idx on auth_sessions (mfa_factor_id) where mfa_factor_id is not null;

-- A user may read their own membership rows in any group, so "which groups am I in?" (the root of
-- every request scope: GET /api/groups) runs inside `scoped` with row-level security like every
-- other query on group-owned tables, instead of as a privileged query. Read-only: writes to
-- group_members still need the group in app.group_ids (group_members_scoped).
create policy group_members_own_rows on group_members for select to bullion_app
  using (user_id = app_user_id());

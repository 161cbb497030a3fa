-- The permission to open the app with a preview build of a remote (`?remote.<name>=<manifest>`):
-- admins only. The shell applies a preview link only for a signed-in member whose role grants it.
update group_member_roles
set permissions = permissions || jsonb_build_object('remotes.preview', value = 'admin'),
    updated_at = now();

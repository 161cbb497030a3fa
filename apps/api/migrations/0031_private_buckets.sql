-- Private storage buckets (issue 35): inventory photos, order documents and customer ID scans. Their
-- objects are read only by members of the owning group (signed URLs or the member's session), never
-- by public URL; see src/storage/buckets.ts. Folder rules, as for the group buckets of 0002:
--   inventory-photos/{groupId}/...  members whose role has inventory.write write;
--   order-documents/{groupId}/...   members whose role has orders.write write;
--   customer-ids/{groupId}/...      members whose role has orders.write write.
-- The role checks are the API's; row-level security repeats the group folder rule, and now also
-- limits reading a private bucket's rows to the transactions scoped to the owning group.

insert into storage_buckets (id, public) values ('inventory-photos', false), ('order-documents', false), ('customer-ids', false);

drop policy storage_objects_read on storage_objects;
create policy storage_objects_read on storage_objects for select to bullion_app using (
  bucket in ('products', 'profiles', 'groups') or group_id = any (app_group_ids())
);

drop policy storage_objects_insert on storage_objects;
create policy storage_objects_insert on storage_objects for insert to bullion_app with check (
  (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
  or (bucket in ('groups', 'products', 'inventory-photos', 'order-documents', 'customer-ids')
      and group_id = any (app_group_ids()) and split_part(name, '/', 1) = group_id::text)
);

drop policy storage_objects_update on storage_objects;
create policy storage_objects_update on storage_objects for update to bullion_app
  using (
    (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
    or (bucket in ('groups', 'products', 'inventory-photos', 'order-documents', 'customer-ids') and group_id = any (app_group_ids()))
  )
  with check (
    (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
    or (bucket in ('groups', 'products', 'inventory-photos', 'order-documents', 'customer-ids')
        and group_id = any (app_group_ids()) and split_part(name, '/', 1) = group_id::text)
  );

drop policy storage_objects_delete on storage_objects;
create policy storage_objects_delete on storage_objects for delete to bullion_app using (
  (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
  or (bucket in ('groups', 'products', 'inventory-photos', 'order-documents', 'customer-ids') and group_id = any (app_group_ids()))
);

-- Supabase-compatible storage (/storage/v1): the fixed buckets and the metadata of stored objects. The
-- bytes live on disk under BULLION_DATA_DIR/storage/{bucket}/{name}; see src/storage/.
--
-- Folder rules (checked by the API, repeated here by row-level security for writes):
--   profiles/{userId}/...   only that user writes;
--   groups/{groupId}/...    members of the group whose role has group.update write;
--   products/{groupId}/...  members of the group whose role has catalog.write write.
-- Every bucket is public-read (images shown in the app), so reads are not restricted.

create table storage_buckets (
  id text primary key,
  public boolean not null default true,
  created_at timestamptz not null default now()
);

insert into storage_buckets (id, public) values ('products', true), ('profiles', true), ('groups', true);

create table storage_objects (
  id uuid primary key default gen_random_uuid(),
  bucket text not null references storage_buckets (id),
  name text not null check (length(name) between 1 and 512),
  owner uuid references auth_users (id) on delete set null,
  -- The group whose folder holds the object (groups, products); null in profiles.
  group_id uuid references groups (id) on delete cascade,
  content_type text not null,
  size integer not null check (size >= 0),
  -- Hex SHA-256 of the bytes; sent quoted as the ETag.
  etag text not null,
  cache_control text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket, name),
  check ((bucket = 'profiles') = (group_id is null))
);
create index storage_objects_group_idx on storage_objects (group_id);
create index storage_objects_owner_idx on storage_objects (owner);
-- Prefix listing (name like 'folder/%') under any collation.
create index storage_objects_prefix_idx on storage_objects (bucket, name text_pattern_ops);

grant select on storage_buckets to bullion_app;
grant select, insert, update, delete on storage_objects to bullion_app;

alter table storage_objects enable row level security;

create policy storage_objects_read on storage_objects for select to bullion_app using (true);

create policy storage_objects_insert on storage_objects for insert to bullion_app with check (
  (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
  or (bucket in ('groups', 'products') and group_id = any (app_group_ids()) and split_part(name, '/', 1) = group_id::text)
);

create policy storage_objects_update on storage_objects for update to bullion_app
  using (
    (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
    or (bucket in ('groups', 'products') and group_id = any (app_group_ids()))
  )
  with check (
    (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
    or (bucket in ('groups', 'products') and group_id = any (app_group_ids()) and split_part(name, '/', 1) = group_id::text)
  );

create policy storage_objects_delete on storage_objects for delete to bullion_app using (
  (bucket = 'profiles' and group_id is null and split_part(name, '/', 1) = app_user_id()::text)
  or (bucket in ('groups', 'products') and group_id = any (app_group_ids()))
);

// The fixed buckets (rows of storage_buckets, created by migrations/0002_storage.sql) and who writes
// which folder of each.
import type { GroupPermission } from '@bullion/contract';
import { storageError } from './errors';

export const BUCKET_IDS = ['products', 'profiles', 'groups'] as const;
export type BucketId = (typeof BUCKET_IDS)[number];

export type FolderRule =
  /** The first path segment is the writer's user id. */
  | { kind: 'user' }
  /** The first path segment is a group id; members whose role has `permission` write. */
  | { kind: 'group'; permission: GroupPermission; who: string };

export interface Bucket {
  id: BucketId;
  /** Every bucket is public-read: /object/public/{bucket}/{path} serves without a session. */
  public: true;
  folder: FolderRule;
}

export const BUCKETS: Record<BucketId, Bucket> = {
  products: { id: 'products', public: true, folder: { kind: 'group', permission: 'catalog.write', who: 'members who may edit the catalog' } },
  profiles: { id: 'profiles', public: true, folder: { kind: 'user' } },
  groups: { id: 'groups', public: true, folder: { kind: 'group', permission: 'group.update', who: 'group admins' } },
};

export function isBucketId(value: string): value is BucketId {
  return (BUCKET_IDS as readonly string[]).includes(value);
}

/** The bucket of a request, or 404 NoSuchBucket. */
export function bucketOf(id: string | undefined): Bucket {
  if (!id || !isBucketId(id)) throw storageError.noSuchBucket(String(id ?? ''), BUCKET_IDS);
  return BUCKETS[id];
}

/** The Supabase Bucket object (GET /bucket). */
export function bucketInfo(bucket: Bucket, maxBytes: number, allowedMimeTypes: readonly string[]) {
  const epoch = new Date(0).toISOString();
  return {
    id: bucket.id,
    name: bucket.id,
    owner: '',
    public: bucket.public,
    file_size_limit: maxBytes,
    allowed_mime_types: [...allowedMimeTypes],
    created_at: epoch,
    updated_at: epoch,
  };
}

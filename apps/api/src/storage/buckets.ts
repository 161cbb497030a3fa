// The fixed buckets (rows of storage_buckets, created by migrations 0002_storage.sql and
// 0031_private_buckets.sql), who writes which folder of each, and which serve to anyone with the URL.
import type { GroupPermission } from '@bullion/contract';
import { storageError } from './errors';

export const BUCKET_IDS = ['products', 'profiles', 'groups', 'inventory-photos', 'order-documents', 'customer-ids'] as const;
export type BucketId = (typeof BUCKET_IDS)[number];

export type FolderRule =
  /** The first path segment is the writer's user id. */
  | { kind: 'user' }
  /** The first path segment is a group id; members whose role has `permission` write. */
  | { kind: 'group'; permission: GroupPermission; who: string };

export interface Bucket {
  id: BucketId;
  /**
   * Public: /object/public/{bucket}/{path} serves without a session (catalog art, avatars). Private:
   * only members of the owning group read, by signed URL or with their session, and never by a
   * public URL.
   */
  public: boolean;
  folder: FolderRule;
}

export const BUCKETS: Record<BucketId, Bucket> = {
  products: { id: 'products', public: true, folder: { kind: 'group', permission: 'catalog.write', who: 'members who may edit the catalog' } },
  profiles: { id: 'profiles', public: true, folder: { kind: 'user' } },
  groups: { id: 'groups', public: true, folder: { kind: 'group', permission: 'group.update', who: 'group admins' } },
  'inventory-photos': {
    id: 'inventory-photos',
    public: false,
    folder: { kind: 'group', permission: 'inventory.write', who: 'members who may edit the inventory' },
  },
  'order-documents': { id: 'order-documents', public: false, folder: { kind: 'group', permission: 'orders.write', who: 'members who may edit orders' } },
  'customer-ids': { id: 'customer-ids', public: false, folder: { kind: 'group', permission: 'orders.write', who: 'members who may edit orders' } },
};

/** The buckets whose objects are served by public URL. */
export const PUBLIC_BUCKET_IDS = BUCKET_IDS.filter((id) => BUCKETS[id].public);

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
